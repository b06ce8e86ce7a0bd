import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../tests/support/quietEventSource';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
beforeEach(() => stubQuietEventSource());
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
  vi.unstubAllGlobals();
});

/** A runtime on the operator, its settings loaded (with `settings` laid over the brand's), optionally logged in. */
async function sandboxRuntime(operator: InProcessSandbox, options: { player?: string; settings?: Record<string, unknown> } = {}): Promise<{ runtime: Runtime }> {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await operator.fetch(request);
    if (new URL(request.url).pathname !== '/api/all_cached_settings' || !options.settings) return response;
    const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
    for (const channels of Object.values(all)) for (const channel of Object.keys(channels)) channels[channel] = { ...channels[channel], ...options.settings };
    return Response.json(all);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory' }, { storage: memoryStorage(), reload: () => undefined, fetch: fetchImpl });
  runtimes.push(runtime);
  await runtime.store.settings.load();
  if (options.player) {
    await runtime.store.session.login(options.player, 'demo1234');
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeTypeOf('number'));
  }
  return { runtime };
}

interface SlipCall {
  method: string;
  body: Record<string, unknown>;
  signal: AbortSignal;
}

/** The sandbox, recording every betslips/selections call with its body and abort signal. */
function recordingOperator(seed: string): { operator: InProcessSandbox; calls: SlipCall[] } {
  const inner = inProcessSandbox(seed);
  const calls: SlipCall[] = [];
  const operator: InProcessSandbox = {
    sandbox: inner.sandbox,
    async fetch(request) {
      if (new URL(request.url).pathname === '/xapi/rest/betslips/selections') {
        calls.push({ method: request.method, body: (await request.clone().json()) as Record<string, unknown>, signal: request.signal });
      }
      return inner.fetch(request);
    },
  };
  return { operator, calls };
}

/** Two late prematch football events and one match-result outcome of each. */
async function twoOutcomes(operator: InProcessSandbox, load: (eventId: string) => Promise<string>) {
  const events = [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'prematch' && event.sportCode === 'FOOT' && !event.outright && !event.jackpotId).slice(-2);
  for (const event of events) await load(event.id);
  return events.map((event) => {
    const market = event.markets.find((candidate) => candidate.spec.kind === 'match-result')!;
    return { event, market, outcome: market.outcomes[0]! };
  });
}

describe('betslip refresh against the sandbox (spec 7 betslips/selections)', () => {
  it('POSTs the outcome ids when selections change and applies the answer: names, limits and balance', async () => {
    const { operator, calls } = recordingOperator('slip-post');
    const { runtime } = await sandboxRuntime(operator, { player: 'punter' });
    const [first, second] = await twoOutcomes(operator, runtime.loadEvent);
    const { betslip } = runtime.store;

    betslip.addSelection(first!.outcome.id);
    await vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));
    expect(calls.map((call) => [call.method, call.body.outcomeIds])).toEqual([['POST', [first!.outcome.id]]]);
    expect(betslip.state.value.bets[first!.outcome.id]).toMatchObject({
      eventDescription: first!.event.description,
      marketDescription: first!.market.description,
      outcomeDescription: first!.outcome.description,
      minBetStake: runtime.store.settings.settings.value.bet_stake_min_amount,
      maxBetStake: runtime.store.settings.settings.value.bet_stake_max_amount,
    });
    expect(betslip.state.value.availableBalance).toBe(runtime.store.wallet.data.value);

    betslip.addSelection(second!.outcome.id);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'POST', body: { outcomeIds: [first!.outcome.id, second!.outcome.id] } });
  });

  it('a refresh answer that changes nothing keeps every part of the slip (issue 19: nothing for a reader to re-render)', async () => {
    const { operator } = recordingOperator('slip-same');
    const { runtime } = await sandboxRuntime(operator);
    const [first, second] = await twoOutcomes(operator, runtime.loadEvent);
    const { betslip } = runtime.store;
    betslip.addSelection(first!.outcome.id);
    betslip.addSelection(second!.outcome.id);
    await vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));
    const before = betslip.state.peek();
    const figures = betslip.figures.peek();
    const writes: unknown[] = [];
    const stop = betslip.state.subscribe((value) => writes.push(value));
    writes.length = 0;
    await betslip.refresh();
    stop();
    // The status went pending and back: two writes of the slip, every bet, the order and the errors kept by identity.
    expect(writes).toHaveLength(2);
    const after = betslip.state.peek();
    expect(after).not.toBe(before);
    expect(after.bets).toBe(before.bets);
    expect(after.order).toBe(before.order);
    expect(after.errors).toBe(before.errors);
    expect(after.multiple).toBe(before.multiple);
    expect(betslip.figures.peek()).toBe(figures);
  });

  it('PUTs the model after the debounce for typed stakes, at once for a quick stake, and a new call aborts the previous', async () => {
    const { operator, calls } = recordingOperator('slip-put');
    const { runtime } = await sandboxRuntime(operator, { settings: { betslip_delay_before_update_stakes: 400 } });
    const [first, second] = await twoOutcomes(operator, runtime.loadEvent);
    const { betslip } = runtime.store;
    betslip.addSelection(first!.outcome.id);
    betslip.addSelection(second!.outcome.id);
    await vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));
    const posts = calls.length;

    const typedAt = performance.now();
    expect(betslip.typeStake('sel1', '1,200')).toEqual({ problem: null, value: 1200, text: '1,200' });
    betslip.typeStake('sel1', '12.5');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toHaveLength(posts);
    await vi.waitFor(() => expect(calls).toHaveLength(posts + 1));
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(390);
    // Two keystrokes, one call: the debounce sends the last stake only.
    expect(calls[posts]).toMatchObject({
      method: 'PUT',
      body: { singles: [{ outcomeId: first!.outcome.id, unitStake: 12.5, eachWay: false }, { outcomeId: second!.outcome.id, unitStake: 0, eachWay: false }], multiples: [{ ref: 'mul1', unitStake: 0 }], systems: [] },
    });

    betslip.quickStake('mul1', 25);
    await vi.waitFor(() => expect(calls).toHaveLength(posts + 2), { timeout: 100 });
    expect(calls[posts + 1]?.body).toMatchObject({ multiples: [{ ref: 'mul1', unitStake: 25 }] });

    const replaced = betslip.reprice();
    const latest = betslip.reprice();
    await Promise.all([replaced, latest]);
    const [older, newer] = calls.slice(-2);
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    expect(betslip.state.value.refreshStatus).toBe('fulfilled');
  });

  it('checks the rules on the bets they concern: above the maximum, stake too long, over the balance', async () => {
    const { operator } = recordingOperator('slip-rules');
    const { runtime } = await sandboxRuntime(operator, { player: 'punter', settings: { bet_stake_max_amount: 50 } });
    const [first, second] = await twoOutcomes(operator, runtime.loadEvent);
    const { betslip } = runtime.store;
    betslip.addSelection(first!.outcome.id);
    betslip.addSelection(second!.outcome.id);
    betslip.typeStake('sel2', '60');
    expect(betslip.problems.value[0]).toEqual({ reason: 'stake-above-maximum', ref: 'sel2' });
    expect(betslip.typeStake('sel1', '1234567890')).toEqual({ problem: 'too-long', value: 0, text: '1234567890' });
    expect(betslip.fieldProblems.value).toEqual([{ ref: 'sel1', problem: 'too-long' }]);
    const balance = runtime.store.wallet.data.value!;
    expect(balance).toBeGreaterThan(2);
    betslip.typeGlobalStake('1');
    expect(betslip.problems.value).toEqual([]);
    // Two singles of just over half the balance each: more cash than the wallet holds.
    const perBet = Math.floor(balance / 2) + 1;
    betslip.typeGlobalStake(String(perBet));
    expect(betslip.figures.value.totalStake).toBe(perBet * 2);
    expect(betslip.problems.value).toContainEqual({ reason: 'stake-too-high', ref: null });
  });
});
