// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';

const COMPONENT = '/auth/en/api/plugins/component/route/header_login';
const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});
const get = (cookie?: string) => ({ headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const balanceOf = async (h: ReturnType<typeof harness>, username: string, token: string) =>
  (await h.call(`/xapi/icore/players/${username}/balance/sportsbook`, { token })).json.wallets[0].balance as number;

describe('the sandbox operator cashier (/operator/cashier)', () => {
  it('knows the player by the site cookie a sportsbook login sets, and a logout ends it', async () => {
    const h = harness('operator-cookie');
    const login = await h.app.request(`${COMPONENT}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'loopbettor', password: 'demo1234' }) });
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/^sb_operator_site=.+/);
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const page = await h.app.request('/operator/cashier?action=deposit', get(cookie));
    const html = await page.text();
    expect(html).toContain('<dd>loopbettor</dd>');
    expect(html).toContain('data-figure="balance">EUR 100.00<');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const token = ((await login.json()) as { loginDetails: { jweToken: string } }).loginDetails.jweToken;
    await h.app.request(`${COMPONENT}/logout`, { headers: { authorization: `Bearer ${token}`, cookie } });
    expect(await (await h.app.request('/operator/cashier?action=deposit', get(cookie))).text()).toContain('not logged in to the operator');
  });

  it("refuses on the cashier page a deposit that would break the player's deposit limit, as the deposits API does (409 there)", async () => {
    const h = harness('operator-deposit-limit');
    const { token } = await h.login('loopbettor');
    expect((await h.call('/xapi/rest/accounts/3101/deposit-limits', { method: 'PUT', token, body: { period: 'daily', amount: 30 } })).status).toBe(200);
    const before = await balanceOf(h, 'loopbettor', token);
    const page = await h.app.request('/operator/cashier?action=deposit', form({ username: 'loopbettor', password: 'demo1234', amount: '30.01' }));
    expect(await page.text()).toContain('This deposit would take you over your daily deposit limit of 30.00 EUR: you can deposit up to 30.00 EUR now.');
    const api = await h.call('/xapi/rest/accounts/3101/deposits', { token, body: { amount: 30.01 } });
    expect([api.status, api.json.error, api.json.remaining]).toEqual([409, 'deposit-limit', 30]);
    expect(await balanceOf(h, 'loopbettor', token)).toBe(before);
    const allowed = await h.app.request('/operator/cashier?action=deposit', form({ username: 'loopbettor', password: 'demo1234', amount: '30' }));
    expect(await allowed.text()).toContain('Deposited EUR 30.00.');
  });

  it('credits a deposit exactly, and the balance API says the same', async () => {
    const h = harness('operator-deposit');
    const { token } = await h.login('loopbettor');
    const before = await balanceOf(h, 'loopbettor', token);
    const answer = await h.app.request('/operator/cashier?action=deposit&return_url=http%3A%2F%2Flocalhost%2Fen%2F', form({ username: 'loopbettor', password: 'demo1234', amount: '25.35' }));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Deposited EUR 25.35.');
    expect(html).toContain('data-figure="balance">EUR 125.35<');
    expect(before).toBe(100);
    expect(await balanceOf(h, 'loopbettor', token)).toBe(125.35);
    // The deposits API goes through the same function: the same refusals.
    expect((await h.call('/xapi/rest/accounts/3101/deposits', { token, body: { amount: 0.001 } })).status).toBe(400);
    expect((await h.call('/xapi/rest/accounts/3101/deposits', { token, body: { amount: 0.65 } })).json.balance).toBe(126);
  });

  it('refuses an amount with too many decimals or none, and keeps what was typed', async () => {
    const h = harness('operator-bad');
    const cookie = cookieOf(await h.app.request('/operator/cashier?action=deposit', form({ username: 'loopbettor', password: 'demo1234', amount: '1.234' })));
    const again = await h.app.request('/operator/cashier?action=deposit', form({ amount: 'abc' }, cookie));
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain('Deposit a positive amount with at most 2 decimals, for example 25.00.');
    expect(html).toContain('value="abc"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('refuses a withdrawal above the withdrawable amount with the most it allows, and takes one within it exactly', async () => {
    const h = harness('operator-withdraw');
    const { token } = await h.login('loopbettor');
    const refused = await h.app.request('/operator/cashier?action=withdraw', form({ username: 'loopbettor', password: 'demo1234', amount: '100.01' }));
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('You can withdraw at most EUR 100.00. Enter that amount or less.');
    expect(await balanceOf(h, 'loopbettor', token)).toBe(100);
    const cookie = cookieOf(refused);
    const taken = await h.app.request('/operator/cashier?action=withdraw', form({ amount: '99.99' }, cookie));
    expect(await taken.text()).toContain('Withdrew EUR 99.99.');
    expect(await balanceOf(h, 'loopbettor', token)).toBe(0.01);
    const transactions = (await h.call('/xapi/rest/accounts/3101/transactions', { token })).json.transactions as { type: string; amount: number }[];
    expect(transactions[0]).toMatchObject({ type: 'withdrawal', amount: -99.99 });
  });

  it('refuses wrong credentials and sends nothing', async () => {
    const h = harness('operator-credentials');
    const answer = await h.app.request('/operator/cashier?action=deposit', form({ username: 'loopbettor', password: 'nope', amount: '10' }));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('The username or password is not correct.');
    const { token } = await h.login('loopbettor');
    expect(await balanceOf(h, 'loopbettor', token)).toBe(100);
  });

  it('links back only to an allowed page, and posts to its origin only', async () => {
    const h = harness('operator-back');
    const good = await (await h.app.request('/operator/cashier?action=deposit&return_url=http%3A%2F%2Flocalhost%2Fen%2Flive%2F', get())).text();
    expect(good).toContain('data-return-origin="http://localhost"');
    expect(good).toContain('href="http://localhost/en/live/"');
    const evil = await (await h.app.request('/operator/cashier?action=deposit&return_url=https%3A%2F%2Fevil.test%2F', get())).text();
    expect(evil).toContain('data-return-origin=""');
    expect(evil).not.toContain('href="https://evil.test');
    expect(evil).toContain('href="/" data-operator-close');
  });
});

describe('registration and forgotten password (/operator/register, /operator/forgotten-password)', () => {
  it('registers an account that then logs in to the sportsbook with a zero balance; a second one with the same username is refused', async () => {
    const h = harness('operator-register');
    const made = await h.app.request('/operator/register', form({ username: 'newloop', email: 'newloop@example.test', password: 'secret123', currency: 'GBP' }));
    expect(made.status).toBe(200);
    expect(await made.text()).toContain('Your GBP account is ready.');
    const login = await h.call('/xapi/icore/players/login', { body: { username: 'newloop', password: 'secret123' } });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ username: 'newloop', currency: 'GBP' });
    expect(Number(login.json.alsPlayerId)).toBeGreaterThanOrEqual(910001);
    expect(await balanceOf(h, 'newloop', String(login.json.jweToken))).toBe(0);
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'newloop', password: 'demo1234' } })).status).toBe(401);
    const again = await h.app.request('/operator/register', form({ username: 'NewLoop', email: 'other@example.test', password: 'another123', currency: 'EUR' }));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('The username NewLoop is taken. Choose another one.');
    const demoTaken = await h.app.request('/operator/register', form({ username: 'demo', email: 'd@example.test', password: 'another123', currency: 'EUR' }));
    expect(demoTaken.status).toBe(200);
  });

  it('refuses a short password, a bad email and an unknown currency with what to do', async () => {
    const h = harness('operator-register-bad');
    const cases: [Record<string, string>, string][] = [
      [{ username: 'ab', email: 'a@b.test', password: 'secret123', currency: 'EUR' }, 'Choose a username of 3 to 24'],
      [{ username: 'fine', email: 'nope', password: 'secret123', currency: 'EUR' }, 'Enter your email address'],
      [{ username: 'fine', email: 'a@b.test', password: 'short', currency: 'EUR' }, 'at least 8 characters'],
      [{ username: 'fine', email: 'a@b.test', password: 'secret123', currency: 'XXX' }, 'Choose one of these currencies'],
    ];
    for (const [fields, message] of cases) {
      const answer = await h.app.request('/operator/register', form(fields));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(message);
    }
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'fine', password: 'secret123' } })).status).toBe(401);
  });

  it('sets a new password when the username and email match; refuses when they do not', async () => {
    const h = harness('operator-forgotten');
    await h.app.request('/operator/register', form({ username: 'forgetful', email: 'forgetful@example.test', password: 'first-pass', currency: 'EUR' }));
    const wrong = await h.app.request('/operator/forgotten-password', form({ username: 'forgetful', email: 'someone@example.test', password: 'second-pass' }));
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('We found no account with that username and email.');
    const right = await h.app.request('/operator/forgotten-password', form({ username: 'forgetful', email: 'Forgetful@Example.test', password: 'second-pass' }));
    expect(await right.text()).toContain('Your password is changed.');
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'forgetful', password: 'first-pass' } })).status).toBe(401);
    expect((await h.call('/xapi/icore/players/login', { body: { username: 'forgetful', password: 'second-pass' } })).status).toBe(200);
  });

  it('serves the brands the absolute addresses of these pages on the origin asked', async () => {
    const h = harness('operator-settings');
    const settings = (await h.call('/api/all_cached_settings?cached=t&all=t')).json as Record<string, { web: Record<string, unknown> }>;
    expect(settings.eurobet!.web).toMatchObject({ cashier_mode: 'frame', deposit_url: 'http://localhost/operator/cashier?action=deposit', registration_url: 'http://localhost/operator/register' });
    expect(settings.kingsbet!.web).toMatchObject({ cashier_mode: 'same_tab', withdraw_url: 'http://localhost/operator/cashier?action=withdraw', forgotten_password_url: 'http://localhost/operator/forgotten-password' });
  });
});
