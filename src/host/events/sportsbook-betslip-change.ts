/**
 * Fired when selections are added to or removed from the betslip (not on price or stake
 * changes), so a host can show a betslip count.
 */
export const SPORTSBOOK_BETSLIP_CHANGE = 'sportsbook-betslip-change';

export interface SportsbookBetslipChangeDetail {
  /** How many selections the betslip holds. */
  count: number;
  /** The selections' outcome ids, in the betslip's order. */
  outcomeIds: string[];
}

export type SportsbookBetslipChangeEvent = CustomEvent<SportsbookBetslipChangeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sportsbook-betslip-change': SportsbookBetslipChangeEvent;
  }
}
