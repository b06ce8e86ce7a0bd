import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { escapeRegExp, holdPrices, openSelection, type ApiEvent, type ApiMarket, type OpenSelection } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';
import { fullRunOnly } from './fullRun';

// Issue 17, locked legs (docs/betslip.md "Locked legs"): a market suspended at the operator
// while its leg is on the slip shows the leg locked with its reason, disables Place and says
// why right above the button (where a phone's bettor looks); reopening clears it all.
// Each test suspends one market of its own (POST /sandbox/market-status): a two-way market
// that is not its event's first, of an event no other spec picks (further down the list than
// their skips go), so no other spec's fixture is locked meanwhile.

const app = (page: Page) => page.locator('sportsbook-app');
// The slip's own region ("Betslip 1"); on a phone it sits inside the sheet region "Betslip".
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip \d+$/ });
const placeButton = (page: Page) => slip(page).getByRole('button', { name: /^Place bets?$/ });
const lockNotice = (page: Page) => slip(page).locator('.sb-placement__locks [aria-live="polite"]');

/** A market the test alone uses, whose name and outcome name say which one it is on the event page. */
function isOwnMarket(event: ApiEvent, market: ApiMarket): boolean {
  const named = (description: string) => event.markets.filter((candidate) => candidate.description === description).length === 1;
  const outcomeNamed = (description: string) => event.markets.flatMap((candidate) => candidate.outcomes).filter((outcome) => outcome.description === description).length === 1;
  return market.outcomes.length === 2 && event.markets[0]?.id !== market.id && named(market.description) && market.outcomes.every((outcome) => outcomeNamed(outcome.description));
}

const ownPick = (request: APIRequestContext, skip: number): Promise<OpenSelection> =>
  openSelection(request, '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100', { skip, accept: isOwnMarket });

async function setMarket(request: APIRequestContext, marketId: string, status: 'suspended' | 'open'): Promise<void> {
  const answer = await request.post('/sandbox/market-status', { data: { marketId, status } });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { status: string }).status).toBe(status);
}

const viewports = [
  { name: 'mobile', width: 375, height: 740, skip: 10 },
  { name: 'desktop', width: 1366, height: 900, skip: 11 },
];

let releasePrices: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await releasePrices?.();
  releasePrices = null;
});

for (const viewport of viewports) {
  test.describe(`a locked leg at ${viewport.width} px`, fullRunOnly(viewport.width === 375), () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('is shown locked with its reason, Place is disabled with the reason above it, and reopening clears both', async ({ page }, testInfo) => {
      const errors = collectPageErrors(page);
      const pick = await ownPick(page.request, viewport.skip);
      // This test is about locks: a price tick would turn Place into "Accept new prices".
      releasePrices = await holdPrices(page.request, [pick]);
      await page.goto(`/en/events/${pick.event.slug}`);
      await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
      await app(page)
        .locator('.sb-event-page')
        .getByRole('group', { name: pick.market.description, exact: true })
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(pick.outcome.description)} [-+–\\d]`) })
        .click();
      // On the phone the pick fills the slip bar; the sheet opens from it (issue 23).
      await openSlipAfterPick(page);
      await expect(slip(page)).toBeVisible();
      const row = slip(page).locator('[data-bet-ref="sel1"]');
      const stake = row.getByLabel(`Stake for ${pick.outcome.description}`, { exact: true });
      await stake.fill('5');
      await expect(placeButton(page)).toBeEnabled();
      await expect(lockNotice(page)).toHaveText('');

      try {
        await setMarket(page.request, pick.market.id, 'suspended');
        await expect(row).toHaveAttribute('data-locked', 'suspended');
        await expect(row.locator('.sb-betslip__lock')).toHaveText('Suspended Betting on this selection is paused. Wait for it to reopen or remove it.');
        await expect(row.getByTestId('bet-price')).toHaveCSS('text-decoration-line', 'line-through');
        await expect(stake).toHaveValue('5');
        await expect(stake).toBeEnabled();
        await expect(placeButton(page)).toBeDisabled();
        await expect(lockNotice(page)).toContainText(`${pick.outcome.description}: Suspended`);
        await expect(lockNotice(page)).toContainText('You can place your bets once this selection reopens, or remove it.');
        const noticeId = await lockNotice(page).getAttribute('id');
        await expect(placeButton(page)).toHaveAttribute('aria-describedby', noticeId ?? '');

        // Where the bettor presses Place, the reason is on screen right above the button.
        await placeButton(page).scrollIntoViewIfNeeded();
        await expect(placeButton(page)).toBeInViewport();
        await expect(lockNotice(page)).toBeInViewport();
        const notice = (await lockNotice(page).boundingBox())!;
        const button = (await placeButton(page).boundingBox())!;
        expect(button.y).toBeGreaterThanOrEqual(notice.y + notice.height);
        expect(button.y - (notice.y + notice.height)).toBeLessThan(80);
        await expect(slip(page).getByRole('button', { name: 'Remove locked selection' })).toBeVisible();
        await keepScreenshot(page, testInfo, `locked-leg-${viewport.name}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await setMarket(page.request, pick.market.id, 'open');
      }

      await expect(row).not.toHaveAttribute('data-locked', /.*/);
      await expect(row.locator('.sb-betslip__lock')).toHaveCount(0);
      await expect(lockNotice(page)).toHaveText('');
      await expect(slip(page).getByRole('button', { name: 'Remove locked selection' })).toHaveCount(0);
      await expect(placeButton(page)).toBeEnabled();
      await expect(stake).toHaveValue('5');
      await keepScreenshot(page, testInfo, `locked-leg-reopened-${viewport.name}`);
      expect(errors).toEqual([]);
    });
  });
}
