import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOST_ORIGIN, apiUrl, hostUrl, sdkUrl } from './origins';
import { elementDefined, reactTookOver } from './reactTookOver';
import { prematchFootballPick } from './sandboxApi';
import { keepScreenshot } from './screenshots';
import { fullRunOnly } from './fullRun';

// Host safety (issue 18): in every embedded mode the operator's maintenance, blocked and
// 5xx answers never navigate or reload the host's page. The sportsbook shows the branded
// maintenance shell in its elements, tells the host (sportsbook-maintenance,
// sportsbook-unavailable, sportsbook-available: DOM events, or messages to the parent
// frame) and comes back by itself when the operator does. Our standalone site keeps spec
// 2's behaviour (the /maintenance page; reloads for /blocked), bounded.
//
// Faults are raised through the sandbox for this page's requests only (X-Sandbox-Fault on
// its API calls, added by a route): PUT /sandbox/faults would take down every other spec
// running at the same time. The host pages are on their own origin, the SDK's files and the
// API on two others (origins.ts); the standalone site and its native-app view are on the
// API's origin, as an operator's own site is.

type Fault = 'maintenance' | 'blocked' | 'error=1';

/** Turns a sandbox fault on and off for every API call of this page (its frames included). */
async function faultSwitch(page: Page) {
  let fault: Fault | null = null;
  await page.route(/\/(xapi|api|auth|nextapi|franco)\//, (route) => {
    if (fault === null) return route.continue();
    return route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': fault } });
  });
  return {
    set(next: Fault | null) {
      fault = next;
    },
  };
}

/** What the host heard, in the host's own terms: the event name without "sportsbook-" (as the frame's messages name it) and its detail. */
interface Heard {
  type: string;
  detail: unknown;
}

const AVAILABILITY_EVENTS = ['sportsbook-maintenance', 'sportsbook-unavailable', 'sportsbook-available'] as const;

/** Records the availability events on the top document, and the sportsbook's messages to the top window. */
async function recordWhatTheHostHears(page: Page): Promise<void> {
  await page.addInitScript((names) => {
    if (window.top !== window) return;
    const heard: Array<{ type: string; detail: unknown }> = [];
    Object.assign(window, { __hostHeard: heard });
    for (const name of names) document.addEventListener(name, (event) => heard.push({ type: name.replace(/^sportsbook-/, ''), detail: (event as CustomEvent).detail }));
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: string; type?: string; payload?: unknown } | null;
      if (data?.source === 'sportsbook' && typeof data.type === 'string' && ['maintenance', 'unavailable', 'available'].includes(data.type)) heard.push({ type: data.type, detail: data.payload });
    });
  }, [...AVAILABILITY_EVENTS]);
}

const heardByHost = (page: Page): Promise<Heard[]> => page.evaluate(() => (window as unknown as { __hostHeard: Heard[] }).__hostHeard);

/**
 * Everything that would show the host page was taken over: a navigation of its top frame
 * (a new document or a same-document address change) after the page settled, and the
 * sportsbook frame (if any) leaving for the operator's /maintenance or /blocked page.
 */
function watchNavigations(page: Page) {
  const top: string[] = [];
  const frames: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) top.push(frame.url());
    else frames.push(frame.url());
  });
  return { top, frames };
}

interface HostSetup {
  /** The hosting mode, as docs/embedding-modes.md names it. */
  name: string;
  /** File name part of its screenshots (test-results/screenshots/host-safety-<slug>-*.png). */
  slug: string;
  /** Opens the host page and waits until the sportsbook shows its content. */
  open(page: Page): Promise<void>;
  /** Every sportsbook element of the page: each must show the shell. */
  elements(page: Page): Locator[];
  /** The host does something that asks the operator: puts an outcome on the betslip. */
  addSelection(page: Page, outcomeId: string): Promise<void>;
}

/** A host page's own script calling the element method (its failure is the host's to catch). */
// As docs/embedding.md tells a host: its methods exist once the SDK has defined the element
// (the pre-paint's odds can show before, docs/performance.md "First paint before React").
const addSelectionByMethod = async (page: Page, outcomeId: string) => {
  await elementDefined(page, 'sportsbook-app');
  await page.evaluate((id) => {
    void document.querySelector('sportsbook-app')!.addSelection(id).catch(() => undefined);
  }, outcomeId);
};

/** A casino page that places the sportsbook as one block of its own page (mode="content-embedded"), served by the test on the host pages' origin. */
const CONTENT_EMBEDDED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Casino lobby</title><link rel="icon" href="data:,"></head>
<body><header><h1>Lucky Star Casino</h1></header>
<main><sportsbook-app brand="eurobet" locale="en" mode="content-embedded" api-base="${apiUrl('/')}"></sportsbook-app><sportsbook-betslip></sportsbook-betslip></main>
<script src="${sdkUrl('/sportsbook.iife.js')}"></script></body></html>`;

const sportsbookFrame = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');

// Each host is opened until React's tree shows (reactTookOver): the pre-paint draws the shell's
// frame (.sb-app) too, and a fault switched on before React's own calls would meet the
// pre-paint's answers from before it (a fresh-clone CI heard maintenance, available, maintenance).
const HOSTS: HostSetup[] = [
  {
    name: 'embedded by one script tag (demo/casino.html)',
    slug: 'casino',
    async open(page) {
      await page.goto(hostUrl('/demo/casino.html'));
      await expect(page.locator('sportsbook-app .sb-app')).toBeVisible({ timeout: 15_000 });
      await reactTookOver(page);
    },
    elements: (page) => [page.locator('sportsbook-app'), page.locator('sportsbook-betslip')],
    addSelection: addSelectionByMethod,
  },
  {
    name: 'content-embedded on a host page',
    slug: 'content-embedded',
    async open(page) {
      await page.route(hostUrl('/host-safety/content-embedded.html'), (route) => route.fulfill({ contentType: 'text/html', body: CONTENT_EMBEDDED_PAGE }));
      // A page the test hands the browser has no server address, so Chromium counts it a
      // public page and refuses its requests to the loopback SDK and API origins (Local
      // Network Access). An operator's page, CDN and API are all public; the one permission
      // puts this page back on the footing of the sandbox's own host pages.
      await page.context().grantPermissions(['local-network-access'], { origin: HOST_ORIGIN });
      await page.goto(hostUrl('/host-safety/content-embedded.html'));
      await expect(page.locator('sportsbook-app .sb-app')).toBeVisible({ timeout: 15_000 });
      await reactTookOver(page);
    },
    elements: (page) => [page.locator('sportsbook-app'), page.locator('sportsbook-betslip')],
    addSelection: addSelectionByMethod,
  },
  {
    name: 'the React host (demo/react-host, ES module)',
    slug: 'react-host',
    async open(page) {
      await page.goto(hostUrl('/demo/react-host/'));
      await expect(page.locator('sportsbook-app .sb-app')).toBeVisible({ timeout: 15_000 });
      await reactTookOver(page);
    },
    elements: (page) => [page.locator('sportsbook-app'), page.locator('sportsbook-betslip')],
    addSelection: addSelectionByMethod,
  },
  {
    name: 'elements with path routing under the host’s base path (demo/routing.html)',
    slug: 'routing',
    async open(page) {
      await page.goto(hostUrl('/sports-betting/en/'));
      await expect(page.locator('sportsbook-app .sb-app')).toBeVisible({ timeout: 15_000 });
      await reactTookOver(page);
    },
    elements: (page) => [page.locator('sportsbook-app')],
    addSelection: addSelectionByMethod,
  },
  {
    name: 'framed by the iframe helper (demo/iframe.html)',
    slug: 'iframe',
    async open(page) {
      await page.goto(hostUrl('/demo/iframe.html'));
      await expect(sportsbookFrame(page).locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
      // The helper keeps the frame's first route in the host's address (?sb=, its deep link): let that settle first.
      await expect(page).toHaveURL(/[?&]sb=/);
    },
    elements: (page) => [sportsbookFrame(page).locator('sportsbook-app')],
    async addSelection(page, outcomeId) {
      // The host page's own controls send the frame its add-selection command.
      await page.getByLabel('Outcome id').fill(outcomeId);
      await page.getByRole('button', { name: 'Add to betslip' }).click();
    },
  },
  {
    name: 'a native app’s web view (our site with ?mode=native-app)',
    slug: 'native-app',
    async open(page) {
      await page.goto('/en/sports?mode=native-app');
      await expect(page.locator('sportsbook-app .sb-app')).toBeVisible({ timeout: 15_000 });
      await reactTookOver(page);
    },
    elements: (page) => [page.locator('sportsbook-app')],
    addSelection: addSelectionByMethod,
  },
];

/** The branded shell in every element, with the words for the answer. */
async function expectShellEverywhere(page: Page, host: HostSetup, heading: 'Maintenance' | 'Access blocked') {
  for (const element of host.elements(page)) {
    await expect(element.locator('.sb-maintenance').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
}

async function expectContentBack(page: Page, host: HostSetup) {
  for (const element of host.elements(page)) {
    await expect(element.locator('.sb-maintenance')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(host.elements(page)[0]!.locator('.sb-app')).toBeVisible();
}

for (const host of HOSTS) {
  // The gate: the script tag and the iframe, the two ways operators embed; the full run every host.
  const inGate = /casino\.html|iframe\.html/.test(host.name);
  test(`${host.name}: maintenance, blocked and 5xx never move the host page; the host hears them; the sportsbook comes back`, fullRunOnly(!inGate), async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { outcome } = await prematchFootballPick(request);
    const faults = await faultSwitch(page);
    await recordWhatTheHostHears(page);
    await host.open(page);
    const hostAddress = page.url();
    // A page that reloads loses this; a page that navigates loses it too.
    await page.evaluate(() => Object.assign(window, { __hostSafetyMarker: 'the host page is still the one it was' }));
    const navigations = watchNavigations(page);

    // Maintenance: the shell in every element, the host told, the page where it was.
    faults.set('maintenance');
    await host.addSelection(page, outcome.id);
    await expectShellEverywhere(page, host, 'Maintenance');
    await keepScreenshot(page, testInfo, `host-safety-${host.slug}-maintenance`);
    await expect.poll(() => heardByHost(page)).toEqual([{ type: 'maintenance', detail: { state: 'maintenance', previousState: 'available' } }]);
    faults.set(null);
    await expectContentBack(page, host);
    await expect.poll(() => heardByHost(page)).toEqual([
      { type: 'maintenance', detail: { state: 'maintenance', previousState: 'available' } },
      { type: 'available', detail: { state: 'available', previousState: 'maintenance' } },
    ]);

    // Blocked: the same, with the blocked words and sportsbook-unavailable.
    faults.set('blocked');
    await host.addSelection(page, outcome.id);
    await expectShellEverywhere(page, host, 'Access blocked');
    await keepScreenshot(page, testInfo, `host-safety-${host.slug}-blocked`);
    await expect.poll(async () => (await heardByHost(page)).slice(2)).toEqual([{ type: 'unavailable', detail: { state: 'blocked', previousState: 'available' } }]);
    faults.set(null);
    await expectContentBack(page, host);
    await expect.poll(async () => (await heardByHost(page)).slice(2)).toEqual([
      { type: 'unavailable', detail: { state: 'blocked', previousState: 'available' } },
      { type: 'available', detail: { state: 'available', previousState: 'blocked' } },
    ]);

    // A server error is the failing call's own business: no shell, no event, no navigation.
    faults.set('error=1');
    await host.addSelection(page, outcome.id);
    await expect(host.elements(page)[0]!.locator('.sb-app')).toBeVisible();
    faults.set(null);
    await host.addSelection(page, outcome.id);
    for (const element of host.elements(page)) await expect(element.locator('.sb-maintenance')).toHaveCount(0);
    expect(await heardByHost(page)).toHaveLength(4);

    expect(page.url()).toBe(hostAddress);
    expect(navigations.top).toEqual([]);
    expect(navigations.frames.filter((url) => /\/(maintenance|blocked)(\?|$)/.test(new URL(url).pathname))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __hostSafetyMarker?: string }).__hostSafetyMarker)).toBe('the host page is still the one it was');
  });
}

test.describe('our standalone site keeps spec 2’s pages, bounded', () => {
  test('maintenance: the site goes to the operator’s /maintenance page once', async ({ page }) => {
    const faults = await faultSwitch(page);
    faults.set('maintenance');
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/en/sports');
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We will be back soon');
    expect(loads.filter((path) => path === '/maintenance')).toHaveLength(1);
  });

  test('a block that stays: three reloads, each later than the last, then the /blocked page and nothing more', fullRunOnly(), async ({ page }) => {
    test.setTimeout(90_000);
    const faults = await faultSwitch(page);
    faults.set('blocked');
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/en/sports');
    await expect(page).toHaveURL(/\/blocked$/, { timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access blocked');
    // A window after it: the site has stopped (before the bound it reloaded about 7 times a second, forever).
    await page.waitForTimeout(5_000);
    expect(loads).toEqual(['/en/sports', '/en/sports', '/en/sports', '/en/sports', '/blocked']);
    // The tab remembers the count (session storage), which is what bounded the reloads.
    const counted = await page.evaluate(() => sessionStorage.getItem('sportsbook:blocked-reloads'));
    expect(JSON.parse(counted ?? '{}')).toMatchObject({ count: 3 });
  });
});
