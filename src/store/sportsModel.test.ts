import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerStateClient } from './serverState';
import { createSportsModel } from './sportsModel';

const summary = (id: number, code: string, liveEventCount: number) => ({ id, code, name: code, eventCount: 20, liveEventCount });

function setup(settings: Record<string, unknown> | null = null) {
  const serverState = createServerStateClient();
  let answer = [summary(240, 'FOOT', 10), summary(227, 'BASK', 4), summary(239, 'TENN', 6)];
  const sports = vi.fn(async () => answer);
  const liveEventIds = signal<readonly string[]>([]);
  const locale = signal('en');
  const model = createSportsModel({
    marketData: { sports },
    serverState,
    catalogue: { liveEventIds },
    settings: signal(settings),
    locale,
    brand: signal('eurobet'),
  });
  const cleanup = () => {
    model.dispose();
    serverState.clear();
  };
  cleanups.push(cleanup);
  return { model, sports, liveEventIds, locale, setAnswer: (next: typeof answer) => (answer = next) };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('sports model', () => {
  it('fetches nothing until a view watches it', async () => {
    const { model, sports } = setup();
    await Promise.resolve();
    expect(sports).not.toHaveBeenCalled();
    const stop = model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    expect(sports).toHaveBeenCalledTimes(1);
    expect(model.list.value.map((entry) => [entry.code, entry.liveEventCount])).toEqual([
      ['FOOT', 10],
      ['BASK', 4],
      ['TENN', 6],
    ]);
    stop();
  });

  it("orders the list by the operator's sports_order", async () => {
    const { model } = setup({ sports_order: 'TENN,BASK' });
    const stop = model.watch();
    await vi.waitFor(() => expect(model.list.value.map((entry) => entry.code)).toEqual(['TENN', 'BASK', 'FOOT']));
    stop();
  });

  it('asks again when the live feed changes the live events', async () => {
    const { model, sports, liveEventIds, setAnswer } = setup();
    const stop = model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    setAnswer([summary(240, 'FOOT', 9), summary(227, 'BASK', 4), summary(239, 'TENN', 6)]);
    liveEventIds.value = ['1', '2'];
    await vi.waitFor(() => expect(model.list.value[0]?.liveEventCount).toBe(9));
    expect(sports).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not ask on feed changes while nobody watches', async () => {
    const { model, sports, liveEventIds } = setup();
    const stop = model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    stop();
    liveEventIds.value = ['1'];
    await Promise.resolve();
    expect(sports).toHaveBeenCalledTimes(1);
  });

  it('asks again in the new language', async () => {
    const { model, sports, locale } = setup();
    const stop = model.watch();
    await vi.waitFor(() => expect(sports).toHaveBeenCalledTimes(1));
    locale.value = 'fr';
    await vi.waitFor(() => expect(sports).toHaveBeenCalledTimes(2));
    stop();
  });

  it('dispose ends its poll and its feed follower: nothing is asked afterwards', async () => {
    const { model, sports, liveEventIds } = setup();
    model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    model.dispose();
    liveEventIds.value = ['1'];
    model.watch();
    await model.refetch();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sports).toHaveBeenCalledTimes(1);
  });
});
