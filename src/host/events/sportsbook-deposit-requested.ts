/**
 * Fired, cancelable, when the bettor chooses Deposit (balance menu, a slip refused for want
 * of balance, the deposit page) or the desktop Cashier button (`action: 'cashier'`).
 * `preventDefault()` means the host handles it (its own cashier); otherwise the sportsbook
 * opens the operator's cashier as `cashier_mode` says (docs/account-cashier.md). In
 * `cashier_mode: host` the sportsbook does nothing more either way.
 */
export const SPORTSBOOK_DEPOSIT_REQUESTED = 'sportsbook-deposit-requested';

/** What the host needs to open the operator's page itself. */
export interface SportsbookDepositRequestedDetail {
  /** What the bettor asked for: Deposit, or the desktop Cashier button (the cashier's front page). */
  action: 'deposit' | 'cashier';
  /** The operator's address for it (the setting as configured), or null when none is set. */
  url: string | null;
  /** The sportsbook page the bettor was on (absolute): where to bring them back. */
  returnUrl: string;
  /** A suggested amount in major units (a slip refused for want of balance: the shortfall), or null. */
  amount: number | null;
}

export type SportsbookDepositRequestedEvent = CustomEvent<SportsbookDepositRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-deposit-requested': SportsbookDepositRequestedEvent;
  }
}
