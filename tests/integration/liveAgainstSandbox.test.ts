// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer } from '../support/sandboxServer';
import type { Sandbox } from '../../demo/server/sandbox';
import { createCatalogueModel } from '../../src/store/catalogueModel';
import { createLiveModel } from '../../src/store/liveModel';
import { FetchEventSource } from '../support/fetchEventSource';
import { anonymousApi, stepWorld, until } from '../support/sandboxFeedTesting';

let baseUrl = '';
let sandbox: Sandbox;
let close: () => void;

beforeAll(async () => {
  ({ sandbox, baseUrl, close } = await startSandboxServer('live-integration'));
});

afterAll(() => close());

const step = (seconds: number) => stepWorld(sandbox, seconds);

const waitUntil = (check: () => boolean, what: string) => until(check, what, 5000);

describe('live model against the sandbox stream', () => {
  it('streams price changes into the outcome signals, survives a cut, and resyncs after a gap', async () => {
    const api = anonymousApi(baseUrl);
    const catalogue = createCatalogueModel();
    let snapshots = 0;
    // While set, the client's reconnects reach no stream (a 404): it is kept away for sure,
    // however soon after a cut its backoff of 10 ms tries again.
    let keptAway = false;
    const live = createLiveModel({
      api,
      catalogue,
      streamUrl: new URL('xapi/live/stream', baseUrl).href,
      schedule: (callback) => setTimeout(callback, 0),
      transport: {
        createEventSource: (url) => new FetchEventSource(keptAway ? new URL('xapi/live/no-stream-here', baseUrl).href : url),
        backoffBaseMs: 10,
        snapshot: () => {
          snapshots += 1;
          return api.marketData.snapshot();
        },
      },
    });
    await live.start();
    expect(catalogue.liveEventIds.value.length).toBeGreaterThanOrEqual(40);
    await waitUntil(() => live.connection.value === 'connected', 'the stream to open');

    // Watch every live outcome's price; the world moves; some prices must change.
    const watched = catalogue.liveEventIds.value.flatMap((id) => catalogue.event(id)!.value.marketIds.flatMap((marketId) => catalogue.market(marketId)!.value.outcomeIds));
    const before = new Map(watched.map((id) => [id, catalogue.price(id).value.version]));
    const cursorBefore = live.cursor;
    step(3);
    await waitUntil(() => live.cursor > cursorBefore && watched.some((id) => catalogue.price(id).value.version !== before.get(id)), 'prices to change');

    // Cut the stream: the client reconnects from its cursor.
    await fetch(new URL('sandbox/stream/cut', baseUrl), { method: 'POST' });
    step(1);
    await waitUntil(() => live.connection.value === 'reconnecting' || live.connection.value === 'connected', 'the reconnect');
    await waitUntil(() => live.connection.value === 'connected', 'the stream to reopen');

    // Cut again and keep the client away while the world runs on far enough that the log
    // drops what it missed: on reconnect the server says resync, and the client takes a snapshot.
    const snapshotsBefore = snapshots;
    keptAway = true;
    await fetch(new URL('sandbox/stream/cut', baseUrl), { method: 'POST' });
    step(1);
    step(120);
    keptAway = false;
    await waitUntil(() => snapshots > snapshotsBefore, 'a resync snapshot');
    await waitUntil(() => live.connection.value === 'connected' && live.cursor >= sandbox.world.changes.latest - 1, 'the stream after the resync');
    expect(catalogue.liveEventIds.value.every((id) => sandbox.world.events.get(id)?.phase === 'live')).toBe(true);
    live.stop();
  }, 30_000);
});
