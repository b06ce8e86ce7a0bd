import { Big, betMoney, multipleLines, placeValue, singleLines, systemLines, winValue, type BetMoney, type BetLines } from '../../../src/core/index';
import { operatorPrecision } from '../content/operatorCurrencies';
import type { BetLeg, BetRecord } from '../sandboxState';
import { inCurrencyUnits } from './stakeUnits';

/** What a recorded bet's money depends on: the same inputs the slip priced it with. */
export type BetShape = Pick<BetRecord, 'kind' | 'legs' | 'unitStake' | 'noOfBets' | 'eachWay' | 'freeBetStake' | 'currency' | 'tax' | 'combinedDecimal'>;

/** How each leg is valued: its win line and its place line (each way). */
interface LegValuation {
  win(leg: BetLeg): Big;
  place(leg: BetLeg): Big;
}

/** Every leg winning and placing: what the bet promises (its potential returns). */
export const ifEveryLegWins: LegValuation = {
  win: (leg) => winValue(leg.decimal),
  place: (leg) => (leg.placeTerms ? placeValue(leg.decimal, leg.placeTerms.fraction) : new Big(0)),
};

/** The legs as they ended: win at the price, void at 1, lost at 0 (place: placed at the place value). */
export const asSettled: LegValuation = {
  win: (leg) => (leg.result === 'win' ? winValue(leg.decimal) : leg.result === 'void' ? new Big(1) : new Big(0)),
  place: (leg) => (leg.result === 'void' ? new Big(1) : leg.placed ? ifEveryLegWins.place(leg) : new Big(0)),
};

/** Settled legs at their result, open ones as if they win: what the bet pays if the rest comes in (cash out's basis). */
export const ifOpenLegsWin: LegValuation = {
  win: (leg) => (leg.result === 'open' ? ifEveryLegWins.win(leg) : asSettled.win(leg)),
  place: (leg) => (leg.result === 'open' ? ifEveryLegWins.place(leg) : asSettled.place(leg)),
};

/**
 * A bet builder is one line at its combined price: a leg's own price means nothing to it.
 * Won when every leg wins; any lost leg loses it; a void leg (and none lost) voids it whole,
 * stake back, as the joint price no longer describes what is left (docs/bet-builder.md).
 */
function betBuilderValue(bet: BetShape, valuation: LegValuation): Big {
  const values = bet.legs.map((leg) => valuation.win(leg));
  if (values.some((value) => value.eq(0))) return new Big(0);
  if (bet.legs.some((leg) => leg.result === 'void')) return new Big(1);
  return winValue(bet.combinedDecimal ?? 0);
}

function linesOf(bet: BetShape, valuation: LegValuation): BetLines {
  if (bet.kind === 'bet-builder') return singleLines(betBuilderValue(bet, valuation), null);
  if (bet.kind === 'single') {
    const leg = bet.legs[0] as BetLeg;
    return singleLines(valuation.win(leg), bet.eachWay && leg.placeTerms ? valuation.place(leg) : null);
  }
  if (bet.kind === 'multiple') return multipleLines(bet.legs.map((leg) => valuation.win(leg)));
  const byOutcome = new Map(bet.legs.map((leg) => [leg.outcomeId, leg]));
  const legs = bet.legs.map((leg) => ({ eventId: leg.eventId, marketId: leg.marketId, outcomeId: leg.outcomeId, decimal: leg.decimal }));
  return systemLines(bet.kind, legs, (leg) => valuation.win(byOutcome.get(leg.outcomeId) as BetLeg));
}

/**
 * A recorded bet's money under a valuation of its legs, by core's `betMoney`: the rule the
 * slip showed the bet with. The record keeps the unit stake as sent (thousands for a
 * scaled currency) and the free money in whole units over all lines.
 */
export function recordedBetMoney(bet: BetShape, valuation: LegValuation): BetMoney {
  const lines = linesOf(bet, valuation);
  return betMoney({
    lines,
    cashUnit: inCurrencyUnits(bet.unitStake, bet.currency),
    freeUnit: new Big(bet.freeBetStake).div(bet.noOfBets),
    tax: bet.tax ?? null,
    precision: operatorPrecision(bet.currency),
  });
}
