import { describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { createRuntime } from './createRuntime';
import { memoryPageEnvironment } from './pageEnvironment';
import { memoryStorage } from './persistence';
import { seedCatalogue } from './testing/seedCatalogue';

describe('createRuntime', () => {
  it('wires config and store models from the given settings', () => {
    const runtime = createRuntime({ brand: 'lucky-star', locale: 'de' });
    expect(runtime.config.brand.value).toBe('lucky-star');
    expect(runtime.config.locale.value).toBe('de');
    expect(runtime.store.betslip.count.value).toBe(0);
    expect(runtime.store.myBets.selectedTab.value).toBe('open');
  });

  it('gives each runtime its own state, so two pages (or tests) never share a slip', () => {
    const first = createRuntime();
    const second = createRuntime();
    seedCatalogue(first.store.catalogue);
    first.store.betslip.addSelection('o1-1');
    expect(second.store.betslip.count.value).toBe(0);
    expect(first.store.betslip.count.value).toBe(1);
  });

  it('a logout on an account page or My Bets reloads the home page, elsewhere the page shown (issue 21)', async () => {
    const operator = sandboxFetch({ seed: 'logout-landing' });
    for (const [shown, after] of [
      ['/en/account/balances?brand=kingsbet', '/en?brand=kingsbet'],
      ['/es/mybets', '/es'],
      ['/en/sports/football', '/en/sports/football'],
    ]) {
      const page = memoryPageEnvironment({ url: `http://sandbox.test${shown}`, ownsDocument: true });
      const runtime = createRuntime({ routing: 'path' }, { fetch: operator.fetch, page, pageUrl: 'http://sandbox.test/' });
      await runtime.store.session.login('demo', 'demo1234');
      await runtime.store.session.logout('user');
      const search = runtime.router.search.value;
      expect([`${runtime.router.path.value}${search ? `?${search}` : ''}`, page.reloads]).toEqual([after, 1]);
      runtime.dispose();
    }
  });

  it('reloads a tab coming back into view when another tab of the site logged someone else in (spec 4)', async () => {
    const operator = sandboxFetch({ seed: 'two-tabs' });
    const storage = memoryStorage();
    const environment = { fetch: operator.fetch, storage, pageUrl: 'http://sandbox.test/' };
    const reload = vi.fn();
    const tab = createRuntime({}, { ...environment, reload });
    const otherTab = createRuntime({}, { ...environment, reload: () => undefined });
    const backToTab = () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    await tab.store.session.login('demo', 'demo1234');
    backToTab();
    expect(reload).not.toHaveBeenCalled();
    await otherTab.store.session.login('kings', 'demo1234');
    backToTab();
    expect(reload).toHaveBeenCalledTimes(1);
    tab.dispose();
    otherTab.dispose();
    backToTab();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
