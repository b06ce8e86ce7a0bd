/**
 * Spec 5: who an advert is for. just_registered is spec 5's extra targeting value; the
 * server may spell any of them in either case, so they are matched upper-cased.
 */
export type AdvertAudience =
  | 'ALL'
  | 'IMPORTED_LIST'
  | 'LOGGED_OUT'
  | 'LOGGED_IN'
  | 'LOGGED_IN_DEPOSITED'
  | 'LOGGED_IN_NOT_DEPOSITED'
  | 'LOGGED_IN_NOT_PLAYED'
  | 'JUST_REGISTERED';

const AUDIENCES: readonly AdvertAudience[] = [
  'ALL',
  'IMPORTED_LIST',
  'LOGGED_OUT',
  'LOGGED_IN',
  'LOGGED_IN_DEPOSITED',
  'LOGGED_IN_NOT_DEPOSITED',
  'LOGGED_IN_NOT_PLAYED',
  'JUST_REGISTERED',
];

/** An audience value as the server sent it, or null when we do not know it (it is hidden). */
export function advertAudienceOf(value: string): AdvertAudience | null {
  const upper = value.trim().toUpperCase();
  return AUDIENCES.find((audience) => audience === upper) ?? null;
}

/** What is known about the viewer (spec 3 "Account info", "Profile"). */
export interface AdvertViewer {
  loggedIn: boolean;
  username?: string | null | undefined;
  nonDepositor?: boolean | null | undefined;
  nonBettor?: boolean | null | undefined;
  /** First login time (ms since epoch). */
  firstLoginTime?: number | null | undefined;
  /** Registration time (ms since epoch, from the profile's registerDate). */
  registeredAt?: number | null | undefined;
}

/** What decides who sees an advert: its audience and, for IMPORTED_LIST, the imported usernames. */
export interface AdvertTargeting {
  audience: string;
  importedUsernames?: readonly string[] | null | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 5 "within the last day": the last 24 hours up to now; a time in the future does not count. */
const withinLastDay = (time: number | null | undefined, now: number): boolean => typeof time === 'number' && Number.isFinite(time) && now - time >= 0 && now - time < DAY_MS;

const sameUser = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the viewer may see an advert (spec 5); anything that does not match is hidden,
 * including an audience we do not know.
 * - LOGGED_IN_DEPOSITED: logged in and not a non-depositor (unknown counts as deposited,
 *   spec 5's "not a non-depositor").
 * - LOGGED_IN_NOT_DEPOSITED: logged in and known to be a non-depositor.
 * - LOGGED_IN_NOT_PLAYED: logged in and a non-bettor, or a first login within the last day.
 * - JUST_REGISTERED: logged in and registered within the last day.
 * - IMPORTED_LIST: logged in and on the advert's imported username list (case-insensitive);
 *   hidden when no list is given, because we cannot tell who is on it.
 */
export function advertVisible(advert: AdvertTargeting, viewer: AdvertViewer, now: number): boolean {
  const audience = advertAudienceOf(advert.audience);
  if (audience === null) return false;
  if (audience === 'ALL') return true;
  if (audience === 'LOGGED_OUT') return !viewer.loggedIn;
  if (!viewer.loggedIn) return false;
  switch (audience) {
    case 'LOGGED_IN':
      return true;
    case 'LOGGED_IN_DEPOSITED':
      return viewer.nonDepositor !== true;
    case 'LOGGED_IN_NOT_DEPOSITED':
      return viewer.nonDepositor === true;
    case 'LOGGED_IN_NOT_PLAYED':
      return viewer.nonBettor === true || withinLastDay(viewer.firstLoginTime, now);
    case 'JUST_REGISTERED':
      return withinLastDay(viewer.registeredAt, now);
    case 'IMPORTED_LIST': {
      const username = viewer.username;
      return typeof username === 'string' && username.trim() !== '' && (advert.importedUsernames ?? []).some((name) => sameUser(name, username));
    }
  }
}
