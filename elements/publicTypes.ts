/**
 * The public shape of every React sportsbook element, for hosts written in TypeScript:
 * its methods and its attributes (typed for React 19 JSX in ./jsx.ts).
 */
import type { SportsbookSettings } from '../src/store';
import type { AttributeNameOf, ElementAttributes } from './descriptions/elementDescription';
import type { PAGE_SETTING_ATTRIBUTES } from './descriptions/pageSettings';

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

/** An element's attributes as a host writes them (`api-base="…"`), typed by the settings they feed. */
export type AttributeValues<Attributes extends ElementAttributes> = {
  [Property in keyof Attributes as AttributeNameOf<Property & string>]?: Attributes[Property] extends { readonly setting: infer Setting extends keyof SportsbookSettings }
    ? NonNullable<SportsbookSettings[Setting]>
    : Attributes[Property]['type'] extends 'number'
      ? number
      : Attributes[Property]['type'] extends 'boolean'
        ? boolean
        : string;
};

/** The attributes every React sportsbook element understands (all page-wide settings; elements/descriptions). */
export type SportsbookElementAttributes = AttributeValues<typeof PAGE_SETTING_ATTRIBUTES>;
