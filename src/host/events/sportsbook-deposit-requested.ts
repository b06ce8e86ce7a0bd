/**
 * Fired, cancelable, when the bettor chooses Deposit. `preventDefault()` means the host
 * handles the deposit (its own cashier); otherwise the sportsbook follows the operator's
 * deposit address (the `deposit_url` setting).
 */
export const SPORTSBOOK_DEPOSIT_REQUESTED = 'sportsbook-deposit-requested';

/** Nothing to tell: the request itself is the news. */
export type SportsbookDepositRequestedDetail = Record<string, never>;

export type SportsbookDepositRequestedEvent = CustomEvent<SportsbookDepositRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-deposit-requested': SportsbookDepositRequestedEvent;
  }
}
