export { createHostBridge } from './createHostBridge';
export type { BridgeWindow, HostBridge } from './createHostBridge';
export { createHostMessage, HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from './hostMessage';
export type { HostMessage } from './hostMessage';
export { SDK_VERSION } from './sdkVersion';
export { SPORTSBOOK_READY } from './events/sportsbook-ready';
export type { SportsbookReadyDetail, SportsbookReadyEvent } from './events/sportsbook-ready';
export { SPORTSBOOK_LANGUAGE } from './events/sportsbook-language';
export type { SportsbookLanguageDetail, SportsbookLanguageEvent } from './events/sportsbook-language';
