/**
 * Fired, cancelable, when the bettor chooses Withdraw (balance menu, the withdraw page).
 * `preventDefault()` means the host handles it; otherwise the sportsbook opens the operator's
 * withdraw page as `cashier_mode` says (docs/account-cashier.md).
 */
export const SPORTSBOOK_WITHDRAW_REQUESTED = 'sportsbook-withdraw-requested';

/** What the host needs to open the operator's page itself. */
export interface SportsbookWithdrawRequestedDetail {
  /** What the bettor asked for. */
  action: 'withdraw';
  /** The operator's address for it (the setting as configured), or null when none is set. */
  url: string | null;
  /** The sportsbook page the bettor was on (absolute): where to bring them back. */
  returnUrl: string;
  /** A suggested amount in major units (a slip refused for want of balance: the shortfall), or null. */
  amount: number | null;
}

export type SportsbookWithdrawRequestedEvent = CustomEvent<SportsbookWithdrawRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-withdraw-requested': SportsbookWithdrawRequestedEvent;
  }
}
