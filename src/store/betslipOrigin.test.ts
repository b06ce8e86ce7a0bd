// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prematchOutcome } from '../../demo/server/testing/harness';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { createRuntime, type Runtime } from './createRuntime';
import type { SportsbookSettings } from './configModel';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

const BET_CALLS = /\/xapi\/rest\/(betslips\/selections|accounts\/[^/]+\/(jackpot)?betslips|jackpotbetslips\/selections)$/;

interface BetCall {
  path: string;
  queryOriginId: string | null;
  bodyOriginId: unknown;
}

/** A logged-in runtime on the in-process sandbox that records the origin id of every bet call, and the sandbox's answers to placements. */
async function recordingRuntime(settings: Partial<SportsbookSettings>) {
  const operator = sandboxFetch({ seed: 'betslip-origin' });
  const calls: BetCall[] = [];
  const answers: Record<string, unknown>[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const betCall = request.method !== 'GET' && BET_CALLS.test(url.pathname);
    if (betCall) {
      const body = (await request.clone().json()) as { originId?: unknown };
      calls.push({ path: url.pathname.replace(/accounts\/[^/]+/, 'accounts/{id}'), queryOriginId: url.searchParams.get('originId'), bodyOriginId: body.originId });
    }
    const response = await operator.fetch(request);
    if (betCall && /\/accounts\//.test(url.pathname)) answers.push((await response.clone().json()) as Record<string, unknown>);
    return response;
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory', ...settings }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined, wait: async () => undefined });
  runtimes.push(runtime);
  await runtime.store.session.login('placer', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  return { runtime, sandbox: operator.sandbox, calls, answers };
}

/** Prices and places a one-selection slip, then prices and places the first jackpot with its first outcome per event. */
async function betEverywhere({ runtime, sandbox }: Awaited<ReturnType<typeof recordingRuntime>>) {
  const { event, outcome } = prematchOutcome(sandbox, 0);
  await runtime.loadEvent(event.id);
  expect(runtime.store.betslip.addSelection(outcome.id)).toBeNull();
  await vi.waitFor(() => expect(runtime.store.betslip.state.value.refreshStatus).toBe('fulfilled'));
  expect(runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 5 })).toBeNull();
  await runtime.store.placement.place();
  expect(runtime.store.placement.phase.value).toBe('placed');

  const jackpot = sandbox.world.jackpots[0]!;
  const picks = jackpot.eventIds.map((id) => sandbox.world.events.get(id)!.markets[0]!.outcomes[0]!.id);
  await runtime.api.bets.priceJackpot(jackpot.id, jackpot.unitStake, picks);
  const placed = await runtime.api.bets.placeJackpot(runtime.store.session.details.value!.alsPlayerId!, jackpot.id, jackpot.unitStake, picks, 'origin-jackpot-uuid');
  expect(placed).toMatchObject({ status: 'PLACED' });
}

/** Every origin id the calls carried: the slip's query and body, the placements' and the jackpot's bodies. */
const originIds = (calls: BetCall[]) => new Set(calls.flatMap((call) => [call.bodyOriginId, ...(call.queryOriginId === null ? [] : [Number(call.queryOriginId)])]));

describe('betslip origin on every bet call (spec 2 betslip-origin, spec 7 forced origins)', () => {
  it('is the web origin, 11, with no betslip origin', async () => {
    const test = await recordingRuntime({});
    await betEverywhere(test);
    expect(test.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/xapi/rest/betslips/selections', '/xapi/rest/accounts/{id}/betslips', '/xapi/rest/jackpotbetslips/selections', '/xapi/rest/accounts/{id}/jackpotbetslips']));
    expect(originIds(test.calls)).toEqual(new Set([11]));
    expect(test.answers.map((answer) => answer.originId)).toEqual([11, 11]);
  });

  it('is 20 with betslip-origin native-app: the slip refresh, the placement and the jackpot, and the sandbox records it', async () => {
    const test = await recordingRuntime({ betslipOrigin: 'native-app' });
    await betEverywhere(test);
    expect(test.calls.length).toBeGreaterThanOrEqual(4);
    expect(originIds(test.calls)).toEqual(new Set([20]));
    expect(test.answers.map((answer) => answer.originId)).toEqual([20, 20]);
    const placement = Object.values(test.sandbox.store.state.placements)[0] as { request: { originId?: number } };
    expect(placement.request.originId).toBe(20);
  });

  it('is 21 with betslip-origin partner-app, set on the live runtime', async () => {
    const test = await recordingRuntime({});
    expect(test.runtime.config.apply({ betslipOrigin: 'partner-app' })).toEqual([]);
    await betEverywhere(test);
    expect(originIds(test.calls)).toEqual(new Set([21]));
  });

  it('is 20 in native-app mode without a betslip origin, and an explicit origin wins over the mode', async () => {
    const native = await recordingRuntime({ mode: 'native-app' });
    await betEverywhere(native);
    expect(originIds(native.calls)).toEqual(new Set([20]));

    const partner = await recordingRuntime({ mode: 'native-app', betslipOrigin: 'partner-app' });
    await betEverywhere(partner);
    expect(originIds(partner.calls)).toEqual(new Set([21]));
  });
});
