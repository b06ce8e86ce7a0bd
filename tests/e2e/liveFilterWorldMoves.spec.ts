import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from './pageErrors';
import { everyCard } from './windowedList';

// The live filter while the world changes the live list's competitions (issue 23: a choice
// undid itself whenever a competition's first match kicked off or its last one ended). A
// world mover (playwright.config.ts): it steps the shared world a game hour at a time
// (POST /sandbox/tick) until the filter lists other competitions or leagues.

const app = (page: Page) => page.locator('sportsbook-app');
const list = (page: Page) => app(page).getByRole('list', { name: 'Football' });
const leagueNames = async (page: Page) => (await everyCard(list(page), '.sb-event-card__league')).map((card) => card.text);
const filterOf = (page: Page) => app(page).getByRole('group', { name: 'Filter live events' });

/** Steps the world (ten game minutes a step) until `listed` reads something else than `before`. */
async function untilTheListChanges(page: Page, listed: () => Promise<string>, before: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await listed();
        if (now === before) expect((await page.request.post('/sandbox/tick', { data: { count: 10, seconds: 60 } })).ok()).toBe(true);
        return now;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .not.toBe(before);
}

test.describe('live filter at 1366 px, the world moving', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a chosen competition stays chosen while competitions and leagues come and go', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    const filter = filterOf(page);
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    // Every competition's name and the names of the open league lists.
    const listed = async () => (await filter.locator('.sb-live-filter__name').allTextContents()).join('|');
    // Whichever country plays first now: what is live depends on how long the world has run.
    const country = (await filter.locator('.sb-live-filter__competition .sb-live-filter__name').first().textContent())!;
    const chosen = filter.getByRole('button', { name: new RegExp(`^${country}`) });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');

    await untilTheListChanges(page, listed, await listed());
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { name: /^All competitions/ })).toHaveAttribute('aria-pressed', 'false');
    // The sandbox names a football league after its country ("England Premier Division").
    // The world may have ended every match of the chosen country: the choice stays, at 0,
    // and the page shows no list at all (the step that once waited a minute for one).
    const stillListed = (await list(page).count()) > 0;
    for (const league of stillListed ? await leagueNames(page) : []) expect(league.startsWith(`${country} `)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('live filter at 375 px, the world moving', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the chosen competition and league stay chosen while the list changes', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/live/sport/240-FOOT');
    const filter = filterOf(page);
    const select = filter.getByRole('combobox', { name: 'Competition' });
    await expect(list(page).locator(':scope > li').first()).toBeVisible();
    // The country with the fewest live matches: the likeliest to have none for a while, the
    // case that once showed "All competitions" while the list stayed narrowed (seen in CI).
    const offered = await select.locator('option:not([value=""])').evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, name: option.textContent!.replace(/\s*\(\d+\)$/, ''), count: Number(/\((\d+)\)$/.exec(option.textContent!)![1]) })),
    );
    const fewest = offered.reduce((least, option) => (option.count < least.count ? option : least));
    await select.selectOption(fewest.value);
    const chip = filter.getByRole('list', { name: `Leagues of ${fewest.name}` }).getByRole('button').first();
    const chosenLeague = ((await chip.textContent()) ?? '').replace(/\s*\d+$/, '');
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    // The competitions offered, without their counts.
    const listed = async () => (await select.locator('option').allTextContents()).map((text) => text.replace(/\s*\(\d+\)$/, '')).join('|');

    await untilTheListChanges(page, listed, await listed());
    await expect(select).toHaveValue(fewest.value);
    // As on the desktop: a league whose matches all ended leaves no list, and stays chosen.
    for (const league of (await list(page).count()) > 0 ? await leagueNames(page) : []) expect(league).toBe(chosenLeague);
    expect(errors).toEqual([]);
  });
});
