// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { WorldEventSource } from '../../tests/support/worldEventSource';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

type Operator = ReturnType<typeof sandboxFetch>;

/** A prematch football Match Result of the given feed, open now: its first outcome. */
function prematchPick(operator: Operator, feed: 'BU' | 'RS') {
  for (const event of operator.sandbox.world.events.values()) {
    if (event.phase !== 'prematch' || event.outright || event.jackpotId || event.sportCode !== 'FOOT') continue;
    const market = event.markets.find((candidate) => candidate.spec.kind === 'match-result' && candidate.status === 'open' && candidate.feedId === feed);
    if (market) return { eventId: event.id, marketId: market.id, outcomeId: market.outcomes[0]!.id };
  }
  throw new Error(`the seeded world has no open prematch football market on feed ${feed}`);
}

/**
 * A logged-in runtime on the in-process sandbox with the live feed running into the
 * catalogue (the stream played in process), and one staked leg on the slip.
 */
async function slipWithLeg(feed: 'BU' | 'RS' = 'BU') {
  const operator = sandboxFetch({ seed: 'leg-locks' });
  WorldEventSource.world = operator.sandbox.world;
  vi.stubGlobal('EventSource', WorldEventSource);
  const placements: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url).pathname)) placements.push(request.url);
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined, wait: async () => undefined });
  runtimes.push(runtime);
  await runtime.store.session.login('placer', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  const pick = prematchPick(operator, feed);
  await runtime.loadEvent(pick.eventId);
  await runtime.store.live.start();
  const { betslip } = runtime.store;
  expect(betslip.addSelection(pick.outcomeId)).toBeNull();
  expect(betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 10 })).toBeNull();
  await vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));

  async function admin(path: string, body: unknown): Promise<void> {
    const response = await operator.fetch(new Request(`http://sandbox.test${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
    expect(response.status).toBe(200);
    runtime.store.live.flush();
  }
  return {
    runtime,
    pick,
    placements,
    setMarket: (status: 'suspended' | 'open', publish = true) => admin('/sandbox/market-status', { marketId: pick.marketId, status, publish }),
    feedAlert: (active: boolean) => admin('/sandbox/feed-alert', { feed, active, ticks: 1000 }),
    /** The slip's own answer to a reprice is in. */
    priced: () => vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled')),
  };
}

const codes = (runtime: Runtime) => runtime.store.betslip.state.value.errors.map((error) => `${error.code}:${error.ref ?? ''}`);

describe('locked legs on the sandbox (issue 17)', () => {
  it('a suspended market locks its leg and placement; reopening clears the server’s message and unlocks', async () => {
    const test = await slipWithLeg();
    const { betslip, placement } = test.runtime.store;
    expect(betslip.locks.value).toEqual({});
    expect(placement.locked.value).toBe(false);

    await test.setMarket('suspended');
    expect(betslip.locks.value).toEqual({ [test.pick.outcomeId]: 'suspended' });
    expect(betslip.lockedRefs.value).toEqual(['sel1']);
    expect(placement.locked.value).toBe(true);
    await placement.place();
    expect(test.placements).toEqual([]);
    expect(placement.phase.value).toBe('idle');

    // The server says so too when the slip is priced: its refresh error and outcome state.
    await betslip.reprice();
    expect(codes(test.runtime)).toEqual(['RES-00048:sel1']);
    expect(betslip.state.value.bets[test.pick.outcomeId]).toMatchObject({ outcomeState: 'S', message: 'Betting on this selection is suspended', unitStake: 10 });

    await test.setMarket('open');
    expect(betslip.locks.value).toEqual({});
    expect(codes(test.runtime)).toEqual([]);
    expect(betslip.state.value.bets[test.pick.outcomeId]).toMatchObject({ outcomeState: 'A', message: null, unitStake: 10 });
    expect(placement.locked.value).toBe(false);
    // Priced again at once: the server agrees the leg is open.
    await test.priced();
    expect(codes(test.runtime)).toEqual([]);
    await placement.place();
    expect(placement.phase.value).toBe('placed');
    expect(test.placements).toHaveLength(1);
  }, 20_000);

  it('a feed alert locks the leg with its own reason, stronger than the server’s "suspended", until it lifts', async () => {
    const test = await slipWithLeg('BU');
    const { betslip, placement } = test.runtime.store;
    await test.feedAlert(true);
    expect(test.runtime.store.live.feedAlerts.value).toEqual(['BU']);
    await betslip.reprice();
    expect(codes(test.runtime)).toEqual(['RES-00048:sel1']);
    expect(betslip.locks.value).toEqual({ [test.pick.outcomeId]: 'feed-alert' });
    expect(placement.locked.value).toBe(true);

    await test.feedAlert(false);
    expect(betslip.locks.value).toEqual({});
    expect(codes(test.runtime)).toEqual([]);
    await test.priced();
    expect(codes(test.runtime)).toEqual([]);
    expect(placement.locked.value).toBe(false);
  }, 20_000);

  it('a placement refused for a suspension the feed had not reported locks the leg; the feed’s reopen clears the refusal', async () => {
    const test = await slipWithLeg();
    const { betslip, placement } = test.runtime.store;
    // Suspended at the operator while the feed lags: the slip still shows the leg open.
    await test.setMarket('suspended', false);
    expect(betslip.locks.value).toEqual({});
    await placement.place();
    expect(placement.phase.value).toBe('rejected');
    expect(codes(test.runtime)).toEqual(['RES-00048:sel1']);
    expect(betslip.locks.value).toEqual({ [test.pick.outcomeId]: 'suspended' });
    expect(placement.locked.value).toBe(true);

    // The feed catches up (suspended), then the market reopens.
    await test.setMarket('open', false);
    await test.setMarket('suspended');
    await test.setMarket('open');
    expect(codes(test.runtime)).toEqual([]);
    expect(betslip.locks.value).toEqual({});
    await test.priced();
    expect(placement.locked.value).toBe(false);
  }, 20_000);

  it('a lock only the server reports is asked about again, so a reopen the feed never reports does not hold the slip', async () => {
    const test = await slipWithLeg();
    const { betslip, placement } = test.runtime.store;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await test.setMarket('suspended', false);
    await placement.place();
    expect(betslip.locks.value).toEqual({ [test.pick.outcomeId]: 'suspended' });
    // Still suspended at the first recheck: the lock stands and the slip asks again later.
    await vi.advanceTimersByTimeAsync(5000);
    await test.priced();
    expect(codes(test.runtime)).toEqual(['RES-00048:sel1']);
    expect(placement.locked.value).toBe(true);
    await test.setMarket('open', false);
    await vi.advanceTimersByTimeAsync(5000);
    await test.priced();
    expect(codes(test.runtime)).toEqual([]);
    expect(betslip.locks.value).toEqual({});
    expect(placement.locked.value).toBe(false);
  }, 20_000);
});
