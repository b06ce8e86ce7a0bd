import * as v from 'valibot';
import { operatorNumber } from './operatorNumbers';

/** An event as search names it: enough to link to it and say when it plays. */
const SearchEventRefSchema = v.looseObject({
  id: v.string(),
  slug: v.string(),
  description: v.string(),
  startTime: v.string(),
  state: v.picklist(['LIVE', 'PREMATCH']),
});

/** GET /xapi/rest/search?q= (our design; docs/search.md). */
export const SearchResultsSchema = v.looseObject({
  query: v.string(),
  events: v.array(v.looseObject({ ...SearchEventRefSchema.entries, sportCode: v.string(), leagueName: v.string() })),
  teams: v.array(v.looseObject({ id: v.string(), name: v.string(), sportCode: v.string(), leagueName: v.string(), nextEvent: SearchEventRefSchema })),
  leagues: v.array(v.looseObject({ id: operatorNumber(), name: v.string(), sportId: operatorNumber(), sportCode: v.string(), countryName: v.string(), eventCount: operatorNumber() })),
});

export type SearchEventRef = v.InferOutput<typeof SearchEventRefSchema>;
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;
export type SearchEventHit = SearchResults['events'][number];
export type SearchTeamHit = SearchResults['teams'][number];
export type SearchLeagueHit = SearchResults['leagues'][number];
