import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostPageEnvironment } from './browserPage';

let shown: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => shown });
const switchTab = (state: DocumentVisibilityState) => {
  shown = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  shown = 'visible';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('host page environment: an element on someone else’s page', () => {
  it('never navigates or reloads the page: links to other sites open in a new tab, "reload" is done in place', () => {
    window.history.replaceState(null, '', '/casino/lobby?promo=7');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const page = hostPageEnvironment(window);
    expect(page.kind).toBe('host-page');
    expect(page.ownsDocument).toBe(false);
    page.leave('https://cashier.operator.test/deposit');
    expect(open).toHaveBeenCalledWith('https://cashier.operator.test/deposit', '_blank', 'noopener');
    expect(page.reload()).toBe('in-place');
    expect(page.unavailable('maintenance')).toBe('in-place');
    expect(page.unavailable('blocked')).toBe('in-place');
    expect(window.location.pathname + window.location.search).toBe('/casino/lobby?promo=7');
  });

  it('path routing under a base path reads and writes the page address, and hears back and forward', async () => {
    window.history.replaceState(null, '', '/sports-betting/en/live/sport/');
    const address = hostPageEnvironment(window).address('path', '/sports-betting');
    expect(address.read()).toEqual({ path: '/en/live/sport/', search: '' });
    const moves = vi.fn();
    const stop = address.subscribe(moves);
    address.write('/en/jackpot?x=1', false);
    expect(window.location.pathname + window.location.search).toBe('/sports-betting/en/jackpot?x=1');
    expect(address.read()).toEqual({ path: '/en/jackpot', search: 'x=1' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(moves).toHaveBeenCalled();
    stop();
    moves.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(moves).not.toHaveBeenCalled();
    expect(address.href('/en/account')).toBe('/sports-betting/en/account');
  });

  it('hash routing writes only the fragment: the host page’s path and query stay', () => {
    window.history.replaceState(null, '', '/casino/lobby?promo=7');
    const address = hostPageEnvironment(window).address('hash', '');
    expect(address.read()).toEqual({ path: '/', search: '' });
    address.write('/en/sports/240-FOOT?tab=fixtures', false);
    expect(window.location.pathname + window.location.search).toBe('/casino/lobby?promo=7');
    expect(window.location.hash).toBe('#/en/sports/240-FOOT?tab=fixtures');
    expect(address.read()).toEqual({ path: '/en/sports/240-FOOT', search: 'tab=fixtures' });
  });

  it('resolves against the document’s base and reads the address it is at', () => {
    window.history.replaceState(null, '', '/casino/lobby?bookingCode=AB12');
    const page = hostPageEnvironment(window);
    expect(page.baseUrl).toBe(document.baseURI);
    expect(page.url()).toBe(`${window.location.origin}/casino/lobby?bookingCode=AB12`);
    page.replaceUrl(`${window.location.origin}/casino/lobby`);
    expect(page.url()).toBe(`${window.location.origin}/casino/lobby`);
  });

  it('calls back each time the tab comes back into view, not when it goes away, and stops when asked', () => {
    let calls = 0;
    const stop = hostPageEnvironment(window).onVisible(() => (calls += 1));
    switchTab('hidden');
    expect(calls).toBe(0);
    switchTab('visible');
    expect(calls).toBe(1);
    switchTab('hidden');
    switchTab('visible');
    expect(calls).toBe(2);
    stop();
    switchTab('hidden');
    switchTab('visible');
    expect(calls).toBe(2);
  });

  it('says whether the tab is shown now (a hidden tab does not renew its session)', () => {
    const page = hostPageEnvironment(window);
    switchTab('hidden');
    expect(page.visible?.()).toBe(false);
    switchTab('visible');
    expect(page.visible?.()).toBe(true);
  });

  it('reads the viewport and hears it change', () => {
    const page = hostPageEnvironment(window);
    const changes = vi.fn();
    const stop = page.onViewportChange(changes);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    window.dispatchEvent(new Event('resize'));
    expect(page.viewport().width).toBe(375);
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });
});
