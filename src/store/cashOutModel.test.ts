// @vitest-environment node
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASH_OUT_PRICE_SETTLE_MS } from '../../demo/server/bets/cashOutWatch';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { bettableOutcomes, manualSleep } from '../../tests/support/sandboxBets';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** cashier's account on a fresh in-process sandbox whose cash-out hold the test releases. */
async function cashierRuntime(seed: string) {
  const hold = manualSleep();
  const sandbox = createSandbox({ seed, log: () => undefined, sleep: hold.sleep });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const cashOutCalls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname.endsWith('/cashout')) cashOutCalls.push(await request.clone().text());
    return app.fetch(request);
  }) as typeof fetch;
  let clock = 1_000_000;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined, now: () => clock });
  runtimes.push(runtime);
  await runtime.store.settings.load();
  await runtime.store.session.login('cashier', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeTypeOf('number'));
  return { runtime, sandbox, app, hold, cashOutCalls, tick: (ms: number) => (clock += ms) };
}

/** Places a single of `stake` on a late prematch fixture through the API, as the slip would. */
async function placeSingle(runtime: Runtime, sandbox: ReturnType<typeof createSandbox>, stake: number, index = 0) {
  const outcome = bettableOutcomes(sandbox, index + 1)[index]!;
  const placed = await runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.outcomeId, decimal: outcome.decimal, unitStake: stake }] }, `cash-out-test-${index}-${stake}`);
  expect(placed.status).toBe('PLACED');
  return { outcome, bet: placed.bets[0]! };
}

/** Stake x placed price / current price x 0.95, rounded down to the cent, in cents. */
function expectedValueCents(stake: number, placed: number, current: number): number {
  return Math.floor((stake * 100 * placed * 95) / (current * 100) + 1e-9);
}

const cents = (amount: number) => Math.round(amount * 100);

describe('cash out through the runtime (in-process sandbox)', () => {
  it('counts down, cashes out the value confirmed, raises the balance by it and moves the bet to settled', async () => {
    const { runtime, sandbox, hold, cashOutCalls, tick } = await cashierRuntime('cashout-happy');
    const { outcome, bet } = await placeSingle(runtime, sandbox, 20);
    await runtime.store.wallet.refetch();
    const balanceBefore = runtime.store.wallet.data.value!;
    await runtime.store.openBets.refetch();
    const listed = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!;
    expect(cents(listed.cashOutValue!)).toBe(expectedValueCents(20, bet.legs[0]!.decimal, outcome.decimal));

    const { cashOut, myBets } = runtime.store;
    myBets.open();
    cashOut.request(bet.betId, listed.cashOutValue!);
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'confirming', value: listed.cashOutValue });
    const done = cashOut.confirm(bet.betId);
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'counting-down', value: listed.cashOutValue, startedAt: 1_000_000, durationMs: 5_000 });
    // Closing the panel mid-countdown hides it (kept mounted) until the answer.
    myBets.close();
    expect(myBets.modal.value).toBe('hidden');
    tick(5_000);
    await vi.waitFor(() => expect(hold.asked()).toEqual([5_000]));
    hold.releaseAll();
    await done;

    expect(JSON.parse(cashOutCalls[0]!)).toEqual({ value: listed.cashOutValue });
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'cashed-out', value: listed.cashOutValue });
    expect(cashOut.lastCashedOut.value).toEqual({ betId: bet.betId, value: listed.cashOutValue, description: bet.description, currency: 'EUR' });
    expect(myBets.modal.value).toBe('closed');
    expect(cents(runtime.store.wallet.data.value!)).toBe(cents(balanceBefore) + cents(listed.cashOutValue!));
    expect(runtime.store.openBets.data.value!.some((candidate) => candidate.betId === bet.betId)).toBe(false);

    const stop = runtime.store.betHistory.watch();
    await vi.waitFor(() => expect(runtime.store.betHistory.settled.data.value?.map((settled) => [settled.betId, settled.status, settled.returns])).toEqual([[bet.betId, 'cashed-out', listed.cashOutValue]]));
    stop();
  });

  it('offers the new value when the price moved during the hold, and cashes that out on a second confirmation', async () => {
    const { runtime, sandbox, hold } = await cashierRuntime('cashout-changed');
    const { outcome, bet } = await placeSingle(runtime, sandbox, 10);
    await runtime.store.openBets.refetch();
    const offered = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.cashOutValue!;
    const { cashOut } = runtime.store;
    cashOut.request(bet.betId, offered);
    const first = cashOut.confirm(bet.betId);
    await vi.waitFor(() => expect(hold.asked()).toHaveLength(1));
    // The feed moves the price while the operator holds the request.
    const price = sandbox.world.events.get(outcome.event.id)!.markets.flatMap((market) => market.outcomes).find((candidate) => candidate.id === outcome.outcomeId)!.consolidatedPrice.currentPrice;
    price.decimal = Number((outcome.decimal * 1.25).toFixed(2));
    hold.releaseAll();
    await first;
    const newValueCents = expectedValueCents(10, bet.legs[0]!.decimal, price.decimal);
    const state = cashOut.state(bet.betId).value;
    expect(state.phase).toBe('value-changed');
    expect(cents((state as { value: number }).value)).toBe(newValueCents);
    expect(runtime.store.myBets.modal.value).toBe('closed');

    const balanceBefore = (await runtime.api.accounts.balance('cashier')).wallets.find((wallet) => wallet.name === 'sportsbook')!.balance;
    const second = cashOut.confirm(bet.betId);
    await vi.waitFor(() => expect(hold.asked()).toHaveLength(1));
    hold.releaseAll();
    await second;
    expect(cashOut.state(bet.betId).value.phase).toBe('cashed-out');
    expect(cents(runtime.store.wallet.data.value!)).toBe(cents(balanceBefore) + newValueCents);
  });

  it('says unavailable when the market closed, and the bet stays open', async () => {
    const { runtime, sandbox, hold } = await cashierRuntime('cashout-unavailable');
    const { outcome, bet } = await placeSingle(runtime, sandbox, 10);
    await runtime.store.openBets.refetch();
    const offered = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.cashOutValue!;
    const market = sandbox.world.events.get(outcome.event.id)!.markets.find((candidate) => candidate.outcomes.some((entry) => entry.id === outcome.outcomeId))!;
    market.status = 'suspended';
    runtime.store.cashOut.request(bet.betId, offered);
    await runtime.store.cashOut.confirm(bet.betId);
    expect(hold.asked()).toEqual([]);
    expect(runtime.store.cashOut.state(bet.betId).value).toEqual({ phase: 'unavailable' });
    await vi.waitFor(() => expect(runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)?.cashOutValue).toBeNull());
  });

  it('says the price was changing when the operator refused during its move, keeps the bet and the balance, and cashes out once on asking again', async () => {
    const { runtime, sandbox, app, hold } = await cashierRuntime('cashout-price-changing');
    const { outcome, bet } = await placeSingle(runtime, sandbox, 10);
    await runtime.store.wallet.refetch();
    const balanceBefore = runtime.store.wallet.data.value!;
    await runtime.store.openBets.refetch();
    const offered = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.cashOutValue!;
    const { cashOut } = runtime.store;
    cashOut.request(bet.betId, offered);

    // The settling window's timer is the test's (the watch asks for it when the price moves).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const moved = Number((outcome.decimal * 1.25).toFixed(2));
    const published = await app.fetch(new Request('http://sandbox.test/sandbox/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeId: outcome.outcomeId, decimal: moved, publish: true }) }));
    expect(published.status).toBe(200);
    await cashOut.confirm(bet.betId);
    // Refused on arrival: no hold, nothing paid, the bet still open.
    expect(hold.asked()).toEqual([]);
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'price-changing' });
    expect(cashOut.lastCashedOut.value).toBeNull();
    expect((await runtime.api.accounts.balance('cashier')).wallets.find((wallet) => wallet.name === 'sportsbook')!.balance).toBe(balanceBefore);
    await runtime.store.openBets.refetch();
    const listed = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!;
    expect(cents(listed.cashOutValue!)).toBe(expectedValueCents(10, bet.legs[0]!.decimal, moved));

    vi.advanceTimersByTime(CASH_OUT_PRICE_SETTLE_MS);
    vi.useRealTimers();
    cashOut.request(bet.betId, listed.cashOutValue!);
    const again = cashOut.confirm(bet.betId);
    await vi.waitFor(() => expect(hold.asked()).toEqual([5_000]));
    hold.releaseAll();
    await again;
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'cashed-out', value: listed.cashOutValue });
    expect(cents(runtime.store.wallet.data.value!)).toBe(cents(balanceBefore) + cents(listed.cashOutValue!));
    expect(sandbox.store.state.transactions.filter((entry) => entry.type === 'cashout').map((entry) => entry.amount)).toEqual([String(listed.cashOutValue)]);
  });

  it('refetches the open bets (and the badge follows) when the slip places a bet', async () => {
    const { runtime, sandbox } = await cashierRuntime('cashout-badge');
    await vi.waitFor(() => expect(runtime.store.openBets.data.value).toEqual([]));
    await placeSingle(runtime, sandbox, 5, 0);
    const { outcome } = await placeSingle(runtime, sandbox, 5, 1);
    expect(runtime.store.openBets.data.value).toEqual([]);
    // The third bet goes through the slip and the placement model, as the bettor's does.
    runtime.store.betslip.dispatch({ type: 'add', selection: { eventId: outcome.event.id, marketId: outcome.marketId, outcomeId: outcome.outcomeId, decimal: outcome.decimal } });
    runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 2 });
    await runtime.store.placement.place();
    expect(runtime.store.placement.phase.value).toBe('placed');
    await vi.waitFor(() => expect(runtime.store.openBets.data.value).toHaveLength(3));
    await vi.waitFor(() => expect(runtime.store.betCount.data.value).toBe(3));
    expect(runtime.store.myBets.badge.value).toBe('3');
    runtime.store.myBets.open();
    expect(runtime.store.myBets.badge.value).toBe('3');
  });

  it('loads one open bet’s detail', async () => {
    const { runtime, sandbox } = await cashierRuntime('cashout-detail');
    const { bet, outcome } = await placeSingle(runtime, sandbox, 7);
    const detail = await runtime.store.betHistory.detail(bet.betId);
    expect([detail.betId, detail.totalStake, detail.legs[0]?.outcomeId, detail.status]).toEqual([bet.betId, 7, outcome.outcomeId, 'open']);
  });
});
