import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// Spec 2 "Betslip presentation" on pinoy (enable_floating_betslip): the floating bar
// (1024 px and up) with the bet count, dragged, snapped inside the 20 px safe margin, and
// opening the slip; below 1024 px the slip bar (issue 23) stands in for the floating button
// (docs/betslip-presentation.md), the tablet's floating button with it.

const MARGIN = 20;
const app = (page: Page) => page.locator('sportsbook-app');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The latest-starting prematch football fixture (it must not kick off mid-test) and its Match Result's first outcome. */
async function fixture(request: APIRequestContext) {
  const answer = await request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=50');
  const event = ((await answer.json()) as { events: { id: string; slug: string }[] }).events.at(-1)!;
  const full = (await (await request.get(`/xapi/rest/events/${event.id}`)).json()) as { markets: { description: string; status: string; outcomes: { description: string }[] }[] };
  const market = full.markets.find((candidate) => candidate.description === 'Match Result' && candidate.status === 'open')!;
  return { slug: event.slug, outcome: market.outcomes[0]!.description };
}

/** Drags with the mouse (pointer events) from the control's centre by (dx, dy), in steps. */
async function drag(page: Page, box: { x: number; y: number; width: number; height: number }, to: { x: number; y: number }) {
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test.describe('floating betslip below 1024 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slip bar stands in for the floating button: the count, docked above the footer, and it opens the slip', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const { slug, outcome } = await fixture(page.request);
    await page.goto(`/en/events/${slug}?brand=pinoy`);
    const price = app(page).getByRole('group', { name: 'Match Result', exact: true }).getByRole('button', { name: new RegExp(`^${escaped(outcome)} [-+–\\d]`) });
    await price.click();
    const slip = app(page).getByRole('heading', { name: /^Betslip/ });
    // The pick opens nothing: the bar shows it, and no floating button sits over the bar.
    await expect(slip).toHaveCount(0);
    const bar = app(page).getByTestId('slip-bar').getByRole('button', { name: /^Betslip, 1 selection/ });
    await expect(bar).toBeVisible();
    await expect(app(page).getByTestId('floating-betslip')).toHaveCount(0);
    await expect(app(page).getByTestId('slip-bar-count')).toHaveText('1');
    await keepScreenshot(page, testInfo, 'floating-betslip-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await bar.click();
    await expect(slip).toBeVisible();
    await expect(app(page).getByTestId('floating-betslip')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

for (const viewport of [{ name: 'desktop', width: 1366, height: 800, size: { width: 200, height: 50 } }]) {
  test.describe(`floating betslip at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the count while the slip is collapsed, drags and snaps inside the margin, and opens the slip', async ({ page }, testInfo) => {
      const errors = collectPageErrors(page);
      const { slug, outcome } = await fixture(page.request);
      await page.goto(`/en/events/${slug}?brand=pinoy`);
      const control = app(page).getByTestId('floating-betslip');
      const price = app(page).getByRole('group', { name: 'Match Result', exact: true }).getByRole('button', { name: new RegExp(`^${escaped(outcome)} [-+–\\d]`) });
      await price.click();
      const slip = app(page).getByRole('heading', { name: /^Betslip/ });
      await expect(slip).toBeVisible();
      // Open slip: no floating control.
      await expect(control).toHaveCount(0);
      await app(page).getByRole('button', { name: /^Close/ }).first().click();
      await expect(slip).toHaveCount(0);

      await expect(control).toHaveAccessibleName('Betslip, selections: 1');
      await expect(control).toContainText('1');
      const start = (await control.boundingBox())!;
      expect({ width: start.width, height: start.height }).toEqual(viewport.size);
      await keepScreenshot(page, testInfo, `floating-betslip-${viewport.name}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Dragged past the top-left corner: held on screen, then snapped 20 px inside.
      await drag(page, start, { x: 2, y: 2 });
      const snapped = (await control.boundingBox())!;
      expect(snapped.x).toBe(MARGIN);
      if (viewport.name === 'desktop') expect(snapped.y).toBe(start.y);
      else expect(snapped.y).toBe(MARGIN);
      // And past the bottom-right one.
      await drag(page, snapped, { x: viewport.width - 1, y: viewport.height - 1 });
      const corner = (await control.boundingBox())!;
      expect(corner.x + corner.width).toBe(viewport.width - MARGIN);
      expect(corner.y + corner.height).toBeLessThanOrEqual(viewport.height - MARGIN);
      if (viewport.name === 'desktop') expect(corner.y).toBe(start.y);
      // A drag is not a click: the slip stayed collapsed.
      await expect(slip).toHaveCount(0);

      // Keyboard: the arrows move it too.
      await control.focus();
      await page.keyboard.press('ArrowLeft');
      expect((await control.boundingBox())!.x).toBe(corner.x - 10);

      await control.click();
      await expect(slip).toBeVisible();
      await expect(control).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
