import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { cspViolations, recordCspViolations } from './hostPage';
import { hostUrl } from './origins';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { balanceText, logIn, logInWhereAsked } from './session';

// The partners' pages (issue 22, docs/virtuals.md) on the standalone site: Kiron's virtual
// horse race, played by the sandbox on its partner origin (the other loopback name, so the
// frame is cross-origin to the sportsbook page), launched with the KIRON token the login
// returned. `racer` is this spec's own player: no other spec moves its balance.

// One race at a time is on, and these tests open, finish and settle it: in order, in one
// worker (the config runs tests in parallel), so no test settles another's bet.
test.describe.configure({ mode: 'default' });

const app = (page: Page) => page.locator('sportsbook-app');
const FRAME = "iframe[title=\"Virtual sports: the partner's game\"]";
const cents = (text: string) => Math.round(Number(text.replace(/^[A-Z]{3}\s*/, '').replace(/,/g, '')) * 100);

async function expectBalance(page: Page, expected: number): Promise<void> {
  await expect.poll(async () => cents(await balanceText(page).catch(() => 'X')), { timeout: 15_000 }).toBe(expected);
}

test.describe('Kiron virtual racing in its frame', () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px: logged out "Log in to play", then the game with the login's KIRON token; a bet in the frame debits the stake and the win credits stake x price to the header's balance`, async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      const errors = collectPageErrors(page);
      // A race with its whole betting time ahead.
      expect((await request.post('/sandbox/virtuals/next')).ok()).toBe(true);

      await page.goto('/en/sports/kiron');
      await expect(app(page).getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible();
      const login = app(page).getByRole('button', { name: 'Log in to play' });
      await expect(login).toBeVisible();
      await expect(app(page).locator(FRAME)).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `virtuals-logged-out-${viewport.width}`);

      const answer = page.waitForResponse((response) => response.url().includes('/header_login/authenticate') && response.status() === 200);
      await login.click();
      await logInWhereAsked(page, 'racer');
      const tokens = ((await (await answer).json()) as { loginDetails: { thirdPartyTokens: Record<string, string> } }).loginDetails.thirdPartyTokens;

      // The frame: the partner origin (cross-origin to the site), the player's KIRON token.
      const frameElement = app(page).locator(FRAME);
      await expect(frameElement).toBeVisible();
      const src = new URL((await frameElement.getAttribute('src')) ?? '');
      expect(src.searchParams.get('token')).toBe(tokens.KIRON);
      expect(src.origin).not.toBe(new URL(page.url()).origin);
      expect(src.pathname).toBe('/partners/kiron/play');
      // Reachable by keyboard from the page (an iframe is in the tab order), and named.
      expect(await frameElement.evaluate((element) => (element as HTMLIFrameElement).tabIndex)).toBe(0);
      const game = frameElement.contentFrame();
      await expect(game.getByRole('heading', { name: /^Race \d+$/ })).toBeVisible();
      await expect(game.getByText('Playing as racer')).toBeVisible();
      await expect(game.getByText('Betting is open.')).toBeVisible();

      const before = cents(await balanceText(page));
      // The runner at 3.40, by keyboard: its radio, the stake, Place bet.
      const runner = game.getByRole('radio', { name: /3\.40$/ });
      const runnerNumber = Number(await runner.getAttribute('value'));
      await runner.focus();
      await page.keyboard.press('Space');
      await expect(runner).toBeChecked();
      await game.getByLabel('Stake (EUR)').fill('2.50');
      await game.getByRole('button', { name: 'Place bet' }).focus();
      const placed = page.waitForResponse((response) => response.url().includes('/partners/kiron/api/bets'));
      await page.keyboard.press('Enter');
      const betId = ((await (await placed).json()) as { bet: { id: string } }).bet.id;
      await expect(game.getByText(/^Bet placed: EUR 2\.50 on \d\. .+ at 3\.40\.$/)).toBeVisible();
      // The frame said so: the header follows at once, not at the next wallet poll.
      await expectBalance(page, before - 250);

      // Fills the content column: as wide as the page, down to the viewport's bottom (above the 50 px footer), one scrollbar only.
      // The bottom is taken as if nothing were scrolled: keyboard focus in a game taller than the
      // phone scrolls the site's content column (not the window), which moves the frame's box up.
      const layout = await frameElement.evaluate((element) => {
        const frameBox = element.getBoundingClientRect();
        const pageBox = element.closest('.sb-partner-page')!.getBoundingClientRect();
        let scrolled = 0; // the document element's scrollTop is the window's scroll
        for (let node: Element | null = element.parentElement; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) scrolled += node.scrollTop;
        return { frameWidth: frameBox.width, pageWidth: pageBox.width, bottom: frameBox.bottom + scrolled, height: frameBox.height };
      });
      expect(Math.abs(layout.frameWidth - layout.pageWidth)).toBeLessThanOrEqual(1);
      expect(layout.bottom).toBeGreaterThanOrEqual(viewport.height - 50 - 2);
      const inner = await game.locator('html').evaluate((root) => ({ scroll: root.scrollHeight, view: window.innerHeight }));
      expect(inner.scroll).toBeLessThanOrEqual(inner.view + 1);

      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `virtuals-bet-${viewport.width}`);

      // The race is run now, with our runner first: settled once, stake x price credited.
      const finished = await request.post('/sandbox/virtuals/finish', { data: { winner: runnerNumber } });
      expect(finished.ok()).toBe(true);
      const settled = ((await finished.json()) as { bets: { accountId: string; status: string; returns: string }[] }).bets.filter((bet) => bet.accountId === '1042');
      expect(settled).toEqual([expect.objectContaining({ status: 'won', returns: '8.5' })]);
      await expect(game.getByText(/^Result: \d\. .+ won\.$/)).toBeVisible();
      await expect(game.locator(`tr[data-bet="${betId}"]`)).toHaveAttribute('data-status', 'won');
      await expect(game.locator(`tr[data-bet="${betId}"]`)).toContainText('EUR 8.50');
      await expectBalance(page, before - 250 + 850);
      await keepScreenshot(page, testInfo, `virtuals-won-${viewport.width}`);
      expect(errors).toEqual([]);
    });
  }
});

test("a lost bet on Betradar's page (Betradar's token, the same race) is settled lost with nothing paid", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  expect((await request.post('/sandbox/virtuals/next')).ok()).toBe(true);
  await page.goto('/en/sports/betradar-virtuals');
  await logIn(page, 'demo');
  const game = app(page).locator("iframe[title=\"Betradar virtual sports: the partner's game\"]").contentFrame();
  await expect(game.getByText('Betting is open.')).toBeVisible();
  // Betradar's page runs on Betradar's token: the same race, another provider.
  await expect(game.getByText('Betradar Virtual Sports · sandbox partner')).toBeVisible();
  const runner = game.getByRole('radio').first();
  await runner.check();
  await game.getByLabel('Stake (EUR)').fill('1');
  const placed = page.waitForResponse((response) => response.url().includes('/partners/betradar-virtuals/api/bets'));
  await game.getByRole('button', { name: 'Place bet' }).click();
  const bet = ((await (await placed).json()) as { bet: { id: string; runner: number } }).bet;
  const loser = bet.runner === 1 ? 2 : 1;
  const finished = (await (await request.post('/sandbox/virtuals/finish', { data: { winner: loser } })).json()) as { bets: { id: string; status: string; returns: string }[] };
  expect(finished.bets.find((entry) => entry.id === bet.id)).toMatchObject({ status: 'lost', returns: '0' });
  await expect(game.locator(`tr[data-bet="${bet.id}"]`)).toContainText('Lost');
});

test("the partner's token expires under the game: the sportsbook launches again with a fresh one from the operator, and the game goes on", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/sports/kiron');
  await logIn(page, 'demo');
  const frameElement = app(page).locator(FRAME);
  const first = new URL((await frameElement.getAttribute('src')) ?? '').searchParams.get('token');
  await expect(frameElement.contentFrame().getByRole('heading', { name: /^Race \d+$/ })).toBeVisible();
  const launch = page.waitForResponse((response) => response.url().endsWith('/franco/accounts/me/game-launch-url') && response.request().method() === 'POST');
  expect((await request.post('/sandbox/partner-tokens/expire', { data: { username: 'demo' } })).ok()).toBe(true);
  // The page's next poll meets 401 and posts session-expired; the SDK asks the operator for a new launch.
  expect((await launch).status()).toBe(200);
  await expect.poll(async () => new URL((await frameElement.getAttribute('src')) ?? 'http://x/').searchParams.get('token')).not.toBe(first);
  await expect(frameElement.contentFrame().getByText('Playing as demo')).toBeVisible();
  await expect(frameElement.contentFrame().getByRole('heading', { name: /^Race \d+$/ })).toBeVisible();
  await expect(app(page).getByRole('banner').getByRole('button', { name: /^Balance / })).toBeVisible();
});

test('a launch that fails shows the error with Try again, which starts the game; a page the brand does not offer says so', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The lotto is launched by the operator's game-launch-url: the first call fails on the network.
  let failures = 1;
  await page.route('**/franco/accounts/me/game-launch-url', async (route) => {
    if (failures-- > 0) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/en/lotto');
  await logIn(page, 'demo');
  const alert = app(page).getByRole('alert').filter({ hasText: 'The game could not start' });
  await expect(alert).toContainText('The game could not be reached. Check your connection and try again.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'virtuals-error-375');
  await alert.getByRole('button', { name: 'Try again' }).click();
  const lotto = app(page).locator("iframe[title=\"Lotto: the partner's game\"]");
  await expect(lotto.contentFrame().getByText('Sandbox Lotto · sandbox partner')).toBeVisible();

  // Kings Bet offers Betradar's virtuals only: Kiron's page says it is not offered, with no frame.
  await page.goto('/en/sports/kiron?brand=kingsbet');
  await expect(app(page).getByText('Virtual sports is not offered on this site.')).toBeVisible();
  await expect(app(page).locator('iframe')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'virtuals-not-offered-375');
});

test('the partner page on its own (not framed) is usable and axe clean', async ({ browser, request }, testInfo) => {
  const login = await request.post('/auth/en/api/plugins/component/route/header_login/authenticate', { data: { username: 'racer', password: 'demo1234', product: 'sportsbook' } });
  const token = ((await login.json()) as { loginDetails: { thirdPartyTokens: Record<string, string> } }).loginDetails.thirdPartyTokens.KIRON ?? '';
  const apiOrigin = new URL(login.url()).origin;
  // The partner origin: the other loopback name of the API's server (docs/virtuals.md "Origins").
  const partner = apiOrigin.replace('127.0.0.1', 'localhost');
  // axe is added as a script tag, which the page's own CSP (script-src 'self') would refuse.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${partner}/partners/kiron/play?token=${encodeURIComponent(token)}&lang=en`);
  await expect(page).toHaveTitle('Kiron Virtuals · Virtual horse racing');
  await expect(page.getByRole('heading', { name: /^Race \d+$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose a runner' }).getByRole('radio')).toHaveCount(6);
  await expect(page.getByLabel('Stake (EUR)')).toBeVisible();
  expect(await seriousAxeViolations(page, ['main'])).toEqual([]);
  await keepScreenshot(page, testInfo, 'virtuals-partner-alone-375');
  await context.close();
});

test("on the casino's page (its own CSP, a game-token login): Virtuals frames the partner with the token from GET /api/session, and the bet's balance reaches the header", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await recordCspViolations(page);
  expect((await request.post('/sandbox/virtuals/next')).ok()).toBe(true);
  const { token } = (await (await request.post('/sandbox/game-token', { data: { username: 'racer', password: 'demo1234' } })).json()) as { token: string };
  const session = page.waitForResponse((response) => response.url().includes('/api/session') && response.status() === 200);
  await page.goto(hostUrl(`/demo/casino.html?token=${encodeURIComponent(token)}`));
  const partnerTokens = ((await (await session).json()) as { third_party_tokens: Record<string, string> }).third_party_tokens;
  // The sportsbook's header is not the page's banner here (the casino's is).
  const balance = app(page).getByRole('button', { name: /^Balance [A-Z]{3} / });
  const shown = async () => cents(((await balance.textContent()) ?? '').replace(/^\s*Balance\s*/, '').trim());
  await expect(balance).toBeVisible();
  await app(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Virtuals' }).click();
  const frameElement = app(page).locator(FRAME);
  await expect(frameElement).toBeVisible();
  expect(new URL((await frameElement.getAttribute('src')) ?? '').searchParams.get('token')).toBe(partnerTokens.KIRON);
  // The casino's page is the frame's parent: the partner posts to the casino's origin.
  expect(new URL((await frameElement.getAttribute('src')) ?? '').searchParams.get('embed_origin')).toBe(new URL(page.url()).origin);
  const game = frameElement.contentFrame();
  await expect(game.getByText('Playing as racer')).toBeVisible();
  await expect(game.getByText('Betting is open.')).toBeVisible();
  const before = await shown();
  await game.getByRole('radio').first().check();
  await game.getByLabel('Stake (EUR)').fill('1.25');
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(/^Bet placed: EUR 1\.25/)).toBeVisible();
  await expect.poll(shown, { timeout: 15_000 }).toBe(before - 125);
  expect(await cspViolations(page)).toEqual([]);
});
