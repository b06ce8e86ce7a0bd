// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../createSandboxApp';
import { createSandbox } from '../sandbox';

const PAGE = 'http://localhost:4402';
const OTHER_PAGE = 'http://127.0.0.1:4402';
const STRANGER = 'https://stranger.example';

function api(allowedOrigins: readonly string[] = [PAGE, OTHER_PAGE]) {
  const sandbox = createSandbox({ seed: 'cors', log: () => undefined, sleep: async () => undefined });
  const root = mkdtempSync(join(tmpdir(), 'sandbox-cors-'));
  return createSandboxApp({ siteDir: root, demoDir: root, sdkVersion: 'test', sandbox, allowedOrigins });
}

const preflight = (origin: string | null, path = '/xapi/rest/events?periodType=PRE_MATCH', method = 'GET', requestHeaders = 'x-accept-language,x-sb-brand') =>
  new Request(`http://127.0.0.1:4400${path}`, {
    method: 'OPTIONS',
    headers: { ...(origin ? { origin } : {}), 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });

const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('sandbox API CORS: preflight', () => {
  it('answers an allowed origin 204 with its origin, the API’s methods and the SDK’s headers, cached for 7200 s', async () => {
    const response = await api().fetch(preflight(PAGE));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(response.headers.get('access-control-allow-headers')!.split(', ')).toEqual([
      'Authorization',
      'Content-Type',
      'X-Accept-Language',
      'X-Game-Token',
      'X-Price-Format',
      'X-Sb-Brand',
      'X-Sb-Origin',
      'X-Sb-Portal-Id',
      'X-Sandbox-Country',
      'X-Sandbox-Fault',
      'X-Sandbox-News-Popups',
    ]);
    expect(response.headers.get('access-control-max-age')).toBe('7200');
    // Tokens travel in headers, never cookies: no credentials mode.
    expect(response.headers.has('access-control-allow-credentials')).toBe(false);
    expect(await response.text()).toBe('');
  });

  it('answers the preflight of every path, even one with no endpoint, and of a JSON POST with a token', async () => {
    const app = api();
    expect((await app.fetch(preflight(OTHER_PAGE, '/xapi/rest/accounts/1001/betslips?uuid=u1', 'POST', 'authorization,content-type,x-sb-brand'))).status).toBe(204);
    const nowhere = await app.fetch(preflight(PAGE, '/api/nothing-here'));
    expect(nowhere.status).toBe(204);
    expect(nowhere.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('refuses an origin not on the list with a 403 that names SANDBOX_ALLOWED_ORIGINS, and no CORS headers', async () => {
    const response = await api().fetch(preflight(STRANGER));
    expect(response.status).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await response.text()).toBe(
      `The origin ${STRANGER} may not call this API from a browser (allowed: ${PAGE}, ${OTHER_PAGE}). ` +
        `Add it to SANDBOX_ALLOWED_ORIGINS (comma-separated exact origins, for example SANDBOX_ALLOWED_ORIGINS=${PAGE},${OTHER_PAGE},${STRANGER}) and restart the sandbox; docs/api.md "Cross-origin calls" explains.`,
    );
  });

  it('refuses a preflight without an Origin, and a near miss of an allowed origin', async () => {
    const app = api();
    const noOrigin = await app.fetch(preflight(null));
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toMatch(/^A preflight without an Origin header may not call this API/);
    const trailingSlash = await app.fetch(preflight(`${PAGE}/`));
    expect(trailingSlash.status).toBe(403);
    expect(corsHeaders(trailingSlash)).toEqual([]);
  });

  it('leaves an OPTIONS that is not a preflight to the routes', async () => {
    const response = await api().fetch(new Request('http://127.0.0.1:4400/xapi/rest/events', { method: 'OPTIONS', headers: { origin: PAGE } }));
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
  });
});

describe('sandbox API CORS: answers', () => {
  const get = (path: string, origin: string | null, headers: Record<string, string> = {}) => new Request(`http://127.0.0.1:4400${path}`, { headers: { ...(origin ? { origin } : {}), ...headers } });

  it('names the allowed origin on a 200 and exposes the sandbox’s echo headers', async () => {
    const response = await api().fetch(get('/xapi/rest/events?periodType=PRE_MATCH&pub=kingsbet&priceFormat=hk&l=de', PAGE));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Sandbox-Brand, X-Sandbox-Origin, X-Sandbox-Price-Format');
    expect(response.headers.has('access-control-allow-credentials')).toBe(false);
    // The request rules' query forms (a simple GET's) are read as their headers would be.
    expect(response.headers.get('x-sandbox-brand')).toBe('kingsbet');
    expect(response.headers.get('x-sandbox-price-format')).toBe('hk');
    expect(response.headers.get('content-language')).toBe('de');
  });

  it('names it on errors too: an unknown endpoint, a missing token, a fault', async () => {
    const app = api();
    const missing = await app.fetch(get('/api/nothing-here', PAGE));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(PAGE);
    const unauthorised = await app.fetch(get('/xapi/bet/account/1001/openbets', PAGE));
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('access-control-allow-origin')).toBe(PAGE);
    const fault = await app.fetch(get('/xapi/rest/events', PAGE, { 'x-sandbox-fault': 'error=1' }));
    expect(fault.status).toBe(500);
    expect(fault.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('names it on a maintenance redirect and on the page it leads to, so the SDK can follow it', async () => {
    const app = api();
    const redirect = await app.fetch(get('/xapi/rest/events', PAGE, { 'x-sandbox-fault': 'maintenance' }));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(/\/maintenance$/);
    expect(redirect.headers.get('access-control-allow-origin')).toBe(PAGE);
    const maintenance = await app.fetch(get('/maintenance', PAGE));
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('names it on the live event stream', async () => {
    const response = await api().fetch(get('/xapi/live/stream?since=0', OTHER_PAGE));
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe(OTHER_PAGE);
    expect(response.headers.get('vary')).toBe('Origin');
    await response.body!.cancel();
  });

  it('answers a stranger’s call without CORS headers (the browser keeps it from the page) and a call without Origin as before', async () => {
    const app = api();
    const stranger = await app.fetch(get('/xapi/rest/events', STRANGER));
    expect(stranger.status).toBe(200);
    expect(corsHeaders(stranger)).toEqual([]);
    const sameOrigin = await app.fetch(get('/api/health', null));
    expect(sameOrigin.status).toBe(200);
    expect(corsHeaders(sameOrigin)).toEqual([]);
  });

  it('allows no origin at all when given an empty list', async () => {
    const response = await api([]).fetch(preflight(PAGE));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('(allowed: none)');
  });
});
