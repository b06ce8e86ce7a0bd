import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { errorBody, requestContext } from '../http/requestContext';
import { sportName } from '../world/localisedNames';
import { feedOrderOf } from '../world/feedOrderOf';
import { publicEvent, publicMarket } from '../world/serialise';
import { activeEvents, type World } from '../world/world';
import type { SandboxEvent, SandboxMarket } from '../world/worldTypes';
import { sortLinesByPriceDifference, sportGroupOf } from '../world/listParameters';

const list = (value: string | undefined | null): string[] => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : []);

/** The common list parameters of spec 7 "Market data", from a query or a POST body. */
export interface EventQuery {
  periodType?: string;
  eventPathIds?: string;
  ids?: string;
  dateFrom?: string;
  dateTo?: string;
  eventsPerPage?: string;
  page?: string;
  includeMarkets?: string;
  marketTypeIds?: string;
  periodTypeIds?: string;
  bettable?: string;
  marketStatus?: string;
  sortByEventpath?: string;
  lightWeightResponse?: string;
  /** GAME: fixtures only; OUTRIGHT: long-term winner events only; absent: both. */
  marketFilter?: string;
  /** Comma list of REGULAR, ESPORTS, VIRTUAL (sportGroupOf); absent: every group. */
  sportGroups?: string;
  /** 'true': each event's lines of one market type and period, the closest-priced (main) line first. */
  sortMarketsByPriceDifference?: string;
}

function marketFilter(query: EventQuery): (market: SandboxMarket) => boolean {
  const types = list(query.marketTypeIds).map(Number);
  const periods = list(query.periodTypeIds).map(Number);
  const statuses = list(query.marketStatus).map((status) => status.toLowerCase());
  // A list of events (no ids asked, no market types) carries each event's coupon markets,
  // not the deep set of its page: a top match's 60 markets made a 20-fixture page four times
  // heavier for cards that show one (docs/api.md "Lists and the event's own answer").
  const couponOnly = list(query.ids).length === 0 && types.length === 0;
  return (market) =>
    (!couponOnly || market.deep !== true) &&
    (types.length === 0 || types.includes(market.marketTypeId)) &&
    (periods.length === 0 || periods.includes(market.periodId ?? -1)) &&
    (statuses.length === 0 || statuses.includes(market.status)) &&
    (query.bettable !== 'true' || market.status === 'open');
}

/**
 * A POST's JSON params as the GET's query reads them: the client sends booleans and numbers
 * as JSON (`"bettable": true`), and arrays as comma strings or lists; a query has strings only.
 */
export function queryOfBody(body: Record<string, unknown>): EventQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) query[key] = value.map(String).join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = String(value);
  }
  return query as EventQuery;
}

/** GET (or POST) /xapi/rest/events: filters, sorts and pages the catalogue. */
export function queryEvents(world: World, query: EventQuery, locale?: string) {
  const pathIds = list(query.eventPathIds).map(Number);
  const ids = list(query.ids);
  const from = query.dateFrom ? Date.parse(query.dateFrom) : Number.NEGATIVE_INFINITY;
  const to = query.dateTo ? Date.parse(query.dateTo) : Number.POSITIVE_INFINITY;
  const phase = query.periodType === 'IN_RUNNING' ? 'live' : query.periodType === 'PRE_MATCH' ? 'prematch' : undefined;
  const kind = query.marketFilter?.toUpperCase();
  const groups = list(query.sportGroups).map((group) => group.toUpperCase());
  let events = activeEvents(world, phase).filter(
    (event) =>
      (ids.length === 0 || ids.includes(event.id)) &&
      (groups.length === 0 || groups.includes(sportGroupOf(event.sportCode))) &&
      (pathIds.length === 0 || event.eventPaths.some((path) => pathIds.includes(path.id))) &&
      (kind !== 'GAME' || !event.outright) &&
      (kind !== 'OUTRIGHT' || event.outright) &&
      event.startMs >= from &&
      event.startMs <= to,
  );
  events.sort((a, b) => (query.sortByEventpath === 'true' ? a.leagueId - b.leagueId || a.startMs - b.startMs : a.startMs - b.startMs));
  const total = events.length;
  const perPage = Math.min(200, Math.max(1, Number(query.eventsPerPage ?? (phase === 'live' ? 50 : 20)) || 20));
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  events = events.slice((page - 1) * perPage, page * perPage);
  const filter = marketFilter(query);
  const includeMarkets = query.includeMarkets !== 'false' && query.lightWeightResponse !== 'true';
  const feedOrder = feedOrderOf(world);
  const byPriceDifference = query.sortMarketsByPriceDifference === 'true';
  return {
    total,
    page,
    eventsPerPage: perPage,
    events: events.map((event) => {
      const shown = publicEvent(event, { includeMarkets, marketFilter: filter, feedOrder, ...(locale === undefined ? {} : { locale }) });
      return byPriceDifference ? { ...shown, markets: sortLinesByPriceDifference(shown.markets) } : shown;
    }),
  };
}

function sportSummary(world: World, events: SandboxEvent[], locale: string) {
  return world.sports
    .map((sport) => {
      const ofSport = events.filter((event) => event.sportId === sport.id);
      const name = sportName(sport.code, sport.name, locale);
      return { id: sport.id, code: sport.code, name, description: name, events: ofSport };
    })
    .filter((sport) => sport.events.length > 0);
}

export function marketDataRoutes(world: World): Hono {
  const app = new Hono();

  app.get('/xapi/rest/sports', (c) => {
    const { locale } = requestContext(c);
    return c.json(
      world.sports.map((sport) => {
        const events = activeEvents(world).filter((event) => event.sportId === sport.id);
        return { id: sport.id, code: sport.code, name: sportName(sport.code, sport.name, locale), eventCount: events.length, liveEventCount: events.filter((event) => event.phase === 'live').length };
      }),
    );
  });

  app.get('/xapi/marketdata/livepage', (c) => {
    const { locale } = requestContext(c);
    return c.json({
      sports: sportSummary(world, activeEvents(world, 'live'), locale).map((sport) => ({ ...sport, events: sport.events.map((event) => publicEvent(event, { marketFilter: (m) => m.spec.kind === 'match-result', feedOrder: feedOrderOf(world), locale })) })),
    });
  });

  app.get('/xapi/marketdata/livepage/markets/:id', (c) => {
    const event = world.events.get(c.req.param('id'));
    if (!event || event.phase !== 'live') return c.json(errorBody('error-no-events-found-for-this-eventpath', `No live event ${c.req.param('id')}.`), 404);
    return c.json({ eventId: event.id, cmsSettingId: c.req.query('cmsSettingId') ?? null, markets: publicEvent(event, { feedOrder: feedOrderOf(world), locale: requestContext(c).locale }).markets });
  });

  app.get('/xapi/marketdata/livepage/:id', (c) => {
    const sportId = Number(c.req.param('id'));
    const { locale } = requestContext(c);
    const sport = sportSummary(world, activeEvents(world, 'live'), locale).find((candidate) => candidate.id === sportId);
    return c.json(sport ? { ...sport, events: sport.events.map((event) => publicEvent(event, { feedOrder: feedOrderOf(world), locale })) } : { id: sportId, events: [] });
  });

  app.get('/xapi/rest/live/events', (c) => c.json(queryEvents(world, { ...c.req.query(), periodType: 'IN_RUNNING' }, requestContext(c).locale)));

  app.get('/xapi/rest/markets/:id', (c) => {
    const id = c.req.param('id');
    const eventId = id.split('-')[0] ?? '';
    const market = world.events.get(eventId)?.markets.find((candidate) => candidate.id === id);
    if (!market) return c.json(errorBody('market-not-found', `No market ${id}. Market ids come from /xapi/rest/events.`), 404);
    const event = world.events.get(eventId);
    const teams = event && event.competitors.length >= 2 ? ([event.competitors[0]?.name ?? '', event.competitors[1]?.name ?? ''] as const) : undefined;
    return c.json(publicMarket(market, feedOrderOf(world), requestContext(c).locale, teams));
  });

  app.get('/xapi/rest/events/:id', (c) => {
    const event = world.events.get(c.req.param('id'));
    if (!event) return c.json(errorBody('error-no-events-found-for-this-eventpath', `No event ${c.req.param('id')}.`), 404);
    return c.json(publicEvent(event, { feedOrder: feedOrderOf(world), locale: requestContext(c).locale, racecard: true }));
  });

  for (const path of ['/xapi/rest/events', '/nextapi/xapi/rest/events']) {
    app.get(path, (c) => c.json(queryEvents(world, c.req.query(), requestContext(c).locale)));
    // Spec 7: a query over 2000 characters is sent as POST with a hash and the params as JSON.
    app.post(path, async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return c.json(errorBody('bad-request', 'POST the list parameters as a JSON object.'), 400);
      const hash = c.req.query('hash');
      const expected = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
      return c.json({ ...queryEvents(world, queryOfBody(body), requestContext(c).locale), hash: hash ?? expected });
    });
  }

  return app;
}
