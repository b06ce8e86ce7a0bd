import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { fullRunOnly } from './fullRun';

// Issue 22: the remaining auth paths through the standalone site against the sandbox
// (docs/account.md "Login paths"): each path the bettor meets, the exact call the SDK
// sends, and a failure case each (terms declined, a wrong answer, a refused or unlinked
// login, a refused refresh, a failed save). Every player here is this spec's own.

const app = (page: Page) => page.locator('sportsbook-app');
const header = (page: Page) => app(page).getByRole('banner');
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance / });
const loginButton = (page: Page) => header(page).getByRole('button', { name: 'Login', exact: true });
const COMPONENT = '/auth/en/api/plugins/component/route/header_login';

async function submitLogin(page: Page, username: string, password = 'demo1234') {
  await loginButton(page).click();
  const dialog = app(page).getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}

/** Every API call the page sends, by method and path (preflights left out). */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS') calls.push(request);
  });
  return calls;
}
const pathOf = (request: Request) => new URL(request.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

test.use({ viewport: { width: 1366, height: 800 } });

test.describe('terms of use the session asks for (POST /franco/accounts/me/sessions/accept-terms)', () => {
  test('accept: the popup opens after login, Accept is sent on the spec path with the bearer token, and the next login does not ask', async ({ page, request }, testInfo) => {
    expect((await request.delete('/sandbox/terms/terms')).ok()).toBe(true);
    const errors = collectPageErrors(page);
    const calls = apiCalls(page);
    await page.goto('/en');
    await submitLogin(page, 'terms');
    const popup = app(page).getByRole('dialog', { name: 'Terms of use' });
    await expect(popup).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'auth-terms-1366');
    const token = await storedToken(page);
    const accepted = page.waitForRequest((sent) => pathOf(sent) === '/franco/accounts/me/sessions/accept-terms');
    await popup.getByRole('button', { name: 'Accept' }).click();
    const sent = await accepted;
    expect(sent.method()).toBe('POST');
    expect(sent.headers().authorization).toBe(`Bearer ${token}`);
    await expect(popup).toHaveCount(0);
    await expect(balance(page)).toBeVisible();
    // The header_login flow's own terms path is not the one used for the accept.
    expect(calls.map(pathOf)).not.toContain(`${COMPONENT}/terms_of_use/accept`);
    const again = await request.post(`${COMPONENT}/authenticate`, { form: { username: 'terms', password: 'demo1234' } });
    expect(((await again.json()) as { loginDetails: { termsToAccept: boolean } }).loginDetails.termsToAccept).toBe(false);
    expect(errors).toEqual([]);
  });

  test('decline: the player is logged out (no betting under refused terms), the decline is stored and the token ends', fullRunOnly(), async ({ page, request }) => {
    await page.goto('/en');
    await submitLogin(page, 'termsDecline');
    const popup = app(page).getByRole('dialog', { name: 'Terms of use' });
    await expect(popup).toBeVisible();
    const token = await storedToken(page);
    await popup.getByRole('button', { name: 'Decline' }).click();
    await expect(loginButton(page)).toBeVisible();
    await expect(balance(page)).toHaveCount(0);
    expect((await request.get('/xapi/icore/checkplayer', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    const again = await request.post(`${COMPONENT}/authenticate`, { form: { username: 'termsDecline', password: 'demo1234' } });
    expect(((await again.json()) as { loginDetails: { termsOfUse: string; termsToAccept: boolean } }).loginDetails).toMatchObject({ termsOfUse: 'declined', termsToAccept: true });
  });
});

test('security question: getquestion asks it, a wrong answer is told under the field and keeps the step, the right one logs in', async ({ page }, testInfo) => {
  const calls = apiCalls(page);
  await page.goto('/en');
  await submitLogin(page, 'question');
  const questionDialog = app(page).getByRole('dialog', { name: 'Security question' });
  await expect(questionDialog).toContainText("What was your first pet's name?");
  const asked = calls.find((sent) => pathOf(sent) === `${COMPONENT}/security_question/getquestion`);
  // The form's fields are the unit test's (src/api/endpoints/authPaths.test.ts): ky streams the body, which the browser's request log does not show.
  expect(asked?.method()).toBe('POST');
  const answer = questionDialog.getByLabel('Your answer');
  await answer.fill('cat');
  await questionDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(questionDialog.getByRole('alert')).toHaveText('The answer is not correct.');
  await expect(answer).toHaveValue('cat');
  await keepScreenshot(page, testInfo, 'auth-question-wrong-1366');
  await answer.fill('rex');
  await questionDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(balance(page)).toBeVisible();
  expect(calls.filter((sent) => pathOf(sent) === `${COMPONENT}/security_question/checkAnswer`)).toHaveLength(2);
});

test.describe('icore login (brand jambobet: login_service icore)', () => {
  test('the form posts to /xapi/icore/players/login, checks the player with the new token, and logs in', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/en?brand=jambobet');
    await submitLogin(page, 'jambo');
    await expect(balance(page)).toHaveAccessibleName(/^Balance KES 50,000/);
    const login = calls.find((sent) => pathOf(sent) === '/xapi/icore/players/login')!;
    expect(login.method()).toBe('POST');
    expect(new URL(login.url()).searchParams.has('l')).toBe(false);
    const check = calls.find((sent) => pathOf(sent) === '/xapi/icore/checkplayer')!;
    expect(check.headers().authorization).toBe(`Bearer ${await storedToken(page)}`);
    expect(calls.map(pathOf)).not.toContain(`${COMPONENT}/authenticate`);
  });

  test('a wrong password is told in the dialog, nothing else is asked, and the username stays', fullRunOnly(), async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/en?brand=jambobet');
    const dialog = await submitLogin(page, 'jambo', 'wrong');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(dialog.getByLabel('Username')).toHaveValue('jambo');
    // Refused by the icore service itself, and no player check for a refused login.
    expect(calls.map(pathOf)).toContain('/xapi/icore/players/login');
    expect(calls.map(pathOf)).not.toContain(`${COMPONENT}/authenticate`);
    expect(calls.map(pathOf)).not.toContain('/xapi/icore/checkplayer');
  });
});

test('ALS integration: a login without a player id is linked first; a failed link is told and the next try logs in', fullRunOnly(), async ({ page }) => {
  const calls = apiCalls(page);
  let failures = 1;
  await page.route(`**${COMPONENT}/als_integration/integrate`, async (route) => {
    if (route.request().method() === 'POST' && failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    } else {
      await route.continue();
    }
  });
  await page.goto('/en');
  const dialog = await submitLogin(page, 'unlinked');
  await expect(dialog.getByRole('alert')).toHaveText('Your account could not be connected to the sportsbook just now. Please log in again in a moment.');
  await expect(balance(page)).toHaveCount(0);
  await expect(dialog.getByLabel('Username')).toHaveValue('unlinked');
  // The half-made session was ended at the operator.
  expect(calls.map(pathOf)).toContain(`${COMPONENT}/logout`);
  await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(balance(page)).toBeVisible();
  const integrations = calls.filter((sent) => pathOf(sent) === `${COMPONENT}/als_integration/integrate`);
  expect(integrations).toHaveLength(2);
  expect(integrations[1]!.headers().authorization).toBe(`Bearer ${await storedToken(page)}`);
  // The linked session names the player: its account calls go to account 1045.
  await expect.poll(() => calls.some((sent) => pathOf(sent) === '/xapi/rest/accounts/1045/accountPrefs')).toBe(true);
});

test('franco mode: the session service logs in and the refresh keeps the session alive; a refused refresh logs out and says why', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Tokens of 45 s: the refresh goes 10 s before the 30 s margin, 5 s after the login.
  expect((await request.put('/sandbox/token-lifetime', { data: { username: 'refresher', seconds: 45 } })).ok()).toBe(true);
  try {
    const calls = apiCalls(page);
    await page.goto('/en?mode=franco');
    const refreshed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/franco/accounts/me/sessions/refresh' && answer.request().method() === 'POST', { timeout: 30_000 });
    await submitLogin(page, 'refresher');
    await expect(balance(page)).toBeVisible();
    expect(calls.map(pathOf)).toContain('/franco/accounts/sessions');
    const first = await storedToken(page);
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers().authorization).toBe(`Bearer ${first}`);
    const renewed = ((await answer.json()) as { accessToken: string }).accessToken;
    await expect.poll(() => storedToken(page)).toBe(renewed);
    await expect(balance(page)).toBeVisible();
    // The operator refuses the session from now on: the next refresh (or any call) meets 403.
    expect((await request.post('/sandbox/sessions/end', { data: { username: 'refresher', as: 'refused' } })).ok()).toBe(true);
    const told = app(page).getByRole('alertdialog', { name: 'Session ended' });
    await expect(told).toContainText('You were logged out: access refused.', { timeout: 30_000 });
    await expect(loginButton(page)).toBeVisible();
  } finally {
    await request.put('/sandbox/token-lifetime', { data: { username: 'refresher', seconds: null } });
  }
});

test.describe('real-money bonus choice on /account/preferences (PUT /xapi/rest/accounts/{accountId})', () => {
  for (const width of [375, 1366]) {
    test(`at ${width} px: a failed save keeps the pick and says so; Save again stores it and the page reads it back`, fullRunOnly(width === 375), async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      const errors = collectPageErrors(page);
      await page.goto('/en/account/preferences');
      const loginDialog = app(page).getByRole('dialog', { name: 'Login' });
      await expect(loginDialog).toBeVisible({ timeout: 15_000 });
      await loginDialog.getByLabel('Username').fill('bonusChooser');
      await loginDialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await loginDialog.getByRole('button', { name: 'Login', exact: true }).click();
      const choice = app(page).getByRole('group', { name: 'Use bonuses with real-money bets' });
      await expect(choice).toBeVisible({ timeout: 15_000 });
      const pick = width === 375 ? 'no' : 'yes';
      const label = pick === 'yes' ? 'Yes, use my bonuses with real-money bets' : 'No, keep bonuses and real money apart';
      let refuse = true;
      await page.route((url) => url.pathname === '/xapi/rest/accounts/1046', async (route) => {
        if (route.request().method() === 'PUT' && refuse) {
          refuse = false;
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
        } else {
          await route.continue();
        }
      });
      await choice.getByRole('radio', { name: label }).check();
      const save = app(page).getByRole('button', { name: 'Save my choice' });
      await save.click();
      await expect(app(page).getByRole('alert')).toHaveText('Your choice could not be saved. It is still selected: press Save my choice to try again.');
      await expect(choice.getByRole('radio', { name: label })).toBeChecked();
      const put = page.waitForResponse((answer) => answer.request().method() === 'PUT' && pathOf(answer.request()) === '/xapi/rest/accounts/1046');
      await save.click();
      // The operator stored what was sent (the body's shape is the unit test's: ky streams it).
      expect(await (await put).json()).toMatchObject({ accountId: '1046', wasSetRealMoneyBonuses: true, realMoneyBonuses: pick === 'yes' });
      await expect(app(page).getByText('Your choice has been saved')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `auth-bonus-choice-${width}`, { fullPage: true });
      await page.reload();
      await expect(app(page).getByRole('group', { name: 'Use bonuses with real-money bets' }).getByRole('radio', { name: label })).toBeChecked({ timeout: 15_000 });
      // The browser logs the 503 this test injected; nothing else may fail.
      expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    });
  }
});
