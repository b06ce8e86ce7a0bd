import { expect } from 'chai';
import { API_ORIGIN, SDK_ORIGIN, apiUrl } from './origins';
import { sdk } from './sdk';

// The element suite's setup is an operator's: the test page, the SDK's files and the API
// on three origins (web-test-runner.config.mjs). Proved from inside the page, by where its
// resources really came from.
void sdk.init({ apiBase: apiUrl('/'), brand: 'eurobet', locale: 'en' });

describe('the element suite on three origins', () => {
  it('loads the SDK from one origin and calls the API on another, both other than the page’s', async () => {
    const { runtime } = sdk.getPageRuntime();
    await runtime.store.settings.load();
    // The sandbox's own answer, read across origins: EuroBet's settings.
    expect(runtime.store.settings.raw.peek()).to.include({ brand: 'eurobet' });

    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const originOf = (path: string) => {
      const entry = resources.find((candidate) => new URL(candidate.name).pathname === path);
      if (!entry) throw new Error(`The page loaded nothing at ${path}`);
      return new URL(entry.name).origin;
    };
    const seen = { page: location.origin, sdk: originOf('/sportsbook.js'), api: originOf('/api/all_cached_settings') };
    expect(seen).to.deep.equal({ page: `http://localhost:${location.port}`, sdk: SDK_ORIGIN, api: API_ORIGIN });
    expect(new Set(Object.values(seen)).size).to.equal(3);
  });
});
