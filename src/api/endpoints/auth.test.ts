// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../demo/server/createSandboxApp';
import { createSandbox } from '../../../demo/server/sandbox';
import { createApi } from '../index';
import { staticRequestContext } from '../requestContext';

function setup() {
  const sandbox = createSandbox({ seed: 'auth-endpoints', log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  let token: string | null = null;
  const api = createApi({
    baseUrl: 'http://sandbox.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch,
    auth: { authorise: () => (token ? { ok: true, token } : { ok: false, reason: 'no-token' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
  return { sandbox, api, useToken: (next: string) => (token = next) };
}

describe('auth endpoints: login dialog additions', () => {
  it('reads riskGroup and termsOfUse from the login details', async () => {
    const { api } = setup();
    const answer = await api.auth.authenticate('en', 'risky', 'demo1234');
    expect(answer.result === 'SUCCESS' && [answer.loginDetails.riskGroup, answer.loginDetails.termsOfUse]).toEqual([true, null]);
  });

  it('answers the terms of use with the bearer token (accept, decline)', async () => {
    const { api, sandbox, useToken } = setup();
    const answer = await api.auth.authenticate('fr', 'lebet', 'demo1234');
    if (answer.result !== 'SUCCESS') throw new Error('lebet logs in directly');
    useToken(answer.loginDetails.jweToken);
    expect(await api.auth.answerTerms('fr', 'accept')).toMatchObject({ terms: 'accepted' });
    expect(sandbox.store.state.terms['2006']).toBe('accepted');
    expect(await api.auth.answerTerms('fr', 'decline')).toMatchObject({ terms: 'declined' });
    expect(sandbox.store.state.terms['2006']).toBe('declined');
  });

  it('carries the server message of a refused code on the LoginError', async () => {
    const { api } = setup();
    const error = await api.auth.validateOtp('en', 'otp', 'abc').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ loginErrorId: 'error-400', serverMessage: 'The code is not correct or has expired. Request a new code.' });
  });
});
