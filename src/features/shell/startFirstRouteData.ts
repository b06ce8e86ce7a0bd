import { firstSegment, isLocaleSegment, recogniseRoute } from '../../core';
import { COMPLETE_LANGUAGES } from '../../i18n/languages';
import type { Runtime } from '../../store';
import { expectOdds } from '../../ui/firstOddsShown';
import { HOME_LIVE_QUERY, HOME_UPCOMING_QUERY } from '../homePage/homeQueries';

/**
 * Starts the first page's data as soon as `<sportsbook-app>` connects, while the shell's
 * code and texts are still downloading (issue 19: cold start was a waterfall, the odds
 * asked for only after the code had arrived and rendered). Through the runtime's one API
 * client and server-state cache, with the page's own queries (homeQueries.ts): the page
 * then finds them in flight or answered and sends nothing twice. After the settings, as
 * the page itself would (the brand's settings shape every request); a failure is left to
 * the page, which asks again and shows it.
 * The home page, where the casino and the site start, and the live list, the site's other
 * front door (its page code, its texts and the live feed's snapshot start at once instead
 * of one after another behind the shell: 2.6 s to its first odds at 4x CPU before); other
 * routes load as before.
 */
export function startFirstRouteData(runtime: Runtime): void {
  const path = runtime.router.path.peek();
  const route = recogniseRoute(path, { promotionsPath: null });
  const home = route.page === 'home' || (route.page === 'sport' && route.pseudoCategory === 'homepage');
  const liveList = route.page === 'live-list';
  if (!home && !liveList) return;
  const { config, store } = runtime;
  const locale = config.locale.peek();
  if (liveList) {
    // The module and the texts the page asks for when it renders: asked now, found then. Its
    // texts are in the language's later chunk (firstNamespaces.ts), which the home page loads
    // only after its odds. A failed import is asked again by the page (lazyPages.ts, retryingImport.ts).
    void import('../livePage/LivePage').catch(() => undefined);
    void runtime.i18n.loadLaterTexts();
  }
  void store.settings.load().then(() => {
    // The texts of the events follow the language, which the cache key does not name: only
    // when the address and the operator's languages leave no doubt that the page will ask in
    // this one (the shell may still move an address to another language, useLocaleSync).
    if (runtime.disposed || config.locale.peek() !== locale || !settledLanguage(path, locale, store.settings.raw.peek())) return;
    // The live list's events come with the feed's snapshot, which the page starts too (once per runtime).
    if (liveList) expectOdds(store.live.start()).catch(() => undefined);
    else for (const query of [HOME_LIVE_QUERY, HOME_UPCOMING_QUERY]) expectOdds(runtime.loadEvents(query)).catch(() => undefined);
  });
}

/** Whether `locale` is offered (the operator lists it and its texts ship) and the address names it or no language at all. */
function settledLanguage(path: string, locale: string, settings: Readonly<Record<string, unknown>> | null): boolean {
  if (!(COMPLETE_LANGUAGES as readonly string[]).includes(locale)) return false;
  const languages = Array.isArray(settings?.languages) ? (settings.languages as unknown[]) : [];
  const offered = languages.some((language) => typeof language === 'object' && language !== null && (language as { locale?: unknown }).locale === locale);
  const segment = firstSegment(path);
  return offered && (!isLocaleSegment(segment) || segment === locale);
}
