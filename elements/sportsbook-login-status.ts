import tokensCss from '../src/theme/tokens.css?inline';
import { adoptStyles } from '../src/theme/adoptStyles';
import loginStatusCss from './loginStatus/LoginStatus.css?inline';
import { notificationFor, withNotification, type LoginStatusNotification } from './loginStatus/loginStatusNotifications';
import { LOGIN_STATUS_ATTRIBUTES, SHARED_SESSION_OFFERED, sharedSessionOffer, type LoginState, type LoginStatusAttribute, type LoginStatusSession } from './loginStatus/loginStatusSession';
import { formatBalance, loginStatusTexts, notificationText } from './loginStatus/loginStatusTexts';
import { loadLoginStatusRenderer, loadedLoginStatusRenderer } from './loginStatus/loadLoginStatusRenderer';
import type { LoginStatusViewModel } from './loginStatus/loginStatusView';
import { createStandaloneSession } from './loginStatus/standaloneSession';
import { defineAttributeProperties, takeEarlyProperties } from './attributeProperties';
import { sportsbookLoginStatusShape } from './descriptions/sportsbook-login-status';

const WIDGET_PROPERTIES = Object.keys(sportsbookLoginStatusShape.attributes);

function isLoginStatusAttribute(name: string): name is LoginStatusAttribute {
  return (LOGIN_STATUS_ATTRIBUTES as readonly string[]).includes(name);
}

/**
 * `<sportsbook-login-status>`: the franco-mode widget. Logged out it offers "Log in";
 * logged in it shows the player's name, balance and "Log out"; and it keeps the session's
 * notifications. Written with lit-html (loaded with its first render), no React, so its own script stays small. With the
 * full SDK on the page it shows the page runtime's session; alone it reads the franco API
 * with the access token the host sets (docs/franco.md).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- merged with the interface below, which types the accessors defined at run time
export class SportsbookLoginStatusElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return [...LOGIN_STATUS_ATTRIBUTES];
  }

  #session: LoginStatusSession | null = null;
  #stopFollowing: Array<() => void> = [];
  #state: LoginState = { status: 'logged-out', reason: null };
  #locale = 'en';
  #notifications: readonly LoginStatusNotification[] = [];
  #unread = 0;
  #panelOpen = false;
  #announcement = '';
  readonly #root: ShadowRoot;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, [tokensCss, loginStatusCss]);
  }

  connectedCallback(): void {
    takeEarlyProperties(this, WIDGET_PROPERTIES);
    const offer = sharedSessionOffer();
    this.#use(offer ? offer(this) : createStandaloneSession());
    // The SDK may arrive after the widget (its script loads later): then join its runtime.
    if (!offer) window.addEventListener(SHARED_SESSION_OFFERED, this.#onSharedSessionOffered);
  }

  disconnectedCallback(): void {
    window.removeEventListener(SHARED_SESSION_OFFERED, this.#onSharedSessionOffered);
    this.#release();
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    // Before connecting there is no session yet; connecting applies every attribute.
    if (!this.#session || !isLoginStatusAttribute(name) || oldValue === newValue) return;
    this.#apply(name, newValue);
  }

  readonly #onSharedSessionOffered = () => {
    const offer = sharedSessionOffer();
    if (!offer || !this.isConnected) return;
    window.removeEventListener(SHARED_SESSION_OFFERED, this.#onSharedSessionOffered);
    this.#release();
    this.#use(offer(this));
  };

  #use(session: LoginStatusSession): void {
    this.#session = session;
    this.#stopFollowing = [
      session.locale.subscribe((locale) => {
        this.#locale = locale;
        this.#render();
      }),
      session.state.subscribe((state) => this.#follow(state)),
    ];
    session.onEnded?.(() => this.#ended());
    for (const name of LOGIN_STATUS_ATTRIBUTES) {
      const value = this.getAttribute(name);
      if (value !== null) this.#apply(name, value);
    }
    session.attach(this);
  }

  #release(): void {
    for (const stop of this.#stopFollowing) stop();
    this.#stopFollowing = [];
    this.#session?.dispose();
    this.#session = null;
  }

  /** The sportsbook under the widget was shut down (Sportsbook.destroy()): it lets go and shows logged out. */
  #ended(): void {
    this.#release();
    this.#state = { status: 'logged-out', reason: null };
    this.#render();
  }

  #apply(name: LoginStatusAttribute, value: string | null): void {
    for (const problem of this.#session?.apply(name, value) ?? []) console.error(`<sportsbook-login-status> ${problem}`);
  }

  #follow(next: LoginState): void {
    const previous = this.#state;
    this.#state = next;
    const notification = notificationFor(previous, next);
    if (notification) {
      this.#notifications = withNotification(this.#notifications, notification);
      if (!this.#panelOpen) this.#unread += 1;
    }
    this.#announcement = this.#announce(previous, next, notification) ?? this.#announcement;
    this.#render();
  }

  #announce(previous: LoginState, next: LoginState, notification: LoginStatusNotification | null): string | null {
    const texts = loginStatusTexts(this.#locale);
    if (notification) return notificationText(notification, this.#locale);
    if (next.status === 'logged-in' && previous.status !== 'logged-in') {
      const balance = next.balance === null ? '' : `, ${formatBalance(next.balance, next.currency, this.#locale)}`;
      return `${texts.loggedInAs(next.username)}${balance}`;
    }
    if (next.status === 'logged-out' && previous.status === 'logged-in') return texts.loggedOut;
    return null;
  }

  readonly #actions = {
    // The session asks the host: the widget dispatching too made one click two requests.
    logIn: () => this.#session?.requestLogin(),
    logOut: () => void this.#session?.logout(),
    togglePanel: () => {
      this.#panelOpen = !this.#panelOpen;
      if (this.#panelOpen) this.#unread = 0;
      this.#render();
    },
    closePanel: () => {
      this.#panelOpen = false;
      this.#render();
      this.#root.querySelector<HTMLButtonElement>('.sb-login-status__toggle')?.focus();
    },
    clearNotifications: () => {
      this.#notifications = [];
      this.#unread = 0;
      this.#actions.closePanel();
    },
  };

  #model(): LoginStatusViewModel {
    return { state: this.#state, locale: this.#locale, notifications: this.#notifications, unread: this.#unread, panelOpen: this.#panelOpen, announcement: this.#announcement };
  }

  #render(): void {
    const renderer = loadedLoginStatusRenderer();
    if (renderer) {
      renderer(this.#model(), this.#actions, this.#root);
      return;
    }
    // The first render waits for lit-html (loadLoginStatusRenderer.ts), then shows the state as it is by then.
    void loadLoginStatusRenderer().then((loaded) => loaded(this.#model(), this.#actions, this.#root));
  }
}

// Every attribute is a property too: widget.token = accessToken is token="…".
defineAttributeProperties(SportsbookLoginStatusElement.prototype, sportsbookLoginStatusShape.attributes);

/** The widget's properties, one per attribute (apiBase is api-base). */
export type LoginStatusProperties = { -readonly [Property in keyof typeof sportsbookLoginStatusShape.attributes]: string | null | undefined };

// The accessors defineAttributeProperties put on the prototype above, for the type checker.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the members come from LoginStatusProperties and exist at run time
export interface SportsbookLoginStatusElement extends LoginStatusProperties {}

declare global {
  interface HTMLElementTagNameMap {
    'sportsbook-login-status': SportsbookLoginStatusElement;
  }
}
