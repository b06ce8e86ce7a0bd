import { expect, test, type Page, type Response } from '@playwright/test';
import { formatOdds } from '../../src/core/odds/formatOdds';
import { PREPAINT_PAGES } from './prepaintPages';
import { fullRunOnly } from './fullRun';

/**
 * The first paint before React (elements/prepaint, docs/performance.md "First paint before
 * React") in a real browser, with React's code held back: the odds are drawn from the
 * operator's answer with core's formatter, named as React names them, a press is kept and
 * lands on the slip once React has arrived, and the hand-over shifts nothing on the page.
 */

/** The modules that start React: the loader's and the site's entries. Held until the test lets them go. */
const REACT_ENTRIES = /\/(script-tag|sportsbook)\.js$/;

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  /** What moved: each source's element (tag and classes) and its move. */
  sources: string[];
}

/** Records every layout shift of the page from its first moment (Layout Instability API). */
function recordLayoutShifts(): void {
  const shifts: Shift[] = [];
  Object.assign(window, { __sbShifts: shifts });
  new PerformanceObserver((list) => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: from, currentRect: to }: Source) =>
      `${node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : (node?.nodeName ?? '?')} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}x${Math.round(from.height)} -> ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}x${Math.round(to.height)}`;
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
      shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, startTime: entry.startTime, sources: (entry.sources ?? []).map(describe) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The frame that paints the hand-over: the first after its mark. A shift found in that
  // frame's layout has that frame's time as its start time, at most the time noted in its
  // animation-frame callback; React's own later commits come in later frames. The callback
  // is asked for as the mark is made (an observer's callback can come hundreds of ms late,
  // which once stretched the window over React's later commits).
  const mark = performance.mark.bind(performance);
  performance.mark = (name: string, options?: PerformanceMarkOptions) => {
    const entry = mark(name, options);
    // In that frame, where each card is (React's, the pre-paint's being gone): what a bettor
    // sees move at the hand-over, before React's own later settling (the slip opening).
    if (name === 'sportsbook-prepaint-handover')
      requestAnimationFrame(() => {
        const cards: Record<string, { x: number; y: number }> = {};
        for (const item of document.querySelector('sportsbook-app')?.shadowRoot?.querySelectorAll<HTMLElement>('.sb-event-list__item[data-event-id]') ?? []) {
          if (item.getClientRects().length > 0) cards[item.dataset.eventId!] = { x: item.getBoundingClientRect().x, y: item.getBoundingClientRect().y };
        }
        Object.assign(window, { __sbHandOverFrame: performance.now(), __sbHandOverCards: cards });
      });
    return entry;
  };
}

/** Holds React's entries until `release()`; the pre-paint's own files pass. */
async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT_ENTRIES, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every outcome's decimal price in the home lists' answers the page received, the latest answer winning. */
function recordHomeAnswers(page: Page): Map<string, number> {
  const prices = new Map<string, number>();
  page.on('response', (response: Response) => {
    if (!/\/xapi\/rest\/events\?periodType=(IN_RUNNING|PRE_MATCH)&/.test(response.url())) return;
    void response.json().then((body: { events: { markets?: { outcomes: { id: string; consolidatedPrice: { currentPrice: { decimal: number } } }[] }[] }[] }) => {
      for (const event of body.events) for (const market of event.markets ?? []) for (const outcome of market.outcomes) prices.set(outcome.id, outcome.consolidatedPrice.currentPrice.decimal);
    });
  });
  return prices;
}


for (const { name, address, slip } of PREPAINT_PAGES) {
  test(`${name}: odds drawn before React with the operator's prices, a press kept for the slip, no layout shift in the hand-over`, async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    const release = await holdReact(page);
    const answered = recordHomeAnswers(page);
    await page.goto(address);

    const app = page.locator('sportsbook-app');
    const prepainted = app.locator('button.sb-price[data-prepaint-outcome]');
    await expect(prepainted.first()).toBeVisible({ timeout: 15_000 });
    // React's code has not run: nothing defined the element yet.
    expect(await page.evaluate(() => customElements.get('sportsbook-app') === undefined)).toBe(true);

    // Every pre-painted price is the operator's answer through core's formatter, in the bettor's
    // format (euro: an anonymous bettor, no stored choice, the sandbox's default). A dash only where it cannot be backed.
    const shown = await prepainted.evaluateAll((buttons) => buttons.map((button) => ({ id: button.getAttribute('data-prepaint-outcome')!, text: button.textContent ?? '', disabled: (button as HTMLButtonElement).disabled })));
    expect(shown.length).toBeGreaterThan(4);
    for (const { id, text, disabled } of shown) {
      const decimal = answered.get(id);
      expect(decimal, `the answer's price of ${id}`).toBeDefined();
      if (text === '–') expect(disabled, `${id} shows a dash and cannot be pressed`).toBe(true);
      else expect(text, `${id}`).toBe(formatOdds(decimal!, 'euro'));
    }

    // A backable price: named as React's button is (outcome, then price), once in its card. A
    // fixture's, not a live event's: the sandbox's matches end and leave the list in seconds.
    const target = app.locator('[data-prepaint-section="upcoming"] button.sb-price[data-prepaint-outcome]:not([disabled])').first();
    const outcomeId = (await target.getAttribute('data-prepaint-outcome'))!;
    const { eventId, label } = await target.evaluate((button) => ({
      eventId: button.closest('[data-event-id]')!.getAttribute('data-event-id')!,
      label: (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent!,
    }));
    const price = (await target.textContent()) ?? '';
    // Both trees carry the card (React's hidden): only one is in the accessibility tree.
    const card = app.locator(`.sb-event-list__item[data-event-id="${eventId}"]`);
    const named = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S+$`);
    await expect(card.getByRole('button', { name: `${label} ${price}`, exact: true })).toHaveCount(1);
    await target.click();
    await expect(target).toHaveAttribute('aria-pressed', 'true');
    // Where the bettor saw it when pressing: after the click's own scroll (on the casino page
    // the element's column scrolls; taken before the press, this counted that scroll as a move).
    const before = await target.evaluate((button) => {
      const item = button.closest('.sb-event-list__item')!.getBoundingClientRect();
      return { x: item.x, y: item.y };
    });

    release();
    // React takes over: the pre-paint goes, React's own buttons show, and the press is on the slip.
    await expect(prepainted).toHaveCount(0, { timeout: 30_000 });
    const reactButton = card.getByRole('button', { name: named });
    await expect(reactButton).toHaveCount(1);
    await expect(reactButton).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    const selections = await page.evaluate(() => (window as unknown as { Sportsbook: { getPageRuntime(): { runtime: { store: { betslip: { selectionIds: { value: string[] } } } } } } }).Sportsbook.getPageRuntime().runtime.store.betslip.selectionIds.value);
    expect(selections).toEqual([outcomeId]);
    // The slip opens with it, as after a press on React's button.
    await expect(page.locator(slip).getByRole('region', { name: 'Betslip 1', exact: true })).toContainText(label);

    // The hand-over itself shifts nothing: React's nodes replace the pre-paint's in one task, so
    // no element that was on screen moves in the frame that paints it (Layout Instability API).
    // What React's shell does in the frames after (a 46 px row above its content, then lists) (its notices, adverts, the slip opening with the press) is its own
    // settling and is logged; so is how far the pressed price sits from where the pre-paint
    // drew it, which the API does not see (other nodes) but a bettor does (docs/performance.md).
    const { shifts, handedOverAt, frameAfter } = await page.evaluate(() => ({
      shifts: (window as unknown as { __sbShifts: Shift[] }).__sbShifts,
      handedOverAt: performance.getEntriesByName('sportsbook-prepaint-handover')[0]?.startTime ?? null,
      frameAfter: (window as unknown as { __sbHandOverFrame?: number }).__sbHandOverFrame ?? null,
    }));
    expect(handedOverAt).not.toBeNull();
    expect(frameAfter).not.toBeNull();
    const after = await page.evaluate((id) => (window as unknown as { __sbHandOverCards?: Record<string, { x: number; y: number }> }).__sbHandOverCards?.[id] ?? null, eventId);
    const moved = after ? { x: Math.round(after.x - before.x), y: Math.round(after.y - before.y) } : null;
    console.log(`${name}: handed over at ${Math.round(handedOverAt!)} ms; layout shifts ${JSON.stringify(shifts)}; the pressed price moved by ${JSON.stringify(moved)} px at the hand-over (React's shell around the cards)`);
    const atHandOver = shifts.filter((shift) => !shift.hadRecentInput && shift.startTime >= handedOverAt! && shift.startTime <= frameAfter!);
    expect(atHandOver, 'layout shifts in the frames of the hand-over').toEqual([]);
  });
}

test('a pre-painted element taken off the page before React arrives asks for no more odds', async ({ page }) => {
  // The teardown cycles met it: a pre-paint left behind kept asking for the home lists every
  // PREPAINT_REFRESH_MS in a root no one showed.
  const release = await holdReact(page);
  const home = PREPAINT_PAGES[0]!;
  await page.goto(home.address);
  await expect(page.locator('sportsbook-app button.sb-price[data-prepaint-outcome]').first()).toBeVisible({ timeout: 15_000 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/xapi\/rest\/events\?/.test(request.url())) asked.push(request.url());
  });
  await page.evaluate(() => document.querySelector('sportsbook-app')!.remove());
  // Past one refresh (PREPAINT_REFRESH_MS, 5 s) and a little more: a refresh would have asked twice.
  await page.waitForTimeout(6_000);
  expect(asked).toEqual([]);
  release();
});

test('the pre-paint shows the brand’s colours and the home page’s headings as React will: nothing changes colour or wording at the hand-over', fullRunOnly(), async ({ page }) => {
  const release = await holdReact(page);
  await page.goto('/en/?brand=kingsbet');
  const app = page.locator('sportsbook-app');
  await expect(app.locator('button.sb-price[data-prepaint-outcome]').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => customElements.get('sportsbook-app') === undefined)).toBe(true);
  // What a bettor sees, read the same way from either tree: the page, the header bar, a price, the headings.
  const look = () =>
    app.evaluate((element) => {
      const root = element.shadowRoot!;
      const shown = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.offsetParent !== null || getComputedStyle(candidate).position === 'fixed');
      const colours = (selector: string) => {
        const found = shown(selector);
        return found ? `${getComputedStyle(found).backgroundColor} / ${getComputedStyle(found).color}` : `no ${selector}`;
      };
      return {
        page: colours('.sb-app'),
        header: colours('.sb-header'),
        price: colours('.sb-home-section button.sb-price:not([disabled])'),
        headings: [...root.querySelectorAll<HTMLElement>('h1, .sb-home-section__title')].filter((heading) => heading.offsetParent !== null).map((heading) => heading.textContent?.trim()),
      };
    });
  const before = await look();
  // The brand's own header colour (kingsbet's primary, #14532d), not the default theme's.
  expect(before.header.startsWith('rgb(20, 83, 45) /')).toBe(true);
  expect(before.headings).toEqual(['Home', 'Live now', 'Upcoming']);
  release();
  await expect(app.locator('button.sb-price[data-prepaint-outcome]')).toHaveCount(0, { timeout: 30_000 });
  expect(await look()).toEqual(before);
});
