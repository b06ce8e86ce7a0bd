import { expect, test, type Page } from '@playwright/test';
import Big from 'big.js';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';

// Odds per brand on the sandbox's Wicket Play (docs/pricing.md): an anonymous visitor from
// Malta (the sandbox's default geo country) is priced by wicket-intl's margins and ladder.

const app = (page: Page) => page.locator('sportsbook-app');

interface Outcome {
  id: string;
  description: string;
  consolidatedPrice: { currentPrice: { decimal: number } };
}
interface Market {
  id: string;
  description: string;
  marketTypeId: number;
  status: string;
  outcomes: Outcome[];
}
interface Margin {
  brandMarginType: string;
  marketTypeId?: number;
  leagueId?: number;
  outcomeId?: string;
  margin: number;
}

/**
 * Spec 9, worked out here: margin = market type + league + outcome margins; p = 1/price;
 * p' = p + margin x sqrt(p(1 - p)); 1/p' snapped to the nearest ladder value (a tie to the lower).
 */
function laddered(feed: number, margin: number, ladder: number[]): number {
  const p = new Big(1).div(feed);
  const raw = new Big(1).div(p.plus(new Big(margin).times(p.times(new Big(1).minus(p)).sqrt())));
  return ladder.reduce((best, step) => (new Big(step).minus(raw).abs().lt(new Big(best).minus(raw).abs()) ? step : best));
}

/** A prematch football fixture, its league, its match result market and wicket-intl's table. */
async function pricedFixture(page: Page) {
  const list = await page.request.get('/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=20');
  const events = ((await list.json()) as { events: { id: string; slug: string; eventPaths: { id: number }[]; markets: { description: string; status: string }[] }[] }).events;
  // A late fixture whose match result is open now: the world ticks (other specs move it on),
  // and a fixture about to start or one under a feed alert has its markets suspended.
  const event = [...events].reverse().find((candidate) => candidate.markets.some((market) => market.description === 'Match Result' && market.status === 'open'))!;
  const table = await page.request.get('/xapi/rest/oddsLadderAndMargins/1?overrideBrand=wicket-intl');
  const { margins, odds } = ((await table.json()) as { data: { margins: Margin[]; odds: number[] } }).data;
  const leagueId = event.eventPaths.at(-1)!.id;
  const feed = async () => ((await (await page.request.get(`/xapi/rest/events/${event.id}`)).json()) as { markets: Market[] }).markets;
  const market = (await feed()).find((candidate) => candidate.description === 'Match Result' && candidate.status === 'open')!;
  const marginFor = (outcomeId: string) =>
    margins
      .filter((entry) => entry.brandMarginType === 'PPB' && (entry.outcomeId === outcomeId || (entry.outcomeId === undefined && (entry.marketTypeId === market.marketTypeId || (entry.marketTypeId === undefined && entry.leagueId === leagueId)))))
      .reduce((sum, entry) => sum.plus(entry.margin), new Big(0))
      .toNumber();
  /** The feed's price of an outcome now, and the price the bettor should see for it. */
  const prices = async (outcomeId: string) => {
    const outcome = (await feed()).flatMap((candidate) => candidate.outcomes).find((candidate) => candidate.id === outcomeId)!;
    const raw = outcome.consolidatedPrice.currentPrice.decimal;
    return { raw, expected: laddered(raw, marginFor(outcomeId), odds) };
  };
  return { event, market, marginFor, prices };
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
]) {
  test.describe(`odds per brand at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the event page shows the laddered price of the feed price, and boosted power odds', async ({ page }, testInfo) => {
      const errors = collectPageErrors(page);
      await page.goto('/');
      const { event, market, marginFor, prices } = await pricedFixture(page);
      // wicket-intl charges the match result and every league: the price must move.
      expect(marginFor(market.outcomes[0]!.id)).toBe(0.05);
      await page.goto(`/en/events/${event.slug}?brand=wicket`);
      const group = app(page).getByRole('group', { name: 'Match Result', exact: true });
      for (const outcome of market.outcomes) {
        const button = group.getByRole('button', { name: new RegExp(`^${outcome.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [-+–\\d]`) });
        // Read the feed and the screen together until they agree (a prematch price may tick meanwhile).
        await expect
          .poll(async () => {
            const { expected } = await prices(outcome.id);
            return (await button.evaluate((element) => element.firstChild?.nodeValue ?? null)) === expected.toFixed(2);
          })
          .toBe(true);
      }
      const first = await prices(market.outcomes[0]!.id);
      expect(first.expected).not.toBe(first.raw);
      // Power odds: the first outcome of the event's first two markets (the sandbox's rule).
      const boosted = app(page).locator('.sb-price--boosted').first();
      await expect(boosted).toBeVisible();
      const describedBy = await boosted.getAttribute('aria-describedby');
      await expect(boosted.locator(`[id="${describedBy}"]`)).toHaveText('Boosted price');
      await keepScreenshot(page, testInfo, `pricing-event-${viewport.name}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
