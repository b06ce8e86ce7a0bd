import { expect, test, type Page } from '@playwright/test';
import { recordSportsbookEvents, sportsbookEvents } from './hostPage';
import { API_ORIGIN, hostUrl } from './origins';
import { reactTookOver } from './reactTookOver';
import { fullRunOnly } from './fullRun';

// CORS preflights in real Chromium, with the casino page, the SDK and the API on three
// origins. Chromium caches a preflight per (origin, URL), so an SDK that put a custom
// header on every call would cost one OPTIONS round trip for every new address it reads
// (the issue counted 27 per 50 GETs). The request rules send an anonymous GET as a CORS
// simple request instead (docs/api.md "Request rules and CORS"); calls that must carry a
// token or a JSON body are preflighted once per address, then for Max-Age (7200 s).
// Counted, never timed. Before the rules changed: 50 preflights for the 50 event GETs
// below (and 10 for the page's first 11 calls), 15 for the 17 GETs of the browsing test.

interface ApiTraffic {
  /** Every request to the API origin the page sent, preflights apart: "METHOD url". */
  calls: string[];
  /** Chromium's preflight (OPTIONS) requests to the API origin, by URL. */
  preflights: string[];
}

/** Records the page's traffic to the API origin through the DevTools protocol, which sees preflights (page.on('request') does not). */
async function recordApiTraffic(page: Page): Promise<ApiTraffic> {
  const traffic: ApiTraffic = { calls: [], preflights: [] };
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith(`${API_ORIGIN}/`)) return;
    if (event.initiator.type === 'preflight') traffic.preflights.push(event.request.url);
    else traffic.calls.push(`${event.request.method} ${event.request.url}`);
  });
  return traffic;
}

type PageSdk = { getPageRuntime(): { runtime: { loadEvent(id: string): Promise<string>; api: { bets: { openBets(accountId: string): Promise<unknown> } } } } };

async function openCasino(page: Page): Promise<ApiTraffic> {
  const traffic = await recordApiTraffic(page);
  await page.goto(hostUrl('/demo/casino.html'));
  await expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Home');
  // The heading can be the pre-paint's: the runtime's own start (and its calls) comes with React.
  await reactTookOver(page);
  return traffic;
}

test('the casino page’s start and 50 GETs of 50 different events cost no preflight', async ({ page, request }) => {
  const listed = (await (await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=50')).json()) as { events: { id: string }[] };
  const ids = listed.events.map((event) => event.id);
  expect(ids).toHaveLength(50);
  const traffic = await openCasino(page);
  const before = { calls: traffic.calls.length, preflights: traffic.preflights.length };
  expect(before.calls).toBeGreaterThanOrEqual(10);
  // Its start too: nothing but a market-data address (see the next test) may be preflighted.
  expect(traffic.preflights.filter((url) => !url.includes('/xapi/marketdata/'))).toEqual([]);

  await page.evaluate(async (eventIds) => {
    const { runtime } = (window as unknown as { Sportsbook: PageSdk }).Sportsbook.getPageRuntime();
    for (const id of eventIds) await runtime.loadEvent(id);
  }, ids);

  // Each of the 50 went out as a GET. The live feed may add one of its own meanwhile (spec
  // 4: an event that just went live is fetched by id): it is counted for preflights too.
  const eventGets = traffic.calls.slice(before.calls).filter((call) => /^GET [^ ]+\/xapi\/rest\/events\/\d+\?/.test(call));
  const fetchedIds = new Set(eventGets.map((call) => /\/xapi\/rest\/events\/(\d+)\?/.exec(call)![1]));
  expect(ids.filter((id) => !fetchedIds.has(id))).toEqual([]);
  expect(traffic.preflights.slice(before.preflights)).toEqual([]);
});

test('browsing the casino page logged out (home, live, a sport, an event) preflights only the market-data addresses', fullRunOnly(), async ({ page, request }) => {
  const listed = (await (await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=1')).json()) as { events: { slug: string; description: string }[] };
  const event = listed.events[0]!;
  const traffic = await openCasino(page);
  const app = page.locator('sportsbook-app');
  const heading = app.getByRole('heading', { level: 1 });
  for (const [path, title] of [
    ['/en/live/sport/', 'Live betting'],
    ['/en/sports/240-FOOT', 'Football'],
    [`/en/events/${event.slug}`, event.description],
    ['/en/', 'Home'],
  ] as const) {
    await app.evaluate((element, to) => (element as HTMLElement & { navigate(path: string): void }).navigate(to), path);
    await expect(heading).toHaveText(title);
  }
  const sdkGets = traffic.calls.filter((call) => /^GET [^ ]+\/(xapi|api)\//.test(call) && !/\/(brand|advert)-assets\/|\/xapi\/live\/stream/.test(call)).map((call) => call.slice(4));
  expect(sdkGets.length).toBeGreaterThanOrEqual(15);
  // Market data carries its language only as X-Accept-Language (spec 7 gives it no `l`):
  // one preflight for each of its addresses, none for anything else (before: 15 for 17 GETs).
  const marketData = [...new Set(sdkGets.filter((url) => url.includes('/xapi/marketdata/')))];
  expect(traffic.preflights).toEqual(marketData);
});

test('logged in, a call with the bearer token is preflighted once for its address, and Max-Age keeps it past Chromium’s 5 s default', async ({ page, request }) => {
  await recordSportsbookEvents(page, ['sportsbook-login']);
  const traffic = await openCasino(page);
  // The casino hands the sportsbook a game token, as its login does.
  const { token } = (await (await request.post('/sandbox/game-token', { data: { username: 'demo', password: 'demo1234' } })).json()) as { token: string };
  await page.locator('sportsbook-app').evaluate((element, gameToken) => (element as HTMLElement & { login(token: string): Promise<unknown> }).login(gameToken), token);
  await expect.poll(async () => (await sportsbookEvents(page, 'sportsbook-login')).length).toBe(1);
  const accountId = String((await sportsbookEvents(page, 'sportsbook-login'))[0]!.detail.accountId);
  const openBetsUrl = `${API_ORIGIN}/xapi/bet/account/${accountId}/openbets`;
  const openBets = () =>
    page.evaluate(async (account) => {
      await (window as unknown as { Sportsbook: PageSdk }).Sportsbook.getPageRuntime().runtime.api.bets.openBets(account);
    }, accountId);
  const preflightsOfOpenBets = () => traffic.preflights.filter((url) => url.split('?')[0] === openBetsUrl).length;
  const callsOfOpenBets = () => traffic.calls.filter((call) => call.split('?')[0] === `GET ${openBetsUrl}`).length;

  await openBets();
  const calls = callsOfOpenBets();
  expect(preflightsOfOpenBets()).toBe(1);
  // Without Access-Control-Max-Age Chromium keeps a preflight for 5 s: wait past that, call again.
  await page.waitForTimeout(6000);
  await openBets();
  await openBets();
  expect(callsOfOpenBets()).toBe(calls + 2);
  expect(preflightsOfOpenBets()).toBe(1);
});
