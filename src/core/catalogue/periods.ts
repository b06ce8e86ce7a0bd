import { parseSportKey } from './sports';

/** Spec 3: the abbreviations periods are shown with. */
export const PERIOD_ABBREVIATIONS = Object.freeze(['GAMES', 'SETS', 'FRAMES', 'MAP', 'LEGS', 'ENDS', 'STB', 'PERIOD', 'HALF', 'ET', 'ET_HALF', 'QTR', 'PENS'] as const);

export type PeriodAbbreviation = (typeof PERIOD_ABBREVIATIONS)[number];

export function isPeriodAbbreviation(value: string): value is PeriodAbbreviation {
  return (PERIOD_ABBREVIATIONS as readonly string[]).includes(value);
}

/**
 * Period type ids come in pairs: the live one and the prematch one (spec 9 gives
 * football 1st half 202/102, basketball quarter 271/171, tennis set 210/110). Whole-match
 * ids follow the same 2xx live / 1xx prematch pattern and are this SDK's choice, as are
 * football's 2nd half 203/103 and basketball's halves 272/172 (spec 3's extra period ids for
 * the event page) and ice hockey's periods 231/131.
 */
export interface PeriodTypeIds {
  live: number;
  prematch: number;
}

export type PeriodKind = 'match' | 'first-half' | 'second-half' | 'half' | 'quarter' | 'period' | 'set';

const PERIOD_TYPE_IDS: Readonly<Record<string, Partial<Record<PeriodKind, PeriodTypeIds>>>> = Object.freeze({
  FOOT: { match: { live: 200, prematch: 100 }, 'first-half': { live: 202, prematch: 102 }, 'second-half': { live: 203, prematch: 103 } },
  BASK: { match: { live: 270, prematch: 170 }, quarter: { live: 271, prematch: 171 }, half: { live: 272, prematch: 172 } },
  ICEH: { match: { live: 230, prematch: 130 }, period: { live: 231, prematch: 131 } },
  TENN: { match: { live: 209, prematch: 109 }, set: { live: 210, prematch: 110 } },
});

/**
 * The period type id to ask the feed for; null when the sport has no such period. A variant
 * key ('TENN-india') uses its sport's ids.
 */
export function periodTypeId(sportCode: string, period: PeriodKind, inRunning: boolean): number | null {
  const ids = PERIOD_TYPE_IDS[parseSportKey(sportCode).code]?.[period];
  if (ids === undefined) return null;
  return inRunning ? ids.live : ids.prematch;
}

/**
 * The period a period type id stands for (live or prematch alike), for naming a group of
 * markets when the feed sends no description; null for ids the table does not know.
 */
export function periodKindOf(sportCode: string, typeId: number): PeriodKind | null {
  const periods = PERIOD_TYPE_IDS[parseSportKey(sportCode).code] ?? {};
  for (const [kind, ids] of Object.entries(periods) as [PeriodKind, PeriodTypeIds][]) {
    if (ids.live === typeId || ids.prematch === typeId) return kind;
  }
  return null;
}
