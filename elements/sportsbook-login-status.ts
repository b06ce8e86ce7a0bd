import { LOGIN_STATUS_ATTRIBUTES, SHARED_SESSION_OFFERED, sharedSessionOffer, type LoginStatusAttribute, type LoginStatusSession } from './loginStatus/loginStatusSession';
import type { CreateLoginStatusPresenter, LoginStatusChange, LoginStatusPresenter, LoginStatusSessionActions } from './loginStatus/loginStatusPresenter';
import type { LoadedOnce } from '../src/ui/loadOnce';
import { defineAttributeProperties, takeEarlyProperties } from './attributeProperties';
import { sportsbookLoginStatusShape } from './descriptions/sportsbook-login-status';

const WIDGET_PROPERTIES = Object.keys(sportsbookLoginStatusShape.attributes);

function isLoginStatusAttribute(name: string): name is LoginStatusAttribute {
  return (LOGIN_STATUS_ATTRIBUTES as readonly string[]).includes(name);
}

/**
 * What a widget needs besides its lifecycle, given by the script that defines it before it
 * does, so each script carries only its own:
 *  - the SDK (elements/index.ts): the page runtime's session and a presenter loaded when
 *    the first widget connects (pages without the widget never download it, issue 19);
 *  - the widget's own script (login-status-script.ts): the franco API session and the
 *    presenter inlined, there at once.
 */
export interface LoginStatusParts {
  /** What the widget shows: styles, texts, notifications, the lit-html view (loginStatusPresenter.ts). */
  readonly presenter: LoadedOnce<CreateLoginStatusPresenter>;
  /** The session a widget makes when no sportsbook on the page offers its runtime's. */
  readonly ownSession: (element: HTMLElement) => LoginStatusSession;
}

let parts: LoginStatusParts | null = null;

export function provideLoginStatusParts(given: LoginStatusParts): void {
  parts = given;
}

function givenParts(): LoginStatusParts {
  if (!parts) throw new Error('<sportsbook-login-status> is not set up: load it with sportsbook-login-status.js or the sportsbook, not alone.');
  return parts;
}

/**
 * `<sportsbook-login-status>`: the franco-mode widget. Logged out it offers "Log in";
 * logged in it shows the player's name, balance and "Log out"; and it keeps the session's
 * notifications. Written with lit-html, no React, so its own script stays small. With the
 * full SDK on the page it shows the page runtime's session; alone it reads the franco API
 * with the access token the host sets (docs/franco.md).
 *
 * This class is the part every page that defines the element carries: the lifecycle, the
 * attributes and the session, all synchronous as before (the runtime is joined, refused
 * attributes reported and sportsbook-ready sent when it connects). What it shows (styles,
 * texts, notifications, lit-html) is loginStatus/loginStatusPresenter.ts, loaded when a
 * widget first connects (issue 19: pages without the widget do not download it).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- merged with the interface below, which types the accessors defined at run time
export class SportsbookLoginStatusElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return [...LOGIN_STATUS_ATTRIBUTES];
  }

  #session: LoginStatusSession | null = null;
  #stopFollowing: Array<() => void> = [];
  #presenter: LoginStatusPresenter | null = null;
  /** The session's changes from before the presenter arrived, in order, for it to catch up on. */
  #pending: LoginStatusChange[] = [];
  readonly #root: ShadowRoot;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    takeEarlyProperties(this, WIDGET_PROPERTIES);
    const offer = sharedSessionOffer();
    this.#use((offer ?? givenParts().ownSession)(this));
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
      session.locale.subscribe((locale) => this.#show({ kind: 'locale', locale })),
      session.state.subscribe((state) => this.#show({ kind: 'state', state })),
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
    this.#show({ kind: 'ended' });
  }

  #apply(name: LoginStatusAttribute, value: string | null): void {
    for (const problem of this.#session?.apply(name, value) ?? []) console.error(`<sportsbook-login-status> ${problem}`);
  }

  readonly #sessionActions: LoginStatusSessionActions = {
    logIn: () => this.#session?.requestLogin(),
    logOut: () => void this.#session?.logout(),
  };

  /** Shows a change of the session: at once once the presenter is here, else when it arrives. */
  #show(change: LoginStatusChange): void {
    if (this.#presenter) {
      this.#presenter.apply([change]);
      return;
    }
    this.#pending.push(change);
    const { presenter } = givenParts();
    const create = presenter.loaded();
    if (create) this.#present(create);
    // A failed load is forgotten (loadOnce): the next change asks again.
    else void presenter.load().then((loaded) => this.#present(loaded));
  }

  #present(create: CreateLoginStatusPresenter): void {
    if (this.#presenter) return;
    this.#presenter = create(this.#root, this.#sessionActions);
    const pending = this.#pending;
    this.#pending = [];
    this.#presenter.apply(pending);
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
