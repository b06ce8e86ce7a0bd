/**
 * System bets by code (spec 9 "System codes"): the last three digits of the bet type id
 * say which fold sizes the system holds. `accumulator` is the fold of every leg, so a code
 * holding it (Yankee 019, Lucky 15 059) fits exactly one slip size: on any other it would
 * skip a fold or repeat one. A code of fixed fold sizes (Trixie 058 "folds 2 and 3") fits
 * every slip with legs enough for its largest fold: on four legs a Trixie is six doubles
 * and four trebles (docs/betslip.md, "System codes on larger slips").
 */
export interface SystemDefinition {
  /** Three digits, e.g. '059'. */
  code: string;
  /** The name bettors know it by. */
  name: string;
  includesSingles: boolean;
  /** Fold sizes besides singles and the accumulator. */
  folds: readonly number[];
  includesAccumulator: boolean;
  /**
   * Legs the name was made for (a Trixie covers 3, a Yankee 4); null for the single-fold
   * codes. Only codes holding the accumulator are limited to it (see `systemFitsLegs`).
   */
  legCount: number | null;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const FOLD_NAMES: Readonly<Record<number, string>> = { 2: 'Doubles', 3: 'Trebles' };

const singleFoldSystems: SystemDefinition[] = range(2, 12).map((fold) => ({
  code: String(fold).padStart(3, '0'),
  name: FOLD_NAMES[fold] ?? `${fold}-Folds`,
  includesSingles: false,
  folds: [fold],
  includesAccumulator: false,
  legCount: null,
}));

const fullCover = (code: string, name: string, legCount: number, includesSingles: boolean, folds: number[], includesAccumulator: boolean): SystemDefinition => ({
  code,
  name,
  includesSingles,
  folds,
  includesAccumulator,
  legCount,
});

export const SYSTEM_DEFINITIONS: readonly SystemDefinition[] = Object.freeze([
  ...singleFoldSystems,
  fullCover('058', 'Trixie', 3, false, [2, 3], false),
  fullCover('057', 'Patent', 3, true, [2, 3], false),
  fullCover('019', 'Yankee', 4, false, [2, 3], true),
  fullCover('059', 'Lucky 15', 4, true, [2, 3], true),
  fullCover('020', 'Super Yankee', 5, false, range(2, 5), false),
  fullCover('060', 'Lucky 31', 5, true, range(2, 5), false),
  fullCover('021', 'Heinz', 6, false, range(2, 6), false),
  fullCover('047', 'Lucky 63', 6, true, range(2, 6), false),
  fullCover('022', 'Super Heinz', 7, false, range(2, 7), false),
  fullCover('046', 'Goliath', 8, false, range(2, 8), false),
]);

/**
 * The three-digit code of a system code or a full bet type id: '200058', '58' and '058'
 * are the same system. Null when the text holds no digits to read.
 */
export function normaliseSystemCode(code: string): string | null {
  const digits = code.trim();
  if (!/^\d{1,12}$/.test(digits)) return null;
  return digits.slice(-3).padStart(3, '0');
}

export function systemDefinition(code: string): SystemDefinition | null {
  const normalised = normaliseSystemCode(code);
  return SYSTEM_DEFINITIONS.find((definition) => definition.code === normalised) ?? null;
}

/**
 * Whether the code can be played on a slip of `legs` legs: a code holding the accumulator
 * only on the size it was made for, any other once the slip has legs for its largest fold.
 */
export function systemFitsLegs(definition: SystemDefinition, legs: number): boolean {
  if (definition.includesAccumulator) return definition.legCount === legs;
  return Math.max(...definition.folds) <= legs;
}
