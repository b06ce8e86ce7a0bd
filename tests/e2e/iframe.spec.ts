import { expect, test, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../support/chromium.mjs';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { prematchFootballPick } from './sandboxApi';
import { HOST_ORIGIN, hostUrl } from './origins';

// demo/iframe.html: the standalone site in an iframe through sportsbook-frame.js
// (docs/embedding-iframe.md). The frame fits its content, keeps its route in the host's
// address, obeys the host page's commands and no other page's. Three origins: the host
// page (HOST_ORIGIN), sportsbook-frame.js from the SDK's, the framed site on the API's (baseURL).

// The foreign-origin pages are served by the test (route), which Chromium's local network
// checks treat as a public site framing a loopback one; real hosts are not on loopback.
test.use({ launchOptions: { executablePath: requireChromium(), args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } });

const FRAME_BUDGET_BYTES = 3 * 1024;
const sportsbookFrame = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');
const frameHeight = (page: Page) => page.locator('iframe[title="Sportsbook"]').evaluate((frame) => frame.getBoundingClientRect().height);
/** The frame's Frame object (for its address and document), once it has loaded the site. */
async function siteFrame(page: Page, origin: string): Promise<Frame> {
  const framed = () => page.frames().find((frame) => frame !== page.mainFrame() && frame.url().startsWith(origin));
  await expect.poll(() => framed() !== undefined).toBe(true);
  return framed()!;
}

test('sportsbook-frame.js stays within its 3 KB gzip budget', () => {
  const built = readFileSync(fileURLToPath(new URL('../../dist/sportsbook-frame.js', import.meta.url)));
  const size = gzipSync(built, { level: 9 }).length;
  expect(size, `sportsbook-frame.js is ${size} bytes gzipped`).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
});

test.describe('iframe host page', () => {
  test('the frame grows with its content, never scrolls inside, and the host page has no serious axe issue', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    // A phone: on a desktop the sports menu column (4,600 px) sets the framed page's height
    // on home and live alike, so only the centre column's content, on a phone, shows the frame following it.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(hostUrl('/demo/iframe.html'));
    const app = sportsbookFrame(page).locator('sportsbook-app');
    await expect(app.getByRole('banner')).toBeVisible({ timeout: 15_000 });
    const frame = await siteFrame(page, baseURL!);
    // Sized from the frame's resize messages: as tall as the sportsbook element.
    const fits = async () => {
      const content = await frame.evaluate(() => Math.round(document.querySelector('sportsbook-app')!.getBoundingClientRect().height));
      return Math.abs((await frameHeight(page)) - content) <= 1;
    };
    await expect.poll(fits).toBe(true);
    const homeHeight = await frameHeight(page);

    await page.getByRole('button', { name: 'Live now' }).click();
    await expect.poll(() => frame.url()).toContain('/en/live/sport/');
    await expect.poll(async () => (await frameHeight(page)) > homeHeight + 200, { timeout: 15_000 }).toBe(true);
    await expect.poll(fits).toBe(true);
    // No inner scrollbar: the frame's document is exactly as tall as the frame.
    const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight, scrolling: document.documentElement.scrollHeight > window.innerHeight }));
    expect(inner.scrolling, JSON.stringify(inner)).toBe(false);

    expect(await seriousAxeViolations(page, ['body'])).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a deep link survives a reload, and the back button walks the frame back', async ({ page, baseURL }) => {
    await page.goto(hostUrl('/demo/iframe.html'));
    await expect(sportsbookFrame(page).locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Live now' }).click();
    await expect(page).toHaveURL(/[?&]sb=%2Fen%2Flive%2Fsport%2F/);

    await page.reload();
    const frame = await siteFrame(page, baseURL!);
    await expect.poll(() => new URL(frame.url()).pathname).toBe('/en/live/sport/');
    await expect(page).toHaveURL(/[?&]sb=%2Fen%2Flive%2Fsport%2F/);

    await page.getByRole('button', { name: 'Sports home' }).click();
    await expect(page).toHaveURL(/[?&]sb=%2Fen%2F(&|$)/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]sb=%2Fen%2Flive%2Fsport%2F/);
    await expect.poll(() => new URL(frame.url()).pathname).toBe('/en/live/sport/');
  });

  test('commands from the page switch the language and add a selection', async ({ page, request, baseURL }) => {
    const { event, outcome } = await prematchFootballPick(request);

    await page.goto(hostUrl(`/demo/iframe.html?sb=${encodeURIComponent(`/en/events/${event.slug}`)}`));
    const app = sportsbookFrame(page).locator('sportsbook-app');
    await expect(app.getByRole('heading', { level: 1, name: event.description })).toBeVisible();

    await page.getByLabel('Outcome id').fill(outcome.id);
    await page.getByRole('button', { name: 'Add to betslip' }).click();
    await expect(app.getByRole('region', { name: /^Betslip/ })).toContainText(outcome.description);

    await page.getByLabel('Sportsbook language').selectOption('pt');
    // The site's route follows the language (/pt/events/...), and the host's address with it.
    const frame = await siteFrame(page, baseURL!);
    await expect.poll(() => new URL(frame.url()).pathname).toBe(`/pt/events/${event.slug}`);
    await expect(page).toHaveURL(/sb=%2Fpt%2Fevents%2F/);
    await expect(page.getByRole('list').filter({ hasText: 'language {"locale":"pt","previousLocale":"en"}' })).toHaveCount(1);
  });
});

test.describe('a page of another origin', () => {
  // http://localhost:<port> and http://127.0.0.1:<port> are different origins for the browser;
  // the sandbox allows only the origin it was reached by (allowed_host_origins). The foreign
  // page is served by the test (route); see the launch options at the top.

  const foreignPage = (frameSrc: string) => `<!doctype html><html lang="en"><head><title>Foreign</title><link rel="icon" href="data:,"></head><body>
    <iframe title="Sportsbook" src="${frameSrc}" style="width:1200px;height:800px"></iframe>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => window.received.push(event.data));
      window.command = (type, payload) => document.querySelector('iframe').contentWindow.postMessage({ source: 'sportsbook-host', version: 1, type, payload }, '*');
    </script></body></html>`;
  type ForeignWindow = { received: unknown[]; command(type: string, payload: unknown): void };

  async function openForeign(page: Page, baseURL: string, claimedOrigin: string) {
    const foreignOrigin = baseURL.replace('127.0.0.1', 'localhost');
    await page.route(`${foreignOrigin}/foreign.html`, (route) => route.fulfill({ contentType: 'text/html', body: foreignPage(`${baseURL}/en/?host-origin=${encodeURIComponent(claimedOrigin)}`) }));
    await page.goto(`${foreignOrigin}/foreign.html`);
    await expect(sportsbookFrame(page).locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
    return siteFrame(page, baseURL);
  }

  function refusalsOf(page: Page): string[] {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('?host-origin=')) refusals.push(message.text());
    });
    return refusals;
  }

  test('naming itself as host origin, it is refused by the allow-list, hears nothing and cannot command', async ({ page, baseURL }) => {
    const refusals = refusalsOf(page);
    const foreignOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    const frame = await openForeign(page, baseURL!, foreignOrigin);
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).toContain(`${foreignOrigin} may not frame this sportsbook`);
    await page.evaluate(() => (window as unknown as ForeignWindow).command('navigate', { path: '/en/live/sport/' }));
    await page.waitForTimeout(1500);
    expect(new URL(frame.url()).pathname).toBe('/en/');
    expect(await page.evaluate(() => (window as unknown as ForeignWindow).received)).toEqual([]);
  });

  test('claiming the allowed origin, it is refused as not the parent, hears nothing and cannot command', async ({ page, baseURL }) => {
    const refusals = refusalsOf(page);
    const frame = await openForeign(page, baseURL!, baseURL!);
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).toContain(`the page that frames the site is ${baseURL!.replace('127.0.0.1', 'localhost')}`);
    await page.evaluate(() => (window as unknown as ForeignWindow).command('navigate', { path: '/en/live/sport/' }));
    await page.evaluate(() => (window as unknown as ForeignWindow).command('set-locale', { locale: 'de' }));
    await page.waitForTimeout(1500);
    expect(new URL(frame.url()).pathname).toBe('/en/');
    expect(await page.evaluate(() => (window as unknown as ForeignWindow).received)).toEqual([]);
  });

  test('inside the real host page, its command to the sportsbook frame is ignored with a warning', async ({ page, baseURL }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('ignored a command')) warnings.push(message.text());
    });
    const foreignOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    // An advert frame of another origin on the casino page reaches the sportsbook frame through parent.frames.
    await page.route(`${foreignOrigin}/advert.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Advert</title><script>parent.frames[0].postMessage({ source: 'sportsbook-host', version: 1, type: 'navigate', payload: { path: '/en/live/sport/' }, channel: 'casino-main' }, '*');</script>`,
      }),
    );
    await page.goto(hostUrl('/demo/iframe.html'));
    await expect(sportsbookFrame(page).locator('sportsbook-app').getByRole('banner')).toBeVisible({ timeout: 15_000 });
    const frame = await siteFrame(page, baseURL!);
    await expect(page).toHaveURL(/sb=%2Fen%2F/);
    await page.evaluate((src) => {
      const advert = document.createElement('iframe');
      advert.title = 'Advert';
      advert.src = src;
      document.body.append(advert);
    }, `${foreignOrigin}/advert.html`);
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain(`ignored a command from ${foreignOrigin}: only ${HOST_ORIGIN} (its host-origin) may send commands`);
    expect(new URL(frame.url()).pathname).toBe('/en/');
  });
});
