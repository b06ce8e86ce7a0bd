/**
 * The public contract for `./core`, checked at compile time (npm run typecheck):
 * if a name disappears or a signature drifts, this file stops compiling.
 */
import type {
  convertOdds,
  formatAmount,
  formatOdds,
  multipleDescription,
  parseStake,
  potentialReturns,
  quickStakes,
  systemBet,
  validateOtp,
  Leg,
  OddsFormat,
} from '../../src/core/index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T => true as T;

export const contract = [
  holds<Equal<OddsFormat, 'euro' | 'hk' | 'us' | 'malay' | 'indo'>>(),
  holds<Equal<Leg, { eventId: string; marketId: string; outcomeId: string; decimal: number }>>(),
  holds<Equal<typeof convertOdds, (decimal: number, format: OddsFormat) => number | null>>(),
  holds<Equal<typeof formatOdds, (decimal: number, format: OddsFormat) => string>>(),
  holds<Equal<ReturnType<typeof formatAmount>, string>>(),
  holds<Equal<Parameters<typeof formatAmount>[0], number>>(),
  holds<Equal<Parameters<typeof formatAmount>[1], string>>(),
  holds<Equal<typeof parseStake, (text: string, places?: number) => number | null>>(),
  holds<Equal<typeof multipleDescription, (selectionCount: number) => string>>(),
  holds<Equal<typeof systemBet, (code: string, legs: Leg[]) => { noOfBets: number; folds: number[]; includesSingles: boolean }>>(),
  holds<Equal<Parameters<typeof potentialReturns>[0], string>>(),
  holds<Equal<Parameters<typeof potentialReturns>[1], Leg[]>>(),
  holds<Equal<Parameters<typeof potentialReturns>[2], number>>(),
  holds<Equal<ReturnType<typeof potentialReturns>, number>>(),
  holds<Equal<typeof quickStakes, (currency: string, settingsValue?: string) => number[]>>(),
  holds<Equal<typeof validateOtp, (code: string) => string | null>>(),
];
