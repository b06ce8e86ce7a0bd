/**
 * What `<sportsbook-app>` will ask the operator for on its first screen, read before the
 * runtime exists from what the runtime itself reads (its attributes, the page's address,
 * the device's stored choices), and the operator calls that bring it, with the request
 * rules the runtime's API client applies (src/api/requestRules.ts): the pre-paint's calls
 * are the runtime's calls, parameter for parameter.
 */
import { eventQueryParams, operatorCallUrl } from '../../src/store/operatorCallUrl';
import { oddsFormatFromSetting, type OddsFormat } from '../../src/core/odds/oddsFormat';
import { settingsChannel, type SettingsChannel } from '../../src/core/settings/settingsChannel';
import { HOME_LIVE_QUERY, HOME_UPCOMING_QUERY } from '../../src/features/homePage/homeQueries';
import type { FormatInputs } from './prepaintHome';
import { prepaintMode } from './prepaintFrame';
import type { ShellMode } from '../../src/core/navigation/shellRegions';

/** The pages drawn before React: the home page, and the all-sports live list (`/{locale}/live/sport/`). */
export type PrepaintPageKind = 'home' | 'live';

export interface PrepaintSetup {
  /** Which page the router will start on, of those the pre-paint draws. */
  page: PrepaintPageKind;
  apiBase: URL;
  brand: string;
  locale: string;
  /** The channel the settings are read for, as the runtime decides it (core settingsChannel). */
  channel: SettingsChannel;
  formatInputs: FormatInputs;
  /** The device's stored coupon layout (player-settings layout), or null. */
  storedLayout: string | null;
  /** The device's favourite events (favouritesModel's `favourites`): the live tabs count those live. */
  favourites: readonly string[];
  /** The element's mode (which parts of the shell frame the lists). */
  mode: ShellMode;
  /** What the colour scheme is chosen from besides the operator's default (useThemeScheme): the address's `?theme=` (path routing only) and the `theme` attribute. */
  theme: { query: string | null; attribute: string | null };
}

/** The page the pre-paint looks at; `window` and `localStorage` in the browser, fakes in tests. */
export interface PrepaintPage {
  href: string;
  standalone: boolean;
  storage: Pick<Storage, 'getItem'> | null;
  /** The viewport's width in px (window.innerWidth), which decides the settings channel; absent: desktop. */
  viewportWidth?: number;
}

const LOCALE = /^[a-z]{2}$/;

function stored<T>(storage: PrepaintPage['storage'], name: string): T | null {
  try {
    const raw = storage?.getItem(`sportsbook:${name}`) ?? null;
    const parsed = raw === null ? null : (JSON.parse(raw) as { version?: number; state?: T });
    // persistence.ts: version 1 stores; another version reads as absent there too.
    return parsed?.version === 1 && parsed.state !== undefined ? parsed.state : null;
  } catch {
    return null;
  }
}

/** An unprefixed key (persistence.ts UNPREFIXED_KEYS), null when absent or unreadable. */
function storedKey(storage: PrepaintPage['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored favourite event ids, as favouritesModel reads them (strings only). */
function storedFavourites(storage: PrepaintPage['storage']): string[] {
  const ids = stored<unknown>(storage, 'favourites');
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * An element setting as the element will read it once defined: a property a framework set
 * on the element before the SDK defined it (an own property, `apiBase` for `api-base`) wins,
 * else the attribute.
 */
function setting(element: Element, attribute: string): string | null {
  const property = attribute.replace(/-(\w)/g, (_whole, letter: string) => letter.toUpperCase());
  const own = Object.prototype.hasOwnProperty.call(element, property) ? (element as unknown as Record<string, unknown>)[property] : undefined;
  return typeof own === 'string' ? own : element.getAttribute(attribute);
}

/** How the router will read the address: embedded, memory routing unless the operator opted into the address (pageRuntime.ts). */
function routingOf(element: Element, page: PrepaintPage): string {
  return setting(element, 'routing') ?? (page.standalone ? 'path' : 'memory');
}

/** The in-app path the router would start on, or null when it cannot be told here. */
function startPath(element: Element, page: PrepaintPage): string | null {
  const url = new URL(page.href);
  const routing = routingOf(element, page);
  if (routing === 'memory') return '/';
  if (routing === 'hash') return url.hash.replace(/^#/, '') || '/';
  const base = (setting(element, 'base-path') ?? '').replace(/\/$/, '');
  if (base && !url.pathname.startsWith(base)) return null;
  return url.pathname.slice(base.length) || '/';
}

/**
 * Which pre-painted page `segments` (the in-app path's, the language's first when named) are:
 * the home page (`/`, `/en/`), or the live list of all sports (`/live/sport/`,
 * `/en/live/sport/`; the router's `/live` is the same list). A sport's tab
 * (`/live/sport/1-FOOT`), the live favourites (`/live/sport/favourites`) and anything else
 * are React's alone.
 */
function pageOf(segments: readonly string[]): { page: PrepaintPageKind; language: string | null } | null {
  const language = segments[0] !== undefined && LOCALE.test(segments[0]) ? segments[0] : null;
  const rest = language === null ? segments : segments.slice(1);
  if (rest.length === 0) return { page: 'home', language };
  if (rest[0] === 'live' && (rest.length === 1 || (rest.length === 2 && rest[1] === 'sport'))) return { page: 'live', language };
  return null;
}

/**
 * The setup, or why there is no pre-paint: only the home page (where the casino and the site
 * start) and the all-sports live list are drawn before React, and only what can be known for
 * sure. `null` reasons are for the console-free debug note on the element (data-prepaint).
 *
 * The live list's own choices narrow nothing here: the live filter and the euro market choice
 * live in the runtime's memory only (store/liveFilterModel.ts persists nothing), so a cold
 * start always shows every live event with each card's main market, as the pre-paint draws it.
 */
export function readPrepaintSetup(element: Element, page: PrepaintPage): PrepaintSetup | { skipped: string } {
  const path = startPath(element, page);
  const found = path === null ? null : pageOf(path.split('/').filter(Boolean));
  if (found === null) return { skipped: 'not a pre-painted page' };
  const locale = (setting(element, 'locale') ?? 'en').trim().toLowerCase();
  // The address names another language than the one asked in: the shell moves it (useLocaleSync), React decides.
  if (found.language !== null && found.language !== locale) return { skipped: 'the address names another language' };
  const queryBrand = page.standalone ? new URL(page.href).searchParams.get('brand') : null;
  const brand = (queryBrand ?? setting(element, 'brand') ?? 'default').trim();
  const imposed: OddsFormat | null = oddsFormatFromSetting(setting(element, 'odds-format'));
  const choice = stored<{ oddsType?: string; layout?: string }>(page.storage, 'player-settings');
  const loggedIn = setting(element, 'token') !== null || storedKey(page.storage, 'jwt') !== null || stored(page.storage, 'session') !== null;
  return {
    page: found.page,
    apiBase: new URL(setting(element, 'api-base') ?? '/', page.href),
    brand,
    locale,
    channel: settingsChannel(page.viewportWidth ?? 1024),
    formatInputs: { imposed, storedChoice: choice?.oddsType ?? null, loggedIn },
    storedLayout: choice?.layout ?? null,
    favourites: storedFavourites(page.storage),
    mode: prepaintMode(setting(element, 'mode')),
    // The router's search is the address's only under path routing (memory routing starts without one).
    theme: { query: routingOf(element, page) === 'path' ? new URL(page.href).searchParams.get('theme') : null, attribute: setting(element, 'theme') },
  };
}

/** The calls the runtime makes for the home page's first screen (settingsModel, sportsModel, HomePage), as it makes them. */
export const prepaintCalls = {
  settings: (setup: PrepaintSetup) => operatorCallUrl(setup, '/api/all_cached_settings', new URLSearchParams({ cached: 't', all: 't' }), null),
  sports: (setup: PrepaintSetup) => operatorCallUrl(setup, '/xapi/rest/sports', new URLSearchParams(), null),
  live: (setup: PrepaintSetup, format: OddsFormat) => operatorCallUrl(setup, '/xapi/rest/events', eventQueryParams(HOME_LIVE_QUERY), format),
  upcoming: (setup: PrepaintSetup, format: OddsFormat) => operatorCallUrl(setup, '/xapi/rest/events', eventQueryParams(HOME_UPCOMING_QUERY), format),
  /**
   * The live feed's first call (liveModel.start through marketData.snapshot), with the
   * threshold the runtime reads from the settings (createRuntime.ts: the settings'
   * `lazy_loading_markets_live_event_count_threshold`, read by core's readCoreSettings).
   */
  snapshot: (setup: PrepaintSetup, format: OddsFormat, lazyMarketsAbove: number) => operatorCallUrl(setup, '/xapi/rest/live/snapshot', new URLSearchParams({ lazyMarketsAbove: String(lazyMarketsAbove) }), format),
  /** Without the live feed extension, the feed's first round of the spec's calls (liveModel's specRound, marketData.livePage). */
  livePage: (setup: PrepaintSetup, format: OddsFormat) => operatorCallUrl(setup, '/xapi/marketdata/livepage', new URLSearchParams(), format),
};
