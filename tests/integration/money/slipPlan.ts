import fc from 'fast-check';
import { SYSTEM_DEFINITIONS, type OddsFormat } from '../../../src/core';

/** Every demo brand; the suite bets on each through its own player. */
export const BRAND_IDS = ['eurobet', 'kingsbet', 'safaribet', 'harimau', 'garuda', 'wicket', 'lebet', 'golazo', 'pinoy'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const ODDS_FORMATS: readonly OddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo'];

/** Every system code of spec 9; the slip decides which ones the legs allow. */
export const SYSTEM_CODES: readonly string[] = SYSTEM_DEFINITIONS.map((definition) => definition.code);

/**
 * A stake as the bettor types it, brand-independent so it shrinks the same on every
 * brand: `band` says where it falls against the brand's bounds (below the minimum, in
 * range, at or above the maximum) and `at` (0..1000) where inside that band, on a log
 * scale. slipBuilder turns it into the brand currency's text (stakeText).
 */
export interface StakePick {
  band: 'in' | 'below' | 'above';
  at: number;
  /** A round amount (1, 2 or 5 times a power of ten), as bettors mostly type. */
  round: boolean;
}

/** What happens to a leg when the suite settles it at random. */
export type LegResult = 'win' | 'lose' | 'void' | 'place';

export interface PlanLeg {
  /** Index into the suite's event pool (modulo its size): small pools share events often. */
  event: number;
  /** Index into that event's open markets (modulo), so legs share markets too. */
  market: number;
  outcome: number;
  /** The single's stake, none when null. */
  stake: StakePick | null;
  /** Take the free bet on this selection when the player has one on offer. */
  freeBet: boolean;
  /** The leg's result in the random-settlement run. */
  result: LegResult;
  /** Cash-out run: the feed price moves by this factor (1: unchanged) before the offer is read. */
  priceMove: number;
  /** Cash-out run: the leg is settled as won before the offer is read. */
  wonEarly: boolean;
}

/** One slip a bettor could build: brand, odds format, legs, stakes and options. */
export interface SlipPlan {
  brand: BrandId;
  oddsFormat: OddsFormat;
  legs: PlanLeg[];
  /** Tick each way (only where the brand's slip offers it). */
  eachWay: boolean;
  /** The expanded slip (its free-bet rule reads the first bet). */
  expanded: boolean;
  multiple: StakePick | null;
  systems: { code: string; stake: StakePick }[];
}

export interface PlanOptions {
  /** How often a stake falls outside the brand's bounds (0..1). */
  outOfBounds: number;
  /** The brands to bet on; every brand when empty. */
  brands?: readonly BrandId[];
}

const stakePick = ({ outOfBounds }: PlanOptions): fc.Arbitrary<StakePick> => {
  const at = fc.integer({ min: 0, max: 1000 });
  const round = fc.boolean();
  const inRange = fc.record({ band: fc.constant('in' as const), at, round });
  if (outOfBounds <= 0) return inRange;
  const weight = Math.max(1, Math.round((outOfBounds / (1 - outOfBounds)) * 10));
  return fc.oneof(
    { arbitrary: inRange, weight: 20 },
    { arbitrary: fc.record({ band: fc.constant('below' as const), at, round }), weight },
    { arbitrary: fc.record({ band: fc.constant('above' as const), at, round }), weight },
  );
};

const legArbitrary = (options: PlanOptions, poolSize: number): fc.Arbitrary<PlanLeg> =>
  fc.record({
    event: fc.nat({ max: poolSize - 1 }),
    market: fc.nat({ max: 3 }),
    outcome: fc.nat({ max: 3 }),
    stake: fc.option(stakePick(options), { freq: 3 }),
    freeBet: fc.boolean(),
    result: fc.constantFrom<LegResult>('win', 'lose', 'void', 'place'),
    priceMove: fc.constantFrom(1, 1, 0.8, 0.95, 1.1, 1.5),
    wonEarly: fc.boolean(),
  });

/**
 * Random slips over the whole demo: every brand, every odds format, 1 to 15 legs drawn
 * from a small pool (so legs share events and markets, which the slip's rules refuse in
 * their own ways), singles, the multiple, any system code, each way and free bets.
 */
export function slipPlans(poolSize: number, options: PlanOptions): fc.Arbitrary<SlipPlan> {
  const stake = stakePick(options);
  return fc.record({
    brand: fc.constantFrom(...(options.brands && options.brands.length > 0 ? options.brands : BRAND_IDS)),
    oddsFormat: fc.constantFrom(...ODDS_FORMATS),
    // Half the slips take each leg from its own event, so multiples and every system code
    // come up; the other half draw freely, so legs share events and markets.
    legs: fc.oneof(
      fc.array(legArbitrary(options, poolSize), { minLength: 1, maxLength: 15 }),
      fc.uniqueArray(legArbitrary(options, poolSize), { minLength: 1, maxLength: 15, selector: (leg) => leg.event }),
    ),
    eachWay: fc.boolean(),
    expanded: fc.boolean(),
    multiple: fc.option(stake, { freq: 2 }),
    systems: fc.uniqueArray(fc.record({ code: fc.constantFrom(...SYSTEM_CODES), stake }), { maxLength: 3, selector: (system) => system.code }),
  });
}
