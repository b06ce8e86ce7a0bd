/**
 * The per-account cash-out push (docs/api.md "Cash-out push"), short keys like the live
 * feed's price payloads:
 *  - `cashout`: `{ bid, s, cv, pr }`: bet id; state `O` offered, `S` suspended (a price
 *    of the bet is changing or its market is suspended: no offer), `N` no offer (the bet
 *    cannot be cashed out, or left the open list); `cv` the whole cash-out value (null
 *    unless `O`); `pr` the bet's potential returns (a partial cash out lowers them);
 *  - `auto-cashout`: `{ bid, amount, balance }`: the operator executed the bet's auto
 *    cash-out rule, paid `amount`, and the wallet now holds `balance`.
 */
export interface CashOutPushPayload {
  bid: string;
  s: 'O' | 'S' | 'N';
  cv: number | null;
  pr: number;
}

export interface AutoCashOutPushPayload {
  bid: string;
  amount: number;
  balance: number;
}

export type DecodedCashOutMessage =
  | { kind: 'value'; betId: string; state: 'offered'; value: number; potentialReturns: number }
  | { kind: 'value'; betId: string; state: 'suspended' | 'none'; value: null; potentialReturns: number }
  | { kind: 'auto-cashed-out'; betId: string; amount: number; balance: number }
  | { kind: 'invalid'; reason: 'unknown-type' | 'bad-json' | 'bad-bet' | 'bad-state' | 'bad-amount' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An amount of money as the operator sends it: finite, not negative. */
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Reads one message of the cash-out push. Anything unreadable is `invalid` and never
 * applied: a value that is not a number must not become a button that pays "NaN".
 */
export function decodeCashOutMessage(type: string, data: string): DecodedCashOutMessage {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return { kind: 'invalid', reason: 'bad-json' };
  }
  if (!isRecord(payload) || typeof payload.bid !== 'string' || payload.bid === '') return { kind: 'invalid', reason: 'bad-bet' };
  const betId = payload.bid;
  if (type === 'auto-cashout') {
    if (!isAmount(payload.amount) || payload.amount === 0 || !isAmount(payload.balance)) return { kind: 'invalid', reason: 'bad-amount' };
    return { kind: 'auto-cashed-out', betId, amount: payload.amount, balance: payload.balance };
  }
  if (type !== 'cashout') return { kind: 'invalid', reason: 'unknown-type' };
  if (!isAmount(payload.pr)) return { kind: 'invalid', reason: 'bad-amount' };
  if (payload.s === 'O') {
    // An offer above the potential returns breaks core's rule (cashOutOffer): never shown.
    if (!isAmount(payload.cv) || payload.cv === 0 || payload.cv > payload.pr) return { kind: 'invalid', reason: 'bad-amount' };
    return { kind: 'value', betId, state: 'offered', value: payload.cv, potentialReturns: payload.pr };
  }
  if (payload.s === 'S' || payload.s === 'N') return { kind: 'value', betId, state: payload.s === 'S' ? 'suspended' : 'none', value: null, potentialReturns: payload.pr };
  return { kind: 'invalid', reason: 'bad-state' };
}
