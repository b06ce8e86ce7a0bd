import type { Page, Route } from '@playwright/test';
import { malformedAnswer, type MalformedKind } from './malformedBodies';

/**
 * The operator endpoints the malformed-answers part answers wrongly, by request path (the
 * site calls them on its API's origin; a host page's SDK calls the same paths on another
 * origin, so they are matched by path, not by origin).
 */
export const ENDPOINT_NAMES = ['settings', 'sports', 'events list', 'event page', 'content', 'balance', 'open bets', 'placement'] as const;
export type EndpointName = (typeof ENDPOINT_NAMES)[number];

/**
 * A placement's answer as the operator gives it: the base the malformed ones are made
 * from, since fetching the real one would place a bet the bettor never saw confirmed.
 */
const PLACED_ANSWER = JSON.stringify({
  status: 'PLACED',
  reference: 'RELIABILITY-1',
  betId: '9000001',
  uuid: 'reliability',
  availableBalance: 999,
  bets: [{ betId: '9000001', reference: 'RELIABILITY-1', kind: 'single', unitStake: 1, totalStake: 1, potentialReturns: 2.5, legs: [{ outcomeId: '1', price: 2.5 }] }],
});

const MATCHERS: Record<EndpointName, (path: string, method: string) => boolean> = {
  settings: (path) => path === '/api/all_cached_settings',
  sports: (path) => path === '/xapi/rest/sports',
  'events list': (path) => path === '/xapi/rest/events' || path === '/nextapi/xapi/rest/events' || path === '/xapi/rest/live/events',
  'event page': (path) => /^\/xapi\/rest\/events\/[^/]+$/.test(path),
  content: (path) => /^\/api\/(html_widgets|adverts|submenus|news_popups|external_header)(\/|$)/.test(path),
  balance: (path) => /^\/xapi\/icore\/players\/[^/]+\/balance\//.test(path),
  'open bets': (path) => /^\/xapi\/bet\/account\/\d+\/openbets$/.test(path),
  placement: (path, method) => method === 'POST' && /^\/xapi\/rest\/accounts\/\d+\/betslips$/.test(path),
};

/** Each endpoint and kind answered at least once: the cases tried. */
export type Served = Set<`${EndpointName} / ${MalformedKind}`>;

/**
 * Answers the named endpoints of the page with `kind` until the returned removal is
 * called. Anything else (and another method on a matched path) goes to the operator.
 */
export async function answerMalformed(page: Page, kind: MalformedKind, endpoints: readonly EndpointName[], served: Served): Promise<() => Promise<void>> {
  const endpointOf = (url: URL, method: string) => endpoints.find((name) => MATCHERS[name](url.pathname, method));
  const handler = async (route: Route) => {
    const request = route.request();
    const endpoint = endpointOf(new URL(request.url()), request.method());
    if (!endpoint) return route.fallback();
    let real: string;
    try {
      real = endpoint === 'placement' ? PLACED_ANSWER : await (await route.fetch()).text();
    } catch {
      // The page moved on and cancelled the request while the real answer was fetched.
      return route.abort().catch(() => undefined);
    }
    const answer = malformedAnswer(kind, real);
    served.add(`${endpoint} / ${kind}`);
    return route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body }).catch(() => undefined);
  };
  const matcher = (url: URL) => endpoints.some((name) => MATCHERS[name](url.pathname, 'POST') || MATCHERS[name](url.pathname, 'GET'));
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}
