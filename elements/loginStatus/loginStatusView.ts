import { html, nothing, type TemplateResult } from 'lit-html';
import type { LoginStatusNotification } from './loginStatusNotifications';
import type { LoginState } from './loginStatusSession';
import { formatBalance, loginStatusTexts, notificationText } from './loginStatusTexts';

export interface LoginStatusViewModel {
  state: LoginState;
  locale: string;
  notifications: readonly LoginStatusNotification[];
  /** Notifications the player has not opened the list for yet. */
  unread: number;
  panelOpen: boolean;
  /** What the live region says about the latest change. */
  announcement: string;
}

export interface LoginStatusActions {
  logIn(): void;
  logOut(): void;
  togglePanel(): void;
  closePanel(): void;
  clearNotifications(): void;
}

const PANEL_ID = 'sb-login-status-notifications';


function account(state: LoginState, locale: string, actions: LoginStatusActions): TemplateResult {
  const texts = loginStatusTexts(locale);
  if (state.status === 'checking') return html`<span class="sb-login-status__checking" aria-busy="true">${texts.checking}</span>`;
  if (state.status === 'logged-out') {
    return html`<button type="button" class="sb-login-status__primary" part="button login-button" @click=${actions.logIn}>${texts.logIn}</button>`;
  }
  return html`
    <span class="sb-login-status__name" part="username">${state.username}</span>
    <span class="sb-login-status__balance" part="balance">
      <span class="sb-visually-hidden">${texts.balance}: </span>${state.balance === null ? '…' : formatBalance(state.balance, state.currency, state.places, locale)}
    </span>
    <button type="button" part="button logout-button" @click=${actions.logOut}>${texts.logOut}</button>
  `;
}

function panel(model: LoginStatusViewModel, actions: LoginStatusActions): TemplateResult {
  const texts = loginStatusTexts(model.locale);
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') actions.closePanel();
  };
  return html`
    <div id=${PANEL_ID} class="sb-login-status__panel" part="notifications" role="region" aria-label=${texts.notifications(0)} ?hidden=${!model.panelOpen} @keydown=${onKeydown}>
      ${model.notifications.length === 0
        ? html`<p>${texts.noNotifications}</p>`
        : html`<ul>
              ${model.notifications.map((notification) => html`<li>${notificationText(notification, model.locale)}</li>`)}
            </ul>
            <button type="button" part="button clear-button" @click=${actions.clearNotifications}>${texts.clearNotifications}</button>`}
    </div>
  `;
}

/** The whole widget: the account row, the notifications toggle and list, and a live region. */
export function loginStatusView(model: LoginStatusViewModel, actions: LoginStatusActions): TemplateResult {
  const texts = loginStatusTexts(model.locale);
  const onToggleKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && model.panelOpen) actions.closePanel();
  };
  return html`
    <div class="sb-login-status" part="container" role="group" aria-label=${texts.account}>
      ${account(model.state, model.locale, actions)}
      <button
        type="button"
        class="sb-login-status__toggle"
        part="button notifications-button"
        aria-expanded=${model.panelOpen ? 'true' : 'false'}
        aria-controls=${PANEL_ID}
        aria-label=${texts.notifications(model.unread)}
        @click=${actions.togglePanel}
        @keydown=${onToggleKeydown}
      >
        <svg class="sb-login-status__bell" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"/></svg>${model.unread > 0 ? html`<span class="sb-login-status__count" aria-hidden="true">${model.unread}</span>` : nothing}
      </button>
      ${panel(model, actions)}
      <p class="sb-visually-hidden" role="status">${model.announcement}</p>
    </div>
  `;
}
