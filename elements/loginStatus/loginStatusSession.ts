/**
 * The one seam between <sportsbook-login-status> and whatever holds the player's session.
 * The widget renders from a LoginStatusSession and never imports the runtime: standalone
 * it makes its own (franco API over fetch, standaloneSession.ts); when the full SDK is on
 * the page the SDK offers one built from the page runtime (runtimeSession.ts). Keeping
 * this interface tiny is what keeps the widget's own script free of React and the store.
 */

/** Why a session ended, as the sportsbook-logout event reports it. */
export type LoginStatusLogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired' | 'host';

export type LoginState =
  /** A token arrived and is being checked; nothing to show yet but a busy state. */
  | { readonly status: 'checking' }
  | { readonly status: 'logged-out'; readonly reason: LoginStatusLogoutReason | null }
  | {
      readonly status: 'logged-in';
      /** The name the player is shown by: the sportsbook username, or the franco profile's name. */
      readonly username: string;
      readonly currency: string;
      /** The currency's places in the operator's currency list (spec 3), else the spec's default. */
      readonly places: number;
      readonly accountId: string;
      /** Major units of `currency`; null until the first balance answer. */
      readonly balance: number | null;
    };

/** A value to read and follow. Signals from the SDK's own signals copy fit it as they are. */
export interface Watchable<T> {
  readonly value: T;
  /** Calls `listener` now and on every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
}

/** The attributes the widget understands; each is also a page-wide setting when shared. */
export const LOGIN_STATUS_ATTRIBUTES = ['brand', 'locale', 'api-base', 'token', 'host-origin', 'mode'] as const;
export type LoginStatusAttribute = (typeof LOGIN_STATUS_ATTRIBUTES)[number];

export interface LoginStatusSession {
  readonly state: Watchable<LoginState>;
  /** The locale texts and number formats follow. */
  readonly locale: Watchable<string>;
  /** Applies an attribute; returns what was refused, each with its fix, for console.error. */
  apply(attribute: LoginStatusAttribute, value: string | null): string[];
  /**
   * "Log in" was pressed: asks the host once, with one cancelable
   * sportsbook-login-requested, and unless the host took the login over opens the
   * sportsbook's own login dialog where there is one.
   */
  requestLogin(): void;
  logout(): Promise<void>;
  /** The element is on the page: announce it (sportsbook-ready) and send it the page's events. */
  attach(element: HTMLElement): void;
  /**
   * Calls `listener` when the session ends under the widget (the page's sportsbook was shut
   * down with Sportsbook.destroy()): the widget lets go of it and shows logged out.
   */
  onEnded?(listener: () => void): void;
  dispose(): void;
}

/**
 * Where the full SDK leaves its offer. Symbol.for is one registry for every script on the
 * page, so the widget's own script finds the SDK's offer without a public global name,
 * whichever of the two scripts loaded first.
 */
export const SHARED_SESSION_KEY = Symbol.for('sportsbook.loginStatusSession');
/** Dispatched on window when the SDK makes its offer, for a widget already on the page. */
export const SHARED_SESSION_OFFERED = 'sportsbook-internal-session-offered';

/**
 * Builds a session from the page runtime; called only when a widget asks, so it creates
 * nothing early. The widget passes itself, so a runtime it starts starts with all its
 * attributes (an older widget script passes nothing: the runtime then starts bare).
 */
export type SharedSessionOffer = (element?: HTMLElement) => LoginStatusSession;

export function sharedSessionOffer(): SharedSessionOffer | undefined {
  return (globalThis as Record<symbol, unknown>)[SHARED_SESSION_KEY] as SharedSessionOffer | undefined;
}
