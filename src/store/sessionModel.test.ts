// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext } from '../api';
import { createPersistence, memoryStorage } from './persistence';
import { createSessionModel } from './sessionModel';

/** The real API client and session model against an in-process sandbox (no port). */
function setup(options: { storage?: ReturnType<typeof memoryStorage>; auth?: (auth: ReturnType<typeof createApi>['auth']) => Partial<ReturnType<typeof createApi>['auth']> } = {}) {
  let clock = Date.UTC(2026, 10, 22, 12);
  const sandbox = createSandbox({ seed: 'session', now: () => clock, log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox, now: () => clock });
  const sent: string[] = [];
  const reload = vi.fn();
  const invalidateAccountData = vi.fn();
  const timers: (() => void)[] = [];
  const storage = options.storage ?? memoryStorage();
  const log = vi.fn();
  const api = createApi({
    baseUrl: 'http://sandbox.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(new URL(request.url).pathname);
      return app.fetch(request);
    }) as typeof fetch,
    auth: { authorise: () => session.authProvider.authorise(), onUnauthorized: (path, refusal) => session.authProvider.onUnauthorized(path, refusal) },
    onAnswer: () => undefined,
  });
  const session = createSessionModel({
    auth: { ...api.auth, ...options.auth?.(api.auth) },
    accounts: api.accounts,
    persistence: createPersistence(storage),
    now: () => clock,
    locale: () => 'en',
    reload,
    invalidateAccountData,
    setTimer: (callback) => void timers.push(callback),
    log,
  });
  /** The same storage and server after a page reload: a new session model, as a new runtime makes. */
  const reloaded = () => {
    const model = createSessionModel({ auth: api.auth, accounts: api.accounts, persistence: createPersistence(storage), now: () => clock, locale: () => 'en', reload, invalidateAccountData, setTimer: (callback) => void timers.push(callback), log, refreshBase: null });
    // As the runtime does once it is built.
    model.start();
    return model;
  };
  return { sandbox, api, session, sent, reload, invalidateAccountData, timers, storage, log, reloaded, advance: (ms: number) => (clock += ms) };
}

describe('session model (spec 4, 5, 6)', () => {
  it('logs a plain player in, persists the shared keys and loads preferences', async () => {
    const { session, storage } = setup();
    await session.login('  demo ', 'demo1234');
    expect(session.loggedIn.value).toBe(true);
    expect(session.details.value).toMatchObject({ alsPlayerId: '1001', username: 'demo' });
    expect(storage.getItem('jwt')).toBe(session.details.value!.jweToken);
    expect(storage.getItem('username')).toBe('demo');
    expect(session.preferences.value).toMatchObject({ price_format: 'euro' });
    expect(session.authExecuted.value).toBe(true);
  });

  it('keeps the bettor logged in across a reload while the token lives, and not after logout or expiry', async () => {
    const { session, reloaded, advance, storage } = setup();
    await session.login('demo', 'demo1234');
    const token = session.details.value!.jweToken;
    const again = reloaded();
    expect(again.loggedIn.value).toBe(true);
    expect(again.details.value).toMatchObject({ alsPlayerId: '1001', username: 'demo', jweToken: token });
    expect(again.authExecuted.value).toBe(true);
    await vi.waitFor(() => expect(again.preferences.value).toMatchObject({ price_format: 'euro' }));

    // Within the 30 s expiry margin the stored session no longer stands.
    const lifetime = session.details.value!.expirationTimeInSeconds * 1000;
    advance(lifetime - 29_000);
    expect(reloaded().loggedIn.value).toBe(false);
    expect(storage.getItem('sportsbook:session')).toBeNull();
  });

  it('forgets the stored session at logout, and one whose token is not the stored jwt', async () => {
    const { session, reloaded, storage } = setup();
    await session.login('demo', 'demo1234');
    storage.setItem('jwt', 'another-token');
    expect(reloaded().loggedIn.value).toBe(false);
    await session.login('demo', 'demo1234');
    await session.logout('user');
    expect(storage.getItem('sportsbook:session')).toBeNull();
    expect(reloaded().loggedIn.value).toBe(false);
  });

  it('refuses empty credentials without calling the server', async () => {
    const { session, sent } = setup();
    await session.login('   ', 'x');
    expect(session.error.value).toBe('error-invalid-login-credentials');
    expect(sent).toEqual([]);
  });

  it('names a refused login the spec 8 way', async () => {
    const { session } = setup();
    await session.login('locked', 'demo1234');
    expect(session.error.value).toBe('login-error-INT008');
    expect(session.step.value).toBe('idle');
  });

  it('walks the one-time code step', async () => {
    const { session, sandbox } = setup();
    await session.login('otp', 'demo1234');
    expect(session.step.value).toBe('one-time-code');
    await session.submitOneTimeCode('000000' === sandbox.accounts.lastOtp('otp') ? '111111' : '000000');
    expect(session.error.value).toBe('error-400');
    await session.submitOneTimeCode(sandbox.accounts.lastOtp('otp')!);
    expect(session.details.value?.alsPlayerId).toBe('1002');
  });

  it('walks the security question step, and cancelling resets it', async () => {
    const { session } = setup();
    await session.login('question', 'demo1234');
    expect([session.step.value, session.question.value]).toEqual(['security-question', "What was your first pet's name?"]);
    session.cancelLogin();
    expect(session.step.value).toBe('idle');
    await session.login('question', 'demo1234');
    await session.submitSecurityAnswer('rex');
    expect(session.details.value?.alsPlayerId).toBe('1003');
  });

  it('logs out as jwe_token_expired when the token expires within 30 s, without sending the call', async () => {
    const { session, api, sent, reload, invalidateAccountData, storage, advance, timers } = setup();
    await session.loginWithAuthService('demo', 'demo1234');
    advance(3600_000 - 29_000);
    const before = sent.length;
    const error = await api.bets.openBets('1001').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'auth-required', reason: 'jwe_token_expired' });
    expect(sent.slice(before).filter((path) => path.includes('openbets'))).toEqual([]);
    await vi.waitFor(() => expect(session.loggedIn.value).toBe(false));
    expect(session.lastLogoutReason.value).toBe('jwe_token_expired');
    expect(storage.getItem('jwt')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(invalidateAccountData).toHaveBeenCalledTimes(1);
    expect(session.busy.value).toBe(true);
    timers.forEach((run) => run());
    expect(session.busy.value).toBe(false);
  });

  it('logs out as unauthorized on a 401 while logged in', async () => {
    const { session, api, sandbox } = setup();
    await session.loginWithAuthService('demo', 'demo1234');
    // The server forgets the session (e.g. it was closed elsewhere).
    sandbox.accounts.closeSession(session.details.value!.jweToken);
    await api.bets.openBets('1001').catch(() => undefined);
    await vi.waitFor(() => expect(session.lastLogoutReason.value).toBe('unauthorized'));
  });

  it('follows the external token: fetches a different one, logs out for a bad one, accepts an equal one', async () => {
    const { session, sandbox, reload } = setup();
    const external = sandbox.accounts.openSession(sandbox.accounts.byUsername('kings')!).token;
    await session.setExternalToken(external);
    expect(session.details.value).toMatchObject({ alsPlayerId: '2001', username: 'kings' });
    await session.setExternalToken(external);
    expect(session.authExecuted.value).toBe(true);
    session.onVisible(external);
    expect(reload).not.toHaveBeenCalled();
    session.onVisible('someone-else');
    expect(reload).toHaveBeenCalledTimes(1);
    await session.setExternalToken('jwe.forged');
    expect(session.loggedIn.value).toBe(false);
    expect(session.lastLogoutReason.value).toBe('unauthorized');
  });

  it('reloads when the tab comes back and another tab has stored another player’s token (spec 4)', async () => {
    const { session, reload, reloaded } = setup();
    await session.login('demo', 'demo1234');
    session.onVisible();
    expect(reload).not.toHaveBeenCalled();
    // Another tab of the site (same storage) logs in as someone else.
    const otherTab = reloaded();
    await otherTab.login('kings', 'demo1234');
    session.onVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the stored session again on an embedded reset: another tab’s logout ends it, another tab’s login is adopted', async () => {
    const { session, reloaded } = setup();
    await session.login('demo', 'demo1234');
    const otherTab = reloaded();
    expect(otherTab.details.value?.username).toBe('demo');
    // Its own session stored: nothing changes (the same details object, no new login).
    const own = session.details.value;
    session.restoreStored();
    expect(session.details.value).toBe(own);
    await otherTab.logout('user');
    session.restoreStored();
    expect(session.loggedIn.value).toBe(false);
    expect(session.lastLogoutReason.value).toBe('unauthorized');
    await otherTab.login('kings', 'demo1234');
    session.restoreStored();
    expect(session.details.value).toMatchObject({ username: 'kings', alsPlayerId: '2001' });
  });

  it('logs out for the host (reason host) without a reload and without ending the host’s token on the server', async () => {
    const { session, sandbox, reload } = setup();
    const external = sandbox.accounts.openSession(sandbox.accounts.byUsername('kings')!).token;
    await session.setExternalToken(external);
    await session.logout('host');
    expect(session.loggedIn.value).toBe(false);
    expect(session.lastLogoutReason.value).toBe('host');
    expect(reload).not.toHaveBeenCalled();
    // The game token still opens a session on the host's platform.
    expect(sandbox.accounts.sessionFromHeader(external)).not.toBeNull();
  });

  it('logs in through the session service (franco): access token, profile, scopes', async () => {
    const { session, api } = setup();
    await session.loginWithSessionService('kings', 'demo1234', { clientType: 'Browser', deviceType: 'Mobile', deviceId: 'device-1' });
    expect(session.details.value).toMatchObject({ alsPlayerId: '2001', username: 'kings', currency: 'GBP' });
    expect(session.details.value?.jweToken).toMatch(/^fr\./);
    expect(session.francoScopes.value).toEqual(['sportsbook', 'wallet']);
    expect((await api.auth.francoBalance('/franco')).realBalance).toBe(1000);
  });
});

describe('session model dispose', () => {
  it('ends the logout busy flag’s timer: nothing of the session runs after dispose', async () => {
    vi.useFakeTimers();
    try {
      const session = createSessionModel({
        auth: { logout: vi.fn(async () => undefined) } as never,
        accounts: { preferences: vi.fn() } as never,
        persistence: createPersistence(memoryStorage()),
        now: () => Date.now(),
        locale: () => 'en',
        reload: () => undefined,
        invalidateAccountData: () => undefined,
      });
      await session.logout('host');
      expect(session.busy.value).toBe(true);
      expect(vi.getTimerCount()).toBe(1);
      session.dispose();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session model: login dialogs (spec 2, 4, 8, 9)', () => {
  const COMPONENT = '/auth/en/api/plugins/component/route/header_login';

  it('remember me keeps the username for next time, and off clears it', async () => {
    const { session, storage } = setup();
    await session.login('demo', 'demo1234', { remember: true });
    expect(session.savedUsername()).toBe('demo');
    await session.logout('user');
    await session.login('question', 'demo1234', { remember: false });
    await session.submitSecurityAnswer('rex');
    expect(session.loggedIn.value).toBe(true);
    expect(storage.getItem('username')).toBeNull();
    expect(session.savedUsername()).toBeNull();
  });

  it('refuses a second login while one is on its way: one request only', async () => {
    const { session, sent } = setup();
    const first = session.login('demo', 'demo1234');
    expect(session.pending.value).toBe(true);
    await session.login('demo', 'demo1234');
    await first;
    expect(sent.filter((path) => path.endsWith('/authenticate'))).toHaveLength(1);
    expect(session.pending.value).toBe(false);
  });

  it('keeps the server message of a refused code under the field; cancelling clears it', async () => {
    const { session, sandbox } = setup();
    await session.login('otp', 'demo1234');
    await session.submitOneTimeCode(sandbox.accounts.lastOtp('otp') === '000000' ? '111111' : '000000');
    expect(session.serverMessage.value).toBe('The code is not correct or has expired. Request a new code.');
    session.cancelLogin();
    expect([session.serverMessage.value, session.error.value]).toEqual([null, null]);
  });

  it('keeps the server message of a wrong answer', async () => {
    const { session } = setup();
    await session.login('question', 'demo1234');
    await session.submitSecurityAnswer('cat');
    expect([session.error.value, session.serverMessage.value]).toEqual(['error-400', 'The answer is not correct.']);
  });

  it('counts the resend down 5 x 59 s, persisted per user, refusing resends meanwhile and restarting after each', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await first.session.login('otp', 'demo1234');
    expect(first.session.otpCountdown()).toMatchObject({ windowIndex: 0, secondsLeftInWindow: 59, secondsLeftTotal: 295, canResend: false });
    expect(JSON.parse(storage.getItem('sportsbook:otp-resend')!).state).toHaveProperty('otp');
    first.advance(100_000);
    await first.session.resendOneTimeCode();
    expect(first.sent.filter((path) => path === `${COMPONENT}/otp/generate`)).toHaveLength(1);
    expect(first.session.otpCountdown()).toMatchObject({ windowIndex: 1, secondsLeftTotal: 195 });

    // A reload: a new session model over the same storage, logging in again, keeps the countdown and sends no new code.
    const second = setup({ storage });
    second.advance(100_000);
    await second.session.login('otp', 'demo1234');
    expect(second.session.step.value).toBe('one-time-code');
    expect(second.sent.filter((path) => path === `${COMPONENT}/otp/generate`)).toHaveLength(0);
    expect(second.session.otpCountdown()?.secondsLeftTotal).toBe(195);
    second.advance(195_000);
    expect(second.session.otpCountdown()?.canResend).toBe(true);
    await second.session.resendOneTimeCode();
    expect(second.sent.filter((path) => path === `${COMPONENT}/otp/generate`)).toHaveLength(1);
    expect(second.session.otpCountdown()).toMatchObject({ secondsLeftTotal: 295, canResend: false });
    await second.session.submitOneTimeCode(second.sandbox.accounts.lastOtp('otp')!);
    expect(second.session.loggedIn.value).toBe(true);
    expect(JSON.parse(storage.getItem('sportsbook:otp-resend')!).state).toEqual({});
  });

  it('stores a terms-of-use accept on the server, and the next login knows it', async () => {
    const { session, sandbox, sent } = setup();
    await session.login('lebet', 'demo1234');
    expect(session.termsOfUse.value).toBeNull();
    await session.acceptTerms();
    expect(session.termsOfUse.value).toBe('accepted');
    expect(sandbox.store.state.terms['2006']).toBe('accepted');
    // Spec 7's path: the session service's accept-terms.
    expect(sent).toContain('/franco/accounts/me/sessions/accept-terms');
    await session.logout('user');
    await session.login('lebet', 'demo1234');
    expect(session.termsOfUse.value).toBe('accepted');
  });

  it('stores a decline and logs out when asked', async () => {
    const { session, sandbox, sent } = setup();
    await session.login('lebet', 'demo1234');
    await session.declineTerms({ logout: true });
    expect(sandbox.store.state.terms['2006']).toBe('declined');
    expect(session.loggedIn.value).toBe(false);
    expect(sent).toContain(`${COMPONENT}/terms_of_use/decline`);
  });

  it('logs a failed accept and carries on', async () => {
    const { session, log } = setup({ auth: () => ({ acceptTerms: () => Promise.reject(new Error('offline')) }) });
    await session.login('lebet', 'demo1234');
    await session.acceptTerms();
    expect(log).toHaveBeenCalledWith('Terms of use could not be accepted: offline');
    expect(session.termsOfUse.value).toBeNull();
    expect(session.loggedIn.value).toBe(true);
  });

  it('flags a risk-group player once per session', async () => {
    const { session, storage } = setup();
    await session.login('demo', 'demo1234');
    expect(session.riskNoticeDue.value).toBe(false);
    await session.logout('user');
    await session.login('risky', 'demo1234');
    expect(session.details.value?.riskGroup).toBe(true);
    expect(session.riskNoticeDue.value).toBe(true);
    session.acknowledgeRiskNotice();
    expect(session.riskNoticeDue.value).toBe(false);
    expect(JSON.parse(storage.getItem('sportsbook:risk-notice')!).state).toBe(session.details.value!.jweToken);
    await session.logout('user');
    await session.login('risky', 'demo1234');
    expect(session.riskNoticeDue.value).toBe(true);
  });
});
