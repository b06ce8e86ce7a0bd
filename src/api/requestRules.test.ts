import { describe, expect, it } from 'vitest';
import { createApi } from './index';
import { staticRequestContext } from './requestContext';
import { isSimpleRequest } from './requestRules';

/** A fetch that records every request the client sends and answers from a table. */
function recordingFetch(answer: (request: Request) => Response = () => Response.json({})) {
  const requests: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  }) as typeof fetch;
  return { requests, fetchImpl };
}

function apiWith(answer?: (request: Request) => Response, context = staticRequestContext({ locale: 'de', acceptLanguage: 'de-DE', brand: 'kingsbet', publication: 'kingsbet', channel: 'mobile', cmsLocale: 'de-DE', portalId: 'p7', priceFormat: 'hk' }), baseUrl = 'https://operator.test/') {
  const { requests, fetchImpl } = recordingFetch(answer);
  const api = createApi({
    baseUrl,
    context,
    fetch: fetchImpl,
    auth: { authorise: () => ({ ok: true, token: 'jwe.t' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
  const last = () => {
    const request = requests.at(-1)!;
    return { request, url: new URL(request.url) };
  };
  return { api, requests, last };
}

const pageOf = (events: unknown[] = []) => Response.json({ total: events.length, page: 1, eventsPerPage: 20, events });

describe('global request rules (spec 7), on the real request', () => {
  it('gives an anonymous GET the rules as query parameters only (l, pub, priceFormat), so a browser sends it cross-origin without a preflight', async () => {
    const { api, last } = apiWith(() => pageOf(), staticRequestContext({ locale: 'de', acceptLanguage: 'de-DE', brand: 'kingsbet', publication: 'kingsbet', priceFormat: 'hk' }));
    await api.marketData.events({ periodType: 'PRE_MATCH', eventPathIds: [240, 227], marketTypeIds: [3, 11] });
    const { request, url } = last();
    expect(url.pathname).toBe('/xapi/rest/events');
    expect(url.searchParams.get('l')).toBe('de');
    expect(url.searchParams.get('pub')).toBe('kingsbet');
    expect(url.searchParams.get('priceFormat')).toBe('hk');
    expect(url.searchParams.get('eventPathIds')).toBe('240,227');
    expect(url.searchParams.get('marketTypeIds')).toBe('3,11');
    // Only CORS-safelisted headers: no X-Accept-Language, X-Sb-* or X-Price-Format.
    expect([...request.headers.keys()]).toEqual(['accept']);
    expect(isSimpleRequest(request.method, request.headers)).toBe(true);
  });

  it('finds the rules under an api-base with a path of its own (https://operator.test/sportsbook-api/)', async () => {
    const { api, last } = apiWith(() => pageOf(), staticRequestContext({ locale: 'de', acceptLanguage: 'de-DE', brand: 'kingsbet', publication: 'kingsbet', priceFormat: 'hk' }), 'https://operator.test/sportsbook-api/');
    await api.marketData.events({ periodType: 'PRE_MATCH' });
    const { url } = last();
    expect(url.pathname).toBe('/sportsbook-api/xapi/rest/events');
    expect(url.searchParams.get('l')).toBe('de');
    expect(url.searchParams.get('pub')).toBe('kingsbet');
    expect(url.searchParams.get('priceFormat')).toBe('hk');
  });

  it('gives a call that is preflighted anyway (a bearer token, a JSON body) the spec’s headers, not their query forms', async () => {
    const { api, last } = apiWith(() => Response.json({ bets: [] }), staticRequestContext({ locale: 'de', acceptLanguage: 'de-DE', brand: 'kingsbet', priceFormat: 'hk' }));
    await api.bets.openBets('1001');
    const { request, url } = last();
    expect(request.headers.get('authorization')).toBe('Bearer jwe.t');
    expect(request.headers.get('x-accept-language')).toBe('de-DE');
    expect(request.headers.get('x-sb-brand')).toBe('kingsbet');
    expect(request.headers.get('x-sb-origin')).toBe('MOBILE');
    expect(request.headers.get('x-price-format')).toBe('hk');
    expect(url.searchParams.get('l')).toBe('de');
    expect(url.searchParams.has('pub')).toBe(false);
    expect(url.searchParams.has('priceFormat')).toBe(false);
  });

  it('with a portal id (a header with no query form) gives every call the X-Sb headers, X-Accept-Language and X-Price-Format', async () => {
    const { api, last } = apiWith(() => pageOf());
    await api.marketData.events({ periodType: 'PRE_MATCH' });
    const { request, url } = last();
    expect(request.headers.get('x-sb-portal-id')).toBe('p7');
    expect(request.headers.get('x-sb-brand')).toBe('kingsbet');
    expect(request.headers.get('x-sb-origin')).toBe('MOBILE');
    expect(request.headers.get('x-accept-language')).toBe('de-DE');
    expect(request.headers.get('x-price-format')).toBe('hk');
    expect(url.searchParams.has('pub')).toBe(false);
  });

  it('tells simple requests from preflighted ones as the Fetch standard does', () => {
    expect(isSimpleRequest('GET', new Headers({ accept: 'application/json' }))).toBe(true);
    expect(isSimpleRequest('POST', new Headers({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toBe(true);
    expect(isSimpleRequest('POST', new Headers({ 'content-type': 'application/json' }))).toBe(false);
    expect(isSimpleRequest('GET', new Headers({ authorization: 'Bearer t' }))).toBe(false);
    expect(isSimpleRequest('GET', new Headers({ 'x-game-token': 't' }))).toBe(false);
    expect(isSimpleRequest('PUT', new Headers())).toBe(false);
  });

  it('defaults X-Accept-Language to en-GB and leaves l off icore and marketdata calls', async () => {
    const { api, last } = apiWith(() => Response.json({ sports: [] }), staticRequestContext({ acceptLanguage: '' }));
    await api.marketData.livePage();
    expect(last().url.searchParams.has('l')).toBe(false);
    expect(last().request.headers.get('x-accept-language')).toBe('en-GB');
    // Preflighted for its language header anyway, it carries the other rules as headers too.
    expect(last().request.headers.get('x-sb-brand')).toBe('default');
    expect(last().url.searchParams.has('pub')).toBe(false);
    const login = apiWith(() => Response.json({ alsPlayerId: '1', alsToken: 'a', username: 'u', currency: 'EUR' }));
    await login.api.auth.loginIcore('u', 'p');
    expect(login.last().url.pathname).toBe('/xapi/icore/players/login');
    expect(login.last().url.searchParams.has('l')).toBe(false);
    expect(login.last().request.headers.get('x-accept-language')).toBe('de-DE');
  });

  it('sends live changes without l or X-Accept-Language, and a simple form POST without X-Sb headers', async () => {
    const { api, last } = apiWith(() => Response.json({ cursor: 5, changes: [] }));
    await api.marketData.changes(4);
    expect(last().url.searchParams.get('since')).toBe('4');
    expect(last().url.searchParams.has('l')).toBe(false);
    expect(last().request.headers.has('x-accept-language')).toBe(false);
    const noPortal = apiWith(() => Response.json({}), staticRequestContext({ brand: 'kingsbet' }));
    await noPortal.api.auth.authenticate('en', 'demo', 'demo1234').catch(() => undefined);
    expect(noPortal.last().request.method).toBe('POST');
    expect(noPortal.last().request.headers.has('x-sb-brand')).toBe(false);
    expect(noPortal.last().url.searchParams.get('pub')).toBe('kingsbet');
  });

  it('gives /api/ calls pub, l and mc, and nextapi events pub and cmsLocale', async () => {
    const { api, last } = apiWith((request) => (new URL(request.url).pathname.startsWith('/api/') ? Response.json({}) : pageOf()));
    await api.content.allSettings();
    expect(Object.fromEntries(last().url.searchParams)).toMatchObject({ pub: 'kingsbet', l: 'de', mc: 'mobile', cached: 't', all: 't' });
    await api.marketData.events({ periodType: 'PRE_MATCH' }, '/nextapi/xapi/rest/events');
    expect(Object.fromEntries(last().url.searchParams)).toMatchObject({ pub: 'kingsbet', cmsLocale: 'de-DE' });
  });

  it('leaves the X-Sb headers off when skipXSbHeader is set', async () => {
    const { api, last } = apiWith(() => pageOf(), staticRequestContext({ skipXSbHeader: true }));
    await api.marketData.events({});
    expect(last().request.headers.has('x-sb-brand')).toBe(false);
    expect(last().request.headers.has('x-sb-origin')).toBe(false);
  });

  it('puts a uuid on every betslip call and the odds format on betslip, account and open-bets calls', async () => {
    const slip = { model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [] };
    const { api, last } = apiWith((request) => (new URL(request.url).pathname.includes('openbets') ? Response.json({ bets: [] }) : Response.json(slip)));
    await api.bets.refreshSlip({ outcomeIds: ['1-1-1'] });
    expect(last().url.searchParams.get('uuid')).toMatch(/^uuid-/);
    expect(last().request.headers.get('x-price-format')).toBe('hk');
    expect(await last().request.json()).toEqual({ outcomeIds: ['1-1-1'], originId: 11 });
    await api.bets.openBets('1001');
    expect(last().request.headers.get('x-price-format')).toBe('hk');
    expect(last().request.headers.get('authorization')).toBe('Bearer jwe.t');
    expect(last().url.searchParams.has('uuid')).toBe(false);
  });

  it('keeps the caller’s uuid on a placement so a retry cannot bet twice', async () => {
    const placed = { betSlipId: 'S1', status: 'PLACED', reference: 'R1', delay: 0, bets: [], errors: [], availableBalance: 1 };
    const { api, last } = apiWith(() => Response.json(placed));
    await api.bets.place('1001', { singles: [{ outcomeId: '1-1-1', decimal: 2, unitStake: 1 }] }, 'fixed-uuid');
    expect(last().url.searchParams.get('uuid')).toBe('fixed-uuid');
    expect(last().url.searchParams.get('withAuth')).toBe('true');
  });

  it('sends an events query over 2000 characters as POST with a hash and comma-string ids', async () => {
    const { api, last } = apiWith(() => pageOf());
    const ids = Array.from({ length: 400 }, (_, index) => 100000 + index);
    await api.marketData.events({ periodType: 'PRE_MATCH', marketTypeIds: ids, periodTypeIds: [100, 102] });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.searchParams.get('hash')).toMatch(/^[0-9a-f]{8}$/);
    expect(url.searchParams.has('marketTypeIds')).toBe(false);
    const body = (await request.json()) as Record<string, unknown>;
    expect(body.marketTypeIds).toBe(ids.join(','));
    expect(body.periodTypeIds).toBe('100,102');
    await api.marketData.events({ periodType: 'PRE_MATCH', marketTypeIds: [3] });
    expect(last().request.method).toBe('GET');
  });
});
