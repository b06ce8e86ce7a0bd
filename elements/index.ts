/**
 * The ES module entry. Importing it defines every sportsbook element (guarded, so a
 * second copy on the page is harmless) and exposes the runtime for hosts that script it.
 */
import { defineElement } from './defineElement';
import { SportsbookAppElement } from './sportsbook-app';
import { SportsbookBetslipElement } from './sportsbook-betslip';
import { SportsbookMybetsElement } from './sportsbook-mybets';

defineElement('sportsbook-app', SportsbookAppElement);
defineElement('sportsbook-betslip', SportsbookBetslipElement);
defineElement('sportsbook-mybets', SportsbookMybetsElement);

export { SportsbookAppElement, SportsbookBetslipElement, SportsbookMybetsElement };
export { getPageRuntime } from './pageRuntime';
export type { PageRuntime } from './pageRuntime';
export { setInteractionBlocked } from './interactionBlocker';
export { SDK_VERSION, SPORTSBOOK_READY, HOST_MESSAGE_SOURCE, HOST_MESSAGE_VERSION } from '../src/host';
export type { HostMessage, SportsbookReadyDetail, SportsbookReadyEvent } from '../src/host';
export type { Runtime, SportsbookSettings } from '../src/store';
