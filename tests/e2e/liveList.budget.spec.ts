import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';

// Issue 19, the 500-event live list: the DOM stays under its budget whether the bettor
// has just opened the live page (the first 50 events, spec 9) or listed all of them with
// "Show more" and scrolled to the bottom (docs/performance.md, docs/events.md "500 events").
// Before windowing: 3,520 elements as loaded and 28,929 all listed at 1366 px; 2,818 and
// 28,282 at 375 px. The list must still say it holds ~500 events, show the last one at the
// bottom, and let Tab walk on into cards that were not rendered when it started.

/** Elements in the whole document, every shadow root included (the sportsbook lives in one). */
const DOM_BUDGET = 1_400;
/** SANDBOX_LIVE_EVENTS=500 makes about 500 live; a few end or start between runs. */
const AT_LEAST_LIVE = 450;
const FIRST_PAGE = 50;

const countElements = (page: Page) =>
  page.evaluate(() => {
    const walk = (root: Document | ShadowRoot): number => {
      let count = 0;
      for (const element of root.querySelectorAll('*')) {
        count += 1;
        if (element.shadowRoot) count += walk(element.shadowRoot);
      }
      return count;
    };
    return walk(document);
  });

/** The live list's rendered rows. */
const rows = (page: Page): Locator => page.getByRole('list', { name: 'Live betting' }).locator(':scope > li');

/** The event id and place of the element that has focus, through the shadow root. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const item = active?.closest('li[data-event-id]');
    return item ? { eventId: item.getAttribute('data-event-id'), place: Number(item.getAttribute('aria-posinset')) } : null;
  });

/** Scrolls the content column (the scroller on our site at both widths) to a fraction of its height. */
const scrollColumnTo = (page: Page, fraction: number) =>
  page.locator('sportsbook-app .sb-layout__centre').evaluate((column, at) => {
    column.scrollTop = (column.scrollHeight - column.clientHeight) * at;
  }, fraction);

async function listEverything(page: Page): Promise<number> {
  const more = page.getByRole('button', { name: /^Show more/ });
  const label = (await more.textContent()) ?? '';
  const total = Number(/of (\d+)/.exec(label)?.[1]);
  expect(total, `"${label}"`).toBeGreaterThanOrEqual(AT_LEAST_LIVE);
  while ((await more.count()) > 0) await more.click();
  return total;
}

test.beforeAll(async ({ request }) => {
  // A still world: no event ends or starts between two counts (never unfrozen: other budget specs share it).
  expect((await request.post('/sandbox/feed', { data: { frozen: true } })).ok()).toBe(true);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the live page stays under ${DOM_BUDGET} elements as loaded and with all ~500 events listed`, async ({ page }, testInfo) => {
      await page.goto('/en/live/sport/');
      await expect(rows(page).first().locator('.sb-price').first()).toBeVisible({ timeout: 20_000 });
      const asLoaded = await countElements(page);
      expect(asLoaded, 'as loaded').toBeLessThanOrEqual(DOM_BUDGET);
      await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(FIRST_PAGE));

      const total = await listEverything(page);
      // The whole list's length, not the rendered window's. liveIdle.budget.spec steps this
      // shared world (POST /sandbox/tick), which can start or end a few events meanwhile (3 of
      // ~500 on a CI run): what matters is that the whole list is listed, so within 2%.
      const slack = Math.max(2, Math.ceil(total * 0.02));
      await expect.poll(async () => Math.abs(Number(await rows(page).first().getAttribute('aria-setsize')) - total)).toBeLessThanOrEqual(slack);
      await scrollColumnTo(page, 0.5);
      await expect(rows(page).first()).toHaveAttribute('aria-posinset', /^\d+$/);
      await expect.poll(async () => Number(await rows(page).first().getAttribute('aria-posinset'))).toBeGreaterThan(total / 4);
      const middle = await countElements(page);
      await page.screenshot({ path: testInfo.outputPath(`live-list-middle-${viewport.width}.png`) });

      // The bottom: the last event's card is there and in view (the list's height was
      // estimated until its cards were measured, so scroll until it stops growing).
      // The last place is read from the list each time, not taken from the "Show more" label:
      // the step liveIdle.budget.spec takes in this shared world can end an event meanwhile.
      await expect(async () => {
        await scrollColumnTo(page, 1);
        const listed = await rows(page).first().getAttribute('aria-setsize');
        await expect(rows(page).and(page.locator(`[aria-posinset="${listed}"]`))).toBeInViewport({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const bottom = await countElements(page);
      await page.screenshot({ path: testInfo.outputPath(`live-list-bottom-${viewport.width}.png`) });

      testInfo.annotations.push({ type: 'DOM elements', description: `as loaded ${asLoaded}, all ${total} listed ${middle} (middle) and ${bottom} (bottom)` });
      console.log(`live page at ${viewport.width} px, DOM elements: as loaded ${asLoaded}, all ${total} listed ${middle} (middle) and ${bottom} (bottom)`);
      expect(middle, 'all listed, scrolled to the middle').toBeLessThanOrEqual(DOM_BUDGET);
      expect(bottom, 'all listed, scrolled to the bottom').toBeLessThanOrEqual(DOM_BUDGET);
      // Axe reads the settled page: back-to-top is half transparent for 150 ms after a scroll (docs/site.md).
      await expect(page.locator('sportsbook-app .sb-back-to-top--scrolling')).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test('Tab walks on into cards that were not rendered, and Shift+Tab back', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/live/sport/');
  await expect(rows(page).first().locator('.sb-price').first()).toBeVisible({ timeout: 20_000 });
  const renderedAtFirst = await rows(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));
  const beyond = Math.max(...renderedAtFirst) + 1;
  expect(beyond).toBeLessThan(FIRST_PAGE);
  await expect(rows(page).and(page.locator(`[aria-posinset="${beyond}"]`))).toHaveCount(0);

  await rows(page).first().getByRole('link').first().focus();
  expect((await focusedCard(page))?.place).toBe(1);
  let place = 1;
  for (let presses = 0; presses < 300 && place < beyond; presses += 1) {
    await page.keyboard.press('Tab');
    const card = await focusedCard(page);
    expect(card, `focus left the list after card ${place}`).not.toBeNull();
    // Tab goes card after card, never skipping one.
    expect(card!.place - place).toBeLessThanOrEqual(1);
    expect(card!.place).toBeGreaterThanOrEqual(place);
    place = card!.place;
  }
  expect(place).toBe(beyond);
  // The card focus reached is rendered and in view.
  await expect(rows(page).and(page.locator(`[aria-posinset="${beyond}"]`))).toBeInViewport();

  // Shift+Tab walks back out of it into the card before.
  for (let presses = 0; presses < 100 && place === beyond; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    place = (await focusedCard(page))?.place ?? -1;
  }
  expect(place).toBe(beyond - 1);
});

test('a card above the viewport that grows moves nothing the bettor is looking at', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/live/sport/');
  await expect(rows(page).first().locator('.sb-price').first()).toBeVisible({ timeout: 20_000 });
  // The first cards are drawn before React (elements/prepaint): React's list is scrolled once it has taken over.
  await expect(page.locator('sportsbook-app .sb-prepaint')).toHaveCount(0, { timeout: 20_000 });
  await scrollColumnTo(page, 0.5);
  await expect.poll(async () => Number(await rows(page).first().getAttribute('aria-posinset'))).toBeGreaterThan(5);
  // The first card wholly in view, and a rendered card above the viewport (the overscan).
  const column = page.locator('sportsbook-app .sb-layout__centre');
  const inView = await column.evaluate((scroller) => {
    const top = scroller.getBoundingClientRect().top;
    const items = [...scroller.querySelectorAll<HTMLElement>('.sb-event-list > li')];
    const watched = items.find((item) => item.getBoundingClientRect().top >= top);
    const above = items.find((item) => item.getBoundingClientRect().bottom < top);
    return { watched: watched?.dataset.eventId, above: above?.dataset.eventId, y: Math.round((watched?.getBoundingClientRect().top ?? 0) - top) };
  });
  expect(inView.above, 'a card rendered above the viewport').toBeDefined();
  const yOf = (eventId: string) => column.evaluate((scroller, id) => Math.round(scroller.querySelector(`li[data-event-id="${id}"]`)!.getBoundingClientRect().top - scroller.getBoundingClientRect().top), eventId);

  // The card above grows by 200 px (as a scoreboard gaining a period, a chosen market would).
  await column.evaluate((scroller, id) => {
    (scroller.querySelector(`li[data-event-id="${id}"] article`) as HTMLElement).style.paddingTop = '200px';
  }, inView.above!);
  await expect.poll(() => yOf(inView.watched!)).toBe(inView.y);
  // And shrinks back.
  await column.evaluate((scroller, id) => {
    (scroller.querySelector(`li[data-event-id="${id}"] article`) as HTMLElement).style.paddingTop = '';
  }, inView.above!);
  await expect.poll(() => yOf(inView.watched!)).toBe(inView.y);
});
