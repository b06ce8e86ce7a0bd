import { effect, signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownedModel } from './ownedModel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ownedModel', () => {
  it('disposes the effects created while the model is built, and only then', () => {
    const count = signal(0);
    const seen: number[] = [];
    const model = ownedModel(() => {
      effect(() => void seen.push(count.value));
      return { increment: () => void (count.value += 1) };
    });
    model.increment();
    model.dispose();
    count.value = 5;
    expect(seen).toEqual([0, 1]);
  });

  it('clears its timers at dispose and schedules none afterwards', () => {
    const ran: string[] = [];
    const model = ownedModel((owner) => ({
      later: (name: string) => void owner.setTimeout(() => ran.push(name), 1000),
    }));
    model.later('before');
    expect(vi.getTimerCount()).toBe(1);
    model.dispose();
    model.later('after');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual([]);
  });

  it('never resolves a wait once disposed', async () => {
    let waited = false;
    const model = ownedModel((owner) => ({ pause: () => owner.wait(500).then(() => void (waited = true)) }));
    void model.pause();
    model.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waited).toBe(false);
  });

  it('aborts its signal, removes its listeners and runs its cleanups, the latest first', () => {
    const target = new EventTarget();
    const heard: string[] = [];
    const order: string[] = [];
    let lifetime: AbortSignal | undefined;
    const model = ownedModel((owner) => {
      lifetime = owner.signal;
      owner.listen(target, 'ping', () => heard.push('ping'));
      owner.onDispose(() => order.push('first'));
      owner.onDispose(() => order.push('second'));
      return {};
    });
    target.dispatchEvent(new Event('ping'));
    model.dispose();
    target.dispatchEvent(new Event('ping'));
    expect(heard).toEqual(['ping']);
    expect(lifetime?.aborted).toBe(true);
    expect(order).toEqual(['second', 'first']);
  });

  it('makes a model built inside another its child: disposing the parent disposes it, and its effects', () => {
    const source = signal(0);
    const childRuns: number[] = [];
    let childTimerRan = false;
    const parent = ownedModel(() => {
      const child = ownedModel((owner) => {
        effect(() => void childRuns.push(source.value));
        owner.setTimeout(() => void (childTimerRan = true), 100);
        return {};
      });
      return { child };
    });
    parent.dispose();
    source.value = 1;
    vi.advanceTimersByTime(1000);
    expect(childRuns).toEqual([0]);
    expect(childTimerRan).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the model object as built (reading methods stay tracked, getters stay getters)', () => {
    const value = signal(1);
    const model = ownedModel(() => ({
      read: () => value.value,
      get doubled() {
        return value.value * 2;
      },
    }));
    const seen: number[] = [];
    effect(() => void seen.push(model.read()));
    value.value = 2;
    expect(seen).toEqual([1, 2]);
    expect(model.doubled).toBe(4);
    model.dispose();
  });

  it('disposes what a failing build had started, then throws its error', () => {
    const source = signal(0);
    const runs: number[] = [];
    expect(() =>
      ownedModel((owner) => {
        effect(() => void runs.push(source.value));
        owner.setTimeout(() => undefined, 100);
        throw new Error('broken dependency');
      }),
    ).toThrow('broken dependency');
    source.value = 1;
    expect(runs).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a second dispose does nothing', () => {
    const cleanup = vi.fn();
    const model = ownedModel((owner) => {
      owner.onDispose(cleanup);
      return {};
    });
    model.dispose();
    model.dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
