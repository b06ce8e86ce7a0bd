import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { logInWhereAsked } from './session';

// Promotions (docs/promotions.md) on the built standalone site against the real sandbox:
// the operator's list and a promotion's terms, an opt-in the sandbox records, the parlay
// table checked against GET promotions/epw, and the links following the operator's
// settings. Settings are changed for this page alone (a route over all_cached_settings),
// never with PUT /sandbox/content, which would reach every spec on the shared sandbox.

const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const app = (page: Page) => page.locator('sportsbook-app');

interface ApiPromotion {
  id: string;
  title: string;
  optIn: boolean;
  cta: { label: string; link: string } | null;
}

/** The operator's settings as this page receives them, with `patch` laid over every brand and channel. */
async function withSettings(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/all_cached_settings',
    async (route) => {
      const response = await route.fetch();
      const all = (await response.json()) as Record<string, Record<string, Record<string, unknown>>>;
      for (const channels of Object.values(all)) for (const channel of Object.keys(channels)) channels[channel] = { ...channels[channel], ...patch };
      await route.fulfill({ response, json: all });
    },
  );
}

/** The page's promotions list, once it has loaded. */
async function promotionsList(page: Page) {
  const list = app(page).getByRole('list', { name: 'Current promotions' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  return list;
}

for (const viewport of VIEWPORTS) {
  test.describe(`promotions at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the list shows the parlay promotion and the operator’s offers, and a promotion’s page its terms', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      const offers = ((await (await page.request.get('/xapi/rest/promotions?l=en')).json()) as { promotions: ApiPromotion[] }).promotions;
      expect(offers.length).toBeGreaterThan(1);

      await page.goto('/en/promotions');
      const list = await promotionsList(page);
      const titles = await list.getByRole('heading', { level: 2 }).allTextContents();
      expect(titles[0]).toBe('Acca extra winnings');
      // Every offer the operator answered is on a card (the page orders them by end date).
      expect([...titles.slice(1)].sort()).toEqual(offers.map((offer) => offer.title).sort());
      const insurance = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Acca insurance' }) });
      await expect(insurance.getByText('Opt-in', { exact: true })).toBeVisible();
      await expect(insurance.getByRole('link', { name: 'Build an acca' })).toHaveAttribute('href', '/en/sports');
      // The banner is decorative (alt=""); it has loaded.
      await expect(insurance.locator('img')).toHaveJSProperty('complete', true);
      expect(await insurance.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `promotions-list-${viewport.name}`, { fullPage: true });

      const detail = (await (await page.request.get('/xapi/rest/promotions/acca-insurance?l=en')).json()) as { termsHtml: string };
      await insurance.getByRole('link', { name: 'Acca insurance', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/promotions\/acca-insurance$/);
      await expect(app(page).getByRole('heading', { level: 1, name: 'Acca insurance' })).toBeVisible();
      const terms = app(page).getByRole('region', { name: 'Terms and conditions' });
      // The terms as the operator wrote them: each list item of its HTML is a list item on the page.
      const items = [...detail.termsHtml.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
      expect(items.length).toBeGreaterThan(3);
      await expect(terms.getByRole('listitem')).toHaveText(items as string[]);
      await expect(app(page).getByRole('button', { name: 'Log in to opt in' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `promotion-detail-${viewport.name}`, { fullPage: true });
      expect(errors).toEqual([]);
    });

    test('the parlay promotion’s table shows the sandbox’s epw tiers and cap', async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const epw = (await (await page.request.get('/xapi/rest/promotions/epw')).json()) as { epwPromoFilterValues: { betSize: number; percentage: number }[]; maxAmount: number };
      const tiers = [...epw.epwPromoFilterValues].sort((a, b) => a.betSize - b.betSize);
      const expected = tiers.map((tier, index) => {
        const next = tiers[index + 1];
        const selections = next === undefined ? `${tier.betSize} or more` : next.betSize - 1 === tier.betSize ? `${tier.betSize}` : `${tier.betSize} to ${next.betSize - 1}`;
        return [selections, `${tier.percentage}%`];
      });

      await page.goto('/en/promotions/extra-winnings');
      const table = app(page).getByRole('table', { name: 'Extra winnings by number of selections' });
      await expect(table).toBeVisible({ timeout: 20_000 });
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)));
      expect(rows).toEqual(expected);
      // The demo brand's currency (EUR), two places.
      await expect(app(page).getByRole('definition')).toHaveText(`EUR ${epw.maxAmount.toFixed(2)}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `promotions-parlay-${viewport.name}`, { fullPage: true });
    });
  });
}

test.describe('opting in', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a visitor logs in from the promotion, opts in, the sandbox records it, and a reload still says "You’re in"', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // Only this spec opts in; earlier runs' opt-ins are forgotten so the player starts out.
    await request.delete('/sandbox/promotions/opt-ins');
    await page.goto('/en/promotions/bet-and-get');
    await app(page).getByRole('button', { name: 'Log in to opt in' }).click({ timeout: 20_000 });
    await logInWhereAsked(page, 'punter');
    const optIn = app(page).getByRole('button', { name: 'Opt in', exact: true });
    await optIn.click({ timeout: 15_000 });
    await expect(app(page).getByRole('status').filter({ hasText: "You're in" })).toBeVisible();
    const recorded = (await (await request.get('/sandbox/promotions/opt-ins?accountId=1013')).json()) as { optIns: { promotionId: string }[] };
    expect(recorded.optIns.map((entry) => entry.promotionId)).toEqual(['bet-and-get']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'promotion-opted-in-desktop');

    await page.reload();
    await expect(app(page).getByRole('status').filter({ hasText: "You're in" })).toBeVisible({ timeout: 20_000 });
    await expect(optIn).toHaveCount(0);
    // The list marks it too.
    await app(page).getByRole('link', { name: 'All promotions' }).click();
    const card = (await promotionsList(page)).getByRole('listitem').filter({ has: page.getByRole('heading', { name: /get a free bet/ }) });
    await expect(card.getByText("You're in")).toBeVisible();
  });
});

test.describe('links to promotions follow the operator’s settings', () => {
  test('on a phone the footer bar and the site footer go to the configured address', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await withSettings(page, { promotions_url: '/offers' });
    await page.goto('/en/sports');
    const footerBar = app(page).getByRole('navigation', { name: 'Footer' });
    const promotions = footerBar.getByRole('link', { name: 'Promotions' });
    await expect(promotions).toHaveAttribute('href', '/en/offers', { timeout: 20_000 });
    await expect(app(page).getByRole('contentinfo').getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/offers');
    await promotions.click();
    await expect(page).toHaveURL(/\/en\/offers$/);
    const list = await promotionsList(page);
    await expect(list.getByRole('link', { name: 'Acca insurance', exact: true })).toHaveAttribute('href', '/en/offers/acca-insurance');
  });

  test('on a desktop the menu, the sub-header and the advert go to the configured address', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await withSettings(page, { promotions_url: '/offers' });
    await page.goto('/en/sports');
    await expect(app(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/offers', { timeout: 20_000 });
    await expect(app(page).getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/offers');
    await expect(app(page).getByRole('contentinfo').getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/offers');
    // The sandbox's advert 11 was written with a link to /promotions.
    const advert = app(page).locator('a.sb-advert').filter({ has: page.getByRole('img', { name: 'Weekend football' }) });
    await expect(advert).toHaveAttribute('href', '/en/offers', { timeout: 15_000 });
  });

  test('when promotions are unavailable no link shows', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await withSettings(page, { promotions_enabled: false });
    await page.goto('/en/sports');
    const footerBar = app(page).getByRole('navigation', { name: 'Footer' });
    await expect(footerBar.getByRole('link', { name: 'Live' })).toBeVisible({ timeout: 20_000 });
    await expect(footerBar.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
    await expect(app(page).getByRole('contentinfo')).toBeVisible();
    await expect(app(page).getByRole('contentinfo').getByRole('link', { name: 'Promotions' })).toHaveCount(0);
    // An address reached anyway says so.
    await page.goto('/en/promotions');
    await expect(app(page).getByText('Promotions are not available on this site.')).toBeVisible({ timeout: 20_000 });
  });
});
