import { describe, expect, it } from 'vitest';
import { createApi } from '../index';
import { staticRequestContext } from '../requestContext';

// Issue 22: the call shape of the remaining auth paths (spec 7 "Accounts and auth" and its
// global request rules): path, method, body and headers exactly as the operator expects them.

const CONTEXT = staticRequestContext({ locale: 'fr', acceptLanguage: 'fr-FR', brand: 'kingsbet', publication: 'kingsbet', channel: 'mobile', cmsLocale: 'fr-FR', portalId: 'p7', priceFormat: 'hk' });
const COMPONENT = '/auth/fr/api/plugins/component/route/header_login';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** The real client with a fetch that records each request and answers what the test says. */
function recorder(answer: (url: URL) => unknown) {
  const sent: Sent[] = [];
  const api = createApi({
    baseUrl: 'https://operator.test/',
    context: CONTEXT,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      sent.push({ method: request.method, url, headers: request.headers, body: await request.clone().text() });
      return Response.json(answer(url));
    }) as typeof fetch,
    auth: { authorise: () => ({ ok: true, token: 'jwe.session' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
  return { api, sent, last: () => sent.at(-1)! };
}

const DETAILS = { alsPlayerId: '7', alsToken: 'als.7', jweToken: 'jwe.other', username: 'u', currency: 'EUR' };

describe('auth paths: call shapes (spec 7)', () => {
  it('icore login: POST /xapi/icore/players/login with { username, password } as JSON, no l, X-Accept-Language; alsToken becomes jweToken', async () => {
    const { api, last } = recorder(() => DETAILS);
    const details = await api.auth.loginIcore('u', 'secret');
    const call = last();
    expect([call.method, call.url.pathname]).toEqual(['POST', '/xapi/icore/players/login']);
    expect(JSON.parse(call.body)).toEqual({ username: 'u', password: 'secret' });
    expect(call.headers.get('content-type')).toContain('application/json');
    expect(call.url.searchParams.has('l')).toBe(false);
    expect(call.headers.get('x-accept-language')).toBe('fr-FR');
    expect(call.headers.get('x-sb-brand')).toBe('kingsbet');
    expect(call.headers.has('authorization')).toBe(false);
    // Spec 7: the answer's alsToken is copied to jweToken.
    expect(details.jweToken).toBe('als.7');
  });

  it('checkplayer: GET /xapi/icore/checkplayer with the given token as bearer, no l', async () => {
    const { api, last } = recorder(() => ({ valid: true, accountId: '7', username: 'u' }));
    await api.auth.checkPlayer('als.7');
    const call = last();
    expect([call.method, call.url.pathname]).toEqual(['GET', '/xapi/icore/checkplayer']);
    expect(call.headers.get('authorization')).toBe('Bearer als.7');
    expect(call.url.searchParams.has('l')).toBe(false);
  });

  it('security question: getquestion and checkAnswer are form posts with username (and answer)', async () => {
    const { api, sent } = recorder((url) => (url.pathname.endsWith('getquestion') ? { question: 'Pet?' } : { result: 'SUCCESS', loginDetails: DETAILS }));
    expect((await api.auth.securityQuestion('fr', 'u')).question).toBe('Pet?');
    await api.auth.checkAnswer('fr', 'u', 'rex');
    const [ask, check] = sent;
    expect([ask!.method, ask!.url.pathname]).toEqual(['POST', `${COMPONENT}/security_question/getquestion`]);
    expect(ask!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(ask!.body))).toEqual({ username: 'u' });
    expect([check!.method, check!.url.pathname]).toEqual(['POST', `${COMPONENT}/security_question/checkAnswer`]);
    expect(Object.fromEntries(new URLSearchParams(check!.body))).toEqual({ username: 'u', answer: 'rex' });
    expect(check!.headers.has('authorization')).toBe(false);
  });

  it('als_integration/integrate: a form post with the session bearer token; answers the linked player id', async () => {
    const { api, last } = recorder(() => ({ result: 'SUCCESS', accountId: '7', alsPlayerId: '7' }));
    expect(await api.auth.integrateAls('fr')).toMatchObject({ accountId: '7', alsPlayerId: '7' });
    const call = last();
    expect([call.method, call.url.pathname]).toEqual(['POST', `${COMPONENT}/als_integration/integrate`]);
    expect(call.headers.get('authorization')).toBe('Bearer jwe.session');
    expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('accept-terms, refresh and game-launch-url: POSTs under the session service base with the bearer token', async () => {
    const { api, sent } = recorder((url) => {
      if (url.pathname.endsWith('accept-terms')) return { terms: 'accepted' };
      if (url.pathname.endsWith('refresh')) return { accessToken: 'fr.2', expiresIn: 60, maxAge: 60, scopes: ['sportsbook'] };
      return { url: 'https://games.test/play?token=x' };
    });
    await api.auth.acceptTerms('/franco');
    expect((await api.auth.refreshSession('/franco')).accessToken).toBe('fr.2');
    expect((await api.auth.gameLaunchUrl('/franco', { provider: 'KIRON', locale: 'fr', game: null })).url).toBe('https://games.test/play?token=x');
    expect(sent.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /franco/accounts/me/sessions/accept-terms',
      'POST /franco/accounts/me/sessions/refresh',
      'POST /franco/accounts/me/game-launch-url',
    ]);
    for (const call of sent) expect(call.headers.get('authorization')).toBe('Bearer jwe.session');
    expect(JSON.parse(sent[2]!.body)).toEqual({ provider: 'KIRON', locale: 'fr', game: null });
  });

  it('real-money bonuses: PUT /xapi/rest/accounts/{accountId} with { wasSetRealMoneyBonuses, realMoneyBonuses }, l, X-Accept-Language and the price format', async () => {
    const { api, last } = recorder(() => ({ accountId: '7', wasSetRealMoneyBonuses: true, realMoneyBonuses: true }));
    await api.accounts.updateAccount('7', { wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    const call = last();
    expect([call.method, call.url.pathname]).toEqual(['PUT', '/xapi/rest/accounts/7']);
    expect(JSON.parse(call.body)).toEqual({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    expect(call.headers.get('authorization')).toBe('Bearer jwe.session');
    expect(call.url.searchParams.get('l')).toBe('fr');
    expect(call.headers.get('x-accept-language')).toBe('fr-FR');
    expect(call.headers.get('x-price-format')).toBe('hk');
  });
});
