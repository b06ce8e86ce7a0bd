import { describe, expect, it } from 'vitest';
import { reduceBetslip, type BetslipAction } from '../betslipState/betslipReducer';
import { slipFigures } from '../betslipState/slipFigures';
import { placementSlipModel } from '../placement/placementRequest';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { PROMO_CASH_SHORT, promoCashParts, promoCashPayout, promoCashToUse } from './promoCash';
import { withPromoCash } from './slipPromoCash';

const add = (outcomeId: string, eventId: string, decimal: number, extra: Record<string, unknown> = {}): BetslipAction => ({
  type: 'add',
  selection: { eventId, marketId: `${eventId}-m`, outcomeId, decimal, ...extra },
});
const figuresOf = (actions: BetslipAction[]) => slipFigures(reduceBetslip(actions), { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false });
const asStrings = (parts: Map<string, { toString(): string }>) => Object.fromEntries([...parts].map(([ref, part]) => [ref, part.toString()]));

describe('promo cash: the rule (docs/betslip.md "Promo cash")', () => {
  it('spends promo cash bet by bet in one fixed order (singles, the multiple, systems by code), whatever order the bets come in', () => {
    const parts = promoCashParts(
      [
        { ref: '058', cashStake: 4 },
        { ref: 'mul1', cashStake: 3 },
        { ref: 'sel10', cashStake: 2 },
        { ref: 'sel2', cashStake: 2.5 },
        { ref: 'sel1', cashStake: 1 },
        { ref: '002', cashStake: 6 },
      ],
      '9.75',
    );
    // sel1 1 + sel2 2.5 + sel10 2 + mul1 3 = 8.5; 1.25 left for the 002, nothing for the 058.
    expect(asStrings(parts)).toEqual({ sel1: '1', sel2: '2.5', sel10: '2', mul1: '3', '002': '1.25', '058': '0' });
  });

  it('pays the cash-bet payout less the promo part, never below 0', () => {
    expect(promoCashPayout(25, 10).toString()).toBe('15');
    expect(promoCashPayout('62.5', '10').toString()).toBe('52.5');
    // A void single's cash-bet payout is its stake: the promo part is kept from it.
    expect(promoCashPayout(4, 10).toString()).toBe('0');
    expect(promoCashPayout(0, 10).toString()).toBe('0');
  });

  it('uses all of the cost up to what the wallet holds; none when there is none or nothing staked', () => {
    expect(promoCashToUse(25, 10)).toBe(10);
    expect(promoCashToUse(7.3, 10)).toBe(7.3);
    expect(promoCashToUse(10, 0)).toBe(0);
    expect(promoCashToUse(10, null)).toBe(0);
    expect(promoCashToUse(0, 10)).toBe(0);
    expect(PROMO_CASH_SHORT).toBe('PROMO-CASH-SHORT');
  });
});

describe('promo cash: the slip figures', () => {
  it('a single of 10.00 at 2.50 paid with 10.00 of promo cash: nothing from the balance, returns 15.00 (winnings only)', () => {
    const figures = withPromoCash(figuresOf([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 10 }]), 10);
    expect(figures.promoCash).toEqual({ stake: 10, fromBalance: 0 });
    expect(figures.totalStake).toBe(10);
    expect(figures.totalCost).toBe(10);
    expect(figures.singles[0]).toMatchObject({ promoCashStake: 10, potentialReturns: 15 });
    expect(figures.potentialReturns).toBe(15);
  });

  it('a stake above the promo cash: the rest from the balance, only the promo part kept from the returns', () => {
    const figures = withPromoCash(figuresOf([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 25 }]), 10);
    expect(figures.promoCash).toEqual({ stake: 10, fromBalance: 15 });
    // 25 x 2.50 = 62.50 as a cash bet, less the 10.00 of promo stake.
    expect(figures.potentialReturns).toBe(52.5);
  });

  it('two singles: the promo cash covers sel1, then part of sel2; the totals add the shown figures exactly', () => {
    const figures = withPromoCash(
      figuresOf([add('a', 'e1', 3.1), add('b', 'e2', 1.95), { type: 'set-stake', ref: 'sel1', stake: 5 }, { type: 'set-stake', ref: 'sel2', stake: 8 }]),
      7.3,
    );
    // sel1: 5 x 3.10 = 15.50 less 5.00; sel2: 8 x 1.95 = 15.60 less 2.30.
    expect(figures.singles.map((single) => [single.promoCashStake, single.potentialReturns])).toEqual([
      [5, 10.5],
      [2.3, 13.3],
    ]);
    expect(figures.potentialReturns).toBe(23.8);
    expect(figures.promoCash).toEqual({ stake: 7.3, fromBalance: 5.7 });
  });

  it('the multiple after the singles, and a free bet is never paid with promo cash', () => {
    const figures = withPromoCash(
      figuresOf([
        add('a', 'e1', 2, { maxFreeMoneyStake: 5 }),
        add('b', 'e2', 3),
        { type: 'set-free-bet', outcomeId: 'a', mode: 'max' },
        { type: 'set-stake', ref: 'mul1', stake: 4 },
      ]),
      3,
    );
    // sel1 holds only the free bet (no cash): the promo cash goes to the double, 4 x 6 = 24 less 3.
    expect(figures.singles[0]?.promoCashStake).toBeUndefined();
    expect(figures.multiple).toMatchObject({ promoCashStake: 3, potentialReturns: 21 });
    expect(figures.promoCash).toEqual({ stake: 3, fromBalance: figures.totalCost - 3 });
  });

  it('without promo cash (unused, none held, nothing staked) the figures are the same object', () => {
    const plain = figuresOf([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 10 }]);
    expect(withPromoCash(plain, null)).toBe(plain);
    expect(withPromoCash(plain, 0)).toBe(plain);
    const unstaked = figuresOf([add('a', 'e1', 2.5)]);
    expect(withPromoCash(unstaked, 10)).toBe(unstaked);
  });

  it('the placement says what the slip showed: usePromoCash with the promo cash it spends, and the same totalCost', () => {
    const slip = reduceBetslip([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 25 }, { type: 'set-use-promo-cash', checked: true }]);
    const plain = slipFigures(slip, { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false });
    const context = { usePromoCash: true, availableBalance: 100, accountId: '1044', reference: null };
    expect(placementSlipModel(slip, withPromoCash(plain, 10), context)).toMatchObject({ usePromoCash: true, promoCashStake: 10, totalCost: 25, globalStake: 25, potentialReturns: 52.5 });
    // Ticked but no promo cash to spend: nothing is claimed.
    expect(placementSlipModel(slip, withPromoCash(plain, 0), context)).toMatchObject({ usePromoCash: false, promoCashStake: 0, potentialReturns: 62.5 });
  });

  it('the choice is off by default, refused while placing, and gone with a cleared slip', () => {
    expect(reduceBetslip([add('a', 'e1', 2.5)]).usePromoCash).toBe(false);
    const ticked = reduceBetslip([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 1 }, { type: 'set-use-promo-cash', checked: true }]);
    expect(ticked.usePromoCash).toBe(true);
    const placing = reduceBetslip([add('a', 'e1', 2.5), { type: 'set-stake', ref: 'sel1', stake: 1 }, { type: 'placement-started' }, { type: 'set-use-promo-cash', checked: true }]);
    expect(placing.usePromoCash).toBe(false);
    expect(reduceBetslip([add('a', 'e1', 2.5), { type: 'set-use-promo-cash', checked: true }, { type: 'clear' }]).usePromoCash).toBe(false);
  });
});
