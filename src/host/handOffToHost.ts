import type { Runtime } from '../store';
import { SPORTSBOOK_DEPOSIT_REQUESTED } from './events/sportsbook-deposit-requested';
import { SPORTSBOOK_LOGIN_REQUESTED } from './events/sportsbook-login-requested';
import type { PageEventChannel } from './pageEvents';

/**
 * Lets the host page take over login and deposit. Before our login dialog opens (or a
 * deposit starts) a cancelable event goes to the page; preventDefault() there means the
 * host handles it. A parent frame cannot cancel across frames, so framed with a
 * host-origin in mode "embedded" the host is taken to handle both: it hears the
 * message and the sportsbook does nothing more.
 */
export function handOffToHost(runtime: Runtime, channel: PageEventChannel): () => void {
  const hostHandles = () => channel.framedWithHost() && runtime.config.mode.peek() === 'embedded';
  const ask = (type: string) => {
    const notPrevented = channel.dispatch(type, {}, true);
    return notPrevented && !hostHandles();
  };
  runtime.store.ui.setHostHandoff({
    login: () => ask(SPORTSBOOK_LOGIN_REQUESTED),
    deposit: () => ask(SPORTSBOOK_DEPOSIT_REQUESTED),
  });
  return () => runtime.store.ui.setHostHandoff(null);
}
