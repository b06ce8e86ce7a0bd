// @vitest-environment node
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { Big } from '../core';
import { createRuntime } from './createRuntime';
import { memoryStorage } from './persistence';

function sandboxFetch() {
  const sandbox = createSandbox({ seed: 'runtime', log: () => undefined });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const paths: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    paths.push(new URL(request.url).pathname);
    return app.fetch(request);
  }) as typeof fetch;
  return { sandbox, fetchImpl, paths };
}

describe('createRuntime wiring', () => {
  it('starts with no calls, logs in, then polls the wallet and bet count through the one client', async () => {
    const { fetchImpl, paths, sandbox } = sandboxFetch();
    const storage = memoryStorage();
    storage.setItem('sportsbook:betslip', '{"version":1,"state":{}}');
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage, reload: () => undefined });
    expect(storage.getItem('sportsbook:betslip')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(paths).toEqual([]);

    await runtime.store.session.login('demo', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBe(1000));
    await vi.waitFor(() => expect(runtime.store.betCount.data.value).toBe(0));
    expect(paths).toEqual(expect.arrayContaining(['/auth/en/api/plugins/component/route/header_login/authenticate', '/xapi/icore/players/demo/balance/sportsbook', '/xapi/bet/account/1001/betcount']));

    await vi.waitFor(() => expect(runtime.store.openBets.data.value).toEqual([]));
    expect(runtime.store.myBets.badge.value).toBeNull();

    // A deposit elsewhere shows up at the next refetch.
    sandbox.accounts.post('1001', 'deposit', new Big(50), null);
    await runtime.store.wallet.refetch();
    expect(runtime.store.wallet.data.value).toBe(1050);
    // Event pages go through the cache into the catalogue.
    const before = paths.filter((path) => path === '/xapi/rest/events').length;
    const ids = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [240], eventsPerPage: 3 });
    await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [240], eventsPerPage: 3 });
    expect(ids).toHaveLength(3);
    expect(paths.filter((path) => path === '/xapi/rest/events').length - before).toBe(1);
    expect(runtime.store.catalogue.event(ids[0]!)?.value.marketIds.length).toBeGreaterThan(0);
    runtime.dispose();
  });

  it('carries the runtime’s brand, locale and the player’s odds format on calls', async () => {
    const { fetchImpl } = sandboxFetch();
    const sent: Request[] = [];
    const runtime = createRuntime(
      { brand: 'kingsbet', locale: 'de', apiBase: 'http://sandbox.test/' },
      {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = input instanceof Request ? input : new Request(input, init);
          sent.push(request.clone());
          return fetchImpl(request);
        }) as typeof fetch,
        storage: memoryStorage(),
        reload: () => undefined,
      },
    );
    await runtime.store.session.loginWithAuthService('demo', 'demo1234');
    // An anonymous GET (a CORS simple request): the values in the query, no custom header.
    await runtime.api.marketData.events({ periodType: 'PRE_MATCH', eventsPerPage: 1 });
    const events = sent.find((request) => new URL(request.url).pathname === '/xapi/rest/events')!;
    expect(Object.fromEntries(new URL(events.url).searchParams)).toMatchObject({ l: 'de', pub: 'kingsbet', priceFormat: 'euro' });
    expect([...events.headers.keys()]).toEqual(['accept']);
    // A call with the bearer token is preflighted anyway: the spec's headers.
    await runtime.api.bets.openBets('1001');
    const openBets = sent.find((request) => new URL(request.url).pathname === '/xapi/bet/account/1001/openbets')!;
    expect(openBets.headers.get('x-sb-brand')).toBe('kingsbet');
    expect(openBets.headers.get('x-accept-language')).toBe('de-DE');
    expect(new URL(openBets.url).searchParams.get('l')).toBe('de');
    expect(openBets.headers.get('x-price-format')).toBe('euro');
    runtime.dispose();
  });
});
