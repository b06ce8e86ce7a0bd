/** Fired when the sportsbook's language changes (attribute, address or language selector). */
export const SPORTSBOOK_LANGUAGE = 'sportsbook-language';

export interface SportsbookLanguageDetail {
  /** The new two-letter locale, for example "fr". */
  locale: string;
  /** The locale before the change. */
  previousLocale: string;
}

export type SportsbookLanguageEvent = CustomEvent<SportsbookLanguageDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-language': SportsbookLanguageEvent;
  }
}
