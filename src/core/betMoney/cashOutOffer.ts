import { type Big, dec } from '../decimal/exact';
import { divideDown } from '../decimal/exactDivision';

/** The bookmaker's margin on a cash out: 5% under the bet's fair value. */
export const CASH_OUT_MARGIN_PERCENT = 5;

/**
 * What the bookmaker pays now to close an open bet (spec 9 cashout): what the bet would
 * pay if its open legs won, as it stands (settled legs at their result: a void leg counts
 * 1; net of tax for a taxed bet; `betMoney` computes it), divided by the current prices of
 * its open legs (their chance, as the market sees it now), less the margin, rounded down.
 *
 * For an untaxed bet this is stake x won prices x placed/current for each open leg, the
 * usual formula; starting from the returns instead of the stake keeps a taxed bet's offer
 * under what it would pay (every current price is at least 1, so the offer is at most
 * (100 - margin)% of those returns, which never exceed the recorded potential returns).
 * Null when an open leg has no usable price: nothing can be offered then.
 */
export function cashOutOffer(returnsIfOpenLegsWin: Big | number | string, openLegPrices: readonly number[], precision: number): Big | null {
  if (openLegPrices.some((price) => !Number.isFinite(price) || price < 1)) return null;
  const chance = openLegPrices.reduce((product, price) => product.times(price), dec(1));
  return divideDown(dec(returnsIfOpenLegsWin).times(100 - CASH_OUT_MARGIN_PERCENT), chance.times(100), precision);
}
