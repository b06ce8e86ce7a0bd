/**
 * The languages whose every text we ship (completeness.test.ts holds each to every key).
 * Only these are offered: a brand's settings may list others (de, it, ms ...), which the
 * sportsbook leaves out of its selector and its addresses with one console warning (core
 * offeredLanguages, docs/site.md "Languages"). A translator adding one sees what is still
 * missing with `i18n.missingKeys(language)` before adding it here.
 */
export const COMPLETE_LANGUAGES = ['en', 'fr', 'es', 'pt', 'sw'] as const;

export const FALLBACK_LANGUAGE = 'en';

/**
 * One namespace per feature, so a screen loads only its own texts and a translator
 * works on one file at a time. `common` holds words many screens share.
 */
export const NAMESPACES = ['common', 'shell', 'layout', 'header', 'login', 'footer', 'notifications', 'preferences', 'search', 'eventPage', 'events', 'sportsMenu', 'livePage', 'viewTypes', 'pricing', 'sportsPage', 'homePage', 'favourites', 'placement', 'jackpot', 'betslipPresentation', 'betslip', 'myBets', 'newsPopups', 'account', 'saferGambling', 'accountHistory', 'cashier', 'promotions', 'partnerGames'] as const;

export type Namespace = (typeof NAMESPACES)[number];
