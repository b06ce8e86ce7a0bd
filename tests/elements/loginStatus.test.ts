import { expect } from 'chai';
import type { SportsbookBalanceEvent, SportsbookLoginEvent, SportsbookLogoutEvent } from '../../src/host';
import { installFrancoFake } from './francoFake';
import { loadScript, nextEvent, shadow, waitFor, watchErrors } from './helpers';
import { sdkUrl } from './origins';

// The widget's own script, alone on the page: no SDK, so it talks to the franco API itself.
const WIDGET = sdkUrl('/sportsbook-login-status.js');
await loadScript(WIDGET);

const fake = installFrancoFake({
  'token-ada': { firstName: 'Ada', lastName: 'Lovelace', accountCode: '1001', currency: 'EUR', totalBalance: 1012.5 },
  'token-bo': { firstName: 'Bo', lastName: 'Diddley', accountCode: '2002', currency: 'GBP', totalBalance: 20 },
  'token-kw': { firstName: 'Kareem', lastName: 'Wahid', accountCode: '3003', currency: 'KWD', totalBalance: 1012.5059 },
});

function mount(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const text = (element: HTMLElement, selector: string) => shadow(element).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const button = (element: HTMLElement, name: RegExp) =>
  Array.from(shadow(element).querySelectorAll('button')).find((candidate) => name.test(candidate.getAttribute('aria-label') ?? candidate.textContent ?? '')) ?? null;

afterEach(() => {
  document.body.replaceChildren();
  fake.requests.length = 0;
});

describe('<sportsbook-login-status> on its own', () => {
  it('is defined by its own script, which carries no React and no SDK runtime', () => {
    expect(customElements.get('sportsbook-login-status')).to.be.a('function');
    expect(customElements.get('sportsbook-app')).to.equal(undefined);
    expect(window.Sportsbook).to.equal(undefined);
  });

  it('logged out: a "Log in" button that asks the host to log the player in', async () => {
    const widget = mount('<sportsbook-login-status></sportsbook-login-status>');
    const login = await waitFor(() => button(widget, /^Log in$/), 'Log in button');
    const asked = nextEvent<CustomEvent>(document, 'sportsbook-login-requested');
    login.click();
    const event = await asked;
    expect(event.target).to.equal(widget);
    expect(event.cancelable).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({});
    expect(fake.requests).to.deep.equal([]);
  });

  it('a token: profile and balance with the bearer token, then name and balance, login and balance events', async () => {
    const logins: SportsbookLoginEvent[] = [];
    const balances: SportsbookBalanceEvent[] = [];
    const onLogin = (event: SportsbookLoginEvent) => logins.push(event);
    const onBalance = (event: SportsbookBalanceEvent) => balances.push(event);
    document.addEventListener('sportsbook-login', onLogin);
    document.addEventListener('sportsbook-balance', onBalance);
    try {
      const widget = mount('<sportsbook-login-status api-base="/operator/"></sportsbook-login-status>');
      widget.setAttribute('token', 'token-ada');
      await waitFor(() => text(widget, '[part~="balance"]')?.includes('1,012.50'), 'balance');
      expect(text(widget, '[part~="username"]')).to.equal('Ada Lovelace');
      expect(text(widget, '[part~="balance"]')).to.equal('Balance: EUR 1,012.50');
      expect(button(widget, /^Log out$/)).to.not.equal(null);
      expect(fake.requests.map((request) => [request.method, new URL(request.url).pathname, request.authorization]).sort()).to.deep.equal([
        ['GET', '/operator/franco/accounts/me/balance', 'Bearer token-ada'],
        ['GET', '/operator/franco/accounts/me/profile', 'Bearer token-ada'],
        ['GET', '/operator/xapi/rest/currencies', null],
      ]);
      expect(logins.map((event) => [event.target, event.detail])).to.deep.equal([[widget, { username: 'Ada Lovelace', currency: 'EUR', accountId: '1001' }]]);
      expect(balances.map((event) => event.detail)).to.deep.equal([{ balance: 1012.5, currency: 'EUR' }]);
      expect(logins[0]?.composed && logins[0]?.bubbles).to.equal(true);
      // The live region tells a screen reader what changed.
      expect(text(widget, '[role="status"]')).to.contain('Logged in as Ada Lovelace');
    } finally {
      document.removeEventListener('sportsbook-login', onLogin);
      document.removeEventListener('sportsbook-balance', onBalance);
    }
  });

  it('follows the locale live: texts and the balance format change without a new fetch', async () => {
    const widget = mount('<sportsbook-login-status token="token-bo"></sportsbook-login-status>');
    await waitFor(() => text(widget, '[part~="balance"]')?.includes('20'), 'balance');
    const asked = fake.requests.length;
    widget.setAttribute('locale', 'fr');
    await waitFor(() => button(widget, /^Se déconnecter$/), 'French log out');
    expect(text(widget, '[part~="balance"]')).to.equal('Solde: 20.00 GBP');
    expect(fake.requests.length).to.equal(asked);
  });

  it("shows the balance with the operator's places for the currency, cut and never rounded up (KWD: 3)", async () => {
    const widget = mount('<sportsbook-login-status token="token-kw"></sportsbook-login-status>');
    await waitFor(() => text(widget, '[part~="balance"]')?.includes('KWD'), 'balance');
    expect(text(widget, '[part~="balance"]')).to.equal('Balance: KWD 1,012.505');
  });

  it('"Log out" ends the franco session on the server and tells the host', async () => {
    const widget = mount('<sportsbook-login-status token="token-ada"></sportsbook-login-status>');
    const logout = await waitFor(() => button(widget, /^Log out$/), 'Log out button');
    const loggedOut = nextEvent<SportsbookLogoutEvent>(document, 'sportsbook-logout');
    logout.click();
    expect((await loggedOut).detail).to.deep.equal({ reason: 'user' });
    await waitFor(() => button(widget, /^Log in$/), 'Log in button');
    await waitFor(() => fake.requests.some((request) => request.method === 'DELETE'), 'the DELETE');
    const ended = fake.requests.find((request) => request.method === 'DELETE');
    expect(new URL(ended!.url).pathname).to.equal('/franco/accounts/me/sessions');
    expect(ended!.authorization).to.equal('Bearer token-ada');
  });

  it('a refused token (401): logged out, a logout event, and a "session ended" notification', async () => {
    const widget = mount('<sportsbook-login-status token="token-unknown"></sportsbook-login-status>');
    const loggedOut = await nextEvent<SportsbookLogoutEvent>(document, 'sportsbook-logout');
    expect(loggedOut.detail).to.deep.equal({ reason: 'unauthorized' });
    await waitFor(() => button(widget, /^Log in$/), 'Log in button');
    const toggle = button(widget, /^Notifications/)!;
    expect(toggle.getAttribute('aria-label')).to.equal('Notifications, 1 new');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(text(widget, '[role="status"]')).to.equal('Your session has ended. Log in again.');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 'open list');
    const panel = shadow(widget).querySelector<HTMLElement>('[part~="notifications"]')!;
    expect(panel.hidden).to.equal(false);
    expect(Array.from(panel.querySelectorAll('li')).map((item) => item.textContent)).to.deep.equal(['Your session has ended. Log in again.']);
    expect(toggle.getAttribute('aria-label')).to.equal('Notifications');
    // Escape closes the list and gives focus back to its button.
    panel.querySelector('button')!.focus();
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', 'closed list');
    expect(shadow(widget).activeElement).to.equal(toggle);
  });

  it('the host takes the token away: logged out with reason "host"', async () => {
    const widget = mount('<sportsbook-login-status token="token-bo"></sportsbook-login-status>');
    await waitFor(() => button(widget, /^Log out$/), 'Log out button');
    const loggedOut = nextEvent<SportsbookLogoutEvent>(widget, 'sportsbook-logout');
    widget.removeAttribute('token');
    expect((await loggedOut).detail).to.deep.equal({ reason: 'host' });
    await waitFor(() => button(widget, /^Log in$/), 'Log in button');
  });

  it('refuses a bad attribute with a console error that says how to fix it, and keeps going', async () => {
    const watch = watchErrors();
    try {
      const widget = mount('<sportsbook-login-status locale="english" host-origin="*"></sportsbook-login-status>');
      await waitFor(() => button(widget, /^Log in$/), 'Log in button');
      expect(watch.errors).to.have.length(2);
      expect(watch.errors[0]).to.match(/^<sportsbook-login-status> locale "english" is not a two-letter language code/);
      expect(watch.errors[1]).to.match(/^<sportsbook-login-status> host-origin: .*exact origin/);
    } finally {
      watch.stop();
    }
  });

  it('announces itself once with sportsbook-ready', async () => {
    const ready = nextEvent<CustomEvent>(document, 'sportsbook-ready');
    const widget = mount('<sportsbook-login-status brand="lucky-star" locale="sw"></sportsbook-login-status>');
    const event = await ready;
    expect(event.target).to.equal(widget);
    expect(event.detail).to.deep.include({ brand: 'lucky-star', locale: 'sw', capabilities: ['login-status'] });
    expect(event.detail.version).to.match(/^\d+\.\d+\.\d+/);
  });

  it('themes through --sb-* custom properties set by the host', async () => {
    const widget = mount('<sportsbook-login-status style="--sb-color-primary: rgb(200, 0, 0)"></sportsbook-login-status>');
    const login = await waitFor(() => button(widget, /^Log in$/), 'Log in button');
    expect(getComputedStyle(login).backgroundColor).to.equal('rgb(200, 0, 0)');
  });
});
