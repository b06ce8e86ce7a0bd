// @vitest-environment node
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext } from '../api';
import { createPersistence, memoryStorage } from './persistence';
import { createSessionModel, type SessionEnd } from './sessionModel';

const START = Date.UTC(2026, 10, 22, 12);

/**
 * The session model and the real API client against the in-process sandbox with 60 s
 * tokens, on a fake clock that drives both (vitest's timers and Date). Everything the
 * session sends is recorded: path and the token it carried.
 */
function setup(options: { visible?: () => boolean; refreshFails?: () => Response | null } = {}) {
  const sandbox = createSandbox({ seed: 'session-refresh', now: () => Date.now(), log: () => undefined, tokenLifetimeSeconds: 60 });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox, now: () => Date.now() });
  const sent: { path: string; token: string | null; status: number }[] = [];
  const reload = vi.fn();
  const ended: SessionEnd[] = [];
  const storage = memoryStorage();
  const api = createApi({
    baseUrl: 'http://sandbox.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      const refused = path.endsWith('/sessions/refresh') ? (options.refreshFails?.() ?? null) : null;
      const response = refused ?? (await app.fetch(request));
      sent.push({ path, token, status: response.status });
      return response;
    }) as typeof fetch,
    auth: { authorise: () => session.authProvider.authorise(), onUnauthorized: (path, refusal) => session.authProvider.onUnauthorized(path, refusal) },
    onAnswer: () => undefined,
  });
  const session = createSessionModel({
    auth: api.auth,
    accounts: api.accounts,
    persistence: createPersistence(storage),
    now: () => Date.now(),
    locale: () => 'en',
    reload,
    invalidateAccountData: () => undefined,
    log: () => undefined,
    onSessionEnded: (end) => void ended.push(end),
    ...(options.visible ? { visible: options.visible } : {}),
  });
  session.start();
  return { sandbox, api, session, sent, reload, ended, storage };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session refresh ahead of expiry (spec 7 refresh, spec 9 margin 30 s)', () => {
  it('keeps a bettor with 60 s tokens who keeps using the site logged in for 10 minutes, through the sandbox’s refresh route', async () => {
    const { session, api, sent, reload, ended, sandbox } = setup();
    await session.login('demo', 'demo1234');
    const first = session.details.value!.jweToken;
    expect(session.details.value!.expirationTimeInSeconds).toBe(60);

    // A call every 5 s, as the wallet poll and the bettor's clicks do.
    for (let second = 5; second <= 600; second += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      const answer = await api.bets.openBets('1001');
      expect(answer.bets).toEqual([]);
    }
    expect(session.loggedIn.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
    const refreshes = sent.filter((call) => call.path === '/franco/accounts/me/sessions/refresh');
    // 60 s tokens refreshed 40 s before expiry: every 20 s.
    expect(refreshes.length).toBe(30);
    expect(refreshes.every((call) => call.status === 200)).toBe(true);
    // Each refresh carried the token the previous one gave: the chain of tokens is the session.
    const current = session.details.value!.jweToken;
    expect(current).not.toBe(first);
    expect(sandbox.accounts.sessionFromHeader(`Bearer ${current}`)).not.toBeNull();
    expect(sandbox.accounts.sessionFromHeader(`Bearer ${first}`)).toBeNull();
    // Every authenticated call was answered: none was refused for an old token.
    expect(sent.filter((call) => call.status === 401 || call.status === 403)).toEqual([]);
  });

  it('stores the refreshed token for the next page load (jwt key and stored session)', async () => {
    const { session, storage } = setup();
    await session.login('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(20_000);
    const token = session.details.value!.jweToken;
    expect(storage.getItem('jwt')).toBe(token);
    expect(JSON.parse(storage.getItem('sportsbook:session')!).state.details.jweToken).toBe(token);
    expect(session.loginKey.value).not.toBe(token);
  });

  it('does not refresh in a hidden tab; back in view before the margin it refreshes at once', async () => {
    let shown = false;
    const { session, sent, ended } = setup({ visible: () => shown });
    await session.login('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(sent.filter((call) => call.path.endsWith('/sessions/refresh'))).toEqual([]);
    shown = true;
    session.onVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.filter((call) => call.path.endsWith('/sessions/refresh')).map((call) => call.status)).toEqual([200]);
    expect(session.loggedIn.value).toBe(true);
    expect(ended).toEqual([]);
  });

  it('ends a hidden tab’s session at the margin as expired, and tells who keeps the slip', async () => {
    const { session, reload, ended } = setup({ visible: () => false });
    await session.login('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(session.loggedIn.value).toBe(false);
    expect(session.lastLogoutReason.value).toBe('jwe_token_expired');
    expect(ended).toEqual(['expired']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('retries a refresh that failed with a server error, and falls back to the honest end at the margin when it keeps failing', async () => {
    let failures = 0;
    const { session, sent, ended } = setup({ refreshFails: () => (failures++ < 100 ? Response.json({ error: 'down' }, { status: 503 }) : null) });
    await session.login('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(29_000);
    // At 20 s, and once more 5 s later: still before the margin.
    expect(sent.filter((call) => call.path.endsWith('/sessions/refresh')).map((call) => call.status)).toEqual([503, 503]);
    expect(session.loggedIn.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.loggedIn.value).toBe(false);
    expect(ended).toEqual(['expired']);
  });

  it('a refresh answered 403 ends the session as refused access; 401 as revoked', async () => {
    const forbidden = setup({ refreshFails: () => Response.json({ error: 'forbidden' }, { status: 403 }) });
    await forbidden.session.login('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(forbidden.ended).toEqual(['forbidden']);
    expect(forbidden.session.loggedIn.value).toBe(false);

    const revoked = setup();
    await revoked.session.login('demo', 'demo1234');
    revoked.sandbox.accounts.closeSession(revoked.session.details.value!.jweToken);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(revoked.ended).toEqual(['revoked']);
    expect(revoked.session.lastLogoutReason.value).toBe('unauthorized');
  });

  it('ignores a 401 for a token a refresh has replaced since; a 403 for the current token ends it as refused access', async () => {
    const { session, sandbox, ended } = setup();
    await session.login('demo', 'demo1234');
    const old = session.details.value!.jweToken;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(session.details.value!.jweToken).not.toBe(old);
    // The answer to a call sent before the refresh arrives after it.
    session.authProvider.onUnauthorized('/xapi/bet/account/1001/openbets', { status: 401, token: old });
    expect(session.loggedIn.value).toBe(true);
    expect(ended).toEqual([]);

    session.authProvider.onUnauthorized('/xapi/bet/account/1001/openbets', { status: 403, token: session.details.value!.jweToken });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.loggedIn.value).toBe(false);
    expect(ended).toEqual(['forbidden']);
    expect(sandbox.accounts.sessionFromHeader(`Bearer ${old}`)).toBeNull();
  });

  it('adopts the token another tab refreshed to, rather than logging out or reloading', async () => {
    const { session, storage, reload, ended, api } = setup();
    await session.login('demo', 'demo1234');
    const otherTab = createSessionModel({
      auth: api.auth,
      accounts: api.accounts,
      persistence: createPersistence(storage),
      now: () => Date.now(),
      locale: () => 'en',
      reload: () => undefined,
      invalidateAccountData: () => undefined,
      log: () => undefined,
      refreshBase: null,
    });
    // The other tab refreshes through the shared storage's session (this tab's token goes).
    expect(otherTab.details.value?.jweToken).toBe(session.details.value!.jweToken);
    await otherTab.refresh();
    const renewed = otherTab.details.value!.jweToken;
    expect(storage.getItem('jwt')).toBe(renewed);
    session.onVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(session.details.value!.jweToken).toBe(renewed);
    expect(ended).toEqual([]);
  });
});
