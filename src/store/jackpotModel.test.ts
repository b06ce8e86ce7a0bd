// @vitest-environment node
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createRuntime, type Runtime } from './createRuntime';
import { createJackpotModel } from './jackpotModel';
import { memoryStorage } from './persistence';

const PRICING = '/xapi/rest/jackpotbetslips/selections';
const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** The real runtime on the in-process sandbox, logged in as the jackpot player, recording the pricing bodies. */
async function jackpotRuntime(options: { failPlacement?: boolean; slowStake?: number } = {}) {
  const sandbox = createSandbox({ seed: 'jackpot-model', log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const pricingBodies: Record<string, unknown>[] = [];
  const placementUuids: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === PRICING) {
      const body = (await request.clone().json()) as Record<string, unknown>;
      pricingBodies.push(body);
      // A slow answer for one stake: it arrives after the newer one, which must win.
      if (body.globalStake === options.slowStake) await new Promise((resolve) => setTimeout(resolve, 60));
    }
    if (path.endsWith('/jackpotbetslips')) placementUuids.push(new URL(request.url).searchParams.get('uuid') ?? '');
    if (options.failPlacement && path.endsWith('/jackpotbetslips') && path.startsWith('/xapi/rest/accounts/')) throw new TypeError('Failed to fetch');
    return app.fetch(request);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  await runtime.store.session.login('jackpotter', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBe(1000));
  const { jackpot } = runtime.store;
  await jackpot.load();
  const coupon = jackpot.jackpots.value[0]!;
  jackpot.select(coupon.id);
  return { runtime, jackpot, coupon, sandbox, pricingBodies, placementUuids };
}

/** The first outcome of every event plus the second of the first event: 2 x 1 x ... x 1 = 2 bets. */
function pickEveryEventTwiceInFirst(jackpot: Runtime['store']['jackpot'], coupon: Runtime['store']['jackpot']['jackpots']['value'][number]) {
  for (const event of coupon.events) jackpot.togglePick(event.markets[0]!.outcomes[0]!.id, event.ordinal);
  const first = coupon.events[0]!;
  jackpot.togglePick(first.markets[0]!.outcomes[1]!.id, first.ordinal);
  return [...coupon.events.map((event) => event.markets[0]!.outcomes[0]!.id), first.markets[0]!.outcomes[1]!.id];
}

describe('jackpot model on the sandbox', () => {
  it('lists the active jackpots with their events in ordinal order and defaults the stake to the unit stake', async () => {
    const { jackpot, coupon, sandbox } = await jackpotRuntime();
    expect(jackpot.listStatus.value).toBe('ready');
    expect(jackpot.jackpots.value.map((entry) => entry.id)).toEqual(sandbox.world.jackpots.map((entry) => entry.id));
    expect(coupon.events.map((event) => event.ordinal)).toEqual(coupon.events.map((_, index) => index + 1));
    expect(jackpot.stake.value).toBe(coupon.unitStake);
    expect([jackpot.complete.value, jackpot.eventsLeft.value, jackpot.numberOfBets.value]).toEqual([false, coupon.events.length, 0]);
  });

  it('is complete only with a pick in every event, and two picks in one event make 2 bets priced by the server', async () => {
    const { jackpot, coupon, pricingBodies } = await jackpotRuntime();
    for (const event of coupon.events.slice(0, -1)) jackpot.togglePick(event.markets[0]!.outcomes[0]!.id, event.ordinal);
    expect([jackpot.complete.value, jackpot.eventsLeft.value]).toEqual([false, 1]);
    // An incomplete coupon is not sent for pricing.
    expect(pricingBodies).toEqual([]);
    jackpot.togglePick(coupon.events.at(-1)!.markets[0]!.outcomes[0]!.id, coupon.events.at(-1)!.ordinal);
    const first = coupon.events[0]!;
    jackpot.togglePick(first.markets[0]!.outcomes[2]!.id, first.ordinal);
    jackpot.setStake(0.1);
    expect([jackpot.complete.value, jackpot.eventsLeft.value, jackpot.numberOfBets.value]).toEqual([true, 0, 2]);
    await vi.waitFor(() => expect(jackpot.pricing.value.status).toBe('priced'));
    // 10 cents a line x 2 lines, counted in cents: 20 cents.
    expect(jackpot.pricing.value).toEqual({ status: 'priced', noOfBets: 2, totalCost: 20 / 100 });
    expect(jackpot.totalStake.value).toBe(0.2);
    const last = pricingBodies.at(-1)!;
    expect(last).toEqual({ globalStake: 0.1, jackpotId: coupon.id, originId: 11, outcomeIds: jackpot.picks.value.map((pick) => pick.outcomeId).join(',') });
    expect(String(last.outcomeIds).split(',')).toHaveLength(coupon.events.length + 1);
  });

  it('keeps only the newest price when the coupon changes while a price is on its way', async () => {
    const { jackpot, coupon, pricingBodies } = await jackpotRuntime({ slowStake: 2 });
    pickEveryEventTwiceInFirst(jackpot, coupon);
    jackpot.setStake(2);
    jackpot.setStake(3);
    await vi.waitFor(() => expect(jackpot.pricing.value.status).toBe('priced'));
    // Completing the coupon priced it, the second pick in event 1 priced it again, then each stake.
    expect(pricingBodies.map((body) => body.globalStake)).toEqual([coupon.unitStake, coupon.unitStake, 2, 3]);
    expect(jackpot.pricing.value).toEqual({ status: 'priced', noOfBets: 2, totalCost: 6 });
    // The slow answer for stake 2 (cost 4) comes too late to count.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(jackpot.pricing.value).toEqual({ status: 'priced', noOfBets: 2, totalCost: 6 });
    // A stake that is not one: no price, nothing sent.
    jackpot.setStake(null);
    expect([jackpot.stake.value, jackpot.totalStake.value, jackpot.pricing.value.status]).toEqual([null, 0, 'idle']);
    expect(pricingBodies).toHaveLength(4);
  });

  it('places the coupon: the balance drops by exactly the total cost, the bet is in the open bets, the picks clear', async () => {
    const { runtime, jackpot, coupon } = await jackpotRuntime();
    const outcomeIds = pickEveryEventTwiceInFirst(jackpot, coupon);
    jackpot.setStake(1.5);
    const result = await jackpot.place('1017');
    expect(result.status).toBe('placed');
    const receipt = result.status === 'placed' ? result.receipt : null;
    // 1.50 x 2 lines = 3.00, in cents.
    expect(receipt).toMatchObject({ jackpotName: coupon.name, currency: coupon.currency, noOfBets: 2, totalCost: 300 / 100 });
    expect(receipt?.reference).toMatch(/^J\d{8}$/);
    expect(jackpot.picks.value).toEqual([]);
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBe((100_000 - 300) / 100));
    await vi.waitFor(() => expect(runtime.store.openBets.data.value?.map((bet) => bet.reference)).toEqual([receipt?.reference]));
    const bet = runtime.store.openBets.data.value![0]!;
    expect(bet).toMatchObject({ kind: 'jackpot', description: coupon.name, noOfBets: 2 });
    expect(bet.legs.map((leg) => leg.outcomeId).sort()).toEqual([...outcomeIds].sort());
    jackpot.dismissReceipt();
    expect(jackpot.placement.value.status).toBe('idle');
  });

  it('a stake over the balance is refused with its own reason and the picks stay', async () => {
    const { runtime, jackpot, coupon } = await jackpotRuntime();
    pickEveryEventTwiceInFirst(jackpot, coupon);
    jackpot.setStake(600);
    const result = await jackpot.place('1017');
    expect(result).toMatchObject({ status: 'failed', reason: 'balance' });
    expect(jackpot.picks.value).toHaveLength(coupon.events.length + 1);
    await runtime.store.wallet.refetch();
    expect(runtime.store.wallet.data.value).toBe(1000);
    // Changing the coupon clears the message.
    jackpot.setStake(1);
    expect(jackpot.placement.value.status).toBe('idle');
  });

  it('a coupon whose answer was lost after the sandbox took it is asked again under the same uuid and charged once', async () => {
    const { runtime, jackpot, coupon, sandbox, placementUuids } = await jackpotRuntime();
    pickEveryEventTwiceInFirst(jackpot, coupon);
    jackpot.setStake(2);
    sandbox.faults.set({ dropAfterCommit: true });
    expect(await jackpot.place('1017')).toMatchObject({ status: 'failed' });
    sandbox.faults.reset();
    const retried = await jackpot.place('1017');
    expect(retried.status).toBe('placed');
    expect(placementUuids).toHaveLength(2);
    expect(placementUuids[1]).toBe(placementUuids[0]);
    // 2.00 x 2 lines = 4.00, taken once.
    await runtime.store.wallet.refetch();
    expect(runtime.store.wallet.data.value).toBe((100_000 - 400) / 100);
    await runtime.store.openBets.refetch();
    expect(runtime.store.openBets.data.value?.filter((bet) => bet.kind === 'jackpot')).toHaveLength(1);
    // A new coupon is a new bet: a new uuid.
    pickEveryEventTwiceInFirst(jackpot, coupon);
    await jackpot.place('1017');
    expect(placementUuids[2]).not.toBe(placementUuids[0]);
  });

  it('a network failure is a network failure, and the picks stay', async () => {
    const { jackpot, coupon } = await jackpotRuntime({ failPlacement: true });
    pickEveryEventTwiceInFirst(jackpot, coupon);
    expect(await jackpot.place('1017')).toMatchObject({ status: 'failed', reason: 'network' });
    expect(jackpot.picks.value).toHaveLength(coupon.events.length + 1);
  });

  it('an incomplete coupon is not sent, and the server’s 400 jackpot-incomplete reads the same', async () => {
    const { jackpot, coupon } = await jackpotRuntime();
    jackpot.togglePick(coupon.events[0]!.markets[0]!.outcomes[0]!.id, 1);
    expect(await jackpot.place('1017')).toMatchObject({ status: 'failed', reason: 'incomplete' });
  });
});

describe('jackpot model failures without a server', () => {
  const coupon = { id: 'J1', name: 'Two', jackpotPrize: 1000, currency: 'EUR', unitStake: 1, events: [] };
  it('maps the server’s 400 jackpot-incomplete (the server judged the coupon incomplete)', async () => {
    const { HttpError } = await import('../api');
    const jackpot = createJackpotModel({
      bets: {
        activeJackpots: async () => [{ ...coupon, events: [1, 2].map((ordinal) => ({ ordinal, id: `e${ordinal}`, slug: `e${ordinal}`, description: '', eventPaths: [], sportCode: 'FOOT', clock: null, isFinished: false, liveOpenMarketCount: 0, betBuilderEvent: false, jackpotId: 'J1', opponents: [], markets: [] })) }],
        priceJackpot: async () => ({ model: { jackpotId: 'J1', noOfBets: 1, complete: true, globalStake: 1, totalCost: 1 } }),
        placeJackpot: async () => {
          throw new HttpError('/xapi/rest/accounts/1/jackpotbetslips', 400, { error: 'jackpot-incomplete', message: 'Pick at least one outcome for every event of the jackpot.' }, null);
        },
      },
    });
    await jackpot.load();
    jackpot.select('J1');
    jackpot.togglePick('a', 1);
    jackpot.togglePick('b', 2);
    expect(await jackpot.place('1')).toMatchObject({ status: 'failed', reason: 'incomplete' });
    expect(jackpot.picks.value).toHaveLength(2);
  });

  it('a failed list says so and loads again on request', async () => {
    let calls = 0;
    const jackpot = createJackpotModel({
      bets: {
        activeJackpots: async () => {
          calls += 1;
          if (calls === 1) throw new Error('down');
          return [];
        },
        priceJackpot: async () => ({ model: { jackpotId: 'J1', noOfBets: 0, complete: false, globalStake: 1, totalCost: 0 } }),
        placeJackpot: async () => ({ status: 'PLACED' }),
      },
    });
    await jackpot.load();
    expect(jackpot.listStatus.value).toBe('failed');
    await jackpot.load();
    expect([jackpot.listStatus.value, jackpot.jackpots.value]).toEqual(['ready', []]);
  });
});
