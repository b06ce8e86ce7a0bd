import { type Big, dec } from '../decimal/exact';
import type { CoreSettings } from '../settings/defaults';
import { stakeScale, toCurrencyUnits } from './stakeScale';
import type { SingleStake, SlipStakes } from './stakeTypes';
import { countedFreeMoneyUnitStake, exactStakeTotals, stakeOrZero } from './totalStake';

/** Every way the slip's stakes can be refused (spec 5), in the order they are checked. */
export type StakeRefusal = 'stake-below-minimum' | 'stake-above-maximum' | 'multiple-below-minimum' | 'free-bet-exceeded' | 'stake-too-high';

export interface StakeProblem {
  reason: StakeRefusal;
  /** The bet it concerns (sel1, mul1, a system code), or null for the whole slip. */
  ref: string | null;
}

export type StakeSettings = Pick<
  CoreSettings,
  'bet_stake_min_amount' | 'bet_stake_max_amount' | 'multiple_min_stake' | 'each_way_enabled' | 'thousands_scaled_currencies'
>;

export interface StakeCheck {
  slip: SlipStakes;
  /** The player's currency (decides the x1000 scale, see stakeScale.ts). */
  currency: string;
  settings: StakeSettings;
  /** The expanded slip (every bet shown) rather than the collapsed one. */
  expanded: boolean;
  /** Sportsbook wallet balance in whole currency units; null when logged out (not checked). */
  balance: number | null;
}

/** A bound the caller can use: a finite amount of 0 or more, else none. */
function usableBound(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Checks the slip's stakes (spec 5) and lists every problem, in the order the slip shows
 * them; the first is the one on screen (firstStakeProblem).
 *
 * Order: each bet in slip order (singles, then the multiple, then systems), then the free
 * bet, then the balance. For one bet: a multiple below multiple_min_stake
 * ('multiple-below-minimum'), else below its minimum ('stake-below-minimum'), else above
 * its maximum ('stake-above-maximum'). A single's bounds are its minBetStake and
 * maxBetStake when set, else bet_stake_min_amount and bet_stake_max_amount; they apply to
 * the stake of one bet (cash + counted free money; a system's stake per line).
 *
 * A bet with a zero or empty stake is not an error and is not checked: it is not placed
 * (stakedBetRefs lists the bets that are). A slip with nothing staked has no problems.
 *
 * 'free-bet-exceeded': the total free-money stake is above the free bet on offer, which is
 * the first bet's maxFreeMoneyStake on the expanded slip, and on the collapsed slip that
 * of the selection offering the free bet (the first that offers one). Free money counts
 * only where maxFreeMoneyStake is set and a free-money unit stake exists.
 *
 * 'stake-too-high': the total stake minus the free-money stake (that is, the cash) is
 * above the wallet balance; a balance of 0 or less allows no cash stake. Not checked when
 * the balance is unknown (null: logged out; NaN or Infinity: nothing to compare with).
 *
 * Thousands-scaled currencies: every stake and bound is multiplied by 1000 for comparison;
 * the balance is already in whole units (stakeScale.ts). Never throws: unusable amounts
 * count as no stake, unusable bounds as no bound.
 */
export function validateStakes({ slip, currency, settings, expanded, balance }: StakeCheck): StakeProblem[] {
  const scale = stakeScale(currency, settings.thousands_scaled_currencies);
  const units = (amount: number | Big): Big => toCurrencyUnits(dec(amount), scale);
  const problems: StakeProblem[] = [];

  const boundReason = (stake: Big, min: number | null, max: number | null): StakeRefusal | null => {
    if (min !== null && units(stake).lt(units(min))) return 'stake-below-minimum';
    if (max !== null && units(stake).gt(units(max))) return 'stake-above-maximum';
    return null;
  };
  const operatorMin = usableBound(settings.bet_stake_min_amount);
  const operatorMax = usableBound(settings.bet_stake_max_amount);
  const multipleMin = usableBound(settings.multiple_min_stake);

  for (const single of slip.singles) {
    const stake = dec(stakeOrZero(single.unitStake)).plus(countedFreeMoneyUnitStake(single));
    if (stake.eq(0)) continue;
    const reason = boundReason(stake, usableBound(single.minBetStake) ?? operatorMin, usableBound(single.maxBetStake) ?? operatorMax);
    if (reason !== null) problems.push({ reason, ref: single.ref });
  }
  for (const multiple of slip.multiples) {
    const stake = dec(stakeOrZero(multiple.unitStake));
    if (stake.eq(0)) continue;
    const reason = multipleMin !== null && units(stake).lt(units(multipleMin)) ? 'multiple-below-minimum' : boundReason(stake, operatorMin, operatorMax);
    if (reason !== null) problems.push({ reason, ref: multiple.ref });
  }
  for (const system of slip.systems) {
    const stake = dec(stakeOrZero(system.unitStake));
    if (stake.eq(0)) continue;
    const reason = boundReason(stake, operatorMin, operatorMax);
    if (reason !== null) problems.push({ reason, ref: system.ref });
  }

  const totals = exactStakeTotals(slip, settings.each_way_enabled);
  if (totals.freeMoney.gt(0)) {
    const offered = freeBetOnOffer(slip.singles, expanded);
    if (units(totals.freeMoney).gt(units(offered))) problems.push({ reason: 'free-bet-exceeded', ref: null });
  }

  if (balance !== null && Number.isFinite(balance)) {
    const cash = totals.total.minus(totals.freeMoney);
    if (cash.gt(0) && units(cash).gt(dec(Math.max(balance, 0)))) problems.push({ reason: 'stake-too-high', ref: null });
  }
  return problems;
}

/**
 * The refusals that break one bet's own bounds (below its minimum, above its maximum, a
 * multiple below the multiple minimum), each a bound the operator sent or set and refuses
 * bets outside of. Not the balance, nor the free bet: those are the slip's, not a stake's.
 */
export const BOUND_REFUSALS: ReadonlySet<StakeRefusal> = new Set<StakeRefusal>(['stake-below-minimum', 'stake-above-maximum', 'multiple-below-minimum']);

/** The first problem, the one the slip shows, or null when the stakes can be placed. */
export function firstStakeProblem(check: StakeCheck): StakeProblem | null {
  return validateStakes(check)[0] ?? null;
}

/**
 * The maximum free-money stake (spec 5): expanded, the first bet's; collapsed, the
 * selection's that offers the free bet. 0 when that bet has none, so any free money on
 * the slip then exceeds it.
 */
function freeBetOnOffer(singles: readonly SingleStake[], expanded: boolean): number {
  const source = expanded ? singles[0] : singles.find((single) => stakeOrZero(single.maxFreeMoneyStake) > 0);
  return stakeOrZero(source?.maxFreeMoneyStake);
}
