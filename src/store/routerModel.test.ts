import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { RoutingMode } from './configModel';
import { memoryPageEnvironment } from './pageEnvironment';
import { createRouterModel } from './routerModel';

function setup(mode: RoutingMode, { url = 'http://casino.test/lobby', basePath = '' } = {}) {
  const page = memoryPageEnvironment({ url });
  const routing = signal<RoutingMode>(mode);
  const base = signal(basePath);
  const router = createRouterModel({ routing, basePath: base, page });
  return { page, routing, base, router };
}

describe('router model: one address per runtime, in the routing mode’s place', () => {
  it('memory routing keeps the address in the runtime and never touches the page', () => {
    const { page, router } = setup('memory');
    expect(router.path.value).toBe('/');
    router.navigate('/en/live/sport/');
    router.navigate('/en/sports/240-FOOT?tab=fixtures');
    expect(router.path.value).toBe('/en/sports/240-FOOT');
    expect(router.search.value).toBe('tab=fixtures');
    router.navigate('/en/sports/240-FOOT?tab=outrights', { replace: true });
    expect(router.search.value).toBe('tab=outrights');
    // Back walks the sportsbook's own entries: the replaced one is gone, the live list is next.
    router.back();
    expect(router.path.value).toBe('/en/live/sport/');
    router.back();
    expect(router.path.value).toBe('/');
    // Nothing left of ours: a further back does nothing rather than walk the host's history.
    router.back();
    expect(router.path.value).toBe('/');
    expect(page.url()).toBe('http://casino.test/lobby');
    expect(router.href('/en/jackpot')).toBe('/en/jackpot');
  });

  it('path routing reads and writes the page path under the base path', () => {
    const { page, router } = setup('path', { url: 'http://site.test/sportsbook/en/open_bets?x=1', basePath: '/sportsbook' });
    expect(router.path.value).toBe('/en/open_bets');
    expect(router.search.value).toBe('x=1');
    router.navigate('/en/promotions');
    expect(page.url()).toBe('http://site.test/sportsbook/en/promotions');
    expect(router.path.value).toBe('/en/promotions');
    expect(router.href('/en/account')).toBe('/sportsbook/en/account');
    router.back();
    expect(router.path.value).toBe('/en/open_bets');
  });

  it('a path outside the base path is no route of ours', () => {
    const { router } = setup('path', { url: 'http://site.test/casino/lobby', basePath: '/sportsbook' });
    expect(router.path.value).toBe('~/casino/lobby');
  });

  it('hash routing keeps the host page’s path and query, and its own query inside the fragment', () => {
    const { page, router } = setup('hash', { url: 'http://casino.test/lobby?promo=7#/fr/jackpot' });
    expect(router.path.value).toBe('/fr/jackpot');
    router.navigate('/en/sports/240-FOOT?tab=fixtures');
    expect(page.url()).toBe('http://casino.test/lobby?promo=7#/en/sports/240-FOOT?tab=fixtures');
    expect(router.search.value).toBe('tab=fixtures');
    expect(router.href('/en/account')).toBe('#/en/account');
  });

  it('hears the address move without it (back, forward, the host’s own history calls)', () => {
    const { page, router } = setup('path', { url: 'http://site.test/en/sports' });
    page.replaceUrl('http://site.test/en/live/sport/?bookingCode=');
    expect(router.path.value).toBe('/en/live/sport/');
    expect(router.search.value).toBe('bookingCode=');
  });

  it('follows a routing or base-path change on a live element, and stops following when disposed', () => {
    const { page, routing, base, router } = setup('path', { url: 'http://site.test/en/sports#/en/live/sport/' });
    expect(router.path.value).toBe('/en/sports');
    routing.value = 'hash';
    expect(router.path.value).toBe('/en/live/sport/');
    routing.value = 'path';
    base.value = '/en';
    expect(router.path.value).toBe('/sports');
    router.dispose();
    page.replaceUrl('http://site.test/en/jackpot');
    routing.value = 'memory';
    expect(router.path.value).toBe('/sports');
  });
});
