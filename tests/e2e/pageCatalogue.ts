import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { reactTookOver } from './reactTookOver';
import { logIn } from './session';

/**
 * Every page of the standalone site a bettor reaches, with what it needs: the list the
 * every-page check (everyPage.spec.ts: axe, sideways scroll, errors) and the screenshot
 * gallery (tests/gallery, `npm run gallery`) both walk, so a new page is added once.
 * Fixtures come from the sandbox's API at run time: a living world has no fixed event.
 */
export interface CataloguePage {
  /** File-name-safe name, also the gallery's caption. */
  name: string;
  /** The site address without its language: '/sports/240-FOOT'. */
  path: string;
  /** Shown to a logged-in player only (account pages, My Bets). */
  loggedIn: boolean;
  /** What the page is waiting for before it counts as shown. */
  ready: (page: Page) => Promise<void>;
}

const app = (page: Page) => page.locator('sportsbook-app');
const heading = (page: Page) => expect(app(page).getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
const firstPrice = (page: Page) => expect(app(page).locator('.sb-price, .sb-event-market__name').first()).toBeVisible({ timeout: 20_000 });

interface ListedEvent {
  slug: string;
  startTime: string;
  clock: { minutes: number } | null;
  markets: { status: string }[];
}

/**
 * An event of the list with a market open, the one furthest from its end: the prematch event
 * that starts last (it will not kick off mid-walk), the live match with the least played (a
 * walk of the pages takes up to a minute, and the sandbox plays a match in about nine).
 */
async function lastingEventSlug(request: APIRequestContext, query: string): Promise<string> {
  const answer = await request.get(`/xapi/rest/events?${query}`);
  expect(answer.ok(), `GET /xapi/rest/events?${query}`).toBe(true);
  const { events } = (await answer.json()) as { events: ListedEvent[] };
  const open = events.filter((candidate) => candidate.markets.some((market) => market.status === 'open'));
  const playedOrWaiting = (event: ListedEvent) => (event.clock === null ? -Date.parse(event.startTime) : event.clock.minutes);
  const event = [...open].sort((a, b) => playedOrWaiting(a) - playedOrWaiting(b))[0];
  expect(event, `an event with an open market for ${query}`).toBeDefined();
  return event!.slug;
}

/** The site's pages, with today's fixtures of the sandbox behind `request`. */
export async function sitePages(request: APIRequestContext): Promise<CataloguePage[]> {
  const prematch = await lastingEventSlug(request, 'periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50&marketFilter=GAME');
  const live = await lastingEventSlug(request, 'periodType=IN_RUNNING&eventPathIds=240&eventsPerPage=50');
  return [
    { name: 'home', path: '/', loggedIn: false, ready: firstPrice },
    { name: 'live', path: '/live/sport/', loggedIn: false, ready: firstPrice },
    { name: 'sport-football', path: '/sports/240-FOOT', loggedIn: false, ready: firstPrice },
    { name: 'event-prematch', path: `/events/${prematch}`, loggedIn: false, ready: firstPrice },
    { name: 'event-live', path: `/live/${live}`, loggedIn: false, ready: firstPrice },
    { name: 'jackpot', path: '/jackpot', loggedIn: false, ready: heading },
    { name: 'promotions', path: '/promotions', loggedIn: false, ready: heading },
    { name: 'virtuals', path: '/sports/kiron', loggedIn: false, ready: heading },
    { name: 'my-bets', path: '/open_bets', loggedIn: true, ready: (page) => expect(app(page).getByRole('tablist').first()).toBeVisible({ timeout: 20_000 }) },
    { name: 'account', path: '/account', loggedIn: true, ready: heading },
    { name: 'account-bets', path: '/account/bets', loggedIn: true, ready: heading },
    { name: 'account-transactions', path: '/account/transactions', loggedIn: true, ready: heading },
    { name: 'account-preferences', path: '/account/preferences', loggedIn: true, ready: heading },
    { name: 'safer-gambling', path: '/account/safer-gambling', loggedIn: true, ready: heading },
  ];
}

/** Logs `player` (default demo) in on the English home page of `brand`; the stored session then holds in every language. */
export async function logInOnSite(page: Page, options: { brand: string; theme: 'light' | 'dark'; player?: string }): Promise<void> {
  await page.goto(`/en/?brand=${options.brand}&theme=${options.theme}`);
  await heading(page);
  await logIn(page, options.player ?? 'demo');
}

/**
 * Opens one catalogued page in `language` for `brand` and `theme`, and waits until it is
 * shown. With `logIn`, logs the player in first (logInOnSite); a page that needs a player and
 * is opened without it relies on the session stored by an earlier login.
 */
export async function openCataloguePage(page: Page, entry: CataloguePage, options: { brand: string; theme: 'light' | 'dark'; language?: string; player?: string; logIn?: boolean }): Promise<void> {
  const language = options.language ?? 'en';
  if (options.logIn) await logInOnSite(page, options);
  await page.goto(`/${language}${entry.path === '/' ? '/' : entry.path}?brand=${options.brand}&theme=${options.theme}`);
  await entry.ready(page);
  // The page as React draws it: the first paint before React is inert (its links have no
  // address yet) and hands over moments later.
  await reactTookOver(page);
}
