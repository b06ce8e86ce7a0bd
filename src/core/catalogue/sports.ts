import { consoleLogger, type CoreLogger } from '../logger';
import type { Sport } from './entities';

/**
 * The sports catalogue (spec 1): about 100 sports with id, 4-letter code and name. The
 * spec fixes FOOT 240, BASK 227, TENN 239, CRIC 215 and HORS 364; the other ids are this
 * SDK's own (the sandbox operator serves the same table), and an operator's feed is the
 * authority for ids: names and codes here are what the UI falls back on.
 */
const SPORT_TABLE: readonly Sport[] = [
  { id: 240, code: 'FOOT', name: 'Football' },
  { id: 227, code: 'BASK', name: 'Basketball' },
  { id: 239, code: 'TENN', name: 'Tennis' },
  { id: 215, code: 'CRIC', name: 'Cricket' },
  { id: 364, code: 'HORS', name: 'Horse Racing' },
  { id: 1001, code: 'AMFB', name: 'American Football' },
  { id: 1002, code: 'BASE', name: 'Baseball' },
  { id: 1003, code: 'ICEH', name: 'Ice Hockey' },
  { id: 1004, code: 'HAND', name: 'Handball' },
  { id: 1005, code: 'VOLL', name: 'Volleyball' },
  { id: 1006, code: 'BVOL', name: 'Beach Volleyball' },
  { id: 1007, code: 'TABL', name: 'Table Tennis' },
  { id: 1008, code: 'BADM', name: 'Badminton' },
  { id: 1009, code: 'SQUA', name: 'Squash' },
  { id: 1010, code: 'BOWL', name: 'Bowls' },
  { id: 1011, code: 'TEQB', name: 'Teqball' },
  { id: 1012, code: 'SNOO', name: 'Snooker' },
  { id: 1013, code: 'DART', name: 'Darts' },
  { id: 1014, code: 'KABA', name: 'Kabaddi' },
  { id: 1015, code: 'PADE', name: 'Padel' },
  { id: 1016, code: 'GOLF', name: 'Golf' },
  { id: 1017, code: 'RUGU', name: 'Rugby Union' },
  { id: 1018, code: 'RUGL', name: 'Rugby League' },
  { id: 1019, code: 'AURL', name: 'Australian Rules' },
  { id: 1020, code: 'BOXI', name: 'Boxing' },
  { id: 1021, code: 'MMAF', name: 'Mixed Martial Arts' },
  { id: 1022, code: 'FUTS', name: 'Futsal' },
  { id: 1023, code: 'WPOL', name: 'Water Polo' },
  { id: 1024, code: 'FLOO', name: 'Floorball' },
  { id: 1025, code: 'BAND', name: 'Bandy' },
  { id: 1026, code: 'HURL', name: 'Hurling' },
  { id: 1027, code: 'GAEL', name: 'Gaelic Football' },
  { id: 1028, code: 'CYCL', name: 'Cycling' },
  { id: 1029, code: 'FORM', name: 'Formula 1' },
  { id: 1030, code: 'MOGP', name: 'MotoGP' },
  { id: 1031, code: 'NASC', name: 'NASCAR' },
  { id: 1032, code: 'SPEE', name: 'Speedway' },
  { id: 1033, code: 'GREY', name: 'Greyhounds' },
  { id: 1034, code: 'HARN', name: 'Harness Racing' },
  { id: 1035, code: 'ALPS', name: 'Alpine Skiing' },
  { id: 1036, code: 'BIAT', name: 'Biathlon' },
  { id: 1037, code: 'SKIJ', name: 'Ski Jumping' },
  { id: 1038, code: 'XCSK', name: 'Cross-Country Skiing' },
  { id: 1039, code: 'ATHL', name: 'Athletics' },
  { id: 1040, code: 'SWIM', name: 'Swimming' },
  { id: 1041, code: 'ROWI', name: 'Rowing' },
  { id: 1042, code: 'SAIL', name: 'Sailing' },
  { id: 1043, code: 'CHES', name: 'Chess' },
  { id: 1044, code: 'POOL', name: 'Pool' },
  { id: 1045, code: 'NETB', name: 'Netball' },
  { id: 1046, code: 'FIEL', name: 'Field Hockey' },
  { id: 1047, code: 'LACR', name: 'Lacrosse' },
  { id: 1048, code: 'SOFT', name: 'Softball' },
  { id: 1049, code: 'CURL', name: 'Curling' },
  { id: 1050, code: 'CSGO', name: 'Counter-Strike' },
  { id: 1051, code: 'LOLS', name: 'League of Legends' },
  { id: 1052, code: 'DOTA', name: 'Dota 2' },
  { id: 1053, code: 'VALO', name: 'Valorant' },
  { id: 1054, code: 'RSIX', name: 'Rainbow Six' },
  { id: 1055, code: 'OVWT', name: 'Overwatch' },
  { id: 1056, code: 'SCII', name: 'StarCraft II' },
  { id: 1057, code: 'KOGL', name: 'King of Glory' },
  { id: 1058, code: 'RLEA', name: 'Rocket League' },
  { id: 1059, code: 'CODW', name: 'Call of Duty' },
  { id: 1060, code: 'EFOT', name: 'eFootball' },
  { id: 1061, code: 'EBSK', name: 'eBasketball' },
  { id: 1062, code: 'ECRI', name: 'eCricket' },
  { id: 1063, code: 'EHOC', name: 'eIce Hockey' },
  { id: 1064, code: 'ETEN', name: 'eTennis' },
  { id: 1065, code: 'VICR', name: 'Virtual Cricket' },
  { id: 1066, code: 'VKBD', name: 'Virtual Kabaddi' },
  { id: 1067, code: 'VFOT', name: 'Virtual Football' },
  { id: 1068, code: 'VBSK', name: 'Virtual Basketball' },
  { id: 1069, code: 'VTEN', name: 'Virtual Tennis' },
  { id: 1070, code: 'VHOR', name: 'Virtual Horse Racing' },
  { id: 1071, code: 'VGRY', name: 'Virtual Greyhounds' },
  { id: 1072, code: 'VMOT', name: 'Virtual Motor Racing' },
  { id: 1073, code: 'VSPD', name: 'Virtual Speedway' },
  { id: 1074, code: 'TROT', name: 'Trotting' },
  { id: 1075, code: 'SUMO', name: 'Sumo' },
  { id: 1076, code: 'WRES', name: 'Wrestling' },
  { id: 1077, code: 'JUDO', name: 'Judo' },
  { id: 1078, code: 'FENC', name: 'Fencing' },
  { id: 1079, code: 'ARCH', name: 'Archery' },
  { id: 1080, code: 'SHOO', name: 'Shooting' },
  { id: 1081, code: 'TRIA', name: 'Triathlon' },
  { id: 1082, code: 'SURF', name: 'Surfing' },
  { id: 1083, code: 'FSKA', name: 'Figure Skating' },
  { id: 1084, code: 'SSKA', name: 'Speed Skating' },
  { id: 1085, code: 'BOBS', name: 'Bobsleigh' },
  { id: 1086, code: 'SNBD', name: 'Snowboarding' },
  { id: 1087, code: 'GYMN', name: 'Gymnastics' },
  { id: 1088, code: 'WEIG', name: 'Weightlifting' },
  { id: 1089, code: 'TAEK', name: 'Taekwondo' },
  { id: 1090, code: 'EQUE', name: 'Equestrian' },
  { id: 1091, code: 'CANO', name: 'Canoeing' },
  { id: 1092, code: 'POLI', name: 'Politics' },
  { id: 1093, code: 'ENTR', name: 'Entertainment' },
  { id: 1094, code: 'SEPA', name: 'Sepak Takraw' },
  { id: 1095, code: 'PESA', name: 'Pesapallo' },
  { id: 1096, code: 'KORF', name: 'Korfball' },
  { id: 1097, code: 'BSOC', name: 'Beach Soccer' },
  { id: 1098, code: 'RHOC', name: 'Roller Hockey' },
  { id: 1099, code: 'FORE', name: 'Formula E' },
  { id: 1100, code: 'INDY', name: 'IndyCar' },
  { id: 1101, code: 'RALL', name: 'Rally' },
];

/** Frozen entry by entry too, so no caller can rename a sport for everyone. */
export const SPORTS: readonly Readonly<Sport>[] = Object.freeze(SPORT_TABLE.map((sport) => Object.freeze({ ...sport })));

const BY_ID = new Map(SPORTS.map((sport) => [sport.id, sport]));
const BY_CODE = new Map(SPORTS.map((sport) => [sport.code, sport]));

/** Spec 2: the menu's pseudo-categories, which are not sports but share their id space. */
export const PSEUDO_CATEGORY_IDS = Object.freeze({ favourites: 10000, homepage: 10001, jackpotBet: 10002 });

export function sportById(id: number): Sport | null {
  return BY_ID.get(id) ?? null;
}

/** Accepts a plain code or a variant key ('CRIC-india' is cricket). */
export function sportByCode(code: string): Sport | null {
  return BY_CODE.get(parseSportKey(code).code) ?? null;
}

/**
 * A sport key is a code, optionally with a variant suffix: 'TENN-india' is the Indian
 * variant of tennis (spec 1), which keeps tennis's data but has its own market order.
 */
export function parseSportKey(key: string): { code: string; variant: 'india' | null } {
  const trimmed = key.trim();
  const india = /-india$/i.test(trimmed);
  return { code: (india ? trimmed.slice(0, -'-india'.length) : trimmed).toUpperCase(), variant: india ? 'india' : null };
}

/**
 * Where a sport's icon is, on the operator's API (spec 1: icons are served from
 * /next/svgs/{iconType}/): a variant ('TENN-india') has its sport's icon.
 */
export function sportIconPath(sportKey: string): string {
  return `/next/svgs/sports/${encodeURIComponent(parseSportKey(sportKey).code)}.svg`;
}

export function isIndiaVariant(key: string): boolean {
  return parseSportKey(key).variant === 'india';
}

/**
 * A sport variant: the feed's key for it ('TENN-india'), the sport it varies and the name it
 * is shown with. Variants share their sport's id and data (spec 1), so they are listed here
 * rather than in SPORTS, whose ids and codes stay unique.
 */
export interface SportVariant {
  key: string;
  variantOf: string;
  variant: 'india';
  name: string;
}

export const SPORT_VARIANTS: readonly Readonly<SportVariant>[] = Object.freeze([
  Object.freeze({ key: 'TENN-india', variantOf: 'TENN', variant: 'india', name: 'Tennis India' } as const),
  Object.freeze({ key: 'CRIC-india', variantOf: 'CRIC', variant: 'india', name: 'Cricket India' } as const),
]);

/** The catalogued variant a key names (case of the code ignored), or null for plain codes and unknown variants. */
export function sportVariant(key: string): Readonly<SportVariant> | null {
  const { code, variant } = parseSportKey(key);
  if (variant === null) return null;
  return SPORT_VARIANTS.find((entry) => entry.variantOf === code && entry.variant === variant) ?? null;
}

/** Spec 1: sports the feed sends that the catalogue does not know are dropped, with a warning. */
export function knownSports<T extends { id: number }>(sports: readonly T[], logger: CoreLogger = consoleLogger): T[] {
  return sports.filter((sport) => {
    if (BY_ID.has(sport.id)) return true;
    logger.warn(`Unknown sport id ${sport.id}: dropped from the sports list. Add it to the catalogue (src/core/catalogue/sports.ts) to show it.`);
    return false;
  });
}

/** The live page's sport tabs: sports with live events, not a sport's sub-codes ("FOOT-VIRT"); used by React's LivePage and the live pre-paint alike. */
export function liveTabsOf<T extends { liveEventCount: number; code: string }>(sports: readonly T[]): T[] {
  return sports.filter((sport) => sport.liveEventCount > 0 && !sport.code.includes('-'));
}
