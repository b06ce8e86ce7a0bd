import { bench, describe } from 'vitest';
import { betslipReducer, reduceBetslip, type BetslipAction } from '../../src/core/betslipState/betslipReducer';
import type { BetslipState } from '../../src/core/betslipState/betslipState';
import { createSlipFigures, slipFigures, type FigureContext } from '../../src/core/betslipState/slipFigures';
import { DEFAULT_CORE_SETTINGS } from '../../src/core/settings/defaults';

/**
 * Issue 19: the slip's figures for a full 15-leg slip, per change (a stake typed, a price
 * moved), remembered (createSlipFigures, what the betslip model uses) against computed
 * from scratch. Each iteration is one change and its figures; the reducer's step is done
 * beforehand so only the figures are timed. Prints figures only; no time is asserted.
 */
const options = { maxBets: 15, closedRemovalMs: 3000 };
const add = (index: number): BetslipAction => ({ type: 'add', selection: { outcomeId: `o${index}`, eventId: `e${index % 13}`, marketId: `m${index % 13}`, decimal: 1.5 + index / 10 } });
const context: FigureContext = { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: { epwPromoFilterValues: [{ betSize: 3, percentage: 5 }], maxAmount: 500 }, excludedFromPromotions: false };
const base = reduceBetslip([...Array.from({ length: 15 }, (_, index) => add(index)), { type: 'set-stake', ref: '002', stake: 1 }, { type: 'set-stake', ref: 'mul1', stake: 2 }], undefined, options);

const stakeAction = (step: number): BetslipAction => ({ type: 'set-stake', ref: `sel${(step % 15) + 1}`, stake: 1 + (step % 50) });
const priceAction = (step: number): BetslipAction => ({ type: 'price-changed', outcomeId: `o${step % 15}`, decimal: 1.5 + (step % 40) / 20 });
/** 200 slips, each one change from the one before, made by `action`. */
function sequence(action: (step: number) => BetslipAction): BetslipState[] {
  const states: BetslipState[] = [];
  let state = base;
  for (let step = 0; step < 200; step += 1) {
    state = betslipReducer(state, action(step), options).state;
    states.push(state);
  }
  return states;
}
const changes = sequence((step) => (step % 2 === 0 ? stakeAction(step) : priceAction(step)));
const stakeChanges = sequence(stakeAction);
const priceChanges = sequence(priceAction);

describe('slip figures, 15 legs, one change', () => {
  const remembered = createSlipFigures();
  let next = 0;
  remembered(base, context);
  bench('remembered (createSlipFigures), a stake or a price changed', () => {
    remembered(changes[next % changes.length]!, context);
    next += 1;
  });

  const stakes = createSlipFigures();
  let nextStake = 0;
  stakes(base, context);
  bench('remembered, a stake typed', () => {
    stakes(stakeChanges[nextStake % stakeChanges.length]!, context);
    nextStake += 1;
  });

  const prices = createSlipFigures();
  let nextPrice = 0;
  prices(base, context);
  bench('remembered, a price moved', () => {
    prices(priceChanges[nextPrice % priceChanges.length]!, context);
    nextPrice += 1;
  });

  let fresh = 0;
  bench('from scratch (slipFigures), any change', () => {
    slipFigures(changes[fresh % changes.length]!, context);
    fresh += 1;
  });
});
