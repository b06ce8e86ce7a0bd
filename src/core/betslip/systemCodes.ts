/**
 * System bets by code (spec 9 "System codes"): the last three digits of the bet type id
 * say which fold sizes the system holds. `accumulator` is the fold of every leg, so the
 * named full-cover systems fit exactly one slip size (a Yankee is 4 legs).
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
  /** Legs the system is built for; null for the single-fold codes, which fit any slip large enough. */
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
