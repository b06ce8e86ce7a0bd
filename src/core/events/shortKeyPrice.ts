import type { Market } from '../catalogue/entities';
import { isDisplayablePrice, isPricePlaceholder } from '../odds/pricePlaceholder';

/** A price as the live feed sends it ({ d, s0, s1, f }), in long names (spec 3). */
export interface FeedPrice {
  /** A decimal above 1, or a placeholder (spec 9) meaning "no price". Never NaN. */
  decimal: number;
  spread: number | null;
  spread2: number | null;
  format: string | null;
}

/** One price change, read from the short-key payload (spec 3); null where the payload left a key out. */
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

export type PriceUpdateError =
  | 'not-an-object'
  | 'missing-event-id'
  | 'missing-market-id'
  | 'bad-outcome-id'
  | 'bad-status'
  | 'bad-hidden'
  | 'bad-market-type-id'
  | 'bad-period-type-id'
  | 'bad-price';

export type PriceUpdateParse = { ok: true; update: PriceUpdate } | { ok: false; error: PriceUpdateError };

/**
 * The spec names the key `s` but not its values: the feed's letters (O, S, L, C) and the
 * long names, any case. settled and resulted are kept so the removal rule can act on them.
 */
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

/** Marks a key that is present but unreadable; absent keys (undefined or null) read as null. */
const BAD = Symbol('bad');
type Read<T> = T | null | typeof BAD;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const WHOLE_TEXT = /^\d+$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** An id: a non-empty string, or a whole number (the feed sends both). */
function readId(value: unknown): Read<string> {
  if (isAbsent(value)) return null;
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return BAD;
}

/** A finite number, or its decimal text; never NaN or Infinity. */
function readNumber(value: unknown): Read<number> {
  if (isAbsent(value)) return null;
  const number = typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : BAD;
}

/** A type id: a whole number >= 0, or its digits. */
function readTypeId(value: unknown): Read<number> {
  if (isAbsent(value)) return null;
  const number = typeof value === 'string' && WHOLE_TEXT.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : BAD;
}

function readStatus(value: unknown): Read<Market['status']> {
  if (isAbsent(value)) return null;
  return (typeof value === 'string' ? STATUS_BY_KEY[value.trim().toLowerCase()] : undefined) ?? BAD;
}

function readHidden(value: unknown): Read<boolean> {
  if (isAbsent(value)) return null;
  return typeof value === 'boolean' ? value : BAD;
}

/**
 * Reads { d, s0, s1, f }. A placeholder (spec 9: -1, -123456789e10) is a valid "no price"
 * and is kept as such; any other d must be a real decimal above 1. A price that is there
 * but unreadable is an error, not a silent "no price".
 */
function readPrice(value: unknown): Read<FeedPrice> {
  if (isAbsent(value)) return null;
  if (!isRecord(value)) return BAD;
  const decimal = readNumber(value.d);
  if (decimal === null || decimal === BAD || !(isPricePlaceholder(decimal) || isDisplayablePrice(decimal))) return BAD;
  const spread = readNumber(value.s0);
  const spread2 = readNumber(value.s1);
  if (spread === BAD || spread2 === BAD) return BAD;
  if (!isAbsent(value.f) && typeof value.f !== 'string') return BAD;
  return { decimal, spread, spread2, format: typeof value.f === 'string' ? value.f : null };
}

const fail = (error: PriceUpdateError): PriceUpdateParse => ({ ok: false, error });

/**
 * Parses one short-key payload (spec 3): eid eventId, s status, mtid marketTypeId, ptid
 * periodTypeId, mid marketId, h hidden, oid outcomeId, cp currentPrice, pp
 * penultimatePrice, ap antepenultimatePrice, d decimal, s0 spread, s1 spread2, f format.
 * eid and mid are required; every other key may be left out (a payload without oid
 * changes the market's status only). Never throws: a malformed payload gives a typed
 * error and changes nothing, so a bad message can never put NaN on a price button.
 * Unknown keys are ignored.
 */
export function parsePriceUpdate(payload: unknown): PriceUpdateParse {
  if (!isRecord(payload)) return fail('not-an-object');
  const eventId = readId(payload.eid);
  if (eventId === null || eventId === BAD) return fail('missing-event-id');
  const marketId = readId(payload.mid);
  if (marketId === null || marketId === BAD) return fail('missing-market-id');
  const outcomeId = readId(payload.oid);
  if (outcomeId === BAD) return fail('bad-outcome-id');
  const status = readStatus(payload.s);
  if (status === BAD) return fail('bad-status');
  const hidden = readHidden(payload.h);
  if (hidden === BAD) return fail('bad-hidden');
  const marketTypeId = readTypeId(payload.mtid);
  if (marketTypeId === BAD) return fail('bad-market-type-id');
  const periodTypeId = readTypeId(payload.ptid);
  if (periodTypeId === BAD) return fail('bad-period-type-id');
  const currentPrice = readPrice(payload.cp);
  const penultimatePrice = readPrice(payload.pp);
  const antepenultimatePrice = readPrice(payload.ap);
  if (currentPrice === BAD || penultimatePrice === BAD || antepenultimatePrice === BAD) return fail('bad-price');
  return {
    ok: true,
    update: { eventId, marketId, marketTypeId, periodTypeId, status, hidden, outcomeId, currentPrice, penultimatePrice, antepenultimatePrice },
  };
}
