import { describe, expect, it } from 'vitest';
import { reduceBetslip, type BetslipAction } from '../core';
import { keptSlipActions, keptSlipOf } from './sessionEndModel';

const add: BetslipAction = { type: 'add', selection: { eventId: 'e1', marketId: 'm1', outcomeId: 'o1', decimal: 2.5 } };

describe('the promo-cash choice goes where the slip goes (docs/betslip.md "Promo cash")', () => {
  it('a slip kept across a session end keeps "Use promo cash" with its stakes', () => {
    const ticked = reduceBetslip([add, { type: 'set-stake', ref: 'sel1', stake: 25 }, { type: 'set-use-promo-cash', checked: true }]);
    const kept = keptSlipOf(ticked);
    expect(kept?.usePromoCash).toBe(true);
    const restored = reduceBetslip(keptSlipActions(kept!));
    expect(restored).toMatchObject({ usePromoCash: true, order: ['o1'] });
    expect(restored.bets.o1?.unitStake).toBe(25);
  });

  it('off stays off, and a slip kept by an older version (no usePromoCash) comes back off', () => {
    const plain = keptSlipOf(reduceBetslip([add, { type: 'set-stake', ref: 'sel1', stake: 5 }]))!;
    expect(reduceBetslip(keptSlipActions(plain)).usePromoCash).toBe(false);
    const { usePromoCash: _dropped, ...older } = { ...plain, usePromoCash: true };
    expect(reduceBetslip(keptSlipActions(older)).usePromoCash).toBe(false);
  });
});
