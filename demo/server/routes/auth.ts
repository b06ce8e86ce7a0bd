import { Hono, type Context } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { PlayerRecord } from '../accounts/demoPlayers';
import { brandById } from '../content/brands';
import { isResponse, requireSession } from '../http/auth';
import { errorBody } from '../http/requestContext';
import type { StateStore } from '../sandboxState';
import { partnerLaunchUrl } from './partners';

/** Reads a JSON body or a form post into a flat record. */
async function fields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  }
  const form = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]));
}

/**
 * Login in all the spec's flavours (spec 7 "Accounts and auth"): the icore player login,
 * the header_login component flow with one-time code and security question, the session
 * service (franco) and the game-token session. `casinoOrigin` is where the demo casino
 * page is (the host pages' origin), for game launch links; empty for this origin.
 */
export function authRoutes(accounts: Accounts, store: StateStore, now: () => number = Date.now, casinoOrigin = ''): Hono {
  const app = new Hono();

  app.post('/xapi/icore/players/login', async (c) => {
    const { username = '', password = '' } = await fields(c);
    const checked = accounts.checkCredentials(username, password);
    if (!checked.ok) return c.json(errorBody('login-failed', checked.failure.message, { responseCode: checked.failure.responseCode }), checked.failure.status as 401);
    const session = accounts.openSession(checked.player);
    return c.json(accounts.loginDetails(checked.player, session));
  });

  app.get('/xapi/icore/checkplayer', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byAccount(session.accountId);
    return c.json({ valid: true, accountId: session.accountId, username: session.username, currency: player?.currency, expiresAt: new Date(session.expiresAt).toISOString() });
  });

  const base = '/auth/:locale/api/plugins/component/route/header_login';

  /** The header_login flow's session: on a single_session_mode brand it ends the player's other sessions. */
  const loginDetailsFor = (player: PlayerRecord) => {
    const session = accounts.openSession(player);
    if (brandById(player.brand).settings.single_session_mode === true) accounts.closeOtherSessions(session);
    return accounts.loginDetails(player, session);
  };

  app.post(`${base}/authenticate`, async (c) => {
    const { username = '', password = '' } = await fields(c);
    const checked = accounts.checkCredentials(username, password);
    if (!checked.ok) return c.json(errorBody('login-failed', checked.failure.message, { responseCode: checked.failure.responseCode }), checked.failure.status as 401);
    const { player } = checked;
    if (player.loginPath === 'otp') return c.json({ result: 'OTP_REQUIRED', username: player.username, message: 'A one-time code was sent to your mobile number. It is valid for 30 minutes.' });
    // The question itself is asked of security_question/getquestion (spec 7), as the operator's flow does.
    if (player.loginPath === 'question') return c.json({ result: 'SECURITY_QUESTION', username: player.username });
    return c.json({ result: 'SUCCESS', loginDetails: loginDetailsFor(player) });
  });

  app.post(`${base}/otp/generate`, async (c) => {
    const { username = '' } = await fields(c);
    const player = accounts.byUsername(username);
    if (!player || player.loginPath !== 'otp') return c.json(errorBody('otp-not-enabled', 'This player does not log in with a one-time code.'), 400);
    accounts.generateOtp(player.username);
    return c.json({ result: 'SENT', validForMinutes: 30 });
  });

  app.post(`${base}/otp/validate`, async (c) => {
    const { username = '', code = '' } = await fields(c);
    const player = accounts.byUsername(username);
    if (!player || !accounts.validateOtp(player.username, code)) return c.json(errorBody('otp-invalid', 'The code is not correct or has expired. Request a new code.'), 400);
    return c.json({ result: 'SUCCESS', loginDetails: loginDetailsFor(player) });
  });

  app.post(`${base}/security_question/getquestion`, async (c) => {
    const { username = '' } = await fields(c);
    const player = accounts.byUsername(username);
    if (!player?.securityQuestion) return c.json(errorBody('no-question', 'This player has no security question.'), 400);
    return c.json({ question: player.securityQuestion });
  });

  app.post(`${base}/security_question/checkAnswer`, async (c) => {
    const { username = '', answer = '' } = await fields(c);
    const player = accounts.byUsername(username);
    if (!player?.securityAnswer || player.securityAnswer !== answer.trim().toLowerCase()) return c.json(errorBody('answer-wrong', 'The answer is not correct.'), 400);
    return c.json({ result: 'SUCCESS', loginDetails: loginDetailsFor(player) });
  });

  // Links the session's account (ALS): a player with alsIntegration logs in without an
  // alsPlayerId, which the SDK reads as "integrate first" (docs/account.md "Login paths").
  app.post(`${base}/als_integration/integrate`, (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const linked = accounts.integrateAls(session);
    return c.json({ result: 'SUCCESS', accountId: linked.accountId, alsPlayerId: linked.accountId });
  });

  // Not in spec 7 (which names only franco's accept-terms): the header_login flow's
  // terms-of-use answer, so a decline is stored too (spec 4 "Terms of use").
  app.post(`${base}/terms_of_use/:answer{accept|decline}`, (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const answer = c.req.param('answer') === 'accept' ? 'accepted' : 'declined';
    accounts.recordTerms(session.accountId, answer);
    return c.json({ terms: answer });
  });

  app.get(`${base}/logout`, (c) => {
    const session = accounts.sessionFromHeader(c.req.header('authorization'));
    if (session) accounts.closeSession(session.token);
    return c.json({ result: 'LOGGED_OUT', authenticated: c.req.query('authenticated') === 'true', reason: c.req.query('reason') ?? null });
  });

  // The session service (spec 7 franco): access tokens with scopes.
  app.post('/franco/accounts/sessions', async (c) => {
    const { username = '', password = '' } = await fields(c);
    const checked = accounts.checkCredentials(username, password);
    if (!checked.ok) return c.json(errorBody('login-failed', checked.failure.message, { responseCode: checked.failure.responseCode }), checked.failure.status as 401);
    const session = accounts.openSession(checked.player, 'franco');
    const expiresIn = Math.round((session.expiresAt - session.issuedAt) / 1000);
    const termsToAccept = checked.player.termsPending === true && store.state.terms[checked.player.accountId] !== 'accepted';
    return c.json({ accessToken: session.token, expiresIn, maxAge: expiresIn, scopes: ['sportsbook', 'wallet'], termsToAccept, locale: c.req.query('l') ?? 'en', channel: c.req.query('mc') ?? 'mobile' });
  });
  app.post('/franco/accounts/me/sessions/accept-terms', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    accounts.recordTerms(session.accountId, 'accepted');
    return c.json({ terms: 'accepted' });
  });
  app.post('/franco/accounts/me/sessions/refresh', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const next = accounts.refreshSession(session);
    const expiresIn = Math.round((next.expiresAt - next.issuedAt) / 1000);
    return c.json({ accessToken: next.token, expiresIn, maxAge: expiresIn, scopes: ['sportsbook', 'wallet'] });
  });
  app.delete('/franco/accounts/me/sessions', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    accounts.closeSession(session.token);
    return c.body(null, 204);
  });
  app.post('/franco/accounts/me/game-launch-url', async (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    // With a provider: a partner's launch address with a fresh partner token (docs/virtuals.md).
    const { provider = '' } = await fields(c);
    if (provider !== '') {
      const launch = partnerLaunchUrl(accounts, c.req.url, session, provider);
      return launch ? c.json(launch) : c.json(errorBody('unknown-provider', `No partner ${provider}. Partners: the providers of docs/virtuals.md "Which page is which partner".`), 404);
    }
    return c.json({ url: `${casinoOrigin}/demo/casino.html?token=${encodeURIComponent(session.token)}` });
  });
  app.get('/franco/accounts/me/profile', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const player = accounts.byAccount(session.accountId);
    if (!player) return c.json(errorBody('not-found', 'No such player.'), 404);
    return c.json({
      email: player.email,
      firstName: player.firstName,
      lastName: player.lastName,
      lastLoginDate: new Date(session.issuedAt).toISOString(),
      accountCode: player.accountId,
      selfExcluded: Number(store.state.preferences[player.accountId]?.selfExcludedUntil ?? 0) > now(),
      accountStatus: player.status.toUpperCase(),
      registerDate: player.registeredAt,
      currency: player.currency,
      residence: { countryCode: player.countryCode },
    });
  });
  app.get('/franco/accounts/me/balance', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const wallet = accounts.wallet(session.accountId);
    return c.json({ totalBalance: Number(wallet.balance) + Number(wallet.bonusBalance), bonusBalance: Number(wallet.bonusBalance), realBalance: Number(wallet.balance) });
  });

  // Spec 7: GET /api/session with the game token in a header.
  app.get('/api/session', (c) => {
    const session = accounts.sessionFromHeader(c.req.header('x-game-token') ?? c.req.header('authorization'));
    if (!session) return c.json(errorBody('unauthorized', 'Send the game token in X-Game-Token.'), 401);
    const player = accounts.byAccount(session.accountId);
    return c.json({ id: session.accountId, jwe_token: session.token, username: session.username, currency: player?.currency, locale: player?.locale, third_party_tokens: accounts.partnerTokens.forLogin(session), is_partner_matrix_affiliate: false });
  });

  return app;
}
