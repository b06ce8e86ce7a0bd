import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../src/store';
import { BLOCKED_RELOADS_KEY, FIRST_BLOCKED_RELOAD_DELAY_MS, MAX_BLOCKED_RELOADS } from './blockedReloads';
import { siteEnvironment, type SiteWindow } from './siteEnvironment';

/** Our site's window, with what it was asked to do recorded: nothing really navigates. */
function siteWindow(href: string) {
  const assigned: string[] = [];
  const opened: string[] = [];
  let reloads = 0;
  const url = new URL(href);
  const win = {
    location: {
      get href() {
        return url.href;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      get hash() {
        return url.hash;
      },
      assign: (to: string | URL) => void assigned.push(String(to)),
      reload: () => void (reloads += 1),
    },
    history: { pushState: () => undefined, replaceState: () => undefined, back: () => undefined, state: null },
    document: { baseURI: url.href, visibilityState: 'visible', addEventListener: () => undefined, removeEventListener: () => undefined },
    innerWidth: 1366,
    innerHeight: 900,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    open: (to: string) => void opened.push(to),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  } as unknown as SiteWindow;
  return {
    win,
    assigned,
    opened,
    get reloads() {
      return reloads;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('our standalone site, on top', () => {
  it('goes to the operator’s /maintenance page, follows links to other sites and reloads on logout', () => {
    const site = siteWindow('https://sports.test/en/live/sport/');
    const page = siteEnvironment(site.win, { embedded: () => false, sessionStorage: memoryStorage() });
    expect(page.kind).toBe('standalone-site');
    expect(page.ownsDocument).toBe(true);
    expect(page.unavailable('maintenance')).toBe('leaving');
    expect(site.assigned).toEqual(['https://sports.test/maintenance']);
    page.leave('https://cashier.operator.test/');
    expect(site.assigned[1]).toBe('https://cashier.operator.test/');
    expect(page.reload()).toBe('reloading');
    expect(site.reloads).toBe(1);
  });

  it('reloads for /blocked at most three times, each later than the last, then goes to the /blocked page', async () => {
    const sessionStorage = memoryStorage();
    // Each load of the page is a new environment over the same session storage, as a real reload is.
    for (let load = 0; load < MAX_BLOCKED_RELOADS; load += 1) {
      const site = siteWindow('https://sports.test/en/sports');
      const page = siteEnvironment(site.win, { embedded: () => false, sessionStorage });
      expect(page.unavailable('blocked')).toBe('leaving');
      // The other calls of the page meet the block too: still one reload.
      expect(page.unavailable('blocked')).toBe('leaving');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(site.reloads).toBe(1);
      expect(site.assigned).toEqual([]);
    }
    const last = siteWindow('https://sports.test/en/sports');
    expect(siteEnvironment(last.win, { embedded: () => false, sessionStorage }).unavailable('blocked')).toBe('leaving');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(last.reloads).toBe(0);
    expect(last.assigned).toEqual(['https://sports.test/blocked']);
  });

  it('times each blocked reload: 1 s, 2 s, 4 s after the answer', async () => {
    const sessionStorage = memoryStorage();
    expect(FIRST_BLOCKED_RELOAD_DELAY_MS).toBe(1_000);
    for (const delay of [1_000, 2_000, 4_000]) {
      const site = siteWindow('https://sports.test/en/sports');
      siteEnvironment(site.win, { embedded: () => false, sessionStorage }).unavailable('blocked');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(site.reloads).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(site.reloads).toBe(1);
    }
  });

  it('starts counting again after a normal answer, and without session storage goes to /blocked at once', async () => {
    const sessionStorage = memoryStorage();
    const first = siteWindow('https://sports.test/en/sports');
    siteEnvironment(first.win, { embedded: () => false, sessionStorage }).unavailable('blocked');
    siteEnvironment(siteWindow('https://sports.test/en/sports').win, { embedded: () => false, sessionStorage }).available();
    expect(sessionStorage.getItem(BLOCKED_RELOADS_KEY)).toBeNull();

    const refused = siteWindow('https://sports.test/en/sports');
    siteEnvironment(refused.win, { embedded: () => false, sessionStorage: null }).unavailable('blocked');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused.reloads).toBe(0);
    expect(refused.assigned).toEqual(['https://sports.test/blocked']);
  });

  it('already on the operator’s page for the answer, it stays there instead of loading it again', () => {
    const onMaintenance = siteWindow('https://sports.test/maintenance');
    expect(siteEnvironment(onMaintenance.win, { embedded: () => false, sessionStorage: memoryStorage() }).unavailable('maintenance')).toBe('in-place');
    const onBlocked = siteWindow('https://sports.test/blocked');
    expect(siteEnvironment(onBlocked.win, { embedded: () => false, sessionStorage: memoryStorage() }).unavailable('blocked')).toBe('in-place');
    expect([...onMaintenance.assigned, ...onBlocked.assigned]).toEqual([]);
  });
});

describe('our site framed by a host or in an app’s web view', () => {
  it('shows maintenance and blocked in place and opens other sites in a new tab; the decision follows the mode live', () => {
    const site = siteWindow('https://sports.test/en/sports?embedded=true');
    let embedded = true;
    const page = siteEnvironment(site.win, { embedded: () => embedded, sessionStorage: memoryStorage() });
    expect(page.kind).toBe('embedded-site');
    expect(page.unavailable('maintenance')).toBe('in-place');
    expect(page.unavailable('blocked')).toBe('in-place');
    page.leave('https://cashier.operator.test/');
    expect(site.opened).toEqual(['https://cashier.operator.test/']);
    expect(site.assigned).toEqual([]);
    expect(site.reloads).toBe(0);
    embedded = false;
    expect(page.kind).toBe('standalone-site');
  });
});
