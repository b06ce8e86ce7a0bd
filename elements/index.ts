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
defineElement('sportsbook-login-status', SportsbookLoginStatusElement);
// A <sportsbook-login-status> from the widget's own script joins this SDK's runtime (docs/franco.md).
offerSessionToLoginStatus();

export { SportsbookAppElement, SportsbookBetslipElement, SportsbookMybetsElement };
export { SportsbookLoginStatusElement };
export { SPORTSBOOK_LOGIN, SPORTSBOOK_LOGOUT, SPORTSBOOK_LOGIN_REQUESTED } from '../src/host';
export type { SportsbookLoginDetail, SportsbookLoginEvent, SportsbookLogoutDetail, SportsbookLogoutEvent, SportsbookLoginRequestedDetail, SportsbookLoginRequestedEvent } from '../src/host';
export { getPageRuntime } from './pageRuntime';
export type { PageRuntime } from './pageRuntime';
export { SDK_VERSION, SPORTSBOOK_READY, HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from '../src/host';
export type { HostMessage, SportsbookReadyDetail, SportsbookReadyEvent } from '../src/host';
export type { Runtime, SportsbookSettings } from '../src/store';
