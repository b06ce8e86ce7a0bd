/**
 * Fired, cancelable, when a logged-out bettor chooses Join. `preventDefault()` means the host
 * handles it (its own sign-up); otherwise the sportsbook opens the operator's registration
 * page as `registration_mode` says (docs/account-cashier.md).
 */
export const SPORTSBOOK_REGISTRATION_REQUESTED = 'sportsbook-registration-requested';

/** What the host needs to open the operator's page itself. */
export interface SportsbookRegistrationRequestedDetail {
  /** What the bettor asked for. */
  action: 'register';
  /** The operator's address for it (the setting as configured), or null when none is set. */
  url: string | null;
  /** The sportsbook page the bettor was on (absolute): where to bring them back. */
  returnUrl: string;
  /** A suggested amount in major units (a slip refused for want of balance: the shortfall), or null. */
  amount: number | null;
}

export type SportsbookRegistrationRequestedEvent = CustomEvent<SportsbookRegistrationRequestedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-registration-requested': SportsbookRegistrationRequestedEvent;
  }
}
