// The widget's element is its lifecycle and session; what it shows (loginStatusPresenter.ts)
// arrives later in the SDK (a lazy chunk, issue 19). These tests hold the presenter back
// to check that nothing the host can see waits for it, that it catches up on what happened
// meanwhile, and that a widget removed before it arrives leaves nothing running.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadedOnce } from '../src/ui/loadOnce';
import { createLoginStatusPresenter, type CreateLoginStatusPresenter } from './loginStatus/loginStatusPresenter';
import { SHARED_SESSION_KEY, SHARED_SESSION_OFFERED, type LoginState, type LoginStatusSession } from './loginStatus/loginStatusSession';
import { createWatchable } from './loginStatus/watchable';
import { provideLoginStatusParts, SportsbookLoginStatusElement } from './sportsbook-login-status';

const loggedIn = (balance: number | null): LoginState => ({ status: 'logged-in', username: 'Ada Lovelace', currency: 'EUR', places: 2, accountId: '1001', balance });

function fakeSession() {
  const state = createWatchable<LoginState>({ status: 'logged-out', reason: null });
  const locale = createWatchable('en');
  const calls: string[] = [];
  const session: LoginStatusSession = {
    state,
    locale,
    apply(attribute, value) {
      calls.push(`apply ${attribute}=${value}`);
      if (attribute === 'locale' && value !== null && !/^[a-z]{2}$/.test(value)) return [`locale "${value}" is not a two-letter language code`];
      if (attribute === 'locale' && value !== null) locale.set(value);
      return [];
    },
    requestLogin: () => void calls.push('requestLogin'),
    logout: async () => void calls.push('logout'),
    attach: (element) => void calls.push(`attach ${element.localName}`),
    dispose: () => void calls.push('dispose'),
  };
  return { session, state, locale, calls };
}

/** A presenter that arrives when the test says so, as the SDK's lazy chunk does. */
function heldPresenter() {
  let value: CreateLoginStatusPresenter | null = null;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<CreateLoginStatusPresenter>((resolve) => {
    arrive = () => {
      value = createLoginStatusPresenter;
      resolve(createLoginStatusPresenter);
    };
  });
  const load = vi.fn(() => arrived);
  const presenter: LoadedOnce<CreateLoginStatusPresenter> = { loaded: () => value, load };
  /** Lets it arrive and waits until the widgets waiting for it have taken it. */
  async function arriveNow(): Promise<void> {
    arrive();
    await arrived;
    await Promise.resolve();
  }
  return { presenter, load, arrive: arriveNow };
}

const shown = (widget: HTMLElement) => widget.shadowRoot!;
const button = (widget: HTMLElement, name: RegExp) => Array.from(shown(widget).querySelectorAll('button')).find((candidate) => name.test(candidate.getAttribute('aria-label') ?? candidate.textContent?.trim() ?? '')) ?? null;

beforeAll(() => {
  customElements.define('sportsbook-login-status', SportsbookLoginStatusElement);
});

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(globalThis, SHARED_SESSION_KEY);
});

describe('<sportsbook-login-status> before what it shows has arrived', () => {
  it('connecting takes early properties, applies every attribute and announces the widget at once', () => {
    const { session, calls } = fakeSession();
    const { presenter, load } = heldPresenter();
    provideLoginStatusParts({ presenter, ownSession: () => session });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widget = document.createElement('sportsbook-login-status');
    widget.token = 'token-ada';
    widget.setAttribute('locale', 'english');
    document.body.append(widget);

    expect(widget.getAttribute('token')).toBe('token-ada');
    expect(calls).toEqual(['apply locale=english', 'apply token=token-ada', 'attach sportsbook-login-status']);
    expect(errors.mock.calls).toEqual([['<sportsbook-login-status> locale "english" is not a two-letter language code']]);
    expect(load).toHaveBeenCalled();
    expect(shown(widget).childNodes).toHaveLength(0);
  });

  it('shows, once it arrives, what happened meanwhile: notifications, unread count and announcement', async () => {
    const { session, state } = fakeSession();
    const { presenter, arrive } = heldPresenter();
    provideLoginStatusParts({ presenter, ownSession: () => session });
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    state.set({ status: 'checking' });
    state.set(loggedIn(10));
    state.set(loggedIn(12.5));
    state.set({ status: 'logged-out', reason: 'unauthorized' });

    await arrive();
    expect(button(widget, /^Log in$/)).not.toBeNull();
    expect(button(widget, /^Notifications/)!.getAttribute('aria-label')).toBe('Notifications, 2 new');
    expect(Array.from(shown(widget).querySelectorAll('li')).map((item) => item.textContent)).toEqual(['Your session has ended. Log in again.', 'Balance updated: EUR 12.50']);
    expect(shown(widget).querySelector('[role="status"]')!.textContent).toBe('Your session has ended. Log in again.');

    // From then on it follows at once.
    state.set(loggedIn(20));
    expect(shown(widget).querySelector('[part~="username"]')!.textContent).toBe('Ada Lovelace');
  });

  it('its buttons act on the session: one click on "Log in", one request', async () => {
    const { session, state, calls } = fakeSession();
    const { presenter, arrive } = heldPresenter();
    provideLoginStatusParts({ presenter, ownSession: () => session });
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    await arrive();
    button(widget, /^Log in$/)!.click();
    state.set(loggedIn(10));
    button(widget, /^Log out$/)!.click();
    expect(calls.filter((call) => call === 'requestLogin' || call === 'logout')).toEqual(['requestLogin', 'logout']);
  });

  it('a widget removed before it arrives lets go of its session and listener, and its arrival starts nothing', async () => {
    const { session, calls } = fakeSession();
    const ownSession = vi.fn(() => session);
    const { presenter, arrive } = heldPresenter();
    provideLoginStatusParts({ presenter, ownSession });
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    widget.remove();
    expect(calls.at(-1)).toBe('dispose');

    // The SDK arriving later does not wake the removed widget.
    const offer = vi.fn(() => fakeSession().session);
    (globalThis as Record<symbol, unknown>)[SHARED_SESSION_KEY] = offer;
    window.dispatchEvent(new CustomEvent(SHARED_SESSION_OFFERED));
    await arrive();
    expect(offer).not.toHaveBeenCalled();
    expect(ownSession).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call === 'dispose')).toHaveLength(1);
    widget.setAttribute('locale', 'fr');
    expect(calls).not.toContain('apply locale=fr');
  });

  it('a widget on the page switches to the sportsbook offered later, and shows it', async () => {
    const own = fakeSession();
    const { presenter, arrive } = heldPresenter();
    provideLoginStatusParts({ presenter, ownSession: () => own.session });
    const widget = document.createElement('sportsbook-login-status');
    document.body.append(widget);
    const shared = fakeSession();
    (globalThis as Record<symbol, unknown>)[SHARED_SESSION_KEY] = (element?: HTMLElement) => {
      expect(element).toBe(widget);
      return shared.session;
    };
    window.dispatchEvent(new CustomEvent(SHARED_SESSION_OFFERED));
    expect(own.calls.at(-1)).toBe('dispose');
    expect(shared.calls).toEqual(['attach sportsbook-login-status']);
    shared.state.set(loggedIn(55));
    await arrive();
    expect(shown(widget).querySelector('[part~="username"]')!.textContent).toBe('Ada Lovelace');
  });
});
