import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { errorBody } from '../http/requestContext';
import { feedOrderOf } from '../world/feedOrderOf';
import { publicEvent, publicMarket } from '../world/serialise';
import { activeEvents, type World } from '../world/world';
import type { SandboxEvent, SandboxMarket } from '../world/worldTypes';

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
}

function marketFilter(query: EventQuery): (market: SandboxMarket) => boolean {
  const types = list(query.marketTypeIds).map(Number);
  const periods = list(query.periodTypeIds).map(Number);
  const statuses = list(query.marketStatus).map((status) => status.toLowerCase());
  return (market) =>
    (types.length === 0 || types.includes(market.marketTypeId)) &&
    (periods.length === 0 || periods.includes(market.periodId ?? -1)) &&
    (statuses.length === 0 || statuses.includes(market.status)) &&
    (query.bettable !== 'true' || market.status === 'open');
}

/** GET (or POST) /xapi/rest/events: filters, sorts and pages the catalogue. */
export function queryEvents(world: World, query: EventQuery) {
  const pathIds = list(query.eventPathIds).map(Number);
  const ids = list(query.ids);
  const from = query.dateFrom ? Date.parse(query.dateFrom) : Number.NEGATIVE_INFINITY;
  const to = query.dateTo ? Date.parse(query.dateTo) : Number.POSITIVE_INFINITY;
  const phase = query.periodType === 'IN_RUNNING' ? 'live' : query.periodType === 'PRE_MATCH' ? 'prematch' : undefined;
  const kind = query.marketFilter?.toUpperCase();
  let events = activeEvents(world, phase).filter(
    (event) =>
      (ids.length === 0 || ids.includes(event.id)) &&
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
  return { total, page, eventsPerPage: perPage, events: events.map((event) => publicEvent(event, { includeMarkets, marketFilter: filter, feedOrder })) };
}

function sportSummary(world: World, events: SandboxEvent[]) {
  return world.sports
    .map((sport) => {
      const ofSport = events.filter((event) => event.sportId === sport.id);
      return { id: sport.id, code: sport.code, name: sport.name, description: sport.name, events: ofSport };
    })
    .filter((sport) => sport.events.length > 0);
}

export function marketDataRoutes(world: World): Hono {
  const app = new Hono();

  app.get('/xapi/rest/sports', (c) =>
    c.json(
      world.sports.map((sport) => {
        const events = activeEvents(world).filter((event) => event.sportId === sport.id);
        return { id: sport.id, code: sport.code, name: sport.name, eventCount: events.length, liveEventCount: events.filter((event) => event.phase === 'live').length };
      }),
    ),
  );

  app.get('/xapi/marketdata/livepage', (c) =>
    c.json({
      sports: sportSummary(world, activeEvents(world, 'live')).map((sport) => ({ ...sport, events: sport.events.map((event) => publicEvent(event, { marketFilter: (m) => m.spec.kind === 'match-result', feedOrder: feedOrderOf(world) })) })),
    }),
  );

  app.get('/xapi/marketdata/livepage/markets/:id', (c) => {
    const event = world.events.get(c.req.param('id'));
    if (!event || event.phase !== 'live') return c.json(errorBody('error-no-events-found-for-this-eventpath', `No live event ${c.req.param('id')}.`), 404);
    return c.json({ eventId: event.id, cmsSettingId: c.req.query('cmsSettingId') ?? null, markets: publicEvent(event, { feedOrder: feedOrderOf(world) }).markets });
  });

  app.get('/xapi/marketdata/livepage/:id', (c) => {
    const sportId = Number(c.req.param('id'));
    const sport = sportSummary(world, activeEvents(world, 'live')).find((candidate) => candidate.id === sportId);
    return c.json(sport ? { ...sport, events: sport.events.map((event) => publicEvent(event, { feedOrder: feedOrderOf(world) })) } : { id: sportId, events: [] });
  });

  app.get('/xapi/rest/live/events', (c) => c.json(queryEvents(world, { ...c.req.query(), periodType: 'IN_RUNNING' })));

  app.get('/xapi/rest/markets/:id', (c) => {
    const id = c.req.param('id');
    const eventId = id.split('-')[0] ?? '';
    const market = world.events.get(eventId)?.markets.find((candidate) => candidate.id === id);
    if (!market) return c.json(errorBody('market-not-found', `No market ${id}. Market ids come from /xapi/rest/events.`), 404);
    return c.json(publicMarket(market, feedOrderOf(world)));
  });

  app.get('/xapi/rest/events/:id', (c) => {
    const event = world.events.get(c.req.param('id'));
    if (!event) return c.json(errorBody('error-no-events-found-for-this-eventpath', `No event ${c.req.param('id')}.`), 404);
    return c.json(publicEvent(event, { feedOrder: feedOrderOf(world) }));
  });

  for (const path of ['/xapi/rest/events', '/nextapi/xapi/rest/events']) {
    app.get(path, (c) => c.json(queryEvents(world, c.req.query())));
    // Spec 7: a query over 2000 characters is sent as POST with a hash and the params as JSON.
    app.post(path, async (c) => {
      const body = (await c.req.json().catch(() => null)) as EventQuery | null;
      if (!body || typeof body !== 'object') return c.json(errorBody('bad-request', 'POST the list parameters as a JSON object.'), 400);
      const hash = c.req.query('hash');
      const expected = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
      return c.json({ ...queryEvents(world, body), hash: hash ?? expected });
    });
  }

  return app;
}
