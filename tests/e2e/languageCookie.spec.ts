import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, HOST_ORIGIN, hostUrl } from './origins';

// Spec 9's cookie (docs/site.md "The language cookie"): our standalone site writes the
// bettor's language in a cookie until 2100 (Chromium caps it at 400 days), SameSite Lax, on the widest domain the browser
// keeps (here an IP address: the host alone), and the operator's server opens the site's
// bare address in it. An element on a host's page writes no cookie on the host's domain.

const app = (page: Page) => page.locator('sportsbook-app');

test("the site keeps the bettor's language in spec 9's cookie, and its bare address opens in it", async ({ page, context }) => {
  await page.goto('/pt/');
  await expect(app(page).locator('#sb-content').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await context.cookies(API_ORIGIN)).find((cookie) => cookie.name === 'sportsbook_lang')?.value).toBe('pt');
  const cookie = (await context.cookies(API_ORIGIN)).find((entry) => entry.name === 'sportsbook_lang')!;
  // Written to expire in 2100 (spec 9); Chromium keeps no cookie longer than 400 days and stores that cap instead.
  expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 399 * 24 * 3600 * 1000);
  expect([cookie.sameSite, cookie.path, cookie.domain]).toEqual(['Lax', '/', new URL(API_ORIGIN).hostname]);

  // Back at the bare address (a bookmark, a typed address): the operator's server sends it to /pt/.
  const answer = await page.goto('/');
  expect(answer?.request().redirectedFrom()?.url()).toBe(`${API_ORIGIN}/`);
  await expect(page).toHaveURL(`${API_ORIGIN}/pt/`);

  // Choosing English later rewrites it.
  await page.goto('/en/');
  await expect.poll(async () => (await context.cookies(API_ORIGIN)).find((entry) => entry.name === 'sportsbook_lang')?.value).toBe('en');
});

test("an element on a casino's page writes no cookie on the casino's domain", async ({ page, context }) => {
  await page.goto(hostUrl('/demo/casino.html'));
  await expect(app(page).locator('button.sb-price').first()).toBeVisible({ timeout: 20_000 });
  expect((await context.cookies(HOST_ORIGIN)).map((cookie) => cookie.name)).not.toContain('sportsbook_lang');
});
