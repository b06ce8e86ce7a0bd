// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer } from '../support/sandboxServer';
import type { Sandbox } from '../../demo/server/sandbox';
import type { Api } from '../../src/api';
import { createCatalogueModel, type CatalogueModel } from '../../src/store/catalogueModel';
import { createLiveModel, type LiveModel } from '../../src/store/liveModel';
import { FetchEventSource } from '../support/fetchEventSource';
import { anonymousApi, stepWorld, until } from '../support/sandboxFeedTesting';

// Issue 20: the live feed is never frozen and never silently wrong, over real HTTP and
// the sandbox's real stream (docs/reliability.md "Live feed: restarts, staleness, ordering").

let baseUrl = '';
let sandbox: Sandbox;
let close: () => void;
const running: LiveModel[] = [];

beforeAll(async () => {
  ({ sandbox, baseUrl, close } = await startSandboxServer('feed-continuity'));
});

afterEach(async () => {
  for (const live of running.splice(0)) live.dispose();
  await fetch(new URL('sandbox/faults', baseUrl), { method: 'DELETE' });
});

afterAll(() => close());

const step = (seconds: number) => stepWorld(sandbox, seconds);

const admin = (path: string, method: string, body?: unknown) =>
  fetch(new URL(path, baseUrl), { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) }).then((response) => response.json() as Promise<Record<string, unknown>>);

const waitUntil = (check: () => boolean, what: string) => until(check, what, 8000);

async function startFeed(): Promise<{ api: Api; catalogue: CatalogueModel; live: LiveModel }> {
  const api = anonymousApi(baseUrl);
  const catalogue = createCatalogueModel();
  const live = createLiveModel({
    api,
    catalogue,
    streamUrl: new URL('xapi/live/stream', baseUrl).href,
    schedule: (callback) => setTimeout(callback, 0),
    transport: { createEventSource: (url) => new FetchEventSource(url), backoffBaseMs: 10 },
  });
  running.push(live);
  await live.start();
  await waitUntil(() => live.connection.value === 'connected', 'the stream to open');
  return { api, catalogue, live };
}

type SnapshotAnswer = { epoch: string; cursor: number; events: { id: string; markets: { id: string; status: string; outcomes: { id: string; hidden?: boolean; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[] }[] };

describe('live feed continuity against the sandbox', () => {
  it('after the operator restarts its feed (new epoch, count from 0) the page resyncs and shows exactly the operator\'s snapshot', async () => {
    const { catalogue, live } = await startFeed();
    step(20);
    await waitUntil(() => live.cursor === sandbox.world.changes.latest, 'the stream to catch up');
    const cursorBeforeRestart = live.cursor;
    expect(cursorBeforeRestart).toBeGreaterThan(100);

    const restart = await admin('sandbox/feed/restart', 'POST');
    expect(restart.cursor).toBe(0);
    // The world moves on under the new run: fewer changes than the client had counted, all of which it must take.
    step(3);
    expect(sandbox.world.changes.latest).toBeGreaterThan(0);
    expect(sandbox.world.changes.latest).toBeLessThan(cursorBeforeRestart);
    await admin('sandbox/feed', 'POST', { frozen: true });
    try {
      await waitUntil(() => live.epoch === sandbox.world.changes.epoch && live.cursor === sandbox.world.changes.latest && live.connection.value === 'connected', 'the resync onto the new run');
      live.flush();

      const operator = (await fetch(new URL('xapi/rest/live/snapshot', baseUrl)).then((response) => response.json())) as SnapshotAnswer;
      expect(operator.epoch).toBe(restart.epoch);
      expect([...catalogue.liveEventIds.value].sort()).toEqual(operator.events.map((event) => event.id).sort());
      const wrong: string[] = [];
      let compared = 0;
      for (const event of operator.events) {
        // What the page shows of the event: spec 4 leaves out markets closed or settled, or all of whose outcomes are hidden.
        const onShow = event.markets.filter((market) => !['lts', 'closed', 'settled', 'resulted'].includes(market.status) && !market.outcomes.every((outcome) => outcome.hidden === true));
        const shownIds = catalogue.event(event.id)!.peek().marketIds;
        expect(shownIds).toEqual(expect.arrayContaining(onShow.map((market) => market.id)));
        // A market that closed after the snapshot stays on show a moment, locked, before it leaves (spec 9).
        for (const id of shownIds.filter((shownId) => !onShow.some((market) => market.id === shownId))) expect(catalogue.market(id)!.peek().status).toBe(event.markets.find((market) => market.id === id)?.status);
        for (const market of onShow) {
          const shownMarket = catalogue.market(market.id)?.peek();
          if (shownMarket?.status !== market.status) wrong.push(`${market.id} status ${shownMarket?.status} != ${market.status}`);
          for (const outcome of market.outcomes) {
            const shown = catalogue.price(outcome.id).peek();
            compared += 1;
            if (shown.decimal !== outcome.consolidatedPrice.currentPrice.decimal || shown.hidden !== (outcome.hidden ?? false)) wrong.push(`${outcome.id} ${shown.decimal} != ${outcome.consolidatedPrice.currentPrice.decimal}`);
          }
        }
      }
      expect(compared).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    } finally {
      await admin('sandbox/feed', 'POST', { frozen: false });
    }
  }, 30_000);

  it('an event answer that arrives late never overwrites the price the stream sent after it was read', async () => {
    const { api, catalogue, live } = await startFeed();
    const eventId = catalogue.liveEventIds.value.find((id) => catalogue.event(id)!.peek().marketIds.some((marketId) => catalogue.market(marketId)!.peek().status === 'open'))!;
    const marketId = catalogue.event(eventId)!.peek().marketIds.find((id) => catalogue.market(id)!.peek().status === 'open')!;
    const outcomeId = catalogue.market(marketId)!.peek().outcomeIds[0]!;
    const readPrice = catalogue.price(outcomeId).peek().decimal;

    // The event call is answered at once with what is true now, and handed over 1.5 s later.
    await admin('sandbox/faults', 'PUT', { answerDelayMs: { '/xapi/rest/events/': 1500 } });
    const lateAnswer = api.marketData.event(eventId).then((event) => {
      catalogue.applyEvents([event]);
      return event;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Meanwhile the operator moves the price and streams it.
    const streamed = Math.round((readPrice + 0.37) * 100) / 100;
    await admin('sandbox/price', 'POST', { outcomeId, decimal: streamed, publish: true });
    await waitUntil(() => (live.flush(), catalogue.price(outcomeId).peek().decimal === streamed), 'the streamed price');

    const event = await lateAnswer;
    // The answer does carry the old price: applying it as it came would show it.
    const answered = event.markets.find((market) => market.id === marketId)!.outcomes.find((outcome) => outcome.id === outcomeId)!;
    expect(answered.consolidatedPrice.currentPrice.decimal).toBe(readPrice);
    expect(catalogue.price(outcomeId).peek().decimal).toBe(streamed);
    await admin('sandbox/price', 'POST', { outcomeId, decimal: null });
  }, 30_000);
});
