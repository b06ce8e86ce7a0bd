import { competitionTree, type CompetitionEntry } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoaded, type Loaded } from '../runtime/useLoaded';

/** Light pages (no markets) of this size, and at most this many, are read to build the tree. */
const TREE_PAGE_SIZE = 200;
const TREE_MAX_PAGES = 5;

/**
 * A sport's competitions and leagues, from the eventPaths of its upcoming events (fixtures
 * and outrights). The feed has no league list of its own, so the sport's events are read
 * without markets, a page of 200 at a time, up to 1000.
 */
export function useCompetitions(sportId: number | null): Loaded<readonly CompetitionEntry[]> {
  const runtime = useRuntime();
  const load = async () => {
    if (sportId === null) return [];
    const ids: string[] = [];
    for (let page = 1; page <= TREE_MAX_PAGES; page += 1) {
      const pageIds = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [sportId], eventsPerPage: TREE_PAGE_SIZE, lightWeightResponse: true, page });
      ids.push(...pageIds);
      if (pageIds.length < TREE_PAGE_SIZE) break;
    }
    const places = ids.flatMap((id) => {
      const event = runtime.store.catalogue.event(id)?.peek();
      return event ? [{ competition: event.competition, league: event.league, outright: event.outright }] : [];
    });
    return competitionTree(places);
  };
  return useLoaded(sportId === null ? null : load, String(sportId));
}
