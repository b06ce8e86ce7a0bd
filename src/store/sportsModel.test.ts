import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerStateClient } from './serverState';
import { createSportsModel } from './sportsModel';
import type { EventState } from './catalogueModel';

const summary = (id: number, code: string, liveEventCount: number) => ({ id, code, name: code, eventCount: 20, liveEventCount });

function setup(settings: Record<string, unknown> | null = null) {
  const serverState = createServerStateClient();
  let answer = [summary(240, 'FOOT', 10), summary(227, 'BASK', 4), summary(239, 'TENN', 6)];
  const sports = vi.fn(async () => answer);
  const liveEventIds = signal<readonly string[]>([]);
  /** The catalogue's events by id: only their sport is read. */
  const held = new Map<string, string>();
  const locale = signal('en');
  const model = createSportsModel({
    marketData: { sports },
    serverState,
    catalogue: { liveEventIds, event: (id: string) => (held.has(id) ? signal({ sportCode: held.get(id) } as EventState) : undefined) },
    settings: signal(settings),
    locale,
    brand: signal('eurobet'),
  });
  const cleanup = () => {
    model.dispose();
    serverState.clear();
  };
  cleanups.push(cleanup);
  /** Events the catalogue now holds live, as a snapshot or a loaded list adds them: id to sport code. */
  const holdLive = (events: Record<string, string>) => {
    for (const [id, code] of Object.entries(events)) held.set(id, code);
    liveEventIds.value = [...liveEventIds.value, ...Object.keys(events)];
  };
  return { model, sports, liveEventIds, holdLive, locale, setAnswer: (next: typeof answer) => (answer = next) };
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

  it('does not ask again when live events the answer counted arrive (the feed’s snapshot, a loaded list): one call per page load', async () => {
    const { model, sports, holdLive } = setup();
    const stop = model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    holdLive({ a: 'FOOT', b: 'FOOT', c: 'BASK' });
    holdLive({ d: 'TENN' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sports).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks again when a live event ends, or a sport holds more live events than the answer counted (a kick-off)', async () => {
    const { model, sports, liveEventIds, holdLive } = setup();
    const stop = model.watch();
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    holdLive({ a: 'BASK', b: 'BASK', c: 'BASK', d: 'BASK' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sports).toHaveBeenCalledTimes(1);
    // A fifth live basketball event: the answer said four.
    holdLive({ e: 'BASK' });
    await vi.waitFor(() => expect(sports).toHaveBeenCalledTimes(2));
    // One ends.
    liveEventIds.value = liveEventIds.value.filter((id) => id !== 'a');
    await vi.waitFor(() => expect(sports).toHaveBeenCalledTimes(3));
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
