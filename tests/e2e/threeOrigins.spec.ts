import { expect, test, type Frame, type Page } from '@playwright/test';
import { collectPageErrors } from './pageErrors';
import { API_ORIGIN, HOST_ORIGIN, SDK_ORIGIN, hostUrl } from './origins';

// The suite's setup is what an operator's is: the host page, the SDK's files and the API
// on three different origins (origins.ts). This spec proves it from inside each page: the
// page's own origin, where the SDK's script came from and where its API calls went, as
// the page's resource timing records them.

interface SeenOrigins {
  page: string;
  /** Origins of the SDK's files the document loaded (its entry script, chunks). */
  sdk: string[];
  /** Origins of the API calls the document made (fetch and the live event stream). */
  api: string[];
}

function originsSeenBy(target: Page | Frame, sdkFile: RegExp): Promise<SeenOrigins> {
  return target.evaluate((sdkPattern) => {
    const pattern = new RegExp(sdkPattern);
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const originsOf = (keep: (entry: PerformanceResourceTiming, path: string) => boolean) => [...new Set(entries.filter((entry) => keep(entry, new URL(entry.name).pathname)).map((entry) => new URL(entry.name).origin))];
    return {
      page: location.origin,
      sdk: originsOf((_entry, path) => pattern.test(path)),
      api: originsOf((entry, path) => /^\/(xapi|api|franco)\//.test(path) && (entry.initiatorType === 'fetch' || entry.initiatorType === 'other')),
    };
  }, sdkFile.source);
}

const ENTRY_SCRIPTS = /^\/(sportsbook(\.iife)?\.js|chunks\/.+\.js)$/;

for (const { name, path, ready } of [
  { name: 'casino page (script tag)', path: '/demo/casino.html', ready: (page: Page) => expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Home') },
  { name: 'React host (ES module)', path: '/demo/react-host/', ready: (page: Page) => expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Home') },
  { name: 'brand switch', path: '/demo/brands.html', ready: (page: Page) => expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Home') },
  { name: 'host routing', path: '/sports-betting/en/live/sport/', ready: (page: Page) => expect(page.locator('sportsbook-app').getByRole('heading', { level: 1 })).toHaveText('Live betting') },
  { name: 'elements-alone page', path: '/demo/elements-alone.html', ready: (page: Page) => expect(page.locator('sportsbook-mybets').getByRole('tabpanel')).toContainText('Log in to see your open bets.') },
]) {
  test(`the ${name} runs on one origin, loads the SDK from a second and calls the API on a third`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(hostUrl(path));
    await ready(page);
    const seen = await originsSeenBy(page, ENTRY_SCRIPTS);
    expect(seen).toEqual({ page: HOST_ORIGIN, sdk: [SDK_ORIGIN], api: [API_ORIGIN] });
    expect(new Set([HOST_ORIGIN, SDK_ORIGIN, API_ORIGIN]).size).toBe(3);
    expect(errors).toEqual([]);
  });
}

test('the iframe helper: the host page on one origin, sportsbook-frame.js from the SDK’s, the framed site on the API’s', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(hostUrl('/demo/iframe.html'));
  await expect(page.frameLocator('iframe[title="Sportsbook"]').locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
  expect(await originsSeenBy(page, /^\/sportsbook-frame\.js$/)).toEqual({ page: HOST_ORIGIN, sdk: [SDK_ORIGIN], api: [] });
  const site = page.frames().find((frame) => frame !== page.mainFrame())!;
  // The operator's own site calls its API on its own origin.
  expect(await originsSeenBy(site, /^\/sportsbook\.js$/)).toEqual({ page: API_ORIGIN, sdk: [API_ORIGIN], api: [API_ORIGIN] });
  expect(errors).toEqual([]);
});

test('the host pages’ origin answers no API call: an SDK that called its page’s origin would fail', async ({ request }) => {
  const response = await request.get(`${HOST_ORIGIN.replace('localhost', '127.0.0.1')}/xapi/rest/events`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(`The sportsbook API is at ${API_ORIGIN}`);
});
