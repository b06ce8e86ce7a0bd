import type { SlipFigures } from '../betslipState/slipFigures';
import { dec, toNumber } from '../decimal/exact';
import { promoCashParts, promoCashPayout, promoCashToUse } from './promoCash';

/** The slip's promo-cash figures: what promo cash pays and what is left for the balance. */
export interface SlipPromoCash {
  /** Promo cash the slip spends (all of its cost up to what the wallet holds). */
  stake: number;
  /** What the balance pays: the slip's cost (totalCost) less the promo cash. */
  fromBalance: number;
}

/**
 * The slip's figures when the bettor stakes promo cash (`available`: the wallet's promo
 * cash; null or 0: none). Each bet takes its part in core's fixed order (promoCashParts)
 * and shows what it pays by the promo-cash rule (promoCashPayout: its returns less the
 * promo-cash part, never below 0); the totals add the shown figures. Without promo cash
 * the figures are the same object (no `promoCash`), so readers comparing by identity see no change.
 */
export function withPromoCash(figures: SlipFigures, available: number | null): SlipFigures {
  const stake = promoCashToUse(figures.totalCost, available);
  if (stake === 0) return figures;
  const parts = promoCashParts(
    [
      ...figures.singles.map((single) => ({ ref: single.ref, cashStake: dec(single.totalStake).minus(single.freeMoneyStake) })),
      ...(figures.multiple ? [{ ref: figures.multiple.ref, cashStake: figures.multiple.totalStake }] : []),
      ...figures.systems.map((system) => ({ ref: system.code, cashStake: system.totalStake })),
    ],
    stake,
  );
  const adjust = <T extends { potentialReturns: number }>(figure: T, ref: string): T => {
    const part = parts.get(ref) ?? dec(0);
    return part.eq(0) ? figure : { ...figure, promoCashStake: toNumber(part), potentialReturns: toNumber(promoCashPayout(figure.potentialReturns, part)) };
  };
  const singles = figures.singles.map((single) => adjust(single, single.ref));
  const multiple = figures.multiple ? adjust(figures.multiple, figures.multiple.ref) : null;
  const systems = figures.systems.map((system) => adjust(system, system.code));
  const potentialReturns = [...singles, ...(multiple ? [multiple] : []), ...systems].reduce((total, figure) => total.plus(figure.potentialReturns), dec(0));
  return {
    ...figures,
    singles,
    multiple,
    systems,
    potentialReturns: toNumber(potentialReturns),
    promoCash: { stake, fromBalance: toNumber(dec(figures.totalCost).minus(stake)) },
  };
}
