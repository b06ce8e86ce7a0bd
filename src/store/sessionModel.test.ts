// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext } from '../api';
import { createPersistence, memoryStorage } from './persistence';
import { createSessionModel } from './sessionModel';

/** The real API client and session model against an in-process sandbox (no port). */
function setup() {
  let clock = Date.UTC(2026, 10, 22, 12);
  const sandbox = createSandbox({ seed: 'session', now: () => clock, log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox, now: () => clock });
  const sent: string[] = [];
  const reload = vi.fn();
  const invalidateAccountData = vi.fn();
  const timers: (() => void)[] = [];
  const storage = memoryStorage();
  const api = createApi({
    baseUrl: 'http://sandbox.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(new URL(request.url).pathname);
      return app.fetch(request);
    }) as typeof fetch,
    auth: { authorise: () => session.authProvider.authorise(), onUnauthorized: (path) => session.authProvider.onUnauthorized(path) },
    navigation: { toMaintenance: () => undefined, reload },
  });
  const session = createSessionModel({
    auth: api.auth,
    accounts: api.accounts,
    persistence: createPersistence(storage),
    now: () => clock,
    locale: () => 'en',
    reload,
    invalidateAccountData,
    setTimer: (callback) => void timers.push(callback),
    log: () => undefined,
  });
  return { sandbox, api, session, sent, reload, invalidateAccountData, timers, storage, advance: (ms: number) => (clock += ms) };
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

  it('logs in through the session service (franco): access token, profile, scopes', async () => {
    const { session, api } = setup();
    await session.loginWithSessionService('kings', 'demo1234', { clientType: 'Browser', deviceType: 'Mobile', deviceId: 'device-1' });
    expect(session.details.value).toMatchObject({ alsPlayerId: '2001', username: 'kings', currency: 'GBP' });
    expect(session.details.value?.jweToken).toMatch(/^fr\./);
    expect(session.francoScopes.value).toEqual(['sportsbook', 'wallet']);
    expect((await api.auth.francoBalance('/franco')).realBalance).toBe(1000);
  });
});
