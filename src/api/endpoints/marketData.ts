import { knownSports, type CoreLogger, consoleLogger } from '../../core';
import type { ApiClient, Query } from '../createApiClient';
import * as v from 'valibot';
import { operatorNumber } from '../schemas/operatorNumbers';
import { ChangesSchema, EventPageSchema, EventSchema, LivePageSchema, MarketSchema, SnapshotSchema, SportsSchema } from '../schemas/marketData';
import { SearchResultsSchema } from '../schemas/search';

/** Spec 7 "Market data" list parameters. */
export interface EventQuery {
  periodType?: 'IN_RUNNING' | 'PRE_MATCH';
  eventPathIds?: readonly number[];
  ids?: readonly string[];
  marketTypeIds?: readonly number[];
  periodTypeIds?: readonly number[];
  dateFrom?: string;
  dateTo?: string;
  eventsPerPage?: number;
  page?: number;
  includeMarkets?: boolean;
  lightWeightResponse?: boolean;
  bettable?: boolean;
  marketStatus?: string;
  sortByEventpath?: boolean;
  sortMarketsByPriceDifference?: boolean;
  sportGroups?: string;
  marketFilter?: string;
}

/** Spec 9: a GET over 2000 characters goes as POST with a hash and JSON params. */
export const GET_TO_POST_THRESHOLD = 2000;

/** A short stable hash of the params (FNV-1a), so the server can cache the POST. */
export function queryHash(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function asQuery(query: EventQuery): Query {
  return { ...query } as Query;
}

export function createMarketDataEndpoints(api: ApiClient, logger: CoreLogger = consoleLogger) {
  return {
    /** Sports with counts; sports the catalogue does not know are dropped with a warning. */
    async sports() {
      return knownSports(await api.call('GET', '/xapi/rest/sports', { schema: SportsSchema }), logger);
    },
    async events(query: EventQuery, path: '/xapi/rest/events' | '/nextapi/xapi/rest/events' = '/xapi/rest/events') {
      const url = api.urlFor(path, asQuery(query));
      if (url.href.length <= GET_TO_POST_THRESHOLD) return api.call('GET', path, { schema: EventPageSchema, query: asQuery(query) });
      // marketTypeIds and periodTypeIds travel as comma strings in the JSON body.
      const body: Record<string, unknown> = { ...query };
      for (const key of ['marketTypeIds', 'periodTypeIds', 'eventPathIds', 'ids'] as const) {
        const value = query[key];
        if (value) body[key] = value.join(',');
      }
      return api.call('POST', path, { schema: EventPageSchema, query: { hash: queryHash(JSON.stringify(body)) }, json: body });
    },
    event(eventId: string) {
      return api.call('GET', `/xapi/rest/events/${encodeURIComponent(eventId)}`, { schema: EventSchema });
    },
    livePage() {
      return api.call('GET', '/xapi/marketdata/livepage', { schema: LivePageSchema });
    },
    liveSport(sportId: number) {
      return api.call('GET', `/xapi/marketdata/livepage/${sportId}`, { schema: v.looseObject({ id: operatorNumber(), events: v.array(EventSchema) }) });
    },
    liveMarkets(eventId: string, cmsSettingId?: string) {
      return api.call('GET', `/xapi/marketdata/livepage/markets/${encodeURIComponent(eventId)}`, { schema: v.looseObject({ eventId: v.string(), markets: v.array(MarketSchema) }), query: { cmsSettingId } });
    },
    market(marketId: string) {
      return api.call('GET', `/xapi/rest/markets/${encodeURIComponent(marketId)}`, { schema: MarketSchema });
    },
    liveEvents(query: Omit<EventQuery, 'periodType'> = {}) {
      return api.call('GET', '/xapi/rest/live/events', { schema: EventPageSchema, query: asQuery(query) });
    },
    /** The live feed's snapshot; above `lazyMarketsAbove` live events it comes light (main markets only). */
    snapshot(lazyMarketsAbove?: number) {
      return api.call('GET', '/xapi/rest/live/snapshot', { schema: SnapshotSchema, ...(lazyMarketsAbove === undefined ? {} : { query: { lazyMarketsAbove } }) });
    },
    /** Events, teams and leagues by name (our sandbox's design; the spec has no search). */
    search(query: string, signal?: AbortSignal) {
      return api.call('GET', '/xapi/rest/search', { schema: SearchResultsSchema, query: { q: query }, ...(signal ? { signal } : {}) });
    },
    /** Changes after `since`; with the epoch the cursor belongs to, a restarted feed answers 410 instead of its own count. */
    changes(since: number, signal?: AbortSignal, epoch?: string) {
      return api.call('GET', '/xapi/rest/live/changes', { schema: ChangesSchema, query: { since, epoch }, ...(signal ? { signal } : {}) });
    },
  };
}

export type MarketDataEndpoints = ReturnType<typeof createMarketDataEndpoints>;
