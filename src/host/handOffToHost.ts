import type { Runtime } from '../store';
import { SPORTSBOOK_DEPOSIT_REQUESTED } from './events/sportsbook-deposit-requested';
import { SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED } from './events/sportsbook-forgotten-password-requested';
import { SPORTSBOOK_LOGIN_REQUESTED } from './events/sportsbook-login-requested';
import { SPORTSBOOK_REGISTRATION_REQUESTED } from './events/sportsbook-registration-requested';
import { SPORTSBOOK_WITHDRAW_REQUESTED } from './events/sportsbook-withdraw-requested';
import type { PageEventChannel } from './pageEvents';

/** The event each operator page action is announced with (docs/account-cashier.md "Host events"). */
export const OPERATOR_PAGE_EVENTS = {
  deposit: SPORTSBOOK_DEPOSIT_REQUESTED,
  cashier: SPORTSBOOK_DEPOSIT_REQUESTED,
  withdraw: SPORTSBOOK_WITHDRAW_REQUESTED,
  register: SPORTSBOOK_REGISTRATION_REQUESTED,
  'forgotten-password': SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED,
} as const;

/**
 * Lets the host page take over login and the operator's pages. Before our login dialog
 * opens (or a deposit, a withdrawal, Join, forgotten password starts) a cancelable event
 * goes to the page; preventDefault() there means the host handles it. A parent frame
 * cannot cancel across frames, so framed with a host-origin in mode "embedded" the host is
 * taken to handle them all: it hears the message and the sportsbook does nothing more.
 */
export function handOffToHost(runtime: Runtime, channel: PageEventChannel): () => void {
  const hostHandles = () => channel.framedWithHost() && runtime.config.mode.peek() === 'embedded';
  const ask = (type: string, detail: unknown) => {
    const notPrevented = channel.dispatch(type, detail, true);
    return notPrevented && !hostHandles();
  };
  runtime.store.ui.setHostHandoff({
    login: () => ask(SPORTSBOOK_LOGIN_REQUESTED, {}),
    operatorPage: (request) => ask(OPERATOR_PAGE_EVENTS[request.action], { action: request.action, url: request.url, returnUrl: request.returnUrl, amount: request.amount }),
  });
  return () => runtime.store.ui.setHostHandoff(null);
}
