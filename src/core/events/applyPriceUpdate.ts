import type { CurrentPrice, Market, Outcome, SportEvent } from '../catalogue/entities';
import { isDisplayablePrice, isPricePlaceholder } from '../odds/pricePlaceholder';
import { withoutRemovedMarkets } from './marketStatus';
import { priceMove, type PriceMove } from './priceMove';
import type { FeedPrice, PriceUpdate } from './shortKeyPrice';

/** One outcome whose price or hidden flag changed, and which way its price went. */
export interface OutcomeMove {
  outcomeId: string;
  move: PriceMove;
}

export interface PriceUpdateResult<T extends Market> {
  /** The same array when nothing changed. */
  markets: readonly T[];
  /** Only the outcomes that changed; empty when nothing did. */
  moves: readonly OutcomeMove[];
}

export interface EventPriceUpdateResult<E extends SportEvent> {
  /** The same event when nothing changed. */
  event: E;
  moves: readonly OutcomeMove[];
}

type Consolidated = Outcome['consolidatedPrice'];

/**
 * A price is taken only when it is a real decimal or a placeholder; anything else (NaN
 * from a hand-built update) is ignored, so applying never produces NaN. Spreads that
 * are not finite count as absent.
 */
const isUsable = (price: FeedPrice | null): price is FeedPrice => price !== null && (isPricePlaceholder(price.decimal) || isDisplayablePrice(price.decimal));
const finiteOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const samePrice = (a: CurrentPrice | null | undefined, b: CurrentPrice): boolean =>
  a !== null && a !== undefined && a.decimal === b.decimal && (a.spread ?? null) === (b.spread ?? null) && (a.spread2 ?? null) === (b.spread2 ?? null);

/**
 * The feed's price over the one we hold. A spread the update leaves out keeps the held
 * one: the payload cannot tell "no spread" from "spread unchanged", and a handicap line
 * losing its spread would show a wrong bet.
 */
function mergedPrice(feed: FeedPrice, previous: CurrentPrice | null | undefined): CurrentPrice {
  return {
    ...previous,
    decimal: feed.decimal,
    spread: finiteOrNull(feed.spread) ?? previous?.spread ?? null,
    spread2: finiteOrNull(feed.spread2) ?? previous?.spread2 ?? null,
  };
}

/** The outcome's consolidated prices with the update's current, penultimate and antepenultimate prices; the same object when none moved. */
function updatedPrices(consolidated: Consolidated, update: PriceUpdate): Consolidated {
  const next: { -readonly [K in keyof Consolidated]: Consolidated[K] } = { ...consolidated };
  let changed = false;
  const take = (feed: FeedPrice | null, key: 'currentPrice' | 'penultimatePrice' | 'antepenultimatePrice'): void => {
    if (!isUsable(feed)) return;
    const price = mergedPrice(feed, consolidated[key]);
    if (samePrice(consolidated[key], price)) return;
    next[key] = price;
    changed = true;
  };
  take(update.currentPrice, 'currentPrice');
  take(update.penultimatePrice, 'penultimatePrice');
  take(update.antepenultimatePrice, 'antepenultimatePrice');
  return changed ? next : consolidated;
}

/**
 * Applies one price update to markets (spec 3 short-key payload): the market's status,
 * and for the named outcome its hidden flag and prices. The market must match both the
 * update's marketId and eventId. An outcome the market does not hold is not created (the
 * update carries no description). Unchanged markets and outcomes keep their identity, so
 * only the price that moved re-renders, and applying the same update twice changes
 * nothing the second time. Placeholder prices are stored as they come (the display shows
 * no price) and their move is 'none'. Removal is left to the caller (withoutRemovedMarkets),
 * so a status-only update stays visible in the result.
 */
export function applyPriceUpdate<T extends Market>(markets: readonly T[], update: PriceUpdate): PriceUpdateResult<T> {
  const moves: OutcomeMove[] = [];
  let changed = false;
  const next = markets.map((market) => {
    if (market.id !== update.marketId || market.eventId !== update.eventId) return market;
    let outcomesChanged = false;
    const outcomes = market.outcomes.map((outcome) => {
      if (update.outcomeId === null || outcome.id !== update.outcomeId) return outcome;
      const consolidatedPrice = updatedPrices(outcome.consolidatedPrice, update);
      const wasHidden = outcome.hidden === true;
      const hidden = update.hidden ?? wasHidden;
      if (consolidatedPrice === outcome.consolidatedPrice && hidden === wasHidden) return outcome;
      outcomesChanged = true;
      moves.push({ outcomeId: outcome.id, move: priceMove(outcome.consolidatedPrice.currentPrice.decimal, consolidatedPrice.currentPrice.decimal) });
      return { ...outcome, hidden, consolidatedPrice };
    });
    const status = update.status ?? market.status;
    if (!outcomesChanged && status === market.status) return market;
    changed = true;
    return { ...market, status, outcomes: outcomesChanged ? outcomes : market.outcomes };
  });
  return { markets: changed ? next : markets, moves };
}

/**
 * Applies a price update to an event, when it is the update's event. Spec 4: a price
 * update is a live change, so a market it leaves lts, settled, resulted, closed or with
 * every outcome hidden is removed from the event here.
 */
export function applyPriceUpdateToEvent<E extends SportEvent>(event: E, update: PriceUpdate): EventPriceUpdateResult<E> {
  if (event.id !== update.eventId) return { event, moves: [] };
  const { markets, moves } = applyPriceUpdate(event.markets, update);
  if (markets === event.markets) return { event, moves };
  return { event: { ...event, markets: withoutRemovedMarkets(markets) }, moves };
}
