import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { createRuntime, memoryStorage } from '../store';
import { SPORTSBOOK_CONNECTION } from './events/sportsbook-connection';
import { SPORTSBOOK_DEPOSIT_REQUESTED } from './events/sportsbook-deposit-requested';
import { SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED } from './events/sportsbook-forgotten-password-requested';
import { SPORTSBOOK_REGISTRATION_REQUESTED } from './events/sportsbook-registration-requested';
import { SPORTSBOOK_WITHDRAW_REQUESTED } from './events/sportsbook-withdraw-requested';
import { SPORTSBOOK_LOGIN_REQUESTED } from './events/sportsbook-login-requested';
import { SPORTSBOOK_NAVIGATE } from './events/sportsbook-navigate';
import { hostPage, sandboxRuntime } from '../../tests/support/hostPage';

const pages: ReturnType<typeof hostPage>[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
  for (const cleanup of cleanups.splice(0)) cleanup();
});
function open(...args: Parameters<typeof hostPage>) {
  const page = hostPage(...args);
  pages.push(page);
  return page;
}

describe('host events: sportsbook-navigate', () => {
  it('tells the page each new path, the first one with previousPath null, and the parent frame', () => {
    const { runtime } = sandboxRuntime({ hostOrigin: 'https://casino.example' });
    const page = open(runtime, { framed: true });
    page.listen(SPORTSBOOK_NAVIGATE);
    const { ui } = runtime.store;
    ui.setCurrentPath('/en/');
    ui.setCurrentPath('/en/live/sport/');
    ui.setCurrentPath('/en/live/sport/');
    ui.setCurrentPath('/en/open_bets');
    expect(page.details(SPORTSBOOK_NAVIGATE)).toEqual([
      { path: '/en/', previousPath: null },
      { path: '/en/live/sport/', previousPath: '/en/' },
      { path: '/en/open_bets', previousPath: '/en/live/sport/' },
    ]);
    expect(page.messages().filter((message) => message.type === 'navigate').map((message) => [message.payload, message.origin])).toEqual([
      [{ path: '/en/', previousPath: null }, 'https://casino.example'],
      [{ path: '/en/live/sport/', previousPath: '/en/' }, 'https://casino.example'],
      [{ path: '/en/open_bets', previousPath: '/en/live/sport/' }, 'https://casino.example'],
    ]);
  });
});

/** An EventSource the test opens and breaks, put where the live feed looks for one. */
function fakeEventSources() {
  const opened: { onopen: (() => void) | null; onerror: (() => void) | null; close: () => void; addEventListener: () => void }[] = [];
  const original = globalThis.EventSource;
  globalThis.EventSource = vi.fn(function FakeEventSource() {
    const stream = { onopen: null, onerror: null, close: () => undefined, addEventListener: () => undefined };
    opened.push(stream);
    return stream;
  }) as unknown as typeof EventSource;
  cleanups.push(() => {
    globalThis.EventSource = original;
  });
  return opened;
}

describe('host events: sportsbook-connection', () => {
  it('tells the page each change of the live feed’s state, in the host’s words, and nothing for the same state again', async () => {
    const streams = fakeEventSources();
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    page.listen(SPORTSBOOK_CONNECTION);
    void runtime.store.live.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.onopen?.();
    streams[0]!.onopen?.();
    const liveAndOpen = { state: 'open', pricesLive: true, notLiveReason: null };
    expect(page.details(SPORTSBOOK_CONNECTION)).toEqual([liveAndOpen]);
    streams[0]!.onerror?.();
    expect(page.details(SPORTSBOOK_CONNECTION)).toEqual([liveAndOpen, { state: 'reconnecting', pricesLive: false, notLiveReason: 'feed-down' }]);
    runtime.store.live.stop();
  });

  it('tells the page its prices are not live while the browser is offline, the stream still open, and live again when it is back', async () => {
    const streams = fakeEventSources();
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    page.listen(SPORTSBOOK_CONNECTION);
    void runtime.store.live.start();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.onopen?.();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      expect(page.details(SPORTSBOOK_CONNECTION).at(-1)).toEqual({ state: 'open', pricesLive: false, notLiveReason: 'browser-offline' });
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      // Back online the feed starts again from a snapshot; it is live once the new stream opens.
      await vi.waitFor(() => expect(streams).toHaveLength(2));
      streams[1]!.onopen?.();
      expect(page.details(SPORTSBOOK_CONNECTION).at(-1)).toEqual({ state: 'open', pricesLive: true, notLiveReason: null });
    } finally {
      onLine.mockRestore();
      runtime.store.live.stop();
    }
  });

  it('says closed when the feed cannot reach the operator', async () => {
    fakeEventSources();
    const runtime = createRuntime({ apiBase: 'http://sandbox.test/' }, { fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch, storage: memoryStorage(), reload: () => undefined });
    const page = open(runtime);
    page.listen(SPORTSBOOK_CONNECTION);
    void runtime.store.live.start();
    await vi.waitFor(() => expect(page.details(SPORTSBOOK_CONNECTION)).toEqual([{ state: 'closed', pricesLive: false, notLiveReason: 'feed-down' }]));
    runtime.store.live.stop();
  });
});

describe('host events: sportsbook-login-requested', () => {
  it('asks the page before the login dialog opens; the dialog opens when nobody prevents it', () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    page.listen(SPORTSBOOK_LOGIN_REQUESTED);
    runtime.store.ui.openModal('isLoginOpen');
    expect(page.details(SPORTSBOOK_LOGIN_REQUESTED)).toEqual([{}]);
    expect(page.heard[0]?.event.cancelable).toBe(true);
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    // Already open: no second request.
    runtime.store.ui.openModal('isLoginOpen');
    expect(page.heard).toHaveLength(1);
  });

  it('a host that calls preventDefault() keeps our dialog closed', () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener(SPORTSBOOK_LOGIN_REQUESTED, takeOver);
    cleanups.push(() => document.removeEventListener(SPORTSBOOK_LOGIN_REQUESTED, takeOver));
    runtime.store.ui.openModal('isLoginOpen');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    // Other dialogs are not the host's business.
    runtime.store.ui.openModal('isTermsOfUseOpen');
    expect(runtime.store.ui.modals.value.isTermsOfUseOpen).toBe(true);
    expect(page.element.isConnected).toBe(true);
  });

  it('framed in mode embedded with a host-origin: the parent hears login-requested and handles the login', () => {
    const { runtime } = sandboxRuntime({ hostOrigin: 'https://casino.example', mode: 'embedded', channel: 'sb1' });
    const page = open(runtime, { framed: true });
    runtime.store.ui.openModal('isLoginOpen');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(page.messages().filter((message) => message.type === 'login-requested')).toEqual([
      { source: 'sportsbook', version: 1, type: 'login-requested', payload: {}, channel: 'sb1', origin: 'https://casino.example' },
    ]);
  });

  it('framed in standalone mode: the parent hears it and our dialog still opens', () => {
    const { runtime } = sandboxRuntime({ hostOrigin: 'https://casino.example' });
    const page = open(runtime, { framed: true });
    runtime.store.ui.openModal('isLoginOpen');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    expect(page.messages().map((message) => message.type)).toContain('login-requested');
  });

  it('after the bridge is gone the sportsbook handles login itself again', () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener(SPORTSBOOK_LOGIN_REQUESTED, takeOver);
    cleanups.push(() => document.removeEventListener(SPORTSBOOK_LOGIN_REQUESTED, takeOver));
    page.bridge.dispose();
    runtime.store.ui.openModal('isLoginOpen');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });
});

describe('host events: the operator page requests (deposit, withdraw, registration, forgotten password)', () => {
  const request = (action: 'deposit' | 'withdraw' | 'cashier' | 'register' | 'forgotten-password', amount: number | null = null) => ({ action, url: `https://pay.test/${action}`, returnUrl: 'https://bet.test/en/', amount });

  it('the sportsbook goes on to the deposit page unless the host prevents the event, on document or on an element', () => {
    const { runtime } = sandboxRuntime({}, sandboxFetch({ seed: 'deposit' }));
    const page = open(runtime);
    page.listen(SPORTSBOOK_DEPOSIT_REQUESTED);
    expect(runtime.store.ui.requestOperatorPage(request('deposit', 12.5))).toBe(true);
    // A React prop on the element prevents its copy: that counts as the host taking over.
    const takeOverOnElement = (event: Event) => event.preventDefault();
    page.element.addEventListener(SPORTSBOOK_DEPOSIT_REQUESTED, takeOverOnElement, { once: true });
    expect(runtime.store.ui.requestOperatorPage(request('deposit'))).toBe(false);
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener(SPORTSBOOK_DEPOSIT_REQUESTED, takeOver);
    cleanups.push(() => document.removeEventListener(SPORTSBOOK_DEPOSIT_REQUESTED, takeOver));
    expect(runtime.store.ui.requestOperatorPage(request('cashier'))).toBe(false);
    expect(page.details(SPORTSBOOK_DEPOSIT_REQUESTED)).toEqual([
      { action: 'deposit', url: 'https://pay.test/deposit', returnUrl: 'https://bet.test/en/', amount: 12.5 },
      { action: 'deposit', url: 'https://pay.test/deposit', returnUrl: 'https://bet.test/en/', amount: null },
      { action: 'cashier', url: 'https://pay.test/cashier', returnUrl: 'https://bet.test/en/', amount: null },
    ]);
    expect(page.heard.every((entry) => entry.event.cancelable && entry.target === document)).toBe(true);
  });

  it('announces withdraw, Join and forgotten password each with its own cancelable event and detail', () => {
    const { runtime } = sandboxRuntime({}, sandboxFetch({ seed: 'operator-pages' }));
    const page = open(runtime);
    for (const type of [SPORTSBOOK_WITHDRAW_REQUESTED, SPORTSBOOK_REGISTRATION_REQUESTED, SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED]) page.listen(type);
    const takeOver = (event: Event) => event.preventDefault();
    document.addEventListener(SPORTSBOOK_REGISTRATION_REQUESTED, takeOver);
    cleanups.push(() => document.removeEventListener(SPORTSBOOK_REGISTRATION_REQUESTED, takeOver));
    expect(runtime.store.ui.requestOperatorPage(request('withdraw'))).toBe(true);
    expect(runtime.store.ui.requestOperatorPage(request('register'))).toBe(false);
    expect(runtime.store.ui.requestOperatorPage(request('forgotten-password'))).toBe(true);
    expect(page.details(SPORTSBOOK_WITHDRAW_REQUESTED)).toEqual([request('withdraw')]);
    expect(page.details(SPORTSBOOK_REGISTRATION_REQUESTED)).toEqual([request('register')]);
    expect(page.details(SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED)).toEqual([request('forgotten-password')]);
    expect(page.heard.every((entry) => entry.event.cancelable)).toBe(true);
  });
});
