// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLiveExtensionsSetting } from '../liveExtensions';
import { harness } from '../testing/harness';

type Listed = { total: number; events: { id: string; sportCode: string; markets: { id: string; status: string; marketTypeId: number; periodId?: number; outcomes: { hidden?: boolean; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[] }[] };

describe('live feed extensions switch (POST /sandbox/extensions, SANDBOX_LIVE_EXTENSIONS)', () => {
  const h = harness('extensions');

  it('answers 404 to the snapshot, the stream and the changes poll while off, and serves them again when on', async () => {
    expect((await h.call('/sandbox/extensions')).json).toEqual({ liveExtensions: true });
    expect((await h.call('/xapi/rest/live/snapshot')).status).toBe(200);
    const off = await h.call('/sandbox/extensions', { body: { liveExtensions: false } });
    expect(off.json).toEqual({ liveExtensions: false });
    for (const path of ['/xapi/rest/live/snapshot', '/xapi/live/stream', '/xapi/rest/live/changes?since=0']) {
      const answer = await h.call(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.error).toBe('not_found');
    }
    // The spec's own calls stay.
    expect((await h.call('/xapi/marketdata/livepage')).status).toBe(200);
    expect((await h.call('/xapi/rest/live/events')).status).toBe(200);
    await h.call('/sandbox/extensions', { body: { liveExtensions: true } });
    expect((await h.call('/xapi/rest/live/changes?since=0')).status).toBe(200);
  });

  it('refuses a switch that is not a boolean, and a setting that is not on or off', async () => {
    const bad = await h.call('/sandbox/extensions', { body: { liveExtensions: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('liveExtensions');
    expect(parseLiveExtensionsSetting(undefined)).toBe(true);
    expect(parseLiveExtensionsSetting('off')).toBe(false);
    expect(parseLiveExtensionsSetting('no')).toBeInstanceOf(Error);
  });
});

describe('spec 7 list parameters on the live list', () => {
  const h = harness('list-parameters');

  it('bettable and marketStatus keep only those markets', async () => {
    const all = (await h.call('/xapi/rest/live/events?eventsPerPage=200')).json as unknown as Listed;
    const statuses = new Set(all.events.flatMap((event) => event.markets.map((market) => market.status)));
    expect(statuses.has('open')).toBe(true);
    const bettable = (await h.call('/xapi/rest/live/events?eventsPerPage=200&bettable=true')).json as unknown as Listed;
    expect(bettable.events.flatMap((event) => event.markets).every((market) => market.status === 'open')).toBe(true);
    const suspended = (await h.call('/xapi/rest/live/events?eventsPerPage=200&marketStatus=SUSPENDED')).json as unknown as Listed;
    expect(suspended.events.flatMap((event) => event.markets).every((market) => market.status === 'suspended')).toBe(true);
  });

  it('sportGroups REGULAR leaves out e-sports, ESPORTS keeps only them', async () => {
    const all = (await h.call('/xapi/rest/live/events?eventsPerPage=200')).json as unknown as Listed;
    const regular = (await h.call('/xapi/rest/live/events?eventsPerPage=200&sportGroups=REGULAR')).json as unknown as Listed;
    const esports = (await h.call('/xapi/rest/live/events?eventsPerPage=200&sportGroups=ESPORTS')).json as unknown as Listed;
    expect(esports.total).toBeGreaterThan(0);
    expect(regular.events.some((event) => ['CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK'].includes(event.sportCode))).toBe(false);
    expect(esports.events.every((event) => ['CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK'].includes(event.sportCode))).toBe(true);
    expect(regular.total + esports.total).toBe(all.total);
  });

  it('sortMarketsByPriceDifference puts the most even line of each market type and period first', async () => {
    const sorted = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=100&sortMarketsByPriceDifference=true')).json as unknown as Listed;
    const plain = (await h.call('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=100')).json as unknown as Listed;
    const spread = (market: Listed['events'][number]['markets'][number]) => {
      const decimals = market.outcomes.filter((outcome) => !outcome.hidden).map((outcome) => outcome.consolidatedPrice.currentPrice.decimal);
      return Math.max(...decimals) - Math.min(...decimals);
    };
    let groupsWithLines = 0;
    let reordered = false;
    sorted.events.forEach((event, index) => {
      expect(new Set(event.markets.map((market) => market.id))).toEqual(new Set(plain.events[index]!.markets.map((market) => market.id)));
      if (event.markets.map((market) => market.id).join() !== plain.events[index]!.markets.map((market) => market.id).join()) reordered = true;
      const groups = new Map<string, number[]>();
      for (const market of event.markets) groups.set(`${market.marketTypeId}:${market.periodId}`, [...(groups.get(`${market.marketTypeId}:${market.periodId}`) ?? []), spread(market)]);
      for (const spreads of groups.values()) {
        if (spreads.length < 2) continue;
        groupsWithLines += 1;
        expect(spreads).toEqual([...spreads].sort((a, b) => a - b));
      }
    });
    expect(groupsWithLines).toBeGreaterThan(0);
    expect(reordered).toBe(true);
  });

  it('the POST form of the list (a query over 2000 characters) reads JSON booleans and comma strings as the GET does', async () => {
    const live = (await h.call('/xapi/rest/live/events?eventsPerPage=200')).json as unknown as Listed;
    const ids = live.events.map((event) => event.id);
    const get = (await h.call(`/xapi/rest/events?periodType=IN_RUNNING&bettable=true&eventsPerPage=200&ids=${ids.join(',')}`)).json as unknown as Listed;
    const post = await h.call('/xapi/rest/events?hash=abc', { body: { periodType: 'IN_RUNNING', bettable: true, eventsPerPage: 200, ids: ids.join(',') } });
    expect(post.status).toBe(200);
    expect(post.json.hash).toBe('abc');
    expect((post.json as unknown as Listed).events.map((event) => event.markets.map((market) => market.id))).toEqual(get.events.map((event) => event.markets.map((market) => market.id)));
    expect((post.json as unknown as Listed).events.flatMap((event) => event.markets).every((market) => market.status === 'open')).toBe(true);
  });
});
