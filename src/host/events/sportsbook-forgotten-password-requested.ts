/**
 * Fired, cancelable, when the bettor chooses "Forgotten your password?" in the login form.
 * `preventDefault()` means the host handles it; otherwise the sportsbook opens the operator's
 * page as `forgotten_password_mode` says (docs/account-cashier.md).
 */
export const SPORTSBOOK_FORGOTTEN_PASSWORD_REQUESTED = 'sportsbook-forgotten-password-requested';

/** What the host needs to open the operator's page itself. */
export interface SportsbookForgottenPasswordRequestedDetail {
  /** What the bettor asked for. */
  action: 'forgotten-password';
  /** The operator's address for it (the setting as configured), or null when none is set. */
  url: string | null;
  /** The sportsbook page the bettor was on (absolute): where to bring them back. */
  returnUrl: string;
  /** A suggested amount in major units (a slip refused for want of balance: the shortfall), or null. */
  amount: number | null;
}

export type SportsbookForgottenPasswordRequestedEvent = CustomEvent<SportsbookForgottenPasswordRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-forgotten-password-requested': SportsbookForgottenPasswordRequestedEvent;
  }
}
