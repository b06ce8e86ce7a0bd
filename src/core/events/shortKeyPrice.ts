import type { CurrentPrice, Market } from '../catalogue/entities';
import { isDisplayablePrice, isPricePlaceholder } from '../odds/pricePlaceholder';

/** A price as the live feed sends it, in long names (spec 3 "Short-key price payload"). */
export interface FeedPrice {
  decimal: number;
  spread: number | null;
  spread2: number | null;
  format: string | null;
}

/** One price change, read from the short-key payload. */
export interface PriceUpdate {
  eventId: string;
  marketId: string;
  marketTypeId: number | null;
  periodTypeId: number | null;
  status: Market['status'] | null;
  hidden: boolean | null;
  outcomeId: string | null;
  currentPrice: FeedPrice | null;
  penultimatePrice: FeedPrice | null;
  antepenultimatePrice: FeedPrice | null;
}

export type PriceUpdateError = 'not-an-object' | 'missing-event-id' | 'missing-market-id' | 'bad-price' | 'bad-status';

export type PriceUpdateParse = { ok: true; update: PriceUpdate } | { ok: false; error: PriceUpdateError };

const STATUS_BY_KEY: Readonly<Record<string, Market['status']>> = Object.freeze({
  o: 'open',
  open: 'open',
  s: 'suspended',
  suspended: 'suspended',
  l: 'lts',
  lts: 'lts',
  c: 'closed',
  closed: 'closed',
  settled: 'settled',
  resulted: 'resulted',
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads { d, s0, s1, f }; undefined when absent, null-typed error when present but unusable. */
function readPrice(value: unknown): FeedPrice | null | 'bad' {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return 'bad';
  const decimal = typeof value.d === 'string' ? Number(value.d) : value.d;
  // A placeholder is a valid "no price"; anything else must be a real price above 1.
  if (typeof decimal !== 'number' || !(isPricePlaceholder(decimal) || isDisplayablePrice(decimal))) return 'bad';
  return { decimal, spread: numberOrNull(value.s0), spread2: numberOrNull(value.s1), format: typeof value.f === 'string' ? value.f : null };
}

/**
 * Parses one short-key payload: eid eventId, s status, mtid marketTypeId, ptid
 * periodTypeId, mid marketId, h hidden, oid outcomeId, cp currentPrice, pp penultimatePrice,
 * ap antepenultimatePrice, d decimal, s0 spread, s1 spread2, f format. Never throws; a
 * malformed payload gives a typed error and changes nothing, so a bad message can never
 * put NaN on a price button.
 */
export function parsePriceUpdate(payload: unknown): PriceUpdateParse {
  if (!isRecord(payload)) return { ok: false, error: 'not-an-object' };
  const eventId = idOf(payload.eid);
  if (eventId === null) return { ok: false, error: 'missing-event-id' };
  const marketId = idOf(payload.mid);
  if (marketId === null) return { ok: false, error: 'missing-market-id' };
  let status: Market['status'] | null = null;
  if (payload.s !== undefined && payload.s !== null) {
    const mapped = typeof payload.s === 'string' ? STATUS_BY_KEY[payload.s.toLowerCase()] : undefined;
    if (mapped === undefined) return { ok: false, error: 'bad-status' };
    status = mapped;
  }
  const prices = [readPrice(payload.cp), readPrice(payload.pp), readPrice(payload.ap)];
  if (prices.includes('bad')) return { ok: false, error: 'bad-price' };
  const [currentPrice, penultimatePrice, antepenultimatePrice] = prices as (FeedPrice | null)[];
  return {
    ok: true,
    update: {
      eventId,
      marketId,
      marketTypeId: numberOrNull(payload.mtid),
      periodTypeId: numberOrNull(payload.ptid),
      status,
      hidden: typeof payload.h === 'boolean' ? payload.h : null,
      outcomeId: idOf(payload.oid),
      currentPrice: currentPrice ?? null,
      penultimatePrice: penultimatePrice ?? null,
      antepenultimatePrice: antepenultimatePrice ?? null,
    },
  };
}

/** Which way a price moved, for the up/down flash; 'none' when either side is no price. */
export type PriceMove = 'up' | 'down' | 'none';

export function priceMove(previous: number, next: number): PriceMove {
  if (!isDisplayablePrice(previous) || !isDisplayablePrice(next) || previous === next) return 'none';
  return next > previous ? 'up' : 'down';
}

export interface PriceUpdateResult<T extends Market> {
  /** The same array when nothing changed. */
  markets: readonly T[];
  moves: readonly { outcomeId: string; move: PriceMove }[];
}

function toCurrentPrice(price: FeedPrice, previous: CurrentPrice): CurrentPrice {
  return { ...previous, decimal: price.decimal, spread: price.spread ?? previous.spread ?? null, spread2: price.spread2 ?? previous.spread2 ?? null };
}

/**
 * Applies a price update to an event's markets: the market's status, and for the named
 * outcome its hidden flag and current price. Unchanged markets and outcomes keep their
 * identity so only the price that moved re-renders. Applying the same update twice
 * changes nothing the second time. Statuses the UI does not show as such (settled,
 * resulted) are kept on the market for the removal rule to act on.
 */
export function applyPriceUpdate<T extends Market>(markets: readonly T[], update: PriceUpdate): PriceUpdateResult<T> {
  const moves: { outcomeId: string; move: PriceMove }[] = [];
  let changed = false;
  const next = markets.map((market) => {
    if (market.id !== update.marketId) return market;
    let outcomesChanged = false;
    const outcomes = market.outcomes.map((outcome) => {
      if (update.outcomeId === null || outcome.id !== update.outcomeId) return outcome;
      const previous = outcome.consolidatedPrice.currentPrice;
      const hidden = update.hidden ?? outcome.hidden;
      const price = update.currentPrice ? toCurrentPrice(update.currentPrice, previous) : previous;
      const samePrice = price.decimal === previous.decimal && price.spread === previous.spread && price.spread2 === previous.spread2;
      if (samePrice && hidden === outcome.hidden) return outcome;
      outcomesChanged = true;
      moves.push({ outcomeId: outcome.id, move: priceMove(previous.decimal, price.decimal) });
      return { ...outcome, ...(hidden === undefined ? {} : { hidden }), consolidatedPrice: { ...outcome.consolidatedPrice, currentPrice: price } };
    });
    const status: Market['status'] = update.status ?? market.status;
    if (!outcomesChanged && status === market.status) return market;
    changed = true;
    return { ...market, status, outcomes: outcomesChanged ? outcomes : market.outcomes };
  });
  return { markets: changed ? next : markets, moves };
}
