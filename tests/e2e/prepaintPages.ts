import { HOST_ORIGIN } from './origins';

/**
 * The pages the pre-paint draws first: the casino's one script tag (another origin) and the
 * standalone site; `slip` is where each shows the betslip. `hostPages` is the origin of the
 * sandbox's host pages the spec's project runs against (the world movers have their own).
 */
export function prepaintPages(hostPages: string) {
  return [
    { name: 'the casino’s script-tag page', address: new URL('/demo/casino.html', hostPages).href, slip: 'sportsbook-betslip' },
    { name: 'the standalone site', address: '/en/', slip: 'sportsbook-app' },
  ] as const;
}

/** The pre-paint's pages on the main sandbox. */
export const PREPAINT_PAGES = prepaintPages(HOST_ORIGIN);

/**
 * The live list of all sports, pre-painted too (elements/prepaint/prepaintLive.ts): the
 * standalone site under path routing. (An embedded element starts in memory routing, on the
 * home page; demo/routing.html's path-routed element loads the single-file build, which has
 * no pre-paint.)
 */
export const PREPAINT_LIVE_PAGES = [{ name: 'the standalone site’s live list', address: '/en/live/sport/', slip: 'sportsbook-app' }] as const;
