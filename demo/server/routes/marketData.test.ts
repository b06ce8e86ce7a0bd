// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';

describe('market data endpoints (spec 7)', () => {
  const h = harness();

  it('lists sports with event and live counts', async () => {
    const { status, json } = await h.call('/xapi/rest/sports');
    expect(status).toBe(200);
    const football = (json as unknown as { code: string; eventCount: number; liveEventCount: number }[]).find((sport) => sport.code === 'FOOT');
    expect(football?.liveEventCount).toBeGreaterThanOrEqual(5);
    expect(football?.eventCount).toBeGreaterThan(50);
  });

  it('serves the live page by sport, one sport, and one event’s markets', async () => {
    const page = await h.call('/xapi/marketdata/livepage');
    expect(page.status).toBe(200);
    const sports = page.json.sports as { id: number; code: string; events: { id: string; markets: unknown[]; clock: unknown }[] }[];
    expect(sports.length).toBeGreaterThanOrEqual(8);
    const first = sports[0]!;
    expect(first.events[0]!.clock).toBeTruthy();
    expect(first.events[0]!.markets).toHaveLength(1);
    const one = await h.call(`/xapi/marketdata/livepage/${first.id}`);
    expect((one.json.events as unknown[]).length).toBe(first.events.length);
    const markets = await h.call(`/xapi/marketdata/livepage/markets/${first.events[0]!.id}?cmsSettingId=7`);
    expect(markets.json.cmsSettingId).toBe('7');
    expect((markets.json.markets as unknown[]).length).toBeGreaterThan(1);
    expect((await h.call('/xapi/marketdata/livepage/markets/1')).status).toBe(404);
  });

  it('keeps fixtures and league outrights apart with marketFilter GAME and OUTRIGHT', async () => {
    type Listed = { events: { outright: boolean; description: string }[]; total: number };
    const all = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=200')).json as unknown as Listed;
    const games = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=200&marketFilter=GAME')).json as unknown as Listed;
    const outrights = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=200&marketFilter=OUTRIGHT')).json as unknown as Listed;
    expect(outrights.total).toBeGreaterThan(0);
    expect(games.total + outrights.total).toBe(all.total);
    expect(games.events.some((event) => event.outright)).toBe(false);
    expect(outrights.events.every((event) => event.outright && event.description.endsWith(' Winner'))).toBe(true);
  });

  it("lists carry a top match's coupon markets; its own answer, ids and market types reach its deep set", async () => {
    type Listed = { events: { id: string; markets: { id: string; marketTypeId: number }[] }[] };
    const fixtures = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&marketFilter=GAME&eventsPerPage=50')).json as unknown as Listed;
    const top = await Promise.all(fixtures.events.map(async (event) => ({ listed: event, own: (await h.call(`/xapi/rest/events/${event.id}`)).json as unknown as Listed['events'][number] })));
    const deep = top.filter(({ own }) => own.markets.length >= 60);
    expect(deep.length).toBeGreaterThan(0);
    for (const { listed, own } of deep) {
      // The short set, the same markets as the event's first ones, in the same order.
      expect(listed.markets.map((market) => market.id)).toEqual(own.markets.slice(0, listed.markets.length).map((market) => market.id));
      expect(listed.markets.length).toBe(10);
    }
    const one = deep[0]!.own;
    const byIds = (await h.call(`/xapi/rest/events?ids=${one.id}`)).json as unknown as Listed;
    expect(byIds.events[0]!.markets).toHaveLength(one.markets.length);
    const deepType = one.markets.at(-1)!.marketTypeId;
    const byType = (await h.call(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&marketFilter=GAME&eventsPerPage=50&marketTypeIds=${deepType}`)).json as unknown as Listed;
    expect(byType.events.find((event) => event.id === one.id)!.markets.map((market) => market.marketTypeId)).toContain(deepType);
  });

  it('filters events by period type, event path, ids and date, and pages them', async () => {
    const live = await h.call('/xapi/rest/events?periodType=IN_RUNNING&eventsPerPage=50');
    expect((live.json.events as { state: string }[]).every((event) => event.state === 'LIVE')).toBe(true);
    expect(live.json.eventsPerPage).toBe(50);
    const football = await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=5&page=2');
    const events = football.json.events as { id: string; sportCode: string; eventPaths: { id: number }[] }[];
    expect(events).toHaveLength(5);
    expect(events.every((event) => event.sportCode === 'FOOT')).toBe(true);
    const ids = await h.call(`/xapi/rest/events?ids=${events[0]!.id},${events[1]!.id}`);
    expect((ids.json.events as unknown[]).length).toBe(2);
    const light = await h.call(`/xapi/rest/events?ids=${events[0]!.id}&lightWeightResponse=true`);
    expect((light.json.events as { markets: unknown[] }[])[0]!.markets).toEqual([]);
    const filtered = await h.call(`/xapi/rest/events?ids=${events[0]!.id}&marketTypeIds=3&periodTypeIds=100`);
    const markets = (filtered.json.events as { markets: { marketTypeId: number; periodId: number }[] }[])[0]!.markets;
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.every((market) => market.marketTypeId === 3 && market.periodId === 100)).toBe(true);
    const none = await h.call('/xapi/rest/events?dateFrom=2030-01-01T00:00:00Z');
    expect(none.json.events).toEqual([]);
  });

  it('answers the long-query POST form and the nextapi path the same way', async () => {
    const params = { periodType: 'PRE_MATCH', eventPathIds: '227', eventsPerPage: '3' };
    const post = await h.call('/xapi/rest/events?hash=abc', { body: params });
    const get = await h.call('/nextapi/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=227&eventsPerPage=3');
    expect(post.status).toBe(200);
    expect(post.json.hash).toBe('abc');
    expect((post.json.events as { id: string }[]).map((event) => event.id)).toEqual((get.json.events as { id: string }[]).map((event) => event.id));
    expect((await h.call('/xapi/rest/events', { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('serves one event and one market in the spec 3 shape, with the spec error for a missing event', async () => {
    const list = await h.call('/xapi/rest/live/events?eventsPerPage=1');
    const event = (list.json.events as { id: string }[])[0]!;
    const one = await h.call(`/xapi/rest/events/${event.id}`);
    expect(one.status).toBe(200);
    const market = (one.json.markets as { id: string; outcomes: { consolidatedPrice: { currentPrice: { decimal: number } } }[] }[])[0]!;
    expect(Object.keys(one.json)).toEqual(expect.arrayContaining(['id', 'slug', 'eventPaths', 'sportCode', 'feedCode', 'markets', 'clock', 'scoresPerPeriod', 'liveOpenMarketCount']));
    expect(one.json).not.toHaveProperty('model');
    const single = await h.call(`/xapi/rest/markets/${market.id}`);
    expect(single.json.outcomes).toEqual(market.outcomes);
    expect(single.json).not.toHaveProperty('spec');
    const missing = await h.call('/xapi/rest/events/999');
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('error-no-events-found-for-this-eventpath');
  });

  it('serves the odds ladder and margins, with power odds for one event', async () => {
    const list = await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=1&eventPathIds=240');
    const eventId = (list.json.events as { id: string }[])[0]!.id;
    const ladder = await h.call(`/xapi/rest/oddsLadderAndMargins/0?overrideBrand=eurobet&type=POWER_ODDS&eventId=${eventId}`);
    const data = ladder.json.data as { margins: { brandMarginType: string; eventId?: string }[]; odds: number[] };
    expect(data.odds[0]).toBe(1.01);
    expect(data.margins.some((margin) => margin.brandMarginType === 'POWER_ODDS' && margin.eventId === eventId)).toBe(true);
    expect(data.margins.every((margin) => margin.brandMarginType === 'POWER_ODDS')).toBe(true);
  });

  it('charges each override brand its own margins (docs/pricing.md)', async () => {
    type Answer = { overrideBrand: string; data: { margins: { brandMarginType: string; leagueId?: number; marketTypeId?: number; margin: number }[]; odds: number[] } };
    const table = async (brand: string) => (await h.call(`/xapi/rest/oddsLadderAndMargins/1?overrideBrand=${brand}`)).json as Answer;
    const [india, intl] = await Promise.all([table('wicket-india'), table('wicket-intl')]);
    expect(india.overrideBrand).toBe('wicket-india');
    const marginOf = (answer: Answer, key: 'leagueId' | 'marketTypeId', id: number) => answer.data.margins.find((margin) => margin[key] === id)?.margin;
    const leagueId = india.data.margins.find((margin) => margin.leagueId !== undefined)!.leagueId!;
    expect([marginOf(india, 'leagueId', leagueId), marginOf(intl, 'leagueId', leagueId)]).toEqual([0.005, 0.03]);
    expect([marginOf(india, 'marketTypeId', 3), marginOf(intl, 'marketTypeId', 3)]).toEqual([0.005, 0.02]);
    expect(intl.data.odds.slice(0, 3)).toEqual([1.01, 1.02, 1.03]);
    expect(intl.data.odds.slice(-2)).toEqual([19.5, 20]);
  });
});
