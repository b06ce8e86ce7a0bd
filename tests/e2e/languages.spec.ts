import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_ORIGIN } from './origins';
import type { ApiEvent } from './sandboxApi';
import { seriousAxeViolations } from './axe';
import { keepScreenshot } from './screenshots';

// Issue 23, docs/site.md "Languages": the sportsbook offers a language only when it ships its
// texts, and the sandbox answers sport, market and outcome names in the page's language.

const app = (page: Page) => page.locator('sportsbook-app');

/**
 * English market and outcome words of the sandbox that must not show on a page in another
 * language. Sport names are checked on the menus' links: league names are proper names
 * ("Spain Basketball League") and stay as the operator calls them.
 */
const ENGLISH_NAMES = /\b(Match Result|Money Line|Match Winner|Draw|Double Chance|Both Teams To Score|1st Half Result|Quarter \d Winner|Set \d Winner|Over \d|Under \d|Anytime Scorer|Outright Winner)\b/;
const ENGLISH_SPORTS = ['Football', 'Basketball', 'Tennis', 'Ice Hockey', 'Horse Racing', 'Table Tennis', 'Volleyball', 'Darts'];

/** The latest-starting football fixture with its markets (English ids are language-free). */
async function footballFixture(request: APIRequestContext): Promise<ApiEvent> {
  const answer = await request.get(`${API_ORIGIN}/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&marketFilter=GAME&eventsPerPage=200`);
  const { events } = (await answer.json()) as { events: ApiEvent[] };
  const fixture = events.filter((event) => event.markets.length >= 6).at(-1);
  if (!fixture) throw new Error('the sandbox has no football fixture with its markets');
  return fixture;
}

/** The visible text of the sportsbook's content and menus (its shadow root included). */
const pageText = (page: Page) => app(page).locator('.sb-layout').first().innerText();

for (const { language, brand, football, result, draw, doubleChance } of [
  { language: 'pt', brand: 'eurobet', football: 'Futebol', result: 'Resultado final', draw: 'Empate', doubleChance: 'Dupla hipótese' },
  { language: 'es', brand: 'golazo', football: 'Fútbol', result: 'Resultado final', draw: 'Empate', doubleChance: 'Doble oportunidad' },
]) {
  test(`/${language}/ (${brand}): home and an event page name sports, markets and outcomes in ${language}`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${language}/?brand=${brand}`);
    await expect(app(page).getByRole('link', { name: football, exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(app(page).locator('.sb-event-card').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const name of ENGLISH_SPORTS) await expect(app(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    expect(await pageText(page)).not.toMatch(ENGLISH_NAMES);

    const fixture = await footballFixture(request);
    await page.goto(`/${language}/events/${fixture.slug}?brand=${brand}`);
    await expect(app(page).getByRole('heading', { level: 1, name: fixture.description })).toBeVisible({ timeout: 20_000 });
    await expect(app(page).getByText(result, { exact: true }).first()).toBeVisible();
    await expect(app(page).getByText(doubleChance, { exact: true }).first()).toBeVisible();
    await expect(app(page).getByRole('button', { name: new RegExp(`^${draw} `) }).first()).toBeVisible();
    // Team names stay as they are.
    const [home] = fixture.description.split(' v ');
    await expect(app(page).getByRole('button', { name: new RegExp(`^${home} `) }).first()).toBeVisible();
    expect(await pageText(page)).not.toMatch(ENGLISH_NAMES);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `languages-${language}-event-1366`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(app(page).getByText(result, { exact: true }).first()).toBeVisible();
    await keepScreenshot(page, testInfo, `languages-${language}-event-375`);
  });
}

test('a language the brand lists without texts (de on eurobet) is not offered: /de/ lands on English, one warning says how to fix it', async ({ page, context }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('has no texts for')) warnings.push(message.text());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/de/sports?brand=eurobet');
  await expect(page).toHaveURL(/\/en\/sports\?brand=eurobet$/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await app(page).getByRole('button', { name: /Language: English/ }).click();
  const languages = app(page).getByRole('menu', { name: 'Languages' }).getByRole('menuitemradio');
  await expect(languages).toHaveText(['ENEnglish', 'PTPortuguês']);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('brand "eurobet" lists languages the sportsbook has no texts for ("de", "it")');
  expect(warnings[0]).toContain("Remove them from the brand's languages");

  // A cookie from before (the operator's server sends the bare address to /de/) lands on English too.
  await context.addCookies([{ name: 'sportsbook_lang', value: 'de', url: API_ORIGIN }]);
  await page.goto('/');
  await expect(page).toHaveURL(`${API_ORIGIN}/en`, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
