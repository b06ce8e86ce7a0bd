import { describe, expect, it } from 'vitest';
import { createLiveExtensionMemory, isAbsentCallStatus, LIVE_EXTENSION_STORAGE_KEY } from './liveExtensionMemory';

function sessionStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('live extension memory', () => {
  it('remembers an absent extension for the session: a later page starts knowing it', () => {
    const store = sessionStore();
    const first = createLiveExtensionMemory(store);
    expect(first.absent()).toBe(false);
    first.markAbsent();
    expect(first.absent()).toBe(true);
    expect(store.items.get(LIVE_EXTENSION_STORAGE_KEY)).toBe('absent');
    expect(createLiveExtensionMemory(store).absent()).toBe(true);
    expect(createLiveExtensionMemory(sessionStore()).absent()).toBe(false);
  });

  it('keeps the verdict in memory when storage refuses it', () => {
    const memory = createLiveExtensionMemory({ getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } });
    memory.markAbsent();
    expect(memory.absent()).toBe(true);
  });

  it('lets the runtime wait for a check under way, and says when none is', async () => {
    const memory = createLiveExtensionMemory();
    expect(memory.settled()).toBeNull();
    let answer!: (status: number) => void;
    memory.checking(new Promise<number>((resolve) => (answer = resolve)).then((status) => {
      if (isAbsentCallStatus(status)) memory.markAbsent();
    }));
    const waiting = memory.settled();
    expect(waiting).not.toBeNull();
    answer(404);
    await waiting;
    expect(memory.absent()).toBe(true);
    expect(memory.settled()).toBeNull();
  });

  it('reads 404, 405 and 501 as "no such call", not an outage', () => {
    expect([404, 405, 501].every(isAbsentCallStatus)).toBe(true);
    expect([500, 502, 503, 410, 401].some(isAbsentCallStatus)).toBe(false);
  });
});
