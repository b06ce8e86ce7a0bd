import { isDisplayablePrice } from '../odds/pricePlaceholder';
import { marketKeyOfType } from './marketKeys';

/** A runner of an outright or a race as the order needs it: its name and the bettor's price. */
export interface PricedRunner {
  id: string;
  name: string;
  /** Decimal; a placeholder or unusable price (no price yet, suspended) sorts last. */
  decimal: number;
  /** An outcome the feed hides or suspends: it cannot be backed now. */
  unavailable?: boolean;
}

/**
 * A field of runners, shown favourite first: a market of the outright type (a race's or a
 * golf event's win market), or any market of a long-term outright event (a league winner,
 * whose market type the feed may leave unset: the sandbox sends 0 for football's).
 */
export function isRunnerMarket(marketTypeId: number, eventIsOutright = false): boolean {
  return eventIsOutright || marketKeyOfType(marketTypeId) === 'OUTRIGHT';
}

const backable = (runner: PricedRunner) => runner.unavailable !== true && isDisplayablePrice(runner.decimal);

/**
 * The runners as books list them (docs/events.md "Runner order"): ascending by decimal
 * price, the favourite first; runners without a price to back (suspended, no price yet)
 * after every priced one; equal prices, and the unpriced among themselves, by name, then
 * by id, so the order never depends on the feed's.
 */
export function runnersByPrice(runners: readonly PricedRunner[]): string[] {
  return [...runners]
    .sort((a, b) => {
      const [aPriced, bPriced] = [backable(a), backable(b)];
      if (aPriced !== bPriced) return aPriced ? -1 : 1;
      if (aPriced && a.decimal !== b.decimal) return a.decimal - b.decimal;
      return a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    })
    .map((runner) => runner.id);
}
