// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext } from '../api';
import { createPersistence, memoryStorage } from './persistence';
import { createSessionModel } from './sessionModel';

// Issue 22: the session model walks the remaining auth paths against an in-process sandbox
// (the real client, the real routes): getquestion before the question, icore with
// checkplayer, als_integration for a login without a player id, accept-terms on spec 7's path.

const COMPONENT = '/auth/en/api/plugins/component/route/header_login';
type Auth = ReturnType<typeof createApi>['auth'];

function setup(override: (auth: Auth) => Partial<Auth> = () => ({})) {
  const sandbox = createSandbox({ seed: 'auth-paths', log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const sent: string[] = [];
  const log = vi.fn();
  const api = createApi({
    baseUrl: 'http://sandbox.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return app.fetch(request);
    }) as typeof fetch,
    auth: { authorise: () => session.authProvider.authorise(), onUnauthorized: (path, refusal) => session.authProvider.onUnauthorized(path, refusal) },
    onAnswer: () => undefined,
  });
  const session = createSessionModel({
    auth: { ...api.auth, ...override(api.auth) },
    accounts: api.accounts,
    persistence: createPersistence(memoryStorage()),
    now: () => Date.now(),
    locale: () => 'en',
    reload: vi.fn(),
    invalidateAccountData: vi.fn(),
    setTimer: () => undefined,
    log,
  });
  return { sandbox, session, sent, log };
}

describe('session model: the remaining auth paths (issue 22)', () => {
  it('asks getquestion for the security question, keeps the step on a wrong answer with the server message, logs in on the right one', async () => {
    const { session, sent } = setup();
    await session.login('question', 'demo1234');
    expect(sent).toContain(`POST ${COMPONENT}/security_question/getquestion`);
    expect([session.step.value, session.question.value]).toEqual(['security-question', "What was your first pet's name?"]);
    await session.submitSecurityAnswer('cat');
    expect([session.loggedIn.value, session.step.value, session.error.value, session.serverMessage.value]).toEqual([false, 'security-question', 'error-400', 'The answer is not correct.']);
    await session.submitSecurityAnswer('rex');
    expect(session.loggedIn.value).toBe(true);
    expect(sent.filter((call) => call.endsWith('/checkAnswer'))).toHaveLength(2);
  });

  it('a question that cannot be fetched fails the login clearly, with no dialog and nothing established', async () => {
    const { session } = setup(() => ({ securityQuestion: () => Promise.reject(Object.assign(new Error('down'), { loginErrorId: 'error-500' })) }));
    await session.login('question', 'demo1234');
    expect([session.loggedIn.value, session.step.value, session.error.value]).toEqual([false, 'idle', 'error-500']);
  });

  it('icore: logs in with POST /xapi/icore/players/login, then checkplayer with the new token; a refusal sends no checkplayer', async () => {
    const { session, sent } = setup();
    await session.loginWithAuthService(' demo ', 'wrong');
    expect([session.loggedIn.value, session.error.value]).toEqual([false, 'login-error-INT003']);
    expect(sent).not.toContain('GET /xapi/icore/checkplayer');
    await session.loginWithAuthService(' demo ', 'demo1234');
    expect(sent.slice(-3, -1)).toEqual(['POST /xapi/icore/players/login', 'GET /xapi/icore/checkplayer']);
    expect(session.details.value).toMatchObject({ username: 'demo', alsPlayerId: '1001' });
    expect(session.details.value!.jweToken).toBe(session.details.value!.alsToken);
  });

  it('icore: a player checkplayer does not confirm is not logged in (error-500)', async () => {
    const { session } = setup(() => ({ checkPlayer: () => Promise.reject(new Error('401')) }));
    await session.loginWithAuthService('demo', 'demo1234');
    expect([session.loggedIn.value, session.error.value]).toEqual([false, 'error-500']);
  });

  it('links a login without a player id (als_integration/integrate) before it shows as logged in', async () => {
    const { session, sent } = setup();
    await session.login('unlinked', 'demo1234');
    expect(sent).toContain(`POST ${COMPONENT}/als_integration/integrate`);
    expect(session.details.value).toMatchObject({ username: 'unlinked', alsPlayerId: '1045' });
    // Preferences load once the session names the player (spec 4).
    expect(sent).toContain('GET /xapi/rest/accounts/1045/accountPrefs');
    expect(session.established.value?.alsPlayerId).toBe('1045');
  });

  it('a failed link fails the login with ACCOUNT_LINK_FAILED, ends the half-made session, and a later try logs in', async () => {
    let fail = true;
    const { session, sent } = setup((auth) => ({ integrateAls: (locale) => (fail ? Promise.reject(new Error('503')) : auth.integrateAls(locale)) }));
    await session.login('unlinked', 'demo1234');
    expect([session.loggedIn.value, session.details.value, session.error.value]).toEqual([false, null, 'ACCOUNT_LINK_FAILED']);
    expect(sent.at(-1)).toBe(`GET ${COMPONENT}/logout`);
    fail = false;
    await session.login('unlinked', 'demo1234');
    expect(session.details.value?.alsPlayerId).toBe('1045');
  });

  it('says terms are due when the session asks, and accepts them on the session service (accept-terms)', async () => {
    const { session, sent, sandbox } = setup();
    await session.login('terms', 'demo1234');
    expect(session.termsDue.value).toBe(true);
    await session.acceptTerms();
    expect(sent.at(-1)).toBe('POST /franco/accounts/me/sessions/accept-terms');
    expect(sandbox.store.state.terms['1043']).toBe('accepted');
    expect(session.termsDue.value).toBe(false);
    await session.logout('user');
    await session.login('terms', 'demo1234');
    expect(session.termsDue.value).toBe(false);
  });

  it('a failed accept is logged (spec 4, 8), the terms stay due for the next time', async () => {
    const { session, log } = setup(() => ({ acceptTerms: () => Promise.reject(new Error('offline')) }));
    await session.login('termsDecline', 'demo1234');
    await session.acceptTerms();
    expect(log).toHaveBeenCalledWith('Terms of use could not be accepted: offline');
    expect(session.termsDue.value).toBe(true);
  });
});
