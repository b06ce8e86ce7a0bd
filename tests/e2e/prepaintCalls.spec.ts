import { expect, test } from '@playwright/test';
import { WORLD_ORIGINS } from './origins';
import { PREPAINT_LIVE_PAGES, prepaintPages } from './prepaintPages';

/**
 * Each first-screen call sent once (docs/performance.md "First paint before React"): React
 * takes the pre-paint's answers instead of asking again. In the world-movers project, with
 * the world frozen: in a moving world an event that ends while the page loads rightly makes
 * the runtime ask for the sports list again (its live counts changed), which says nothing
 * about the hand-over.
 */
test.beforeAll(async ({ request }) => {
  expect((await request.post('/sandbox/feed', { data: { frozen: true } })).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  expect((await request.post('/sandbox/feed', { data: { frozen: false } })).ok()).toBe(true);
});

/** The first screen's four operator calls (prepaintSetup.ts prepaintCalls), by path and query. */
const FIRST_SCREEN_CALL = /\/(api\/all_cached_settings|xapi\/rest\/sports|xapi\/rest\/events)\?/;

// The world movers' sandbox: the casino page of its host pages, which load its SDK and API.
for (const { name, address } of prepaintPages(WORLD_ORIGINS.hostPages)) {
  test(`${name}: React takes the pre-paint's answers, so none of the first screen's calls is sent twice`, async ({ page }) => {
    // Who asked for each call, by the script on top of its initiator stack: the pre-paint's own
    // file (prepaint.js and its chunks) or the runtime's (its API client).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { call: string; by: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method !== 'GET' || !FIRST_SCREEN_CALL.test(request.url)) return;
      const frames = initiator.stack?.callFrames ?? [];
      const script = frames.map((frame) => frame.url).find((url) => url !== '') ?? '';
      asked.push({ call: new URL(request.url).pathname + new URL(request.url).search, by: script });
    });
    await page.goto(address);
    // React's own odds are up and the pre-paint has gone.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('sportsbook-prepaint-handover').length), { timeout: 30_000 }).toBe(1);
    await expect(page.locator('sportsbook-app').locator('button.sb-price').first()).toBeVisible();

    const byPrepaint = asked.filter(({ by }) => /\/prepaint[^/]*\.js$|\/chunks\/prepaint/.test(by));
    const byRuntime = asked.filter((ask) => !byPrepaint.includes(ask));
    console.log(`${name}: first-screen calls ${JSON.stringify(asked.map(({ call, by }) => `${call.split('?')[0]} by ${by.split('/').pop()}`))}`);
    // The pre-paint asked all four; settings and sports once (its lists again every 5 s while it shows).
    const paths = (asks: typeof asked) => asks.map(({ call }) => call.split('?')[0]);
    expect(new Set(paths(byPrepaint))).toEqual(new Set(['/api/all_cached_settings', '/xapi/rest/sports', '/xapi/rest/events']));
    expect(paths(byPrepaint).filter((path) => path !== '/xapi/rest/events')).toHaveLength(2);
    // The runtime sent none of the very calls the pre-paint had answered: it took those answers.
    const prepaintCalls = new Set(byPrepaint.map(({ call }) => call));
    expect(byRuntime.filter(({ call }) => prepaintCalls.has(call))).toEqual([]);
  });
}

/** The live list's first calls: settings, sports and the feed's snapshot (prepaintCalls.snapshot). */
const LIVE_FIRST_CALL = /\/(api\/all_cached_settings|xapi\/rest\/sports|xapi\/rest\/live\/snapshot)\?/;

for (const { name, address } of PREPAINT_LIVE_PAGES) {
  test(`${name}: the live feed starts from the pre-paint's snapshot, so neither it nor settings nor sports is sent twice`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { call: string; by: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method !== 'GET' || !LIVE_FIRST_CALL.test(request.url)) return;
      const script = (initiator.stack?.callFrames ?? []).map((frame) => frame.url).find((url) => url !== '') ?? '';
      asked.push({ call: new URL(request.url).pathname + new URL(request.url).search, by: script });
    });
    await page.goto(address);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('sportsbook-prepaint-handover').length), { timeout: 30_000 }).toBe(1);
    await expect(page.locator('sportsbook-app').locator('button.sb-price').first()).toBeVisible();

    const byPrepaint = asked.filter(({ by }) => /\/prepaint[^/]*\.js$|\/chunks\/prepaint/.test(by));
    const byRuntime = asked.filter((ask) => !byPrepaint.includes(ask));
    console.log(`${name}: first calls ${JSON.stringify(asked.map(({ call, by }) => `${call} by ${by.split('/').pop()}`))}`);
    const paths = (asks: typeof asked) => asks.map(({ call }) => call.split('?')[0]);
    // The pre-paint asked all three, settings and sports once (the snapshot again every 5 s while it shows).
    expect(new Set(paths(byPrepaint))).toEqual(new Set(['/api/all_cached_settings', '/xapi/rest/sports', '/xapi/rest/live/snapshot']));
    expect(paths(byPrepaint).filter((path) => path !== '/xapi/rest/live/snapshot')).toHaveLength(2);
    // The runtime sent none of them: its feed took the offered snapshot (and resumed the stream from its cursor).
    expect(byRuntime.filter(({ call }) => new Set(byPrepaint.map((ask) => ask.call)).has(call))).toEqual([]);
    expect(paths(byRuntime).filter((path) => path === '/xapi/rest/live/snapshot')).toEqual([]);
  });
}
