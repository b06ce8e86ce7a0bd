/**
 * The ES module entry. Importing it defines every sportsbook element (guarded, so a
 * second copy on the page is harmless) and exposes the runtime for hosts that script it.
 */
import { defineElement } from './defineElement';
import { SportsbookAppElement } from './sportsbook-app';
import { SportsbookBetslipElement } from './sportsbook-betslip';
import { SportsbookMybetsElement } from './sportsbook-mybets';
import { SportsbookEventElement } from './sportsbook-event';
import { SportsbookLiveNowElement } from './sportsbook-live-now';
import { SportsbookTopEventsElement } from './sportsbook-top-events';
import { SportsbookSearchElement } from './sportsbook-search';
import { SportsbookLoginStatusElement, provideLoginStatusParts } from './sportsbook-login-status';
import { createRuntimeSession, offerSessionToLoginStatus } from './loginStatus/runtimeSession';
import { lazyLoginStatusPresenter } from './loginStatus/loadLoginStatusPresenter';

defineElement('sportsbook-app', SportsbookAppElement);
defineElement('sportsbook-betslip', SportsbookBetslipElement);
defineElement('sportsbook-mybets', SportsbookMybetsElement);
// The widgets (docs/widgets.md): their classes are small; what they show loads when one connects.
defineElement('sportsbook-event', SportsbookEventElement);
defineElement('sportsbook-live-now', SportsbookLiveNowElement);
defineElement('sportsbook-top-events', SportsbookTopEventsElement);
defineElement('sportsbook-search', SportsbookSearchElement);
// Before the define, which upgrades widgets already on the page: they join this SDK's
// runtime at once, as does a <sportsbook-login-status> from the widget's own script (docs/franco.md).
offerSessionToLoginStatus();
// The widget's code here is its lifecycle and session; what it shows loads when one connects.
provideLoginStatusParts({ presenter: lazyLoginStatusPresenter, ownSession: createRuntimeSession });
defineElement('sportsbook-login-status', SportsbookLoginStatusElement);

export { SportsbookAppElement, SportsbookBetslipElement, SportsbookMybetsElement };
export { SportsbookEventElement, SportsbookLiveNowElement, SportsbookTopEventsElement, SportsbookSearchElement };
export { SportsbookLoginStatusElement };
export { getPageRuntime } from './pageRuntime';
export type { PageRuntime } from './pageRuntime';
export { setInteractionBlocked } from './interactionBlocker';
export { SDK_VERSION, version, SPORTSBOOK_READY, HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION, SPORTSBOOK_CAPABILITIES, RUNTIME_GRACE_MS } from './publicConstants';
export type { HostMessage, SportsbookReadyDetail, SportsbookReadyEvent } from '../src/host';
export type { Runtime, SportsbookSettings } from '../src/store';
export { ready } from './pageReady';
export type { SportsbookReadyInfo } from './pageReady';
export { init } from './init';
export { destroy } from './destroy';
export type { SportsbookElement, SportsbookElementAttributes, SportsbookElementMethods } from './publicTypes';
export type { SportsbookElementProps, SportsbookEventProps } from './jsx';
// The React JSX declarations travel with the package's types.
import './jsx';
export { SPORTSBOOK_LOGIN, SPORTSBOOK_LOGOUT, SPORTSBOOK_NAVIGATE, SPORTSBOOK_BET_PLACED, SPORTSBOOK_LOGIN_REQUESTED, SPORTSBOOK_DEPOSIT_REQUESTED, SPORTSBOOK_CONNECTION, SPORTSBOOK_BETSLIP_CHANGE } from './publicConstants';
export type { SportsbookLoginDetail, SportsbookLoginEvent, SportsbookLogoutDetail, SportsbookLogoutEvent, SportsbookLogoutReason, SportsbookNavigateDetail, SportsbookNavigateEvent, SportsbookBetPlacedDetail, SportsbookBetPlacedEvent } from '../src/host';
export type { SportsbookLoginRequestedDetail, SportsbookLoginRequestedEvent, SportsbookDepositRequestedDetail, SportsbookDepositRequestedEvent, SportsbookConnectionDetail, SportsbookConnectionEvent, SportsbookConnectionState, SportsbookBetslipChangeDetail, SportsbookBetslipChangeEvent } from '../src/host';
export { SPORTSBOOK_WITHDRAW_REQUESTED, SPORTSBOOK_REGISTRATION_REQUESTED, SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED } from './publicConstants';
export type { SportsbookWithdrawRequestedDetail, SportsbookWithdrawRequestedEvent, SportsbookRegistrationRequestedDetail, SportsbookRegistrationRequestedEvent, SportsbookForgottenPasswordRequestedDetail, SportsbookForgottenPasswordRequestedEvent } from '../src/host';
export { SPORTSBOOK_RESIZE } from './publicConstants';
export type { SportsbookResizeDetail, SportsbookResizeEvent } from '../src/host';
export { SPORTSBOOK_MAINTENANCE, SPORTSBOOK_UNAVAILABLE, SPORTSBOOK_AVAILABLE } from './publicConstants';
export type { SportsbookAvailabilityState, SportsbookMaintenanceDetail, SportsbookMaintenanceEvent, SportsbookUnavailableDetail, SportsbookUnavailableEvent, SportsbookAvailableDetail, SportsbookAvailableEvent } from '../src/host';
export { SPORTSBOOK_ERROR } from './publicConstants';
export type { SportsbookErrorDetail, SportsbookErrorEvent, SportsbookErrorRegion } from '../src/host';
