/**
 * Fired whenever the player's sportsbook wallet balance changes (a poll, a bet, a cash
 * out), so a casino page can keep its own balance display in step.
 */
export const SPORTSBOOK_BALANCE = 'sportsbook-balance';

export interface SportsbookBalanceDetail {
  /** The sportsbook wallet's balance, in major units of `currency` (for example 1012.5). */
  balance: number;
  /** The player's ISO currency code, for example "EUR". */
  currency: string;
}

export type SportsbookBalanceEvent = CustomEvent<SportsbookBalanceDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-balance': SportsbookBalanceEvent;
  }
}
