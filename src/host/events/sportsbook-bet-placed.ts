/** Fired once per placement the server accepted: a betslip or a jackpot coupon. */
export const SPORTSBOOK_BET_PLACED = 'sportsbook-bet-placed';

export interface SportsbookBetPlacedDetail {
  /** The server's reference for the placement, as the bettor's receipt shows it. */
  reference: string;
  /** Which slip placed it. */
  kind: 'betslip' | 'jackpot';
  /** How many bets the placement holds (a Trixie counts 4, a jackpot coupon its combinations). */
  betCount: number;
  /** What the placement cost, in major units of `currency` (for example 12.5). */
  totalStake: number;
  /** The ISO currency code of the stake, for example "EUR". */
  currency: string;
}

export type SportsbookBetPlacedEvent = CustomEvent<SportsbookBetPlacedDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-bet-placed': SportsbookBetPlacedEvent;
  }
}
