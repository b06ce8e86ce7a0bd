import { dec } from '../decimal/exact';
import type { DepositLimitPeriod } from './jurisdictionProfiles';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows: a limit counts the deposits of the last 24 hours, 7 days or 30 days before now. */
export const DEPOSIT_LIMIT_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = Object.freeze({ daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS });

/** Raising or removing a limit takes effect this long after it was asked for. */
export const LIMIT_COOLING_OFF_MS = DAY_MS;

/** One period's limit: amounts are exact decimal strings in the account's currency (null: no limit). */
export interface DepositLimitRecord {
  amount: string | null;
  /** A raise or removal waiting out its cooling-off. */
  pending: { amount: string | null; effectiveAt: number } | null;
}

export type DepositLimits = Partial<Record<DepositLimitPeriod, DepositLimitRecord>>;

/** A deposit already made: when (ms) and how much (exact decimal string, positive). */
export interface PastDeposit {
  time: number;
  amount: string;
}

/** Why a deposit would break a limit: the period, its limit, what the window already holds and what is left. */
export interface DepositLimitRefusal {
  period: DepositLimitPeriod;
  limit: string;
  used: string;
  remaining: string;
}

const PERIODS: readonly DepositLimitPeriod[] = ['daily', 'weekly', 'monthly'];

/** The limits in force at `now`: a pending change whose cooling-off has passed has taken effect. */
export function limitsInForce(limits: DepositLimits, now: number): DepositLimits {
  const result: DepositLimits = {};
  for (const period of PERIODS) {
    const record = limits[period];
    if (!record) continue;
    if (record.pending && record.pending.effectiveAt <= now) {
      if (record.pending.amount !== null) result[period] = { amount: record.pending.amount, pending: null };
    } else if (record.amount !== null || record.pending) result[period] = record;
  }
  return result;
}

/**
 * The limits after the bettor asks for `amount` (null: remove) on `period` at `now`. A lower
 * limit, or a first one, applies at once (and drops any pending raise); a higher one or a
 * removal waits LIMIT_COOLING_OFF_MS as pending, the current limit staying in force meanwhile.
 * Asking for the limit in force again cancels a pending change.
 */
export function changeDepositLimit(limits: DepositLimits, period: DepositLimitPeriod, amount: string | null, now: number): DepositLimits {
  if (amount !== null && !(dec(amount).gt(0))) throw new RangeError(`A deposit limit must be a positive amount (got ${amount}).`);
  const inForce = limitsInForce(limits, now);
  const current = inForce[period]?.amount ?? null;
  const stricter = amount !== null && (current === null || dec(amount).lte(current));
  const next: DepositLimits = Object.fromEntries(Object.entries(inForce).filter(([key]) => key !== period));
  if (stricter) next[period] = { amount: dec(amount).toString(), pending: null };
  else if (current === null) return next;
  else if (amount !== null && dec(amount).eq(current)) next[period] = { amount: current, pending: null };
  else next[period] = { amount: current, pending: { amount: amount === null ? null : dec(amount).toString(), effectiveAt: now + LIMIT_COOLING_OFF_MS } };
  return next;
}

/** The sum of the deposits inside a rolling window ending at `now` (a deposit exactly one window old is outside it). */
export function depositedInWindow(deposits: readonly PastDeposit[], windowMs: number, now: number): string {
  return deposits.filter((deposit) => deposit.time > now - windowMs && deposit.time <= now).reduce((sum, deposit) => sum.plus(deposit.amount), dec(0)).toString();
}

/**
 * Whether a deposit of `amount` at `now` breaks a limit in force: the first period (daily,
 * weekly, monthly) whose window would then hold more than its limit. Reaching the limit
 * exactly is allowed. null: the deposit may go ahead.
 */
export function depositLimitBreach(limits: DepositLimits, deposits: readonly PastDeposit[], amount: string, now: number): DepositLimitRefusal | null {
  const inForce = limitsInForce(limits, now);
  for (const period of PERIODS) {
    const limit = inForce[period]?.amount;
    if (limit === null || limit === undefined) continue;
    const used = dec(depositedInWindow(deposits, DEPOSIT_LIMIT_WINDOW_MS[period], now));
    if (used.plus(amount).gt(limit)) {
      const left = dec(limit).minus(used);
      return { period, limit: dec(limit).toString(), used: used.toString(), remaining: (left.gt(0) ? left : dec(0)).toString() };
    }
  }
  return null;
}
