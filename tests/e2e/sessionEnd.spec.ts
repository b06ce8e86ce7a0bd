import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { logIn } from './session';
import { holdPrices, prematchFootballPick, priceButtonName, type OpenSelection } from './sandboxApi';

// Issue 20, docs/reliability.md "Sessions: refresh, expiry, revocation": the operator
// revokes the bettor's token while a slip is open. The site logs out and reloads as before,
// but says why, keeps the slip with its stakes, and after the bettor logs in again places
// exactly that slip, once. `relogger` is this file's own player.
test.use({ viewport: { width: 1366, height: 900 } });

const PLAYER = 'relogger';
const ACCOUNT = '1040';
const app = (page: Page) => page.locator('sportsbook-app');
const slip = (page: Page) => app(page).getByRole('region', { name: /^Betslip/ });
const stakeField = (page: Page, pick: OpenSelection) => slip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true });

/** Moves to the pick's event page within the site, as a bettor does (a page load would start a fresh slip), and adds it. */
interface OpenBet {
  betId: string;
  kind: string;
  unitStake: number;
  legs: { outcomeId: string }[];
}

/** The player's open bets, read with the token the page holds now. */
async function openBets(page: Page): Promise<OpenBet[]> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const answer = await page.request.get(`/xapi/bet/account/${ACCOUNT}/openbets`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { bets: OpenBet[] }).bets;
}

async function addToSlip(page: Page, pick: OpenSelection, count: number): Promise<void> {
  await page.evaluate((path) => history.pushState(null, '', path), `/en/events/${pick.event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first().click();
  await expect(slip(page).getByRole('heading', { name: `Betslip ${count}` })).toBeVisible();
}

test('a token revoked mid-slip: the bettor is told why, the slip is kept, and placed once after logging in again', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const picks = [await prematchFootballPick(page.request, 6), await prematchFootballPick(page.request, 7)];
  // Not a test of price moves: the world must not turn Place into Accept new prices.
  const release = await holdPrices(page.request, picks);
  try {
    await page.goto('/');
    await logIn(page, PLAYER);
    // A server kept from an earlier run (or a retry) may hold bets of this player already.
    const earlier = new Set((await openBets(page)).map((bet) => bet.betId));
    await addToSlip(page, picks[0]!, 1);
    await addToSlip(page, picks[1]!, 2);
    await stakeField(page, picks[0]!).fill('2');
    await stakeField(page, picks[1]!).fill('3');
    await expect(stakeField(page, picks[1]!)).toHaveValue('3');
    const revokedToken = await page.evaluate(() => localStorage.getItem('jwt'));

    // The operator ends the session (every call with that token answers 401 from now on).
    const ended = await page.request.post('/sandbox/sessions/end', { data: { username: PLAYER, as: 'revoked' } });
    expect(await ended.json()).toMatchObject({ sessions: 1 });

    // The next authenticated call (the wallet poll) meets the 401: the site reloads and says why.
    const notice = app(page).getByRole('alertdialog', { name: 'Session ended' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('You were logged out: your session is no longer valid.');
    await expect(notice).toContainText('Your betslip has been kept: log in to see its current prices and place it.');
    const logInButton = notice.getByRole('button', { name: 'Log in' });
    await expect(logInButton).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The slip is there, with its stakes, behind the notice.
    await expect(slip(page).getByRole('heading', { name: 'Betslip 2' })).toBeVisible();
    await expect(stakeField(page, picks[0]!)).toHaveValue(/^2(\.00)?$/);
    await expect(stakeField(page, picks[1]!)).toHaveValue(/^3(\.00)?$/);

    // Log in again from the notice.
    await logInButton.click();
    const dialog = app(page).getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill(PLAYER);
    await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(app(page).getByRole('banner').getByRole('button', { name: /^Balance / })).toBeVisible();
    await expect(app(page).getByRole('dialog')).toHaveCount(0);
    await expect(app(page).getByRole('alertdialog')).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    expect(token).not.toBeNull();
    expect(token).not.toBe(revokedToken);

    // Exactly that slip: both legs with their stakes.
    await expect(stakeField(page, picks[0]!)).toHaveValue(/^2(\.00)?$/);
    await expect(stakeField(page, picks[1]!)).toHaveValue(/^3(\.00)?$/);
    const place = slip(page).getByRole('button', { name: 'Place bets' });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(slip(page).getByRole('heading', { name: /^Bets? placed$/ })).toBeVisible({ timeout: 20_000 });

    // The operator recorded it once: one single per leg, at the stakes typed before the session ended.
    const placed = (await openBets(page)).filter((bet) => !earlier.has(bet.betId));
    expect(placed.map((bet) => [bet.kind, bet.legs.map((leg) => leg.outcomeId).join(','), bet.unitStake]).sort()).toEqual(
      [
        ['single', picks[0]!.outcome.id, 2],
        ['single', picks[1]!.outcome.id, 3],
      ].sort(),
    );
    // The only console errors are the browser's own lines for the revoked token's 401s.
    expect(errors.filter((line) => !/status of 401/.test(line))).toEqual([]);
  } finally {
    await release();
  }
});
