import { foldCounts } from './foldPolynomial';
import type { Leg } from './leg';
import { SYSTEM_DEFINITIONS, systemDefinition, systemFitsLegs, type SystemDefinition } from './systemCodes';

export interface SystemBet {
  /** Bets the system places: combinations with no two outcomes of one market (spec 5). */
  noOfBets: number;
  /** Fold sizes it holds besides singles, ascending; the accumulator is the legs' count. */
  folds: number[];
  includesSingles: boolean;
}

/** Why a code cannot be played on these legs. */
export type SystemRefusal = 'unknown-system-code' | 'legs-do-not-fit-code' | 'no-valid-combination';

export type SystemBetResult = { ok: true; bet: SystemBet; definition: SystemDefinition } | { ok: false; refusal: SystemRefusal };

/** The fold sizes a definition takes on a slip of `legCount` legs. */
function foldsFor(definition: SystemDefinition, legCount: number): number[] {
  return definition.includesAccumulator ? [...definition.folds, legCount] : [...definition.folds];
}

type Resolved =
  | { ok: true; definition: SystemDefinition; bet: SystemBet }
  | { ok: false; refusal: Exclude<SystemRefusal, 'no-valid-combination'>; definition: SystemDefinition | null };

/** Reads the code and counts its bets; a code with no valid combination still resolves (noOfBets 0). */
function resolve(code: string, legs: readonly Leg[]): Resolved {
  const definition = systemDefinition(code);
  if (definition === null) return { ok: false, refusal: 'unknown-system-code', definition };
  if (!systemFitsLegs(definition, legs.length)) return { ok: false, refusal: 'legs-do-not-fit-code', definition };
  const folds = foldsFor(definition, legs.length);
  const sizes = definition.includesSingles ? [1, ...folds] : folds;
  const counts = foldCounts(legs, Math.max(...sizes));
  const noOfBets = sizes.reduce((total, size) => total + (counts[size] ?? 0), 0);
  return { ok: true, definition, bet: { noOfBets, folds, includesSingles: definition.includesSingles } };
}

/** The system on these legs, or the reason it cannot be played; never throws. */
export function systemBetOrRefusal(code: string, legs: readonly Leg[]): SystemBetResult {
  const resolved = resolve(code, legs);
  if (!resolved.ok) return { ok: false, refusal: resolved.refusal };
  // Spec 5: combinations of one market are not bets, so a system left with none is not playable.
  if (resolved.bet.noOfBets === 0) return { ok: false, refusal: 'no-valid-combination' };
  return { ok: true, bet: resolved.bet, definition: resolved.definition };
}

/**
 * The system `code` ('058', '059', '002' ... or a full bet type id such as '200058') on
 * these legs: how many bets it places and which folds it holds. Bet counts leave out
 * combinations holding two outcomes of one market (spec 5), so a slip whose legs all
 * share one market places no doubles at all (noOfBets 0, not an error).
 *
 * An unknown code or one that does not fit the slip (a Yankee needs exactly 4 legs, a
 * Trixie or a 5-fold at least 3 or 5) is a programming error, the codes coming from
 * `availableSystemCodes`, so it throws a RangeError saying how to fix it;
 * `systemBetOrRefusal` is the non-throwing form.
 */
export function systemBet(code: string, legs: Leg[]): { noOfBets: number; folds: number[]; includesSingles: boolean } {
  const resolved = resolve(code, legs);
  if (resolved.ok) return resolved.bet;
  if (resolved.definition === null) {
    throw new RangeError(
      `systemBet: unknown system code '${code}'. Use one of ${SYSTEM_DEFINITIONS.map((definition) => definition.code).join(', ')} (or a bet type id ending in one).`,
    );
  }
  const { definition } = resolved;
  const needs = definition.includesAccumulator ? `exactly ${definition.legCount}` : `at least ${Math.max(...definition.folds)}`;
  throw new RangeError(`systemBet: system '${definition.code}' (${definition.name}) needs ${needs} legs, got ${legs.length}. Offer only availableSystemCodes(legs).`);
}

/**
 * The systems a slip offers (spec 5: "which codes are offered follows from the number of
 * legs"): every k-fold for 2 <= k < n (the n-fold is the multiple itself, offered as
 * such), up to 12, the codes holding the accumulator built for exactly n legs, and the
 * codes of fixed folds the legs are enough for (a Trixie on 3 legs and more). A code
 * whose every combination would hold two outcomes of one market is not offered.
 */
export function availableSystemCodes(legs: readonly Leg[]): string[] {
  const n = legs.length;
  return SYSTEM_DEFINITIONS.filter((definition) => {
    if (definition.legCount === null && (definition.folds[0] ?? 0) >= n) return false;
    return systemBetOrRefusal(definition.code, legs).ok;
  }).map((definition) => definition.code);
}
