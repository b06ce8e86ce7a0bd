/**
 * The languages whose every text we ship. A brand may offer others (de, it, ms ...):
 * those show English for any text not translated yet, and `mode=translations` lists
 * exactly which keys are missing.
 */
export const COMPLETE_LANGUAGES = ['en', 'fr', 'es', 'pt', 'sw'] as const;

export const FALLBACK_LANGUAGE = 'en';

/**
 * One namespace per feature, so a screen loads only its own texts and a translator
 * works on one file at a time. `common` holds words many screens share.
 */
export const NAMESPACES = ['common', 'shell', 'layout', 'header', 'login', 'footer', 'notifications', 'preferences', 'search', 'eventPage', 'events', 'sportsMenu', 'livePage', 'viewTypes', 'pricing', 'sportsPage', 'homePage', 'favourites', 'placement', 'jackpot', 'betslipPresentation', 'betslip', 'myBets', 'newsPopups', 'account', 'saferGambling', 'accountHistory', 'cashier'] as const;

export type Namespace = (typeof NAMESPACES)[number];
