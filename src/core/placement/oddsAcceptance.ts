import { orderedSelections, type BetslipState } from '../betslipState/betslipState';

/**
 * Spec 3 "Player settings" userAcceptOdds: what the server may do when a price moved
 * between the bettor's screen and the placement. A: accept any change; H: accept a higher
 * price only; D (the default): accept none, ask the bettor.
 */
export type OddsAcceptance = 'A' | 'H' | 'D';

export const ODDS_ACCEPTANCES: readonly OddsAcceptance[] = ['A', 'H', 'D'];
export const DEFAULT_ODDS_ACCEPTANCE: OddsAcceptance = 'D';

export function parseOddsAcceptance(value: unknown): OddsAcceptance | null {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (ODDS_ACCEPTANCES as readonly string[]).includes(text) ? (text as OddsAcceptance) : null;
}

/**
 * The account keeps a boolean (spec 3 account preferences accept_higher_odds), coarser than
 * the three choices: A and H both accept a higher price, so both save as true.
 */
export function acceptHigherOddsPreference(choice: OddsAcceptance): boolean {
  return choice !== 'D';
}

/**
 * The choice an account's saved preference gives: false is D; true is H, unless this
 * device already chose A, which true also describes (A is kept, not narrowed to H).
 */
export function oddsAcceptanceFromAccount(acceptHigherOdds: boolean, deviceChoice: OddsAcceptance): OddsAcceptance {
  if (!acceptHigherOdds) return 'D';
  return deviceChoice === 'A' ? 'A' : 'H';
}

/** Whether the server would take a bet at `current` when the bettor agreed to `accepted`. */
export function acceptsPriceChange(choice: OddsAcceptance, accepted: number, current: number): boolean {
  if (accepted === current || choice === 'A') return true;
  return choice === 'H' && current > accepted;
}

/**
 * The selections whose live price moved in a way the bettor's setting does not accept:
 * the slip asks "Accept new prices" before placing instead of letting the server refuse.
 */
export function pricesNeedingConfirmation(state: BetslipState, choice: OddsAcceptance): string[] {
  return orderedSelections(state)
    .filter((selection) => !acceptsPriceChange(choice, selection.acceptedDecimal, selection.decimal))
    .map((selection) => selection.outcomeId);
}
