/**
 * The ES module entry. Importing it defines every sportsbook element (guarded, so a
 * second copy on the page is harmless) and exposes the runtime for hosts that script it.
 */
import { defineElement } from './defineElement';
import { SportsbookAppElement } from './sportsbook-app';
import { SportsbookBetslipElement } from './sportsbook-betslip';
import { SportsbookMybetsElement } from './sportsbook-mybets';
import { SportsbookLoginStatusElement } from './sportsbook-login-status';
import { offerSessionToLoginStatus } from './loginStatus/runtimeSession';

defineElement('sportsbook-app', SportsbookAppElement);
defineElement('sportsbook-betslip', SportsbookBetslipElement);
defineElement('sportsbook-mybets', SportsbookMybetsElement);
// Before the define, which upgrades widgets already on the page: they join this SDK's
// runtime at once, as does a <sportsbook-login-status> from the widget's own script (docs/franco.md).
offerSessionToLoginStatus();
defineElement('sportsbook-login-status', SportsbookLoginStatusElement);

export { SportsbookAppElement, SportsbookBetslipElement, SportsbookMybetsElement };
export { SportsbookLoginStatusElement };
export { SPORTSBOOK_LOGIN, SPORTSBOOK_LOGOUT, SPORTSBOOK_LOGIN_REQUESTED } from '../src/host';
export type { SportsbookLoginDetail, SportsbookLoginEvent, SportsbookLogoutDetail, SportsbookLogoutEvent, SportsbookLoginRequestedDetail, SportsbookLoginRequestedEvent } from '../src/host';
export { getPageRuntime } from './pageRuntime';
export type { PageRuntime } from './pageRuntime';
export { SDK_VERSION, SPORTSBOOK_READY, HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from '../src/host';
export type { HostMessage, SportsbookReadyDetail, SportsbookReadyEvent } from '../src/host';
export type { Runtime, SportsbookSettings } from '../src/store';
