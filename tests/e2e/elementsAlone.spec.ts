import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SportsbookElementMethods } from '../../elements/publicTypes';
import { brandColors, brandTokens, type ColorScheme } from '../../src/theme/brandTokens';
import { parseColor } from '../../src/theme/contrast';
import { seriousAxeViolations } from './axe';
import { cspViolations, recordCspViolations } from './hostPage';
import { hostUrl } from './origins';
import { elementDefined } from './reactTookOver';
import { collectPageErrors } from './pageErrors';
import { holdPrices, prematchFootballPick, type OpenSelection } from './sandboxApi';
import { keepScreenshot } from './screenshots';
import { fullRunOnly } from './fullRun';

// <sportsbook-betslip> and <sportsbook-mybets> alone on an operator's page (no
// <sportsbook-app>, demo/elements-alone.html): each carries the styles of what it renders,
// the brand's colours and the theme, and keeps the host page's inherited properties out
// (issue 18). A selection comes through the element's addSelection(), the player through
// its login(), and the open bet My Bets lists through the operator API.

/** Each brand's sandbox player (docs/api.md) and account id, for the bet My Bets lists. */
const PLAYERS = {
  kingsbet: { username: 'kings', accountId: '2001', stake: 5 },
  safaribet: { username: 'safari', accountId: '2002', stake: 100 },
} as const;
type Brand = keyof typeof PLAYERS;

const betslip = (page: Page) => page.locator('sportsbook-betslip');
const myBets = (page: Page) => page.locator('sportsbook-mybets');
const slip = (page: Page) => betslip(page).getByRole('region', { name: /^Betslip/ });
const placeButton = (page: Page) => slip(page).getByRole('button', { name: /^Place bets?$/ });

/** The computed colour of a CSS colour value, the way getComputedStyle writes it. */
function rgb(color: string): string {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Not a colour: ${color}`);
  const [r, g, b] = parsed;
  return `rgb(${r}, ${g}, ${b})`;
}

/** The brand's colour tokens for a scheme, from its operator settings (spec 3 color_theme). */
async function expectedTokens(request: APIRequestContext, brand: Brand, scheme: ColorScheme) {
  const answer = await request.get('/api/all_cached_settings?cached=t&all=t');
  expect(answer.ok()).toBe(true);
  const all = (await answer.json()) as Record<string, { web: { color_theme: string } }>;
  const colorTheme = all[brand]!.web.color_theme;
  return { colorTheme: JSON.parse(colorTheme) as { accent: string }, tokens: brandTokens(brandColors(colorTheme), scheme) };
}

/** A game token for the brand's player, the way the operator's backend issues one. */
async function gameToken(request: APIRequestContext, brand: Brand): Promise<string> {
  const answer = await request.post('/sandbox/game-token', { data: { username: PLAYERS[brand].username, password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** An open single for My Bets to list, placed through the operator API with the player's token. */
async function placeOpenBet(request: APIRequestContext, brand: Brand, token: string, pick: OpenSelection): Promise<string> {
  const answer = await request.post(`/xapi/rest/accounts/${PLAYERS[brand].accountId}/betslips?withAuth=true&uuid=alone-${brand}-${Date.now()}-${Math.random()}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userAcceptOdds: 'A', singles: [{ outcomeId: pick.outcome.id, decimal: pick.outcome.consolidatedPrice.currentPrice.decimal, unitStake: PLAYERS[brand].stake }] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { status: string; bets: { description: string }[] };
  expect(body.status, JSON.stringify(body)).toBe('PLACED');
  return body.bets[0]!.description;
}

interface AlonePage {
  brand: Brand;
  theme?: ColorScheme;
  width: number;
  sidebar?: number;
  host?: 'hostile';
}

/**
 * Opens the page with both elements, logs the brand's player in through betslip.login(),
 * puts `pick` on the slip through betslip.addSelection(), and waits until both show it.
 */
async function openAlonePage(page: Page, { brand, theme, width, sidebar, host }: AlonePage, pick: OpenSelection, token: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const query = new URLSearchParams({ brand, ...(theme ? { theme } : {}), ...(sidebar ? { sidebar: String(sidebar) } : {}), ...(host ? { host } : {}) });
  await page.goto(hostUrl(`/demo/elements-alone.html?${query}`));
  // The script tag is a loader: the element's methods exist once the ES build has defined it.
  await elementDefined(page, 'sportsbook-betslip');
  await betslip(page).evaluate((element, gameToken) => (element as unknown as SportsbookElementMethods).login(gameToken), token);
  await betslip(page).evaluate((element, outcomeId) => (element as unknown as SportsbookElementMethods).addSelection(outcomeId), pick.outcome.id);
  await expect(slip(page).getByRole('listitem').filter({ hasText: pick.outcome.description })).toBeVisible();
  await expect(myBets(page).getByRole('region', { name: 'My Bets' })).toBeVisible();
}

/** Where a node of an element's shadow root is on the page. */
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

test.describe('screenshots, brands and themes', () => {
  // axe goes in as an inline script, which the page's strict CSP forbids; the CSP itself is
  // checked below, without this bypass.
  test.use({ bypassCSP: true });
  for (const brand of ['kingsbet', 'safaribet'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [375, 1366]) {
        // The gate: one of the eight (a brand's dark scheme on a phone); the full run all.
        test(`${brand} ${theme} at ${width} px: the betslip and My Bets alone look finished`, fullRunOnly(!(brand === 'kingsbet' && theme === 'dark' && width === 375)), async ({ page, request }, testInfo) => {
          test.setTimeout(90_000);
          const errors = collectPageErrors(page);
          const token = await gameToken(request, brand);
          // Two picks per test, their own (a parallel test must not bet on ours).
          const index = ['kingsbet', 'safaribet'].indexOf(brand) * 4 + (theme === 'dark' ? 2 : 0) + (width === 375 ? 1 : 0);
          const [betOn, slipPick] = [await prematchFootballPick(request, index * 2), await prematchFootballPick(request, index * 2 + 1)];
          const description = await placeOpenBet(request, brand, token, betOn);
          await openAlonePage(page, { brand, theme, width, sidebar: 300 }, slipPick, token);
          await expect(myBets(page).getByRole('article', { name: `Single ${description}` })).toBeVisible({ timeout: 15_000 });

          const { colorTheme, tokens } = await expectedTokens(request, brand, theme);
          for (const element of [betslip(page), myBets(page)]) {
            const themeWrapper = element.locator('.sb-theme');
            await expect(themeWrapper).toHaveAttribute('data-theme', theme);
            await expect(themeWrapper).toHaveCSS('background-color', rgb(tokens['--sb-color-bg']!));
            await expect(themeWrapper).toHaveCSS('color', rgb(tokens['--sb-color-text']!));
          }
          if (theme === 'light') expect(tokens['--sb-color-accent']).toBe(colorTheme.accent);
          // The brand's accent on the slip's primary buttons and on My Bets' selected tab.
          const accent = rgb(tokens['--sb-color-accent']!);
          await expect(slip(page).getByRole('button', { name: 'Save as booking code' })).toHaveCSS('background-color', accent);
          await expect(myBets(page).getByRole('tab', { selected: true })).toHaveCSS('border-bottom-color', accent);

          // Screen-reader text is clipped to a 1 px box, not shown.
          const announcement = slip(page).locator('.sb-visually-hidden', { hasText: '1 selection' });
          await expect(announcement).toHaveCSS('clip-path', 'inset(50%)');
          expect(await boxOf(announcement)).toMatchObject({ width: 1, height: 1 });

          // The selection's names get a real column (not a letter per line).
          const names = slip(page).locator('.sb-betslip__names');
          expect((await boxOf(names)).width).toBeGreaterThanOrEqual(140);

          // No stake: Place bet is disabled, and looks it; a stake turns it into the brand's button.
          await expect(placeButton(page)).toBeDisabled();
          const disabledLook = await placeButton(page).evaluate((button) => getComputedStyle(button).backgroundColor);
          expect(disabledLook).not.toBe(accent);
          await keepScreenshot(page, testInfo, `alone-${brand}-${theme}-${width}`, { fullPage: true });
          await slip(page).getByRole('textbox', { name: `Stake for ${slipPick.outcome.description}`, exact: true }).fill('5');
          await expect(placeButton(page)).toBeEnabled();
          await expect(placeButton(page)).toHaveCSS('background-color', accent);

          expect(await seriousAxeViolations(page, ['sportsbook-betslip', 'sportsbook-mybets'])).toEqual([]);
          expect(errors).toEqual([]);
        });
      }
    }
  }
});

test('in a 240, 280 and 320 px sidebar the selection keeps a readable name column and nothing leaves the slip', async ({ page, request }, testInfo) => {
  const token = await gameToken(request, 'kingsbet');
  const pick = await prematchFootballPick(request, 16);
  for (const sidebar of [240, 280, 320]) {
    await openAlonePage(page, { brand: 'kingsbet', width: 1366, sidebar }, pick, token);
    const slipBox = await boxOf(slip(page));
    expect(slipBox.width).toBeLessThanOrEqual(sidebar);
    const outcome = slip(page).locator('.sb-betslip__outcome');
    const outcomeBox = await boxOf(outcome);
    const lineHeight = await outcome.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    // At most two lines for a club name, in a column at least 140 px wide.
    expect(outcomeBox.height).toBeLessThanOrEqual(2 * lineHeight + 1);
    expect((await boxOf(slip(page).locator('.sb-betslip__names'))).width).toBeGreaterThanOrEqual(140);
    // Every control stays inside the slip's border (the odds choice used to stick out).
    const overflowing = await slip(page).evaluate((section) => {
      const edge = section.getBoundingClientRect();
      return [...section.querySelectorAll('button, input, select')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 1 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5);
        })
        .map((control) => control.outerHTML.slice(0, 80));
    });
    expect(overflowing).toEqual([]);
    await keepScreenshot(page, testInfo, `alone-sidebar-${sidebar}`);
  }
});

/** Inherited properties the host page could pass into a shadow root, compared node by node. */
const INHERITED = [
  'direction',
  'text-shadow',
  'font-variant-caps',
  'font-style',
  'font-family',
  'font-size',
  'font-weight',
  'font-stretch',
  'font-kerning',
  'font-feature-settings',
  'line-height',
  '-webkit-text-fill-color',
  'color',
  'cursor',
  'letter-spacing',
  'word-spacing',
  'text-indent',
  'text-align',
  'text-transform',
  'white-space-collapse',
  'text-wrap-mode',
  'hyphens',
  'tab-size',
  'quotes',
  'list-style-type',
  'list-style-position',
  'caret-color',
  'text-underline-offset',
  'text-rendering',
  'writing-mode',
] as const;

/** Every node of both elements' shadow roots, keyed by its place, with its inherited properties. */
function inheritedStyles(page: Page) {
  return page.evaluate((properties) => {
    const styles: Record<string, Record<string, string>> = {};
    for (const tag of ['sportsbook-betslip', 'sportsbook-mybets']) {
      const root = document.querySelector(tag)!.shadowRoot!;
      const walk = (element: Element, path: string) => {
        const style = getComputedStyle(element);
        styles[path] = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
        [...element.children].forEach((child, index) => walk(child, `${path}>${child.localName}${index}`));
      };
      [...root.children].filter((child) => child.localName !== 'style').forEach((child, index) => walk(child, `${tag}>${child.localName}${index}`));
    }
    return styles;
  }, [...INHERITED]);
}

test('a right-to-left, shadowed, small-caps host page changes nothing inside the elements', async ({ page, request }) => {
  const pick = await prematchFootballPick(request, 18);
  const release = await holdPrices(request, [pick]);
  try {
    const token = await gameToken(request, 'safaribet');
    await openAlonePage(page, { brand: 'safaribet', width: 1366 }, pick, token);
    const clean = await inheritedStyles(page);

    await openAlonePage(page, { brand: 'safaribet', width: 1366, host: 'hostile' }, pick, token);
    // The host page really is hostile: right to left, shadowed, small caps, red fill, a busy cursor.
    const hostBody = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { direction: style.direction, textShadow: style.textShadow, caps: style.fontVariantCaps, fill: style.webkitTextFillColor, cursor: style.cursor };
    });
    expect(hostBody).toEqual({ direction: 'rtl', textShadow: 'rgb(0, 0, 255) 2px 2px 0px', caps: 'small-caps', fill: 'rgb(255, 0, 0)', cursor: 'wait' });
    const hostile = await inheritedStyles(page);

    // The same nodes, with the same values, as on the clean page.
    expect(Object.keys(hostile).length).toBeGreaterThan(40);
    expect(Object.keys(hostile)).toEqual(Object.keys(clean));
    expect(hostile).toEqual(clean);
    // And those are the sportsbook's own: left to right from its locale (en), no shadow, no caps.
    const root = betslip(page).locator('.sb-root');
    await expect(root).toHaveAttribute('dir', 'ltr');
    await expect(root).toHaveCSS('direction', 'ltr');
    await expect(root).toHaveCSS('text-shadow', 'none');
    await expect(root).toHaveCSS('font-variant-caps', 'normal');
    await expect(root).toHaveCSS('cursor', 'auto');
  } finally {
    await release();
  }
});

test('the page runs under the strict CSP with no violation and no error', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await recordCspViolations(page);
  const token = await gameToken(request, 'kingsbet');
  await openAlonePage(page, { brand: 'kingsbet', width: 1366 }, await prematchFootballPick(request, 19), token);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the page’s own buttons: the operator’s backend on the page’s origin issues the token, the API on its own gives the selection', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(hostUrl('/demo/elements-alone.html?brand=kingsbet'));
  const loggedOutPrompt = myBets(page).getByRole('tabpanel').getByRole('button', { name: 'Login', exact: true });
  await expect(loggedOutPrompt).toBeVisible();
  await page.getByRole('button', { name: 'Log in the demo player' }).click();
  await expect(page.locator('#alone-status')).toHaveText('Signed in as kings');
  // One page runtime: the betslip's login reaches My Bets too.
  await expect(loggedOutPrompt).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a selection' }).click();
  await expect(slip(page).getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});
