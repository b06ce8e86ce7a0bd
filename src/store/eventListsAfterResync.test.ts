// @vitest-environment node
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { EventQuery } from '../api';
import { LISTS_RELOADED_AFTER_RESYNC, RELOAD_LISTS_LOADED_WITHIN_MS, createEventListsAfterResync } from './eventListsAfterResync';

function setup() {
  const snapshot = signal({ generation: 0 });
  const clock = { now: 1_000_000 };
  const reloaded: EventQuery[] = [];
  const lists = createEventListsAfterResync({ snapshot, now: () => clock.now, reload: async (query) => void reloaded.push(query) });
  const resync = () => (snapshot.value = { generation: snapshot.peek().generation + 1 });
  return { lists, clock, reloaded, resync };
}

const sportPage = (page: number): EventQuery => ({ periodType: 'PRE_MATCH', eventPathIds: [240], page });

describe('event lists after the live feed resyncs (issue 20)', () => {
  it('asks nothing on the feed\'s first snapshot, and each list loaded lately again on every resync after it', () => {
    const { lists, reloaded, resync } = setup();
    lists.loaded(sportPage(1));
    lists.loaded({ periodType: 'IN_RUNNING', eventsPerPage: 10 });
    resync();
    expect(reloaded).toEqual([]);
    resync();
    expect(reloaded).toEqual([sportPage(1), { periodType: 'IN_RUNNING', eventsPerPage: 10 }]);
    resync();
    expect(reloaded).toHaveLength(4);
    lists.dispose();
  });

  it('asks again only the newest few lists, each once, and none loaded longer ago than the window', () => {
    const { lists, reloaded, resync, clock } = setup();
    resync();
    lists.loaded(sportPage(99));
    clock.now += RELOAD_LISTS_LOADED_WITHIN_MS + 1;
    for (let page = 1; page <= LISTS_RELOADED_AFTER_RESYNC + 2; page += 1) lists.loaded(sportPage(page));
    // Page 3 shown again: once, as the newest.
    lists.loaded(sportPage(3));
    resync();
    expect(reloaded.map((query) => query.page)).toEqual([4, 5, 6, 7, 8, 3]);
    lists.dispose();
  });

  it('stops with the runtime', () => {
    const { lists, reloaded, resync } = setup();
    resync();
    lists.loaded(sportPage(1));
    lists.dispose();
    resync();
    expect(reloaded).toEqual([]);
  });
});
