import type { SearchEventRef, SearchResults } from '../../store';

/** One choosable line of the results list, in the order the list shows them. */
export type SearchOption =
  | { kind: 'event'; key: string; href: string; hit: SearchResults['events'][number] }
  | { kind: 'team'; key: string; href: string; hit: SearchResults['teams'][number] }
  | { kind: 'league'; key: string; href: string; hit: SearchResults['leagues'][number] };

/** Spec 2 routes: a live event is /live/{slug}, any other /events/{slug}. */
export function eventPath(event: Pick<SearchEventRef, 'slug' | 'state'>): string {
  return `${event.state === 'LIVE' ? '/live' : '/events'}/${encodeURIComponent(event.slug)}`;
}

/**
 * A league's page: the sports page of its sport (spec 2 sports/{id}-{CODE}) narrowed to
 * the league by `?league=`, since the route table has no league page of its own.
 */
export function leaguePath(league: { id: number; sportId: number; sportCode: string }): string {
  return `/sports/${league.sportId}-${league.sportCode}?league=${league.id}`;
}

/**
 * The results as one list (events, then teams, then leagues): the order arrow keys move
 * through. A team links to the event it plays next, the sportsbook having no team page.
 */
export function searchOptions(results: SearchResults | null): SearchOption[] {
  if (!results) return [];
  return [
    ...results.events.map((hit): SearchOption => ({ kind: 'event', key: `event-${hit.id}`, href: eventPath(hit), hit })),
    ...results.teams.map((hit): SearchOption => ({ kind: 'team', key: `team-${hit.id}`, href: eventPath(hit.nextEvent), hit })),
    ...results.leagues.map((hit): SearchOption => ({ kind: 'league', key: `league-${hit.id}`, href: leaguePath(hit), hit })),
  ];
}
