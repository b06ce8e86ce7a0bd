import { expect } from 'chai';
import { loadScript, nextEvent, settle, shadow, waitFor } from './helpers';
import { sdkUrl } from './origins';

// The widget's own script first, the full SDK later: the widget on the page must move onto
// the SDK's page runtime when the SDK arrives, and read its session and wallet from then on.
const WIDGET = sdkUrl('/sportsbook-login-status.js');
const SDK = sdkUrl('/sportsbook.iife.js');

/** The operator API the runtime calls for a host's token (spec 4 "Session"), recorded. */
const requests: string[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}`);
  const token = request.headers.get('x-game-token') ?? request.headers.get('authorization')?.replace(/^Bearer /, '');
  if (token !== 'token-ada') return json({ error: 'unauthorized' }, 401);
  if (url.pathname === '/api/session') return json({ id: '1001', jwe_token: 'token-ada', username: 'ada', currency: 'EUR' });
  if (url.pathname === '/xapi/icore/checkplayer') return json({ valid: true, accountId: '1001', username: 'ada' });
  if (url.pathname === '/xapi/icore/players/ada/balance/sportsbook') return json({ currency: 'EUR', wallets: [{ name: 'sportsbook', balance: 55 }] });
  return json({ error: 'not_found' }, 404);
};

const text = (element: HTMLElement, selector: string) => shadow(element).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const button = (element: HTMLElement, name: RegExp) => Array.from(shadow(element).querySelectorAll('button')).find((candidate) => name.test(candidate.textContent?.trim() ?? '')) ?? null;

describe('<sportsbook-login-status> with the full SDK on the page', () => {
  let widget: HTMLElement;

  before(async () => {
    await loadScript(WIDGET);
    widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    await waitFor(() => button(widget, /^Log in$/), 'standalone Log in');
    await loadScript(SDK);
    // The script tag is a loader: the SDK has arrived once the ES build it pulls has defined its elements.
    await customElements.whenDefined('sportsbook-app');
  });

  it('keeps the first definition of the element and the SDK publishes its runtime', () => {
    expect(window.Sportsbook).to.not.equal(undefined);
    // The widget's own script defined the element first; the SDK's guarded define left it.
    expect(customElements.get('sportsbook-login-status')).to.not.equal(window.Sportsbook?.SportsbookLoginStatusElement);
  });

  it('a token goes to the page runtime: the widget shows the runtime’s player and wallet, not the franco API', async () => {
    widget.setAttribute('token', 'token-ada');
    await waitFor(() => text(widget, '[part~="balance"]')?.includes('55.00'), 'the runtime wallet');
    const { runtime } = window.Sportsbook!.getPageRuntime();
    expect(runtime.store.session.details.value?.username).to.equal('ada');
    expect(runtime.config.token.value).to.equal('token-ada');
    expect(text(widget, '[part~="username"]')).to.equal('ada');
    expect(text(widget, '[part~="balance"]')).to.equal('Balance: EUR 55.00');
    expect(requests).to.include('GET /api/session');
    expect(requests.filter((request) => request.includes('/franco/'))).to.deep.equal([]);
  });

  it('"Log out" logs the runtime’s session out', async () => {
    button(widget, /^Log out$/)!.click();
    await waitFor(() => button(widget, /^Log in$/), 'Log in');
    expect(window.Sportsbook!.getPageRuntime().runtime.store.session.details.value).to.equal(null);
  });

  it('one click on "Log in" fires sportsbook-login-requested once, with or without <sportsbook-app>', async () => {
    const { runtime } = window.Sportsbook!.getPageRuntime();
    const heard: Event[] = [];
    const count = (event: Event) => heard.push(event);
    document.addEventListener('sportsbook-login-requested', count);
    try {
      button(widget, /^Log in$/)!.click();
      await settle();
      expect(heard.length, 'events for one click, widget and SDK alone').to.equal(1);
      // Nothing to open without the sportsbook's shell: the host's cue only.
      expect(runtime.store.ui.modals.value.isLoginOpen).to.equal(false);

      const app = document.createElement('sportsbook-app');
      document.body.append(app);
      heard.length = 0;
      button(widget, /^Log in$/)!.click();
      await settle();
      expect(heard.length, 'events for one click with <sportsbook-app> on the page').to.equal(1);
      expect(heard[0]!.cancelable).to.equal(true);
      expect(runtime.store.ui.modals.value.isLoginOpen).to.equal(true);
      runtime.store.ui.closeModals();
      app.remove();
    } finally {
      document.removeEventListener('sportsbook-login-requested', count);
    }
  });

  it('"Log in" opens the sportsbook’s login dialog when <sportsbook-app> is on the page, unless the host cancels', async () => {
    const { runtime } = window.Sportsbook!.getPageRuntime();
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('sportsbook-login-requested', cancel, { once: true });
    const app = document.createElement('sportsbook-app');
    document.body.append(app);
    button(widget, /^Log in$/)!.click();
    expect(runtime.store.ui.modals.value.isLoginOpen).to.equal(false);

    const asked = nextEvent(widget, 'sportsbook-login-requested');
    button(widget, /^Log in$/)!.click();
    await asked;
    expect(runtime.store.ui.modals.value.isLoginOpen).to.equal(true);
    runtime.store.ui.closeModals();
    app.remove();
  });
});
