import { NAMESPACES, type Namespace } from './languages.ts';

/**
 * The namespaces the first screen shows, in one chunk per language (`texts-<language>`),
 * downloaded before the first odds (issue 19). Every other namespace is in a second chunk
 * (`texts-later-<language>`), loaded once the first odds are on screen, or earlier by the
 * first component that needs one of its texts (react-i18next's Suspense: no raw keys).
 *
 * The first screen is what the home page of the site and of a casino page (`<sportsbook-app>`,
 * with a `<sportsbook-betslip>` beside it) render at 375 and 1366 px before their first odds,
 * logged out and logged in, and a `<sportsbook-betslip>` on its own.
 * `src/features/shell/firstScreenTexts.sandbox.test.tsx` renders those screens with the later
 * texts held back and fails if one asks for a namespace missing here, or if one listed here
 * is used by none of them. Read by `vite.config.ts` (the chunks) and `createI18n` (the loads),
 * so the two cannot disagree.
 */
export const FIRST_NAMESPACES = [
  'common',
  'shell',
  'layout',
  'header',
  'footer',
  'search',
  'events',
  'sportsMenu',
  'viewTypes',
  'homePage',
  'favourites',
  'preferences',
  'betslip',
  'placement',
  'betslipPresentation',
] as const satisfies readonly Namespace[];

export type FirstNamespace = (typeof FIRST_NAMESPACES)[number];

/** Every namespace outside the first screen: the second chunk of each language. */
export const LATER_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((namespace) => !isFirstNamespace(namespace));

/** Whether `namespace` is one of the first screen's (a name we do not ship is not). */
export function isFirstNamespace(namespace: string): namespace is FirstNamespace {
  return (FIRST_NAMESPACES as readonly string[]).includes(namespace);
}
