import { render } from 'lit-html';
import tokensCss from '../../src/theme/tokens.css?inline';
import { adoptStyles } from '../../src/theme/adoptStyles';
import loginStatusCss from './LoginStatus.css?inline';
import { notificationFor, withNotification, type LoginStatusNotification } from './loginStatusNotifications';
import type { LoginState } from './loginStatusSession';
import { formatBalance, loginStatusTexts, notificationText } from './loginStatusTexts';
import { loginStatusView, type LoginStatusActions } from './loginStatusView';

/** What the widget's session said, in order: its locale, its state, or that it ended under the widget. */
export type LoginStatusChange = { readonly kind: 'locale'; readonly locale: string } | { readonly kind: 'state'; readonly state: LoginState } | { readonly kind: 'ended' };

/** What the shown widget asks of its element: the two buttons that act on the session. */
export interface LoginStatusSessionActions {
  logIn(): void;
  logOut(): void;
}

export interface LoginStatusPresenter {
  /** Takes the changes in the order they happened and renders once. */
  apply(changes: readonly LoginStatusChange[]): void;
}

/**
 * Everything `<sportsbook-login-status>` shows, in the lazy half of the widget: its styles,
 * texts, notifications, live-region announcements and the lit-html view. The element
 * (elements/sportsbook-login-status.ts) keeps the session and hands the changes over, the
 * ones from before this module arrived included, so the notifications and the announcement
 * are what they would have been had it been there from the start.
 */
export function createLoginStatusPresenter(root: ShadowRoot, session: LoginStatusSessionActions): LoginStatusPresenter {
  let state: LoginState = { status: 'logged-out', reason: null };
  let locale = 'en';
  let notifications: readonly LoginStatusNotification[] = [];
  let unread = 0;
  let panelOpen = false;
  let announcement = '';

  adoptStyles(root, [tokensCss, loginStatusCss]);

  function follow(next: LoginState): void {
    const previous = state;
    state = next;
    const notification = notificationFor(previous, next);
    if (notification) {
      notifications = withNotification(notifications, notification);
      if (!panelOpen) unread += 1;
    }
    announcement = announce(previous, next, notification) ?? announcement;
  }

  function announce(previous: LoginState, next: LoginState, notification: LoginStatusNotification | null): string | null {
    const texts = loginStatusTexts(locale);
    if (notification) return notificationText(notification, locale);
    if (next.status === 'logged-in' && previous.status !== 'logged-in') {
      const balance = next.balance === null ? '' : `, ${formatBalance(next.balance, next.currency, next.places, locale)}`;
      return `${texts.loggedInAs(next.username)}${balance}`;
    }
    if (next.status === 'logged-out' && previous.status === 'logged-in') return texts.loggedOut;
    return null;
  }

  const actions: LoginStatusActions = {
    // The session asks the host: the widget dispatching too made one click two requests.
    logIn: () => session.logIn(),
    logOut: () => session.logOut(),
    togglePanel: () => {
      panelOpen = !panelOpen;
      if (panelOpen) unread = 0;
      show();
    },
    closePanel: () => {
      panelOpen = false;
      show();
      root.querySelector<HTMLButtonElement>('.sb-login-status__toggle')?.focus();
    },
    clearNotifications: () => {
      notifications = [];
      unread = 0;
      actions.closePanel();
    },
  };

  function show(): void {
    render(loginStatusView({ state, locale, notifications, unread, panelOpen, announcement }, actions), root);
  }

  return {
    apply(changes) {
      for (const change of changes) {
        if (change.kind === 'locale') locale = change.locale;
        else if (change.kind === 'state') follow(change.state);
        // The sportsbook under the widget was shut down: logged out, nothing to notify.
        else state = { status: 'logged-out', reason: null };
      }
      show();
    },
  };
}

export type CreateLoginStatusPresenter = typeof createLoginStatusPresenter;
