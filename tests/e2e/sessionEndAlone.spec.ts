import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { hostUrl } from './origins';
import { readyEvents, recordReadyEvents } from './pageErrors';
import { prematchFootballPick } from './sandboxApi';
import { keepScreenshot } from './screenshots';

// Issue 20, docs/reliability.md "Where the notice shows": a host page with only
// <sportsbook-betslip> and <sportsbook-mybets> (no <sportsbook-app>, so no login dialogs).
// The operator revokes the bettor's token mid-slip: the runtime resets in place, keeps the
// slip, and the slip and My Bets say why; Log in asks the host. `alone` is this file's player.
const PLAYER = 'alone';
// The page runs under a strict CSP; axe is injected as an inline script.
test.use({ bypassCSP: true });
// One player for both widths: a revocation ends every session of it, so they take turns.
test.describe.configure({ mode: 'serial' });

const betslip = (page: Page) => page.locator('sportsbook-betslip');
const myBets = (page: Page) => page.locator('sportsbook-mybets');

for (const viewport of [
  { name: '1366', width: 1366, height: 900 },
  { name: '375', width: 375, height: 812 },
]) {
  test(`at ${viewport.name} px: a token revoked mid-slip on a page without the app: the slip and My Bets say why, the slip is kept, Log in asks the host`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await recordReadyEvents(page);
    await page.addInitScript(() => {
      const asked: number[] = [];
      Object.assign(window, { __loginRequests: asked });
      document.addEventListener('sportsbook-login-requested', (event) => {
        if (event.target === document) asked.push(Date.now());
      });
    });
    const pick = await prematchFootballPick(page.request, 10 + Number(viewport.name === '375'));
    await page.goto(hostUrl('/demo/elements-alone.html?brand=eurobet'));
    await expect.poll(async () => (await readyEvents(page)).map((event) => event.tag).sort(), { timeout: 15_000 }).toEqual(['sportsbook-betslip', 'sportsbook-mybets']);

    // The casino's backend issues a game token; the host hands it to the sportsbook.
    await page.evaluate(async ({ username }) => {
      const answer = await fetch('/sandbox/game-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }) });
      const { token } = (await answer.json()) as { token: string };
      await (document.querySelector('sportsbook-betslip') as HTMLElement & { login(token: string): Promise<void> }).login(token);
    }, { username: PLAYER });
    await page.evaluate(async (outcomeId) => {
      await (document.querySelector('sportsbook-betslip') as HTMLElement & { addSelection(id: string): Promise<void> }).addSelection(outcomeId);
    }, pick.outcome.id);
    const stake = betslip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true });
    await stake.fill('2');
    await expect(stake).toHaveValue('2');

    const ended = await page.request.post('/sandbox/sessions/end', { data: { username: PLAYER, as: 'revoked' } });
    expect(((await ended.json()) as { sessions: number }).sessions).toBe(1);

    // The next authenticated call (the wallet poll) meets the 401; the runtime resets in place.
    const slipNotice = betslip(page).getByRole('alert').filter({ hasText: 'You were logged out' });
    await expect(slipNotice).toBeVisible({ timeout: 30_000 });
    await expect(slipNotice).toContainText('You were logged out: your session is no longer valid.');
    await expect(slipNotice).toContainText('Your betslip has been kept: log in to see its current prices and place it.');
    const myBetsNotice = myBets(page).getByRole('alert').filter({ hasText: 'You were logged out' });
    await expect(myBetsNotice).toBeVisible();
    await expect(myBetsNotice).not.toContainText('betslip');
    // The slip is there with its stake.
    await expect(stake).toHaveValue(/^2(\.00)?$/);
    await keepScreenshot(page, testInfo, `session-ended-alone-${viewport.name}`);
    expect(await seriousAxeViolations(page, ['sportsbook-betslip', 'sportsbook-mybets'])).toEqual([]);

    // Log in asks the host (it has no login dialog of ours to open), and the notice goes.
    await slipNotice.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __loginRequests: number[] }).__loginRequests.length)).toBe(1);
    await expect(betslip(page).getByRole('alert').filter({ hasText: 'You were logged out' })).toHaveCount(0);
    await expect(myBets(page).getByRole('alert').filter({ hasText: 'You were logged out' })).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
}
