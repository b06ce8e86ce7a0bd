/**
 * The plain values of the public API (`window.Sportsbook` and the ES entry): event names,
 * the message envelope, the version, capabilities. Kept apart from everything that needs
 * the runtime so the script-tag loader (elements/iife.ts) can publish them synchronously,
 * before the ES build it pulls has arrived, without carrying any of it.
 */
export { SDK_VERSION, SDK_VERSION as version } from '../src/host/sdkVersion';
export { HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from '../src/host/hostMessage';
export { SPORTSBOOK_CAPABILITIES } from '../src/host/capabilities';
export { RUNTIME_GRACE_MS } from './runtimeGrace';
export { SPORTSBOOK_READY } from '../src/host/events/sportsbook-ready';
export { SPORTSBOOK_LOGIN } from '../src/host/events/sportsbook-login';
export { SPORTSBOOK_LOGOUT } from '../src/host/events/sportsbook-logout';
export { SPORTSBOOK_NAVIGATE } from '../src/host/events/sportsbook-navigate';
export { SPORTSBOOK_BET_PLACED } from '../src/host/events/sportsbook-bet-placed';
export { SPORTSBOOK_LOGIN_REQUESTED } from '../src/host/events/sportsbook-login-requested';
export { SPORTSBOOK_DEPOSIT_REQUESTED } from '../src/host/events/sportsbook-deposit-requested';
export { SPORTSBOOK_WITHDRAW_REQUESTED } from '../src/host/events/sportsbook-withdraw-requested';
export { SPORTSBOOK_REGISTRATION_REQUESTED } from '../src/host/events/sportsbook-registration-requested';
export { SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED } from '../src/host/events/sportsbook-forgotten-password-requested';
export { SPORTSBOOK_CONNECTION } from '../src/host/events/sportsbook-connection';
export { SPORTSBOOK_BETSLIP_CHANGE } from '../src/host/events/sportsbook-betslip-change';
export { SPORTSBOOK_RESIZE } from '../src/host/events/sportsbook-resize';
export { SPORTSBOOK_MAINTENANCE } from '../src/host/events/sportsbook-maintenance';
export { SPORTSBOOK_UNAVAILABLE } from '../src/host/events/sportsbook-unavailable';
export { SPORTSBOOK_AVAILABLE } from '../src/host/events/sportsbook-available';
export { SPORTSBOOK_ERROR } from '../src/host/events/sportsbook-error';
