import { describe, expect, it } from 'vitest';
import { DecodeError } from '../apiErrors';
import { createApi } from '../index';
import { staticRequestContext } from '../requestContext';

function apiAnswering(body: unknown) {
  const sent: Request[] = [];
  const api = createApi({
    baseUrl: 'https://operator.test/',
    context: staticRequestContext(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? input : new Request(input, init));
      return Response.json(body);
    }) as typeof fetch,
    auth: { authorise: () => ({ ok: true, token: 'jwe.t' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
  return { api, sent };
}

const answer = {
  query: 'ald',
  events: [{ id: '100078', slug: '100078-aldmoor-city-v-elmstead-city', description: 'Aldmoor City v Elmstead City', startTime: '2026-11-23T11:10:00.000Z', state: 'PREMATCH', sportCode: 'FOOT', leagueName: 'France Championship' }],
  teams: [],
  leagues: [{ id: 5001, name: 'England Premier Division', sportId: 240, sportCode: 'FOOT', countryName: 'England', eventCount: 53 }],
};

describe('marketData.search', () => {
  it('GETs /xapi/rest/search with q and the xapi language rule (l, no header: a simple cross-origin GET), and decodes the groups', async () => {
    const { api, sent } = apiAnswering(answer);
    const results = await api.marketData.search('aldmoor city');
    const url = new URL(sent[0]!.url);
    expect(sent[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/xapi/rest/search');
    expect(url.searchParams.get('q')).toBe('aldmoor city');
    expect(url.searchParams.get('l')).toBe('en');
    expect(sent[0]!.headers.has('x-accept-language')).toBe(false);
    expect(results.events[0]!.slug).toBe('100078-aldmoor-city-v-elmstead-city');
    expect(results.leagues[0]!.sportId).toBe(240);
  });

  it('names the bad field of a malformed answer', async () => {
    const { api } = apiAnswering({ ...answer, events: [{ ...answer.events[0], state: 'SOON' }] });
    const error = await api.marketData.search('ald').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DecodeError);
    expect(String((error as DecodeError).message)).toContain('events.0.state');
  });
});
