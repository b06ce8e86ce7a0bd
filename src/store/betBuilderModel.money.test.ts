// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Big } from '../core';
import { disposeBuilderRuntimes, onBuilderMatch } from '../../tests/support/builderMatch';

afterEach(disposeBuilderRuntimes);

/**
 * The product's money rule for the bet builder (docs/bet-builder.md): what the slip shows is
 * what is sent, what the operator records and what it pays, on a tax brand and on a
 * thousands-scaled currency as on any other.
 */
describe('the bet builder’s money on tax and x1000 brands', () => {
  it('a tax brand (safaribet, KES, 12.5% excise, 20% withholding): slip = request = record = payout', async () => {
    const { runtime, event, outcome, home, balance, settle, placementBodies, accountId, operator } = await onBuilderMatch({ brand: 'safaribet', username: 'safari' });
    const builder = runtime.store.betBuilder;
    const legs = [outcome('Match Result', home), outcome('Both Teams To Score', 'Yes')];
    for (const leg of legs) builder.toggleLeg(event.id, leg);
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    expect(builder.typeStake('50').problem).toBeNull();
    const decimal = builder.builder.value!.acceptedDecimal!;

    // An account of its own, in exact fractions: 50 x 100/112.5 wagered, the winnings taxed 20%, rounded down once.
    const wagered = new Big(50).times(100).div('112.5');
    const gross = wagered.times(decimal);
    const expectedReturns = gross.minus(gross.minus(wagered).times('0.2')).round(2, Big.roundDown);
    const figures = builder.figures.value!;
    expect(figures.stake.toString()).toBe('50');
    expect(figures.returns.toString()).toBe(expectedReturns.toString());
    expect(figures.tax).toMatchObject({ stakeAfterTax: wagered.round(2, Big.roundDown).toNumber(), netReturns: expectedReturns.toNumber() });

    const before = balance();
    await builder.place();
    expect(builder.phase.value).toBe('placed');
    // The request carries the slip's figures.
    expect(placementBodies[0]).toMatchObject({ eventId: event.id, outcomeIds: legs, decimal, unitStake: 50, totalCost: 50 });
    // The record is the slip's figure, and the wallet paid the stake shown.
    const [recorded] = operator.sandbox.betting.openBets(accountId).filter((bet) => bet.kind === 'bet-builder');
    expect(recorded).toMatchObject({ totalStake: 50, potentialReturns: expectedReturns.toNumber(), combinedDecimal: decimal, currency: 'KES' });
    expect(balance().toString()).toBe(before.minus(50).toString());

    // Both legs win: the payout is the returns the slip showed, to the cent.
    const settled = await settle({ [legs[0]!]: 'win', [legs[1]!]: 'win' }, [recorded!.betId]);
    expect(settled.bets[0]).toMatchObject({ status: 'won', returns: expectedReturns.toNumber() });
    expect(balance().toString()).toBe(before.minus(50).plus(expectedReturns).toString());
  });

  it('a thousands-scaled currency (garuda, IDR): typed 8 is 8,000 rupiah shown, sent as the cost, recorded and paid', async () => {
    const { runtime, event, outcome, home, balance, settle, placementBodies, accountId, operator } = await onBuilderMatch({ brand: 'garuda', username: 'garuda' });
    await vi.waitFor(() => expect(runtime.store.betslip.scale.value).toBe(1000));
    const builder = runtime.store.betBuilder;
    const legs = [outcome('Match Result', home), outcome('Total Goals 1.5', 'Over 1.5')];
    for (const leg of legs) builder.toggleLeg(event.id, leg);
    await vi.waitFor(() => expect(builder.builder.value?.quote.status).toBe('priced'));
    expect(builder.typeStake('8').problem).toBeNull();
    const decimal = builder.builder.value!.acceptedDecimal!;
    // 8,000 x the price, rupiah have no places: rounded down to a whole rupiah.
    const expectedReturns = new Big(8000).times(decimal).round(0, Big.roundDown);
    expect(builder.figures.value!.stake.toString()).toBe('8000');
    expect(builder.figures.value!.returns.toString()).toBe(expectedReturns.toString());

    const before = balance();
    await builder.place();
    expect(builder.phase.value).toBe('placed');
    expect(placementBodies[0]).toMatchObject({ unitStake: 8, totalCost: 8000 });
    const [recorded] = operator.sandbox.betting.openBets(accountId).filter((bet) => bet.kind === 'bet-builder');
    expect(recorded).toMatchObject({ unitStake: 8, totalStake: 8000, potentialReturns: expectedReturns.toNumber(), currency: 'IDR' });
    expect(balance().toString()).toBe(before.minus(8000).toString());

    await settle({ [legs[0]!]: 'win', [legs[1]!]: 'win' }, [recorded!.betId]);
    expect(balance().toString()).toBe(before.minus(8000).plus(expectedReturns).toString());
  });
});
