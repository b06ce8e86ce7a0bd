/** Spec 5: who an advert is for. */
export type AdvertAudience =
  | 'ALL'
  | 'IMPORTED_LIST'
  | 'LOGGED_OUT'
  | 'LOGGED_IN'
  | 'LOGGED_IN_DEPOSITED'
  | 'LOGGED_IN_NOT_DEPOSITED'
  | 'LOGGED_IN_NOT_PLAYED';

/** What is known about the viewer (spec 3 "Account info"). */
export interface AdvertViewer {
  loggedIn: boolean;
  username?: string | null;
  nonDepositor?: boolean | null;
  nonBettor?: boolean | null;
  /** First login time (ms since epoch). */
  firstLoginTime?: number | null;
  /** Registration time (ms), for the just_registered targeting value. */
  registeredAt?: number | null;
}

export interface AdvertTargeting {
  audience: string;
  /** IMPORTED_LIST: the usernames the operator imported. */
  importedUsernames?: readonly string[] | null;
  /** Targeting values such as just_registered. */
  targeting?: readonly string[] | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const withinLastDay = (time: number | null | undefined, now: number): boolean => typeof time === 'number' && Number.isFinite(time) && now - time >= 0 && now - time < DAY_MS;

/**
 * Whether the viewer may see an advert (spec 5); anything that does not match is hidden,
 * including an audience we do not know. LOGGED_IN_NOT_PLAYED: a non-bettor, or a first
 * login within the last day. IMPORTED_LIST: only players on the imported list (hidden when
 * the list is missing: we cannot tell who is on it). The just_registered targeting value
 * narrows any audience to players registered within the last day.
 */
export function advertVisible(advert: AdvertTargeting, viewer: AdvertViewer, now: number): boolean {
  if (advert.targeting?.includes('just_registered') && !(viewer.loggedIn && withinLastDay(viewer.registeredAt, now))) return false;
  switch (advert.audience) {
    case 'ALL':
      return true;
    case 'LOGGED_OUT':
      return !viewer.loggedIn;
    case 'LOGGED_IN':
      return viewer.loggedIn;
    case 'LOGGED_IN_DEPOSITED':
      return viewer.loggedIn && viewer.nonDepositor !== true;
    case 'LOGGED_IN_NOT_DEPOSITED':
      return viewer.loggedIn && viewer.nonDepositor === true;
    case 'LOGGED_IN_NOT_PLAYED':
      return viewer.loggedIn && (viewer.nonBettor === true || withinLastDay(viewer.firstLoginTime, now));
    case 'IMPORTED_LIST': {
      const username = viewer.username?.trim().toLowerCase();
      return viewer.loggedIn && !!username && (advert.importedUsernames ?? []).some((name) => name.trim().toLowerCase() === username);
    }
    default:
      return false;
  }
}
