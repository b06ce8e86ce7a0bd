import { booleanSetting, numberSetting } from '../settingsParsing/settingValues';

/** The regulated markets a brand can be set up for, and `none` (no safer-gambling tools). */
export const JURISDICTIONS = ['uk', 'mt', 'es', 'se', 'nl', 'de', 'none'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export type DepositLimitPeriod = 'daily' | 'weekly' | 'monthly';
export const DEPOSIT_LIMIT_PERIODS: readonly DepositLimitPeriod[] = ['daily', 'weekly', 'monthly'];

/** A safer-gambling organisation or national scheme the footer links to. */
export interface SaferGamblingLink {
  /** Stable id, also the key of its description in the saferGambling namespace (`links.<id>`). */
  id: string;
  /** The scheme's own name, shown as it is in every language (GAMSTOP, Spelpaus ...). */
  name: string;
  url: string;
}

/** Which safer-gambling tools a brand shows, as its market requires. */
export interface SaferGamblingProfile {
  jurisdiction: Jurisdiction;
  /** Self-exclusion periods offered, in days (empty: no self-exclusion on the page). */
  selfExclusionDays: readonly number[];
  /** Time-out (short break) periods offered, in days. */
  timeOutDays: readonly number[];
  /** Deposit limit periods the bettor can set (rolling windows). */
  depositLimits: readonly DepositLimitPeriod[];
  /** Minutes of a logged-in session between reality checks; null: none. */
  realityCheckMinutes: number | null;
  /** A clock of the time since login in the site footer. */
  sessionClock: boolean;
  /** The 18+ mark in the site footer. */
  ageMark: boolean;
  /** Safer-gambling links in the site footer, the national self-exclusion scheme first. */
  links: readonly SaferGamblingLink[];
}

/** 6 months, 1 year, 5 years. */
const LONG_EXCLUSIONS = [183, 365, 1825] as const;
/** 24 hours, 7 days, 6 weeks. */
const TIME_OUTS = [1, 7, 42] as const;

const profile = (jurisdiction: Jurisdiction, rest: Omit<SaferGamblingProfile, 'jurisdiction'>): SaferGamblingProfile => Object.freeze({ jurisdiction, ...rest });

/**
 * One profile per market. The tools are what each regulator asks a licensed sportsbook to
 * offer; an operator can change the reality check, the clock and the 18+ mark per brand
 * (saferGamblingSettings). The links name each market's national scheme.
 */
export const JURISDICTION_PROFILES: Readonly<Record<Jurisdiction, SaferGamblingProfile>> = Object.freeze({
  uk: profile('uk', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: TIME_OUTS,
    depositLimits: DEPOSIT_LIMIT_PERIODS,
    realityCheckMinutes: 60,
    sessionClock: true,
    ageMark: true,
    links: [
      { id: 'gamstop', name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
      { id: 'begambleaware', name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
    ],
  }),
  mt: profile('mt', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: TIME_OUTS,
    depositLimits: DEPOSIT_LIMIT_PERIODS,
    realityCheckMinutes: 60,
    sessionClock: false,
    ageMark: true,
    links: [{ id: 'mga', name: 'Malta Gaming Authority', url: 'https://www.mga.org.mt' }],
  }),
  es: profile('es', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: TIME_OUTS,
    depositLimits: DEPOSIT_LIMIT_PERIODS,
    realityCheckMinutes: 60,
    sessionClock: true,
    ageMark: true,
    links: [
      { id: 'rgiaj', name: 'RGIAJ', url: 'https://www.ordenacionjuego.es' },
      { id: 'jugarbien', name: 'Jugar Bien', url: 'https://www.jugarbien.es' },
    ],
  }),
  se: profile('se', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: TIME_OUTS,
    depositLimits: DEPOSIT_LIMIT_PERIODS,
    realityCheckMinutes: 60,
    sessionClock: true,
    ageMark: true,
    links: [
      { id: 'spelpaus', name: 'Spelpaus', url: 'https://www.spelpaus.se' },
      { id: 'stodlinjen', name: 'Stödlinjen', url: 'https://www.stodlinjen.se' },
    ],
  }),
  nl: profile('nl', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: TIME_OUTS,
    depositLimits: DEPOSIT_LIMIT_PERIODS,
    realityCheckMinutes: 30,
    sessionClock: true,
    ageMark: true,
    links: [
      { id: 'cruks', name: 'CRUKS', url: 'https://cruks.kansspelautoriteit.nl' },
      { id: 'loketkansspel', name: 'Loket Kansspel', url: 'https://www.loketkansspel.nl' },
    ],
  }),
  de: profile('de', {
    selfExclusionDays: LONG_EXCLUSIONS,
    timeOutDays: [1],
    depositLimits: ['monthly'],
    realityCheckMinutes: 60,
    sessionClock: true,
    ageMark: true,
    links: [
      { id: 'oasis', name: 'OASIS', url: 'https://www.spielerschutz-oasis.de' },
      { id: 'checkdeinspiel', name: 'Check dein Spiel', url: 'https://www.check-dein-spiel.de' },
    ],
  }),
  none: profile('none', { selfExclusionDays: [], timeOutDays: [], depositLimits: [], realityCheckMinutes: null, sessionClock: false, ageMark: false, links: [] }),
});

export interface SaferGamblingSettings {
  profile: SaferGamblingProfile;
  /** What is wrong with the operator's settings, each saying how to fix it (the console shows them). */
  problems: readonly string[];
}

const isJurisdiction = (value: string): value is Jurisdiction => (JURISDICTIONS as readonly string[]).includes(value);

/**
 * The brand's safer-gambling profile from the operator's settings: `jurisdiction` picks the
 * profile (absent: none; an unknown value: none, and a problem naming the fix), and three
 * settings override one tool each:
 *   safer_gambling_reality_check_minutes  a positive number of minutes, or 0 for none
 *   safer_gambling_session_clock          on / off
 *   safer_gambling_age_mark               on / off
 */
export function saferGamblingSettings(raw: Readonly<Record<string, unknown>> | null | undefined): SaferGamblingSettings {
  const value = raw ?? {};
  const problems: string[] = [];
  const given = value.jurisdiction;
  let jurisdiction: Jurisdiction = 'none';
  if (given !== undefined && given !== null && given !== '') {
    const code = typeof given === 'string' ? given.trim().toLowerCase() : '';
    if (isJurisdiction(code)) jurisdiction = code;
    else
      problems.push(
        `Sportsbook: the operator setting jurisdiction is ${JSON.stringify(given)}, which is not a known jurisdiction, so no safer-gambling tools are shown. ` +
          `Set jurisdiction to one of ${JURISDICTIONS.map((code) => `"${code}"`).join(', ')} in the brand's settings (GET /api/all_cached_settings).`,
      );
  }
  const base = JURISDICTION_PROFILES[jurisdiction];
  const minutesGiven = value.safer_gambling_reality_check_minutes;
  let realityCheckMinutes = base.realityCheckMinutes;
  if (minutesGiven !== undefined && minutesGiven !== null && minutesGiven !== '') {
    const minutes = numberSetting(minutesGiven, -1);
    if (minutes === 0) realityCheckMinutes = null;
    else if (minutes > 0) realityCheckMinutes = minutes;
    else problems.push(`Sportsbook: safer_gambling_reality_check_minutes is ${JSON.stringify(minutesGiven)}; set a positive number of minutes, or 0 for no reality check. The profile's ${base.realityCheckMinutes ?? 'none'} applies.`);
  }
  return {
    profile: Object.freeze({
      ...base,
      realityCheckMinutes,
      sessionClock: booleanSetting(value.safer_gambling_session_clock, base.sessionClock),
      ageMark: booleanSetting(value.safer_gambling_age_mark, base.ageMark),
    }),
    problems,
  };
}

/** Whether the profile offers any tool on the account's safer-gambling page. */
export function hasAccountTools(profile: SaferGamblingProfile): boolean {
  return profile.selfExclusionDays.length > 0 || profile.timeOutDays.length > 0 || profile.depositLimits.length > 0;
}
