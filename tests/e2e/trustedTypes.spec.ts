import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectPageErrors } from './pageErrors';
import { API_ORIGIN, HOST_ORIGIN, SDK_ORIGIN, apiUrl, hostUrl, sdkUrl } from './origins';

// An operator page that requires Trusted Types (docs/deployment.md "Trusted Types"): every
// HTML and script sink takes only values a named policy made. The SDK's own policy
// ("sportsbook", signing DOMPurify's output) and lit-html's (the login-status widget) are
// the only names the page allows; an operator HTML widget must render, sanitised, with no
// violation and nothing of the widget's script run.

const integrity = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/integrity.json', import.meta.url)), 'utf8')) as Record<string, string>;

/** docs/deployment.md's policy for this deployment, with its Trusted Types line. */
const TRUSTED_TYPES_CSP = [
  `default-src 'self'`,
  `script-src ${SDK_ORIGIN}`,
  `style-src 'self'`,
  `img-src ${API_ORIGIN} data:`,
  `font-src 'self' data:`,
  `connect-src ${API_ORIGIN}`,
  `frame-src ${API_ORIGIN}`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `require-trusted-types-for 'script'`,
  `trusted-types sportsbook lit-html`,
].join('; ');

/**
 * What the operator's CMS sends for widget 2 here: markup, and what must never run or reach
 * the DOM. No inline event handler: Chromium reports `script-src-attr` for one the moment
 * any parser reads it, the sanitiser's inert parse included (nothing runs; docs/deployment.md
 * "Trusted Types"), and the unit tests (src/ui/trustedHtmlPolicy.test.ts) cover handlers.
 */
const HOSTILE_WIDGET = [
  '<p class="tt-widget">Promotions <b>this week</b></p>',
  '<p>Hover me</p>',
  '<a href="javascript:window.__widgetRan = \'link\'">Tap me</a>',
  '<script>window.__widgetRan = \'script\'</script>',
  '<iframe srcdoc="<script>parent.__widgetRan = \'frame\'</script>"></iframe>',
].join('');

/** Every CSP violation from the page's first moment, with where it came from (a Trusted Types one names its sink). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample} (${event.sourceFile}:${event.lineNumber})`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

async function serveHostPage(page: Page, path: string, body: string): Promise<string> {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Casino requiring Trusted Types</title><link rel="icon" href="data:," /></head>
  <body>${body}</body>
</html>`;
  // As in threeOrigins.spec.ts: a page the test hands the browser counts as public, and
  // needs this to reach the loopback SDK and API origins.
  await page.context().grantPermissions(['local-network-access'], { origin: HOST_ORIGIN });
  await page.route(hostUrl(path), (route) => route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': TRUSTED_TYPES_CSP }, body: html }));
  return hostUrl(path);
}

test('under require-trusted-types-for, elements render, an operator HTML widget shows sanitised, and nothing is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors = collectPageErrors(page);
  await recordViolations(page);
  // The widget's answer carries markup that would run: a javascript: link, a script, a framed script.
  await page.route(apiUrl('/api/html_widgets/2?**'), async (route) => {
    const original = await route.fetch();
    const widget = (await original.json()) as Record<string, unknown>;
    await route.fulfill({ response: original, json: { ...widget, content: HOSTILE_WIDGET } });
  });
  const address = await serveHostPage(
    page,
    '/cdn/casino-trusted-types.html',
    `<script type="module" src="${sdkUrl('/sportsbook.js')}" integrity="${integrity['sportsbook.js']}" crossorigin="anonymous"></script>` +
      `<header><sportsbook-login-status brand="eurobet" locale="en" api-base="${apiUrl('/')}"></sportsbook-login-status></header>` +
      `<main><sportsbook-app brand="eurobet" locale="en" api-base="${apiUrl('/')}"></sportsbook-app></main>`,
  );
  await page.goto(address);

  const app = page.locator('sportsbook-app');
  await expect(app.locator('.sb-price').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('sportsbook-login-status').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // Both widgets of the home layout render, the hostile one as its markup without what runs.
  const widgets = app.locator('.sb-layout-item--html-widget');
  await expect(widgets.filter({ hasText: 'Play responsibly' })).toBeVisible({ timeout: 15_000 });
  const hostile = widgets.filter({ has: page.locator('.tt-widget') });
  await expect(hostile.locator('.tt-widget')).toHaveText('Promotions this week');
  expect(await hostile.evaluate((element) => element.innerHTML)).toBe('<p class="tt-widget">Promotions <b>this week</b></p><p>Hover me</p><a>Tap me</a>');
  await hostile.getByText('Hover me').hover();
  await hostile.getByText('Tap me').click();
  expect(await page.evaluate(() => (window as { __widgetRan?: string }).__widgetRan ?? null)).toBeNull();

  // Contained, not just hidden: no region shows its failure notice.
  await expect(app.locator('.sb-region-failure')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The page really requires Trusted Types: a plain string in innerHTML is refused (last, as it is a violation).
  expect(await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>plain</b>';
      return 'accepted';
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('TypeError');
});
