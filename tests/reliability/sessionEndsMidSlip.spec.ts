import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from '../e2e/session';
import { holdPrices, prematchFootballPick, priceButtonName, type OpenSelection } from '../e2e/sandboxApi';
import { slip } from './bettor';

// Issue 20: the session ends while the bettor has a slip with stakes: the token expires,
// the operator revokes it (401), or refuses it access (403, met as the bettor presses
// Place). Each time the bettor is told why, the slip and its stakes are kept across the
// reload, and after logging in again one press of Place records exactly the intended bets,
// once. docs/reliability.md "The reliability suite" and "Sessions: refresh, expiry, revocation".
// Each case has its own player (demo/server/accounts/demoPlayers.ts) and its own fixtures.
test.use({ viewport: { width: 1366, height: 900 } });

/**
 * Tokens of 50 s for the expiry case: the session ends at the 30 s expiry margin, 20 s
 * after the login, time enough to make the slip first.
 */
const SHORT_TOKEN_SECONDS = 50;
const REFRESH = '**/franco/accounts/me/sessions/refresh';
const KEPT = 'Your betslip has been kept: log in to see its current prices and place it.';
const STAKES = ['2', '3'] as const;

interface SessionEndCase {
  name: string;
  player: string;
  accountId: string;
  /** The first of the case's two fixtures (prematchFootballPick's skip): no case shares an outcome. */
  firstPick: number;
  told: string;
  /** Before the login. */
  prepare?(page: Page, request: APIRequestContext): Promise<void>;
  /** Ends the session once the slip is made. */
  end(page: Page, request: APIRequestContext): Promise<void>;
  /** Before the second login. */
  restore?(page: Page, request: APIRequestContext): Promise<void>;
}

const endSessions = async (request: APIRequestContext, username: string, as: 'revoked' | 'refused') => {
  const answer = await request.post('/sandbox/sessions/end', { data: { username, as } });
  // At least the page's own session (a repeated run leaves the player's earlier ones alive too).
  expect(((await answer.json()) as { sessions: number }).sessions).toBeGreaterThanOrEqual(1);
};

const CASES: SessionEndCase[] = [
  {
    name: 'token expiry',
    player: 'punter',
    accountId: '1013',
    firstPick: 1,
    told: 'Your session has expired, log in again.',
    // Short tokens, and an operator without the refresh call (404): nothing renews the
    // session, so it ends by its own timer at the margin, as a bettor's does when the
    // refresh cannot be made.
    prepare: async (page, request) => {
      expect((await request.put('/sandbox/token-lifetime', { data: { username: 'punter', seconds: SHORT_TOKEN_SECONDS } })).ok()).toBe(true);
      await page.route(REFRESH, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not_found"}' }));
    },
    end: async () => undefined,
    restore: async (page, request) => {
      expect((await request.put('/sandbox/token-lifetime', { data: { username: 'punter', seconds: null } })).ok()).toBe(true);
      await page.unroute(REFRESH);
    },
  },
  {
    name: 'revocation (401)',
    player: 'relogger',
    accountId: '1040',
    firstPick: 3,
    told: 'You were logged out: your session is no longer valid.',
    // The next authenticated call (the wallet poll, every 10 s) meets the 401.
    end: (_page, request) => endSessions(request, 'relogger', 'revoked'),
  },
  {
    name: '403 on Place',
    player: 'staker',
    accountId: '1031',
    firstPick: 5,
    told: 'You were logged out: access refused. Log in again, or contact support if this happens again.',
    // The bettor presses Place bets as the operator refuses the session: the placement meets the 403.
    end: async (page, request) => {
      await endSessions(request, 'staker', 'refused');
      await slip(page).getByRole('button', { name: 'Place bets' }).click();
    },
  },
];

const app = (page: Page) => page.locator('sportsbook-app');
const stakeField = (page: Page, pick: OpenSelection) => slip(page).getByLabel(`Stake for ${pick.outcome.description}`, { exact: true });

interface OpenBet {
  betId: string;
  kind: string;
  unitStake: number;
  legs: { outcomeId: string }[];
}

/** The player's open bets at the operator, read with the token the page holds now. */
async function openBets(page: Page, accountId: string): Promise<OpenBet[]> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const answer = await page.request.get(`/xapi/bet/account/${accountId}/openbets`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { bets: OpenBet[] }).bets;
}

/** Moves to the pick's event page within the site, as a bettor does (a page load would start a fresh slip), and adds it. */
async function addToSlip(page: Page, pick: OpenSelection, count: number): Promise<void> {
  await page.evaluate((path) => history.pushState(null, '', path), `/en/events/${pick.event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: pick.event.description })).toBeVisible();
  await app(page).locator('.sb-event-page').getByRole('button', { name: priceButtonName(pick.outcome.description) }).first().click();
  await expect(slip(page).getByRole('heading', { name: `Betslip ${count}` })).toBeVisible();
}

for (const sessionCase of CASES) {
  test(`session ended mid-slip by ${sessionCase.name}: the bettor is told why, the slip is kept and placed once after logging in again`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    let placementRequests = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/accounts\/\d+\/betslips$/.test(new URL(sent.url()).pathname)) placementRequests += 1;
    });
    const picks = [await prematchFootballPick(request, sessionCase.firstPick), await prematchFootballPick(request, sessionCase.firstPick + 1)];
    // Not a test of price moves: the world must not turn Place into Accept new prices.
    const release = await holdPrices(request, picks);
    try {
      await sessionCase.prepare?.(page, request);
      await page.goto('/');
      await logIn(page, sessionCase.player);
      const earlier = new Set((await openBets(page, sessionCase.accountId)).map((bet) => bet.betId));
      await addToSlip(page, picks[0]!, 1);
      await addToSlip(page, picks[1]!, 2);
      await stakeField(page, picks[0]!).fill(STAKES[0]);
      await stakeField(page, picks[1]!).fill(STAKES[1]);
      await expect(stakeField(page, picks[1]!)).toHaveValue(STAKES[1]);
      // The slip was made inside the session: an expiry that came first would test nothing.
      await expect(app(page).getByRole('alertdialog')).toHaveCount(0);
      const endedAt = Date.now();
      await sessionCase.end(page, request);

      // The site reloads and says why, with the focus on Log in.
      const notice = app(page).getByRole('alertdialog', { name: 'Session ended' });
      await expect(notice).toBeVisible({ timeout: 60_000 });
      const toldMs = Date.now() - endedAt;
      await expect(notice).toContainText(sessionCase.told);
      await expect(notice).toContainText(KEPT);
      await expect(notice.getByRole('button', { name: 'Log in' })).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
      // The slip and its stakes, behind the notice.
      await expect(slip(page).getByRole('heading', { name: 'Betslip 2' })).toBeVisible();
      await expect(stakeField(page, picks[0]!)).toHaveValue(/^2(\.00)?$/);
      await expect(stakeField(page, picks[1]!)).toHaveValue(/^3(\.00)?$/);
      const sentBeforeLogin = placementRequests;

      await sessionCase.restore?.(page, request);
      await notice.getByRole('button', { name: 'Log in' }).click();
      const dialog = app(page).getByRole('dialog', { name: 'Login' });
      await dialog.getByLabel('Username').fill(sessionCase.player);
      await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(app(page).getByRole('banner').getByRole('button', { name: /^Balance / })).toBeVisible();
      await expect(app(page).getByRole('alertdialog')).toHaveCount(0);
      await expect(stakeField(page, picks[0]!)).toHaveValue(/^2(\.00)?$/);
      await expect(stakeField(page, picks[1]!)).toHaveValue(/^3(\.00)?$/);
      // The login itself sends nothing: a placement refused with 403 is not sent again.
      expect(placementRequests).toBe(sentBeforeLogin);
      const place = slip(page).getByRole('button', { name: 'Place bets' });
      await expect(place).toBeEnabled();
      await place.click();
      await expect(slip(page).getByRole('heading', { name: /^Bets? placed$/ })).toBeVisible({ timeout: 20_000 });

      // The operator recorded the slip once: one single per leg, at the stakes typed before the end.
      const placed = (await openBets(page, sessionCase.accountId)).filter((bet) => !earlier.has(bet.betId));
      const intended = picks.map((pick, index) => ['single', pick.outcome.id, Number(STAKES[index])]);
      const recorded = placed.map((bet) => [bet.kind, bet.legs.map((leg) => leg.outcomeId).join(','), bet.unitStake]);
      const line = `Reliability, session ended by ${sessionCase.name} (${sessionCase.player}): told after ${(toldMs / 1000).toFixed(1)} s "${sessionCase.told}"; slip kept 2 legs with stakes ${STAKES.join(' + ')}; after the login ${placementRequests - sentBeforeLogin} placement request(s), operator recorded ${placed.length} bet(s) (intended ${intended.length}); uncaught page errors ${uncaught.length}; ${((Date.now() - started) / 1000).toFixed(0)} s`;
      console.log(line);
      await testInfo.attach(`session end by ${sessionCase.name}`, { body: line, contentType: 'text/plain' });
      expect(recorded.map(String).sort()).toEqual(intended.map(String).sort());
      expect(uncaught).toEqual([]);
    } finally {
      await release();
      await sessionCase.restore?.(page, request).catch(() => undefined);
    }
  });
}
