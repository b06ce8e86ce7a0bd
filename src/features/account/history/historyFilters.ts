import type { TransactionsQuery } from '../../../store';

/** The transaction types the operator records (docs/account-history.md), in the filter's order. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bet', 'payout', 'refund', 'cashout', 'bonus'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Rows per page of the transactions table (issue 21). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The transactions page's filters, as its address keeps them (`?type=bet&from=2026-11-01&to=2026-11-28&page=2`). */
export interface TransactionFilters {
  type: TransactionType | null;
  /** The bettor's calendar days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
}

/** The bet history page's filters (`?day=2026-11-28&result=won`). */
export const BET_RESULTS = ['won', 'lost', 'void', 'cashed-out'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export interface BetHistoryFilters {
  /** One day's settled bets (the daily settled call); null: the last 50. */
  day: string | null;
  result: BetResult | null;
}

/** A real calendar day written YYYY-MM-DD, or null (2026-02-30 is not one). */
export function calendarDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;

/**
 * The filters a page address holds. Anything it cannot use is dropped rather than refused
 * (a shared link with a typo still opens the page); a range given backwards is turned round.
 */
export function readTransactionFilters(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  let from = calendarDay(params.get('from'));
  let to = calendarDay(params.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const page = Number(params.get('page') ?? '1');
  return { type: pick(params.get('type'), TRANSACTION_TYPES), from, to, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The query changes that write `filters` into the address (null removes a default). */
export function transactionFiltersQuery(filters: TransactionFilters): Record<string, string | null> {
  return { type: filters.type, from: filters.from, to: filters.to, page: filters.page > 1 ? String(filters.page) : null };
}

export function readBetHistoryFilters(search: string): BetHistoryFilters {
  const params = new URLSearchParams(search);
  return { day: calendarDay(params.get('day')), result: pick(params.get('result'), BET_RESULTS) };
}

export function betHistoryFiltersQuery(filters: BetHistoryFilters): Record<string, string | null> {
  return { day: filters.day, result: filters.result };
}

/**
 * The instant the bettor's calendar day starts, in their own time zone (the browser's):
 * a day the bettor picks is their midnight to midnight, not UTC's.
 */
export function dayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** The day after, YYYY-MM-DD. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** One whole day as the operator's range: from its start (inclusive) to the next day's start (exclusive). */
export function dayRange(day: string): { from: string; before: string } {
  return { from: dayStart(day), before: dayStart(nextDay(day)) };
}

/** The operator's query for the filters: the range's days as instants (`to` included whole), one page. */
export function transactionsApiQuery(filters: TransactionFilters, pageSize = TRANSACTIONS_PAGE_SIZE): TransactionsQuery {
  return {
    ...(filters.type ? { types: [filters.type] } : {}),
    ...(filters.from ? { from: dayStart(filters.from) } : {}),
    ...(filters.to ? { before: dayStart(nextDay(filters.to)) } : {}),
    page: filters.page,
    pageSize,
  };
}

/** The export's file name, named after the range: transactions_2026-11-01_to_2026-11-28.csv. */
export function exportFileName(filters: Pick<TransactionFilters, 'from' | 'to' | 'type'>, today: string): string {
  return `transactions_${filters.from ?? 'start'}_to_${filters.to ?? today}${filters.type ? `_${filters.type}` : ''}.csv`;
}

/** Pages needed for `total` rows (at least one: an empty range is page 1 of 1). */
export function pageCount(total: number, pageSize = TRANSACTIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
