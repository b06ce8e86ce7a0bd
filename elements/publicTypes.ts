/**
 * The public shape of every React sportsbook element, for hosts written in TypeScript:
 * its methods and its attributes (typed for React 19 JSX in ./jsx.ts).
 */
import type { OddsFormat } from '../src/core';
import type { RoutingMode, SportsbookMode, ThemeChoice } from '../src/store';

export interface SportsbookElementMethods {
  /**
   * Shows the sportsbook route at `path`, for example "/live/sport/" (the locale is added
   * when missing). Throws a TypeError for anything not starting with "/" (absolute URLs too).
   */
  navigate(path: string): void;
  /** Logs in with the host's game token; rejects with an Error saying why when refused. */
  login(token: string): Promise<void>;
  /** Logs the player out (sportsbook-logout reason "host"); the betslip stays. */
  logout(): Promise<void>;
  /** Puts an outcome on the betslip; rejects for an unknown or closed outcome. */
  addSelection(outcomeId: string): Promise<void>;
  /** Takes an outcome off the betslip; an id not on it is no error. */
  removeSelection(outcomeId: string): void;
}

/** A sportsbook element on the page: an HTMLElement with the methods above. */
export type SportsbookElement = HTMLElement & SportsbookElementMethods;

/** The attributes every React sportsbook element understands (all page-wide settings). */
export interface SportsbookElementAttributes {
  brand?: string;
  locale?: string;
  'api-base'?: string;
  'odds-format'?: OddsFormat;
  theme?: ThemeChoice;
  mode?: SportsbookMode;
  routing?: RoutingMode;
  'base-path'?: string;
  token?: string;
  'host-origin'?: string;
  channel?: string;
}
