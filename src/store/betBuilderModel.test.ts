// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Big } from '../core';
import { disposeBuilderRuntimes, onBuilderMatch } from '../../tests/support/builderMatch';

afterEach(disposeBuilderRuntimes);

describe('the bet builder model', () => {
  it('prices each set of legs from the operator and shows a refusal with its message', async () => {
    const { runtime, sandboxPrice, event, outcome, home } = await onBuilderMatch();
    const builder = runtime.store.betBuilder;
    expect(builder.toggleLeg(event.id, outcome('Match Result', home))).toBeNull();
    expect(builder.builder.value?.quote.status).toBe('idle');
    expect(runtime.store.betslip.state.value.open).toBe(true);
    builder.toggleLeg(event.id, outcome('Total Goals 1.5', 'Over 1.5'));
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    const priced = builder.builder.value!;
    expect(priced.acceptedDecimal).toBe(await sandboxPrice(priced.legs.map((leg) => leg.outcomeId)));

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
