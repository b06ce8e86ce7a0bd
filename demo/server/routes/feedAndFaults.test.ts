// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePriceUpdate } from '../../../src/core/index';
import { harness, prematchOutcome } from '../testing/harness';

async function readSse(response: Response, minimumEvents: number): Promise<{ event: string; id: string | null; data: string }[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; id: string | null; data: string }[] = [];
  while (events.length < minimumEvents) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
      events.push({ event: fields.event ?? 'message', id: fields.id ?? null, data: fields.data ?? '' });
    }
  }
  await reader.cancel();
  return events;
}

describe('live feed (push, poll, snapshot)', () => {
  it('gives a light snapshot (each card\'s markets only) above the client\'s lazy-markets threshold', async () => {
    const h = harness('feed-light');
    type SnapshotEvent = { id: string; sportCode: string; markets: { id: string; description: string; status: string }[] };
    const full = await h.call('/xapi/rest/live/snapshot');
    const count = (full.json.events as unknown[]).length;
    expect(full.json.light).toBe(false);
    expect(Math.max(...(full.json.events as SnapshotEvent[]).map((event) => event.markets.length))).toBeGreaterThan(1);
    expect((await h.call(`/xapi/rest/live/snapshot?lazyMarketsAbove=${count}`)).json.light).toBe(false);
    const light = await h.call(`/xapi/rest/live/snapshot?lazyMarketsAbove=${count - 1}`);
    expect(light.json.light).toBe(true);
    const events = light.json.events as SnapshotEvent[];
    expect(events).toHaveLength(count);
    // The main market; a live cricket card also shows the next over's runs (the first over
    // market still listed), so the light snapshot carries it: the card keeps its height when
    // the rest arrives.
    const cardMarkets = (event: SnapshotEvent) => {
      const overs = event.markets.filter((market) => / Innings Over \d+ Runs$/.test(market.description) && market.status !== 'closed');
      return [event.markets[0]!.description, ...(event.sportCode === 'CRIC' ? overs.slice(0, 1).map((market) => market.description) : [])];
    };
    const fullEvents = full.json.events as SnapshotEvent[];
    expect(fullEvents.filter((event) => event.sportCode === 'CRIC').length).toBeGreaterThan(0);
    for (const event of events) expect(event.markets.map((market) => market.description)).toEqual(cardMarkets(fullEvents.find((one) => one.id === event.id)!));
    expect(events.some((event) => event.markets.length === 2)).toBe(true);
    const markets = await h.call(`/xapi/marketdata/livepage/markets/${events[0]!.id}`);
    expect((markets.json.markets as unknown[]).length).toBe((full.json.events as SnapshotEvent[]).find((event) => event.id === events[0]!.id)!.markets.length);
  });

  it('gives a snapshot with its cursor, then the changes since it, in short keys', async () => {
    const h = harness('feed');
    const snapshot = await h.call('/xapi/rest/live/snapshot');
    expect((snapshot.json.events as unknown[]).length).toBeGreaterThanOrEqual(40);
    const cursor = Number(snapshot.json.cursor);
    h.run(5);
    const changes = await h.call(`/xapi/rest/live/changes?since=${cursor}`);
    const list = changes.json.changes as { cursor: number; type: string; payload: Record<string, unknown> }[];
    expect(list.length).toBeGreaterThan(20);
    expect(list[0]!.cursor).toBe(cursor + 1);
    expect(changes.json.cursor).toBe(list.at(-1)!.cursor);
    const prices = list.filter((change) => change.type === 'price');
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(parsePriceUpdate(price.payload).ok).toBe(true);
    expect(prices.some((price) => 'cp' in price.payload && 'oid' in price.payload)).toBe(true);
    const event = list.find((change) => change.type === 'event')!.payload;
    expect(Object.keys(event)).toEqual(expect.arrayContaining(['eid', 'status', 'clock', 'scores', 'scoresPerPeriod', 'currentPeriodNumber', 'liveOpenMarketCount']));
    expect((await h.call('/xapi/rest/live/changes?since=-1')).status).toBe(400);
  });

  it('stands still while frozen (nothing on the feed, prices unchanged) and moves again when thawed', async () => {
    const h = harness('feed-frozen');
    expect((await h.call('/sandbox/feed', { body: { frozen: 'yes' } })).status).toBe(400);
    const frozen = await h.call('/sandbox/feed', { body: { frozen: true } });
    expect(frozen.json).toEqual({ frozen: true });
    const before = h.sandbox.world.changes.latest;
    const tickBefore = h.sandbox.world.tick;
    h.run(20);
    expect(h.sandbox.world.changes.latest).toBe(before);
    expect(h.sandbox.world.tick).toBe(tickBefore);
    expect((await h.call('/sandbox/feed', { body: { frozen: false } })).json).toEqual({ frozen: false });
    h.run(20);
    expect(h.sandbox.world.tick).toBe(tickBefore + 20);
    expect(h.sandbox.world.changes.latest).not.toBe(before);
  });

  it('answers 410 for a cursor the log no longer holds', async () => {
    const h = harness('gap');
    h.run(120);
    const gap = await h.call('/xapi/rest/live/changes?since=1');
    expect(gap.status).toBe(410);
    expect(gap.json.error).toBe('cursor-expired');
  });

  it('streams changes as server-sent events and resumes from Last-Event-ID', async () => {
    const h = harness('sse');
    const start = h.sandbox.world.changes.latest;
    h.run(2);
    const epoch = h.sandbox.world.changes.epoch;
    const response = await h.app.request('/xapi/live/stream', { headers: { 'last-event-id': `${epoch}:${start}` } });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = await readSse(response, 5);
    expect(events[0]!.id).toBe(`${epoch}:${start + 1}`);
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => `${epoch}:${start + 1 + index}`));
    expect(['price', 'event', 'feed-alert']).toContain(events[0]!.event);
  });

  it('restarts its feed under a new epoch: cursors from 0, old positions answered with a resync, prices stamped with the new epoch', async () => {
    const h = harness('feed-restart');
    h.run(5);
    const before = await h.call('/xapi/rest/live/snapshot');
    const oldEpoch = String(before.json.epoch);
    const oldCursor = Number(before.json.cursor);
    expect(oldCursor).toBeGreaterThan(20);
    expect(before.json.events[0].markets[0].feedOrder).toBe(`${oldEpoch}:${oldCursor}`);
    const liveStream = await h.app.request('/xapi/live/stream');

    const restart = await h.call('/sandbox/feed/restart', { method: 'POST' });
    expect(restart.json).toMatchObject({ previousEpoch: oldEpoch, cursor: 0 });
    const epoch = String(restart.json.epoch);
    expect(epoch).not.toBe(oldEpoch);
    // The stream of the old run ends, as a real restart's would.
    const reader = liveStream.body!.getReader();
    let done = false;
    for (let reads = 0; reads < 5000 && !done; reads += 1) done = (await reader.read()).done;
    expect(done).toBe(true);

    // Same world, new count: the snapshot's events are the old ones, their prices stamped with the new epoch.
    const after = await h.call('/xapi/rest/live/snapshot');
    expect(after.json).toMatchObject({ epoch, cursor: 0 });
    expect((after.json.events as { id: string }[]).map((event) => event.id)).toEqual((before.json.events as { id: string }[]).map((event) => event.id));
    expect(after.json.events[0].markets[0].feedOrder).toBe(`${epoch}:0`);
    h.run(2);
    const fresh = await h.call('/xapi/rest/live/changes?since=0');
    expect(fresh.json.epoch).toBe(epoch);
    expect(fresh.json.changes[0].cursor).toBe(1);

    // The old position, on each path: polling with the old epoch or an old cursor above the new count, and the stream.
    expect((await h.call(`/xapi/rest/live/changes?since=${oldCursor}&epoch=${oldEpoch}`)).status).toBe(410);
    expect((await h.call(`/xapi/rest/live/changes?since=${oldCursor}`)).json).toMatchObject({ error: 'cursor-expired', epoch });
    const resync = await readSse(await h.app.request('/xapi/live/stream', { headers: { 'last-event-id': `${oldEpoch}:${oldCursor}` } }), 1);
    expect(resync[0]).toMatchObject({ event: 'resync', id: `${epoch}:${h.sandbox.world.changes.latest}` });
    expect(JSON.parse(resync[0]!.data)).toEqual({ epoch, latest: h.sandbox.world.changes.latest });
  });

  it('tells a stream client to resync after a gap', async () => {
    const h = harness('sse-gap');
    h.run(120);
    const events = await readSse(await h.app.request('/xapi/live/stream?since=1'), 1);
    expect(events[0]!.event).toBe('resync');
  });
});

describe('request rules (spec 7)', () => {
  it('reads locale, brand, origin and odds format from the call', async () => {
    const h = harness();
    const response = await h.call('/xapi/rest/sports?l=de', { headers: { 'x-sb-brand': 'kingsbet', 'x-sb-origin': 'MOBILE', 'x-price-format': 'hk', 'x-accept-language': 'de-DE' } });
    expect(response.headers.get('content-language')).toBe('de');
    expect(response.headers.get('x-sandbox-brand')).toBe('kingsbet');
    expect(response.headers.get('x-sandbox-price-format')).toBe('hk');
    const api = await h.call('/api/all_cached_settings?pub=safaribet&l=en&mc=mobile&cached=t');
    expect(Object.keys(api.json)).toEqual(['safaribet']);
  });
});

describe('fault injection (sandbox only)', () => {
  it('is off by default and answers 500s, maintenance and blocked on demand', async () => {
    const h = harness();
    expect((await h.call('/sandbox/faults')).json).toMatchObject({ latencyMs: 0, betslip500: false, maintenance: false });
    expect((await h.call('/xapi/rest/sports', { headers: { 'x-sandbox-fault': 'error=1' } })).status).toBe(500);
    const maintenance = await h.call('/xapi/rest/sports', { headers: { 'x-sandbox-fault': 'maintenance' } });
    expect([maintenance.status, maintenance.headers.get('location')]).toEqual([302, '/maintenance']);
    const blocked = await h.call('/api/all_cached_settings', { headers: { 'x-sandbox-fault': 'blocked' } });
    expect([blocked.status, blocked.headers.get('location')]).toEqual([302, '/blocked']);
    await h.call('/sandbox/faults', { method: 'PUT', body: { errorRate: { '/xapi/rest/events': 1 } } });
    expect((await h.call('/xapi/rest/events')).status).toBe(500);
    expect((await h.call('/xapi/rest/sports')).status).toBe(200);
    await h.call('/sandbox/faults', { method: 'DELETE' });
    expect((await h.call('/xapi/rest/events')).status).toBe(200);
    expect((await h.call('/maintenance')).status).toBe(503);
  });

  it('holds an answer back with what was true when it was asked (late=ms)', async () => {
    const h = harness('late-answer');
    const eventId = (await h.call('/xapi/rest/live/snapshot')).json.events[0].id as string;
    const askedAt = `${h.sandbox.world.changes.epoch}:${h.sandbox.world.changes.latest}`;
    let arrived = false;
    const late = h.call(`/xapi/rest/events/${eventId}`, { headers: { 'x-sandbox-fault': 'late=400' } }).then((answer) => {
      arrived = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    h.run(3);
    expect(arrived).toBe(false);
    const answer = await late;
    expect(answer.json.markets[0].feedOrder).toBe(askedAt);
    expect(h.sandbox.world.changes.latest).toBeGreaterThan(Number(askedAt.split(':')[1]));
    await h.call('/sandbox/faults', { method: 'PUT', body: { answerDelayMs: { '/xapi/rest/events': 300 } } });
    expect((await h.call('/sandbox/faults')).json.answerDelayMs).toEqual({ '/xapi/rest/events': 300 });
  });

  it('fails the betslip with a 500 carrying the uuid, or drops the answer after committing', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const pick = prematchOutcome(h.sandbox);
    const body = { singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 5 }] };
    const failed = await h.call('/xapi/rest/accounts/1001/betslips?uuid=f-1', { token, body, headers: { 'x-sandbox-fault': 'betslip-500' } });
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ message: 'Betslip: Something went wrong', uuid: 'f-1' });
    const dropped = await h.call('/xapi/rest/accounts/1001/betslips?uuid=d-1', { token, body, headers: { 'x-sandbox-fault': 'drop' } });
    expect(dropped.status).toBe(504);
    const replay = await h.call('/xapi/rest/accounts/1001/betslips?uuid=d-1', { token, body });
    expect(replay.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, availableBalance: 995 });
  });

  it('raises a feed alert on demand and cuts event streams', async () => {
    const h = harness();
    expect((await h.call('/sandbox/feed-alert', { body: { feed: 'RS', ticks: 5 } })).json.feedAlert).toMatchObject({ feed: 'RS' });
    expect(h.sandbox.world.changes.since(0)).not.toBe('gap');
    const changes = h.sandbox.world.changes.since(0) as { type: string; payload: { feed?: string; active?: boolean } }[];
    expect(changes.some((change) => change.type === 'feed-alert' && change.payload.feed === 'RS' && change.payload.active)).toBe(true);
    expect((await h.call('/sandbox/feed-alert', { body: { active: false } })).json.feedAlert).toBeNull();
    const stream = await h.app.request('/xapi/live/stream');
    expect((await h.call('/sandbox/stream/cut', { method: 'POST' })).json).toEqual({ cut: true, pending: 1 });
    h.run(1);
    const reader = stream.body!.getReader();
    let done = false;
    for (let reads = 0; reads < 5000 && !done; reads += 1) done = (await reader.read()).done;
    expect(done).toBe(true);
    // The stream took the cut: none is left to end the next one.
    expect((await h.call('/sandbox/stream/cut', { method: 'GET' })).json).toEqual({ pending: 0 });
    // A cut no stream took is dropped with the other faults.
    await h.call('/sandbox/stream/cut', { method: 'POST' });
    await h.call('/sandbox/faults', { method: 'DELETE' });
    expect((await h.call('/sandbox/stream/cut', { method: 'GET' })).json).toEqual({ pending: 0 });
  });
});
