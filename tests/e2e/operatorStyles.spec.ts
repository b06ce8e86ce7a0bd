import { expect, test, type Page, type Route } from '@playwright/test';
import { cspViolations, recordCspViolations } from './hostPage';
import { collectPageErrors } from './pageErrors';

// Operator content carries its own styles: the external header's CSS (spec 2,
// external_header_path), style attributes and <style> blocks in CMS HTML widgets and the
// external footer. demo/casino.html is served with the strict policy docs/deployment.md
// gives (style-src 'self', no 'unsafe-inline'): the sportsbook must honour those styles
// without a single Content-Security-Policy violation.

const HEADER = {
  css: '.ext-header{background:#111;color:#fff;padding:8px 16px;font:14px sans-serif}',
  js: '',
  html: '<div class="ext-header" style="display:flex;gap:12px"><span style="color:rgb(255, 215, 0)">Operator header</span><a href="/promotions" style="color:#fff;text-decoration:underline">Offers</a></div>',
};
const WIDGET =
  '<style>.rg-note{border-left:4px solid rgb(0, 128, 0)}</style>' +
  '<h3 style="margin:0 0 4px;letter-spacing:1px">Play responsibly</h3>' +
  '<p class="rg-note" style="padding-left:9px;color:rgb(51, 51, 51)">Set deposit limits. <strong style="color:rgb(200, 0, 0)">18+</strong> only.</p>' +
  '<p style="background:url(javascript:alert(1))">no script through CSS</p>' +
  // A pasted full-page overlay: it may cover its widget, never the page.
  '<div class="op-cover" style="position:fixed;inset:0;z-index:2147483647"></div>';
const FOOTER = '<p class="op-footer" style="font-style:italic">© Operator 2025 <span style="font-weight:700">licensed</span></p><style>.op-footer{color:rgb(0, 0, 255)}</style>';

async function withOperatorStyles(page: Page): Promise<void> {
  await page.route(/\/api\/all_cached_settings\?/, async (route: Route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, Record<string, Record<string, unknown>>>;
    for (const channels of Object.values(answer)) {
      for (const settings of Object.values(channels)) Object.assign(settings, { external_header_path: '/api/external_header', external_footer_html: FOOTER });
    }
    await route.fulfill({ json: answer });
  });
  await page.route(/\/api\/external_header(\?|$)/, (route) => route.fulfill({ json: HEADER }));
  await page.route(/\/api\/html_widgets\/1\?/, (route) => route.fulfill({ json: { id: 1, name: 'Responsible gaming', content: WIDGET } }));
}

const styleOf = (page: Page, selector: string, properties: readonly string[]) =>
  page.locator('sportsbook-app').locator(selector).first().evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);

test('the operator\'s header CSS, CMS widget and footer styles apply on the strict-CSP casino page with no violation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors = collectPageErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await recordCspViolations(page);
  await withOperatorStyles(page);
  await page.goto('/demo/casino.html');

  const app = page.locator('sportsbook-app');
  await expect(app.getByText('Operator header')).toBeVisible({ timeout: 15_000 });
  await expect(app.getByRole('heading', { name: 'Play responsibly' })).toBeVisible();
  await expect(app.getByText('© Operator 2025')).toBeVisible();

  // Every style the operator wrote applies: its stylesheets and its style attributes.
  expect(await styleOf(page, '.ext-header', ['background-color', 'padding-left', 'display', 'column-gap'])).toEqual({ 'background-color': 'rgb(17, 17, 17)', 'padding-left': '16px', display: 'flex', 'column-gap': '12px' });
  expect(await styleOf(page, '.ext-header span', ['color'])).toEqual({ color: 'rgb(255, 215, 0)' });
  expect(await styleOf(page, '.rg-note', ['border-left-color', 'border-left-width', 'padding-left', 'color'])).toEqual({ 'border-left-color': 'rgb(0, 128, 0)', 'border-left-width': '4px', 'padding-left': '9px', color: 'rgb(51, 51, 51)' });
  expect(await styleOf(page, '.rg-note strong', ['color'])).toEqual({ color: 'rgb(200, 0, 0)' });
  expect(await styleOf(page, '.op-footer', ['color', 'font-style'])).toEqual({ color: 'rgb(0, 0, 255)', 'font-style': 'italic' });

  // The overlay's fixed position is taken inside the widget's box (layout containment).
  const widgetBox = (await app.locator('.sb-layout-item--html-widget').first().boundingBox())!;
  const coverBox = (await app.locator('.op-cover').boundingBox())!;
  // Inside the widget's border box (inset 0 fills its padding box), so far smaller than the 1366 x 900 page.
  expect(coverBox.x).toBeGreaterThanOrEqual(widgetBox.x);
  expect(coverBox.y).toBeGreaterThanOrEqual(widgetBox.y);
  expect(coverBox.x + coverBox.width).toBeLessThanOrEqual(widgetBox.x + widgetBox.width);
  expect(coverBox.y + coverBox.height).toBeLessThanOrEqual(widgetBox.y + widgetBox.height);
  expect(coverBox.height).toBeGreaterThan(0);

  // Before issue 18: 26 violations here (22 style attributes, 4 <style> elements) and none of these styles applied.
  expect(await cspViolations(page)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
