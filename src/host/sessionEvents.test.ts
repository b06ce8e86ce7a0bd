import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { SPORTSBOOK_LOGIN, type SportsbookLoginDetail } from './events/sportsbook-login';
import { SPORTSBOOK_LOGOUT } from './events/sportsbook-logout';
import { SPORTSBOOK_READY } from './events/sportsbook-ready';
import { hostPage, sandboxRuntime } from '../../tests/support/hostPage';

const pages: ReturnType<typeof hostPage>[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
});
function open(...args: Parameters<typeof hostPage>) {
  const page = hostPage(...args);
  pages.push(page);
  return page;
}

describe('host events: sportsbook-login and sportsbook-logout', () => {
  it('tells the page once about a login through the dialog, then the logout with its reason', async () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    page.listen(SPORTSBOOK_LOGIN, SPORTSBOOK_LOGOUT);
    const onElement: Event[] = [];
    page.element.addEventListener(SPORTSBOOK_LOGIN, (event) => onElement.push(event));

    await runtime.store.session.login('cashier', 'demo1234');
    expect(page.details(SPORTSBOOK_LOGIN)).toEqual([{ username: 'cashier', currency: 'EUR', accountId: '1016' } satisfies SportsbookLoginDetail]);
    const [login] = page.heard;
    // Once on document, bubbling to window; the element's own copy does not bubble there.
    expect(login?.target).toBe(document);
    expect(login?.event.bubbles).toBe(true);
    expect(onElement.map((event) => [event.target, event.bubbles, (event as CustomEvent).detail])).toEqual([[page.element, false, login?.detail]]);
    // The wallet poll and preferences after the login change nothing the host hears.
    await runtime.store.wallet.refetch();
    expect(page.heard).toHaveLength(1);

    await runtime.store.session.logout('user');
    expect(page.details(SPORTSBOOK_LOGOUT)).toEqual([{ reason: 'user' }]);
    expect(page.heard).toHaveLength(2);
  });

  it('announces a franco login once, with the profile’s account and currency (not the half-made session)', async () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime);
    page.listen(SPORTSBOOK_LOGIN);
    await runtime.store.session.loginWithSessionService('kings', 'demo1234', { clientType: 'Browser', deviceType: 'Mobile', deviceId: 'device-1' });
    expect(page.details(SPORTSBOOK_LOGIN)).toEqual([{ username: 'kings', currency: 'GBP', accountId: '2001' }]);
  });

  it('a host token: login when it is set, logout with reason "host" when the host removes it', async () => {
    const operator = sandboxFetch({ seed: 'host-token' });
    const { runtime } = sandboxRuntime({}, operator);
    const page = open(runtime);
    page.listen(SPORTSBOOK_LOGIN, SPORTSBOOK_LOGOUT);
    const token = operator.sandbox.accounts.openSession(operator.sandbox.accounts.byUsername('kings')!).token;

    await runtime.store.session.setExternalToken(token);
    await runtime.store.session.setExternalToken(token);
    expect(page.details(SPORTSBOOK_LOGIN)).toEqual([{ username: 'kings', currency: 'GBP', accountId: '2001' }]);
    await runtime.store.session.setExternalToken(null);
    expect(runtime.store.session.loggedIn.value).toBe(false);
    expect(page.details(SPORTSBOOK_LOGOUT)).toEqual([{ reason: 'host' }]);
  });

  it('a login before any element is on the page goes out after that element’s ready', async () => {
    const { runtime } = sandboxRuntime();
    const page = open(runtime, { announce: false });
    page.listen(SPORTSBOOK_READY, SPORTSBOOK_LOGIN);
    await runtime.store.session.login('cashier', 'demo1234');
    expect(page.heard).toEqual([]);

    page.bridge.announceReady(page.element);
    expect(page.heard.map((entry) => entry.type)).toEqual([SPORTSBOOK_READY, SPORTSBOOK_LOGIN]);
    expect(page.details(SPORTSBOOK_LOGIN)).toEqual([{ username: 'cashier', currency: 'EUR', accountId: '1016' }]);
    // A second element's ready repeats nothing.
    const slip = document.createElement('sportsbook-betslip');
    document.body.append(slip);
    page.bridge.announceReady(slip);
    expect(page.details(SPORTSBOOK_LOGIN)).toHaveLength(1);
    slip.remove();
  });

  it('framed: posts login and logout to the host origin only, with the channel', async () => {
    const { runtime } = sandboxRuntime({ hostOrigin: 'https://casino.example', channel: 'main-sportsbook' });
    const page = open(runtime, { framed: true });
    await runtime.store.session.login('cashier', 'demo1234');
    await runtime.store.session.logout('unauthorized');
    await vi.waitFor(() => expect(page.messages().filter((message) => message.type === 'logout')).toHaveLength(1));
    const sessionMessages = page.messages().filter((message) => message.type === 'login' || message.type === 'logout');
    expect(sessionMessages).toEqual([
      { source: 'sportsbook', version: 1, type: 'login', payload: { username: 'cashier', currency: 'EUR', accountId: '1016' }, channel: 'main-sportsbook', origin: 'https://casino.example' },
      { source: 'sportsbook', version: 1, type: 'logout', payload: { reason: 'unauthorized' }, channel: 'main-sportsbook', origin: 'https://casino.example' },
    ]);
    // Never anywhere but the host origin.
    expect(page.messages().every((message) => message.origin === 'https://casino.example')).toBe(true);
  });
});
