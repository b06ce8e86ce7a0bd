import { dec } from '../decimal/exact';
import type { CoreSettings } from '../settings/defaults';
import { scaled, stakeScale } from './stakeScale';
import type { SlipStakes } from './stakeTypes';
import { stakeOrZero, totalFreeMoneyStake, totalStake } from './totalStake';

/** Every way a slip's stakes can be refused (spec 5), in the order they are checked. */
export type StakeRefusal =
  | 'no-stake'
  | 'stake-below-minimum'
  | 'stake-above-maximum'
  | 'multiple-below-minimum'
  | 'free-bet-exceeded'
  | 'stake-too-high';

export interface StakeProblem {
  reason: StakeRefusal;
  /** The bet it concerns (sel1, mul1, a system ref), or null for the whole slip. */
  ref: string | null;
}

export type StakeSettings = Pick<
  CoreSettings,
  'bet_stake_min_amount' | 'bet_stake_max_amount' | 'multiple_min_stake' | 'each_way_enabled' | 'thousands_scaled_currencies'
>;

export interface StakeCheck {
  slip: SlipStakes;
  currency: string;
  settings: StakeSettings;
  /** The slip shows every bet (expanded) rather than the simple view. */
  expanded: boolean;
  /** Sportsbook wallet balance in currency units; null when logged out (not checked). */
  balance: number | null;
}

/**
 * Checks a slip's stakes (spec 5) and lists every problem; the UI shows the first.
 *
 * Order: nothing staked at all; then each bet in slip order (singles, multiples, systems):
 * below its minimum (the selection's minBetStake, else bet_stake_min_amount; a multiple
 * also needs multiple_min_stake), above its maximum (maxBetStake, else
 * bet_stake_max_amount); then the free bet; then the balance. Bounds apply to the unit
 * stake of each bet. A bet with no stake is simply not placed and is not checked.
 *
 * Free bet exceeded: the total free-money stake is above the free bet on offer, which
 * is the first bet's maxFreeMoneyStake on the expanded slip and the selection's own on
 * the simple view. Free money counts only on bets where maxFreeMoneyStake is set.
 *
 * Stake too high: total stakes (each way doubled, groups x number of bets) minus the
 * free-money stake exceed the balance. For thousands-scaled currencies stakes and bounds
 * are multiplied by 1000 first (see stakeScale.ts).
 */
export function validateStakes({ slip, currency, settings, expanded, balance }: StakeCheck): StakeProblem[] {
  const scale = stakeScale(currency, settings.thousands_scaled_currencies);
  const problems: StakeProblem[] = [];
  const cash = totalStake(slip, settings.each_way_enabled);
  const freeMoney = totalFreeMoneyStake(withOfferedFreeBets(slip), settings.each_way_enabled);
  if (cash.plus(freeMoney).eq(0)) return [{ reason: 'no-stake', ref: null }];

  const checkBounds = (ref: string, stake: number, min: number, max: number): void => {
    if (stake <= 0) return;
    if (Number.isFinite(min) && scaled(stake, scale).lt(scaled(min, scale))) problems.push({ reason: 'stake-below-minimum', ref });
    else if (Number.isFinite(max) && scaled(stake, scale).gt(scaled(max, scale))) problems.push({ reason: 'stake-above-maximum', ref });
  };
  for (const single of slip.singles) {
    checkBounds(single.ref, stakeOrZero(single.unitStake), single.minBetStake ?? settings.bet_stake_min_amount, single.maxBetStake ?? settings.bet_stake_max_amount);
  }
  for (const multiple of slip.multiples) {
    const stake = stakeOrZero(multiple.unitStake);
    if (stake > 0 && Number.isFinite(settings.multiple_min_stake) && scaled(stake, scale).lt(scaled(settings.multiple_min_stake, scale))) problems.push({ reason: 'multiple-below-minimum', ref: multiple.ref });
    else checkBounds(multiple.ref, stake, settings.bet_stake_min_amount, settings.bet_stake_max_amount);
  }
  for (const system of slip.systems) checkBounds(system.ref, stakeOrZero(system.unitStake), settings.bet_stake_min_amount, settings.bet_stake_max_amount);

  const offered = freeBetOnOffer(slip, expanded);
  if (freeMoney.gt(0) && (offered === null || freeMoney.gt(dec(offered)))) problems.push({ reason: 'free-bet-exceeded', ref: null });

  if (balance !== null && Number.isFinite(balance) && cash.times(scale).gt(dec(Math.max(balance, 0)))) {
    problems.push({ reason: 'stake-too-high', ref: null });
  }
  return problems;
}

/** The first problem, which is the one the slip shows, or null when the slip can be placed. */
export function firstStakeProblem(check: StakeCheck): StakeProblem | null {
  return validateStakes(check)[0] ?? null;
}

/** Free money only counts where a free bet is on offer (maxFreeMoneyStake set). */
function withOfferedFreeBets(slip: SlipStakes): SlipStakes {
  return {
    singles: slip.singles.map((single) => (single.maxFreeMoneyStake ? single : { ...single, freeMoneyUnitStake: null })),
    multiples: slip.multiples,
    systems: slip.systems,
  };
}

function freeBetOnOffer(slip: SlipStakes, expanded: boolean): number | null {
  const source = expanded ? slip.singles[0] : slip.singles.find((single) => stakeOrZero(single.maxFreeMoneyStake) > 0);
  const offered = stakeOrZero(source?.maxFreeMoneyStake);
  return offered > 0 ? offered : null;
}
