// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { Big } from '../core';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

/** A logged-in runtime on the in-process sandbox, on a prematch bet-builder match with the deep markets. */
async function onBuilderMatch(options: { loseNextPlacementAnswer?: boolean } = {}) {
  const operator = sandboxFetch({ seed: 'contract' });
  let loseAnswer = options.loseNextPlacementAnswer ?? false;
  const placements: (string | null)[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isPlacement = request.method === 'POST' && url.pathname.endsWith('/betbuilders');
    if (isPlacement) placements.push(url.searchParams.get('uuid'));
    const response = await operator.fetch(request);
    if (isPlacement && loseAnswer) {
      loseAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return response;
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  await runtime.store.session.login('demo', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch')!;
  await runtime.loadEvent(event.id);
  const accountId = runtime.store.session.details.value!.alsPlayerId!;
  const outcome = (market: string, description: string) => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!.id;
  const cents = () => {
    const [whole, fraction = ''] = String(operator.sandbox.accounts.wallet(accountId).balance).split('.');
    return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  return { runtime, operator, event, outcome, cents, placements, accountId, home: event.competitors[0]!.name };
}

describe('the bet builder model', () => {
  it('prices each set of legs from the operator and shows a refusal with its message', async () => {
    const { runtime, operator, event, outcome, home } = await onBuilderMatch();
    const builder = runtime.store.betBuilder;
    expect(builder.toggleLeg(event.id, outcome('Match Result', home))).toBeNull();
    expect(builder.builder.value?.quote.status).toBe('idle');
    expect(runtime.store.betslip.state.value.open).toBe(true);
    builder.toggleLeg(event.id, outcome('Total Goals 1.5', 'Over 1.5'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    const priced = builder.builder.value!;
    const sandboxPrice = await (await operator.fetch('http://sandbox.test/xapi/rest/betbuilder/price', { method: 'POST', body: JSON.stringify({ eventId: event.id, outcomeIds: priced.legs.map((leg) => leg.outcomeId) }), headers: { 'content-type': 'application/json' } })).json();
    expect(priced.acceptedDecimal).toBe(sandboxPrice.decimal);

    builder.toggleLeg(event.id, outcome('Exact Total Goals', '0 Goals'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('refused'));
    const quote = builder.builder.value!.quote;
    expect(quote.status === 'refused' && quote.errors[0]).toMatchObject({ code: 'BB-CONTRADICTION', message: `“Match Result: ${home}” and “Exact Total Goals: 0 Goals” cannot both win. Remove one of them.` });
    expect(builder.problem.value).toBe('refused');
    builder.removeLeg(outcome('Exact Total Goals', '0 Goals'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
  });

  it('places once at the agreed price, debiting the stake exactly; a lost answer is retried under the same uuid', async () => {
    const { runtime, event, outcome, home, cents, placements } = await onBuilderMatch({ loseNextPlacementAnswer: true });
    const builder = runtime.store.betBuilder;
    builder.toggleLeg(event.id, outcome('Match Result', home));
    builder.toggleLeg(event.id, outcome('Both Teams To Score', 'Yes'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    expect(builder.typeStake('12.40').problem).toBeNull();
    expect(builder.problem.value).toBeNull();
    const decimal = builder.builder.value!.acceptedDecimal!;
    // 12.40 x price, exactly, rounded down to cents.
    expect(builder.figures.value!.returns.toString()).toBe(new Big('12.40').times(decimal).round(2, Big.roundDown).toString());
    const before = cents();
    await builder.place();
    expect(builder.phase.value).toBe('answer-lost');
    expect(cents()).toBe(before - 1240n);
    await builder.place();
    expect(builder.phase.value).toBe('placed');
    expect(placements).toHaveLength(2);
    expect(placements[1]).toBe(placements[0]);
    expect(cents()).toBe(before - 1240n);
    expect(builder.receipt.value?.bet).toMatchObject({ kind: 'bet-builder', combinedDecimal: decimal, totalStake: 12.4 });
    expect(builder.builder.value).toBeNull();
  });

  it('refuses a bad stake text without staking anything, keeping the legs', async () => {
    const { runtime, event, outcome, home } = await onBuilderMatch();
    const builder = runtime.store.betBuilder;
    builder.toggleLeg(event.id, outcome('Match Result', home));
    builder.toggleLeg(event.id, outcome('Both Teams To Score', 'Yes'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    const field = builder.typeStake('abc');
    expect(field.problem).not.toBeNull();
    expect(builder.builder.value!.unitStake).toBe(0);
    expect(builder.problem.value).toBe('no-stake');
    expect(builder.builder.value!.legs).toHaveLength(2);
  });
});
