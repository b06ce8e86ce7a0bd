import { Hono, type Context } from 'hono';
import { formatAmount } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { moveMoney, withdrawable, type DepositCheck } from '../accounts/deposits';
import { OPERATOR_CURRENCIES } from '../content/operatorCurrencies';
import { BRANDS, DEFAULT_BRAND } from '../content/brands';
import { allowedHostOrigins } from '../content/allowedHostOrigins';
import { OPERATOR_PAGE_SCRIPT, OPERATOR_PAGE_STYLES } from '../operator/operatorPageAssets';
import type { SiteSessions } from '../operator/siteSessions';

/** The currencies a new account may hold: the brands' (a new account joins the first brand with its currency). */
export const REGISTRATION_CURRENCIES = [...new Set(BRANDS.map((brand) => brand.currency))];

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The operator pages' policy: their own script and styles only, framed by the operator's own
 * pages and the host pages allowed to frame the sportsbook (allowed_host_origins), forms
 * posted to themselves.
 */
function pagePolicy(frameAncestors: readonly string[]): string {
  return ["default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "form-action 'self'", `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(), "base-uri 'none'"].join('; ');
}

interface PageParts {
  title: string;
  /** The sportsbook page to go back to (checked), or null. */
  back: string | null;
  body: string;
}

async function formFields(c: Context): Promise<Record<string, string>> {
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
}

const field = (name: string, label: string, options: { type?: string; value?: string; autocomplete?: string; hint?: string; error?: boolean; inputmode?: string; autofocus?: boolean } = {}) =>
  `<label>${escapeHtml(label)}${options.hint ? ` <span class="hint">${escapeHtml(options.hint)}</span>` : ''}<input name="${name}" type="${options.type ?? 'text'}" value="${escapeHtml(options.value ?? '')}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${options.error ? ' aria-invalid="true" aria-describedby="problem"' : ''}${options.autofocus ? ' data-autofocus' : ''} required></label>`;

const problem = (message: string | null) => (message ? `<p id="problem" class="error" role="alert">${escapeHtml(message)}</p>` : '');

/**
 * The sandbox operator's own pages (issue 21, docs/account-cashier.md): a cashier that
 * credits or debits the demo wallet (through the same function as the deposits API), a
 * registration page that makes a real account, and a forgotten-password page. Plain
 * server-rendered HTML with one script file; framed by the sportsbook they talk to it by
 * the frame contract, otherwise they link back to return_url.
 */
export function operatorPageRoutes(accounts: Accounts, sessions: SiteSessions, hostPageOrigins: readonly string[] = [], depositCheck?: DepositCheck): Hono {
  const app = new Hono();

  /** return_url when it is a page of the operator's own origin or an allowed host page: never an open redirect. */
  const backTo = (c: Context): string | null => {
    const raw = c.req.query('return_url');
    if (!raw) return null;
    try {
      const url = new URL(raw);
      return /^https?:$/.test(url.protocol) && allowedHostOrigins(c.req.url, hostPageOrigins).includes(url.origin) ? url.href : null;
    } catch {
      return null;
    }
  };

  // A form shown again with its problem answers 200, as a page does: a browser logs any
  // other status of a document as a failed load, though nothing failed.
  const render = (c: Context, parts: PageParts, status: 200 = 200) => {
    c.header('content-security-policy', pagePolicy(hostPageOrigins));
    c.header('cache-control', 'no-store');
    const returnOrigin = parts.back ? new URL(parts.back).origin : '';
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.title)} · Sandbox operator</title>` +
        `<link rel="icon" href="data:,"><link rel="stylesheet" href="/operator/operator-page.css"><script src="/operator/operator-page.js" defer></script></head>` +
        `<body data-return-origin="${escapeHtml(returnOrigin)}"><main><p class="brand">Sandbox operator</p>${parts.body}</main></body></html>`,
      status,
    );
  };

  const backLinks = (back: string | null, label: string) =>
    `<p class="actions"><a class="button" href="${escapeHtml(back ?? '/')}" data-operator-done>${escapeHtml(label)}</a></p>`;
  const cancelLink = (back: string | null) => `<a class="secondary" href="${escapeHtml(back ?? '/')}" data-operator-close>Cancel</a>`;

  app.get('/operator/operator-page.js', (c) => c.body(OPERATOR_PAGE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/operator/operator-page.css', (c) => c.body(OPERATOR_PAGE_STYLES, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));

  // The cashier.
  const cashierAction = (c: Context): 'deposit' | 'withdraw' | null => {
    const action = c.req.query('action');
    return action === 'deposit' || action === 'withdraw' ? action : null;
  };
  const linkWith = (c: Context, action: string) => {
    const url = new URL(c.req.url);
    url.searchParams.set('action', action);
    return `${url.pathname}${url.search}`;
  };

  function cashierPage(c: Context, options: { amount: string; error: string | null; accountId: string | null; username?: string }, status: 200 = 200) {
    const action = cashierAction(c);
    const back = backTo(c);
    const accountId = options.accountId;
    const player = accountId ? accounts.byAccount(accountId) : undefined;
    const tabs = `<ul class="tabs" aria-label="Cashier"><li><a href="${escapeHtml(linkWith(c, 'deposit'))}"${action === 'deposit' ? ' aria-current="page"' : ''}>Deposit</a></li><li><a href="${escapeHtml(linkWith(c, 'withdraw'))}"${action === 'withdraw' ? ' aria-current="page"' : ''}>Withdraw</a></li></ul>`;
    if (action === null) {
      return render(c, { title: 'Cashier', back, body: `<h1>Cashier</h1>${tabs}<p>Choose Deposit to add money to your account, or Withdraw to take it out.</p><p class="actions">${cancelLink(back)}</p>` });
    }
    const title = action === 'deposit' ? 'Deposit' : 'Withdraw';
    const figures = player
      ? `<dl class="figures"><dt>Logged in as</dt><dd>${escapeHtml(player.username)}</dd><dt>Balance</dt><dd data-figure="balance">${escapeHtml(`${player.currency} ${formatAmount(Number(accounts.wallet(player.accountId).balance), player.currency, OPERATOR_CURRENCIES)}`)}</dd>${
          action === 'withdraw' ? `<dt>You can withdraw</dt><dd data-figure="withdrawable">${escapeHtml(`${player.currency} ${formatAmount(withdrawable(accounts, player.accountId).toNumber(), player.currency, OPERATOR_CURRENCIES)}`)}</dd>` : ''
        }</dl>`
      : '<p>You are not logged in to the operator\u2019s site here. Enter your username and password with the amount.</p>';
    const credentials = player ? '' : field('username', 'Username', { autocomplete: 'username', value: options.username ?? '', autofocus: true }) + field('password', 'Password', { type: 'password', autocomplete: 'current-password' });
    const currency = player?.currency ?? '';
    const body =
      `<h1>${title}</h1>${tabs}${figures}` +
      `<form method="post" novalidate>${problem(options.error)}${credentials}` +
      field('amount', currency ? `Amount (${currency})` : 'Amount', { value: options.amount, inputmode: 'decimal', error: options.error !== null, autofocus: player !== undefined, autocomplete: 'off' }) +
      `<p class="actions"><button type="submit">${title}</button>${cancelLink(back)}</p></form>`;
    return render(c, { title, back, body }, status);
  }

  app.get('/operator/cashier', (c) => cashierPage(c, { amount: c.req.query('amount') ?? '', error: null, accountId: sessions.accountOf(c) }));

  app.post('/operator/cashier', async (c) => {
    const action = cashierAction(c);
    const fields = await formFields(c);
    const amount = (fields.amount ?? '').trim();
    if (action === null) return cashierPage(c, { amount, error: null, accountId: sessions.accountOf(c) });
    let accountId = sessions.accountOf(c);
    if (accountId === null) {
      const checked = accounts.checkCredentials(fields.username ?? '', fields.password ?? '');
      if (!checked.ok) return cashierPage(c, { amount, error: 'The username or password is not correct. Check them and try again.', accountId: null, username: fields.username ?? '' });
      accountId = checked.player.accountId;
      sessions.open(c, accountId);
    }
    const moved = moveMoney(accounts, accountId, action === 'deposit' ? 'deposit' : 'withdrawal', amount, depositCheck);
    if (!moved.ok) return cashierPage(c, { amount, error: moved.message, accountId });
    const back = backTo(c);
    const figure = (value: string) => `${moved.currency} ${formatAmount(Number(value), moved.currency, OPERATOR_CURRENCIES)}`;
    const done = action === 'deposit' ? `Deposited ${figure(amount)}.` : `Withdrew ${figure(amount)}.`;
    return render(c, {
      title: action === 'deposit' ? 'Deposit made' : 'Withdrawal made',
      back,
      body: `<h1>${action === 'deposit' ? 'Deposit made' : 'Withdrawal made'}</h1><p class="success" role="status">${escapeHtml(done)} Your balance is <strong data-figure="balance">${escapeHtml(figure(moved.balance))}</strong>.</p>${backLinks(back, 'Back to betting')}`,
    });
  });

  // Registration.
  const USERNAME = /^[A-Za-z0-9_.-]{3,24}$/;
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  function registerPage(c: Context, values: Record<string, string>, error: string | null, status: 200 = 200) {
    const back = backTo(c);
    const options = REGISTRATION_CURRENCIES.map((code) => `<option value="${code}"${code === (values.currency ?? 'EUR') ? ' selected' : ''}>${code}</option>`).join('');
    const body =
      `<h1>Open an account</h1><p>Your account works on the sportsbook at once: log in there with the username and password you choose here.</p>` +
      `<form method="post" novalidate>${problem(error)}` +
      field('username', 'Username', { value: values.username ?? '', autocomplete: 'username', hint: '3 to 24 letters, digits, . _ or -', error: error !== null, autofocus: true }) +
      field('email', 'Email', { type: 'email', value: values.email ?? '', autocomplete: 'email' }) +
      field('password', 'Password', { type: 'password', autocomplete: 'new-password', hint: 'at least 8 characters' }) +
      `<label>Currency<select name="currency">${options}</select></label>` +
      `<p class="actions"><button type="submit">Open my account</button>${cancelLink(back)}</p></form>`;
    return render(c, { title: 'Open an account', back, body }, status);
  }

  app.get('/operator/register', (c) => registerPage(c, {}, null));
  app.post('/operator/register', async (c) => {
    const values = await formFields(c);
    const username = (values.username ?? '').trim();
    const email = (values.email ?? '').trim();
    const password = values.password ?? '';
    const currency = values.currency ?? '';
    const refuse = (message: string) => registerPage(c, values, message);
    if (!USERNAME.test(username)) return refuse('Choose a username of 3 to 24 letters, digits, dots, underscores or hyphens.');
    if (!EMAIL.test(email)) return refuse('Enter your email address, for example name@example.com.');
    if (password.length < 8) return refuse('Choose a password of at least 8 characters.');
    if (!REGISTRATION_CURRENCIES.includes(currency)) return refuse(`Choose one of these currencies: ${REGISTRATION_CURRENCIES.join(', ')}.`);
    const brand = currency === 'EUR' ? DEFAULT_BRAND : (BRANDS.find((candidate) => candidate.currency === currency)?.id ?? DEFAULT_BRAND);
    const player = accounts.register({ username, email, password, currency, brand });
    if (player === null) return refuse(`The username ${username} is taken. Choose another one.`);
    const back = backTo(c);
    return render(c, {
      title: 'Account open',
      back,
      body: `<h1>Account open</h1><p class="success" role="status">Welcome, ${escapeHtml(player.username)}. Your ${escapeHtml(player.currency)} account is ready. Log in to the sportsbook with your username and password.</p>${backLinks(back, 'Back to the sportsbook')}`,
    });
  });

  // Forgotten password: the username and the account's email must match, then a new password is set.
  function forgottenPage(c: Context, values: Record<string, string>, error: string | null, status: 200 = 200) {
    const back = backTo(c);
    const body =
      `<h1>Forgotten password</h1><p>Enter your username and the email address of your account, and choose a new password.</p>` +
      `<form method="post" novalidate>${problem(error)}` +
      field('username', 'Username', { value: values.username ?? '', autocomplete: 'username', error: error !== null, autofocus: true }) +
      field('email', 'Email of your account', { type: 'email', value: values.email ?? '', autocomplete: 'email' }) +
      field('password', 'New password', { type: 'password', autocomplete: 'new-password', hint: 'at least 8 characters' }) +
      `<p class="actions"><button type="submit">Set my new password</button>${cancelLink(back)}</p></form>`;
    return render(c, { title: 'Forgotten password', back, body }, status);
  }

  app.get('/operator/forgotten-password', (c) => forgottenPage(c, {}, null));
  app.post('/operator/forgotten-password', async (c) => {
    const values = await formFields(c);
    const player = accounts.byUsername(values.username ?? '');
    const email = (values.email ?? '').trim().toLowerCase();
    const password = values.password ?? '';
    if (!player || email === '' || player.email.toLowerCase() !== email) return forgottenPage(c, values, 'We found no account with that username and email. Check both and try again.');
    if (password.length < 8) return forgottenPage(c, values, 'Choose a new password of at least 8 characters.');
    accounts.setPassword(player.accountId, password);
    const back = backTo(c);
    return render(c, {
      title: 'Password changed',
      back,
      body: `<h1>Password changed</h1><p class="success" role="status">Your password is changed. Log in to the sportsbook with your new password.</p>${backLinks(back, 'Back to the sportsbook')}`,
    });
  });

  return app;
}
