import { parseSportKey } from './sports';

/** What a market is, independent of the sport's numeric ids (spec 3). */
export type MarketKey =
  | 'WIN_DRAW_WIN'
  | 'HEAD_TO_HEAD'
  | 'HDP'
  | 'OVER_UNDER'
  | 'DOUBLE_CHANCE'
  | 'BOTH_TEAMS_TO_SCORE'
  | 'CORRECT_SCORE'
  | 'ODD_EVEN'
  | 'DRAW_NO_BET'
  | 'OUTRIGHT';

export interface MarketKeyEntry {
  key: MarketKey;
  marketTypeId: number;
  /** Live and prematch period type ids this market is fetched with. */
  periodTypeIds: readonly number[];
  /** Shown as a column of the european layout's event card. */
  europeanDefault: boolean;
}

/**
 * Market type ids per key: this SDK's sandbox ids. An operator whose feed uses other ids
 * overrides the table (see docs/core.md); the keys are what the UI works with.
 */
const MARKET_TYPE_IDS: Readonly<Record<MarketKey, number>> = Object.freeze({
  WIN_DRAW_WIN: 3,
  HEAD_TO_HEAD: 2,
  HDP: 11,
  OVER_UNDER: 13,
  DOUBLE_CHANCE: 17,
  BOTH_TEAMS_TO_SCORE: 19,
  CORRECT_SCORE: 21,
  ODD_EVEN: 23,
  DRAW_NO_BET: 25,
  OUTRIGHT: 99,
});

type Shape = 'three-way' | 'two-way' | 'outright';

/** The markets each shape offers, and which are the european layout's default columns. */
const SHAPES: Readonly<Record<Shape, readonly { key: MarketKey; europeanDefault: boolean }[]>> = Object.freeze({
  'three-way': [
    { key: 'WIN_DRAW_WIN', europeanDefault: true },
    { key: 'OVER_UNDER', europeanDefault: true },
    { key: 'HDP', europeanDefault: false },
    { key: 'DOUBLE_CHANCE', europeanDefault: false },
    { key: 'BOTH_TEAMS_TO_SCORE', europeanDefault: false },
    { key: 'CORRECT_SCORE', europeanDefault: false },
    { key: 'DRAW_NO_BET', europeanDefault: false },
  ],
  'two-way': [
    { key: 'HEAD_TO_HEAD', europeanDefault: true },
    { key: 'HDP', europeanDefault: true },
    { key: 'OVER_UNDER', europeanDefault: false },
    { key: 'ODD_EVEN', europeanDefault: false },
  ],
  outright: [{ key: 'OUTRIGHT', europeanDefault: true }],
});

/** Sport code -> [shape, whole-match period ids (live, prematch)]: about 40 codes (spec 3). */
const SPORT_SHAPES: Readonly<Record<string, readonly [Shape, number, number]>> = Object.freeze({
  FOOT: ['three-way', 200, 100],
  FUTS: ['three-way', 200, 100],
  BSOC: ['three-way', 200, 100],
  EFOT: ['three-way', 200, 100],
  VFOT: ['three-way', 200, 100],
  ICEH: ['three-way', 230, 130],
  EHOC: ['three-way', 230, 130],
  HAND: ['three-way', 240, 140],
  RUGU: ['three-way', 250, 150],
  RUGL: ['three-way', 250, 150],
  WPOL: ['three-way', 260, 160],
  FLOO: ['three-way', 261, 161],
  BAND: ['three-way', 262, 162],
  FIEL: ['three-way', 263, 163],
  GAEL: ['three-way', 264, 164],
  HURL: ['three-way', 265, 165],
  CRIC: ['three-way', 215, 115],
  ECRI: ['three-way', 215, 115],
  VICR: ['three-way', 215, 115],
  KABA: ['three-way', 266, 166],
  VKBD: ['three-way', 266, 166],
  BASK: ['two-way', 270, 170],
  EBSK: ['two-way', 270, 170],
  VBSK: ['two-way', 270, 170],
  AMFB: ['two-way', 275, 175],
  AURL: ['two-way', 276, 176],
  BASE: ['two-way', 280, 180],
  SOFT: ['two-way', 281, 181],
  TENN: ['two-way', 209, 109],
  ETEN: ['two-way', 209, 109],
  VTEN: ['two-way', 209, 109],
  TABL: ['two-way', 211, 111],
  BADM: ['two-way', 212, 112],
  SQUA: ['two-way', 213, 113],
  PADE: ['two-way', 214, 114],
  VOLL: ['two-way', 216, 116],
  BVOL: ['two-way', 217, 117],
  SNOO: ['two-way', 218, 118],
  DART: ['two-way', 219, 119],
  BOWL: ['two-way', 220, 120],
  TEQB: ['two-way', 221, 121],
  BOXI: ['two-way', 222, 122],
  MMAF: ['two-way', 223, 123],
  CSGO: ['two-way', 224, 124],
  LOLS: ['two-way', 225, 125],
  DOTA: ['two-way', 228, 128],
  GOLF: ['outright', 290, 190],
  HORS: ['outright', 291, 191],
  GREY: ['outright', 292, 192],
});

function entriesFor(shape: Shape, live: number, prematch: number): MarketKeyEntry[] {
  return SHAPES[shape].map(({ key, europeanDefault }) => ({ key, marketTypeId: MARKET_TYPE_IDS[key], periodTypeIds: [live, prematch], europeanDefault }));
}

/** Sports the table covers. */
export const MARKET_KEY_SPORT_CODES: readonly string[] = Object.freeze(Object.keys(SPORT_SHAPES));

/**
 * The market table of a sport key. A sport the table does not cover gets the two-way
 * head-to-head set with no period filter (periodTypeIds empty): every sport has a winner
 * market, and asking the feed without a period returns whatever it has.
 */
export function marketKeysForSport(sportKey: string): MarketKeyEntry[] {
  const shape = SPORT_SHAPES[parseSportKey(sportKey).code];
  if (shape === undefined) return SHAPES['two-way'].map(({ key, europeanDefault }) => ({ key, marketTypeId: MARKET_TYPE_IDS[key], periodTypeIds: [], europeanDefault }));
  return entriesFor(...shape);
}

/** The european layout's default columns for a sport. */
export function europeanDefaultMarkets(sportKey: string): MarketKeyEntry[] {
  return marketKeysForSport(sportKey).filter((entry) => entry.europeanDefault);
}

export function marketKeyOfType(marketTypeId: number): MarketKey | null {
  const found = (Object.entries(MARKET_TYPE_IDS) as [MarketKey, number][]).find(([, id]) => id === marketTypeId);
  return found ? found[0] : null;
}

/** Spec 3: extra market and period ids fetched for the big three sports' event pages. */
export const EXTRA_MARKET_IDS: Readonly<Record<'FOOT' | 'BASK' | 'TENN', { readonly marketTypeIds: readonly number[]; readonly periodTypeIds: readonly number[] }>> = Object.freeze({
  FOOT: Object.freeze({ marketTypeIds: Object.freeze([17, 19, 21, 25, 31, 33]), periodTypeIds: Object.freeze([202, 102, 203, 103]) }),
  BASK: Object.freeze({ marketTypeIds: Object.freeze([4010, 4015, 4020, 41, 43]), periodTypeIds: Object.freeze([271, 171, 272, 172]) }),
  TENN: Object.freeze({ marketTypeIds: Object.freeze([51, 53, 55]), periodTypeIds: Object.freeze([210, 110]) }),
});

/** Spec 3: player-prop market types (points, rebounds, assists, goals, shots ...). */
export const PLAYER_PROP_MARKET_TYPE_IDS: readonly number[] = Object.freeze(Array.from({ length: 40 }, (_, index) => 7000 + index));

/** Spec 3: team-stat market types (corners, cards, team totals ...). */
export const TEAM_STAT_MARKET_TYPE_IDS: readonly number[] = Object.freeze(Array.from({ length: 30 }, (_, index) => 7500 + index));

const PLAYER_PROP_SET: ReadonlySet<number> = new Set(PLAYER_PROP_MARKET_TYPE_IDS);
const TEAM_STAT_SET: ReadonlySet<number> = new Set(TEAM_STAT_MARKET_TYPE_IDS);

export function isPlayerPropMarketType(marketTypeId: number): boolean {
  return PLAYER_PROP_SET.has(marketTypeId);
}

export function isTeamStatMarketType(marketTypeId: number): boolean {
  return TEAM_STAT_SET.has(marketTypeId);
}
