import { describe, expect, it } from 'vitest';
import { withQuery } from '../../sportsPage/addressQuery';
import {
  betHistoryFiltersQuery,
  calendarDay,
  dayRange,
  exportFileName,
  pageCount,
  readBetHistoryFilters,
  readTransactionFilters,
  transactionFiltersQuery,
  transactionsApiQuery,
} from './historyFilters';

/** The bettor's local midnight (the runner's time zone), as an instant. */
const midnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('the transactions filters and the page address', () => {
  it('reads type, range and page from the query, dropping what it cannot use', () => {
    expect(readTransactionFilters('type=bet&from=2026-11-01&to=2026-11-28&page=3')).toEqual({ type: 'bet', from: '2026-11-01', to: '2026-11-28', page: 3 });
    expect(readTransactionFilters('')).toEqual({ type: null, from: null, to: null, page: 1 });
    expect(readTransactionFilters('type=jackpot&from=2026-02-30&to=yesterday&page=-2')).toEqual({ type: null, from: null, to: null, page: 1 });
    expect(readTransactionFilters('page=1.5').page).toBe(1);
    // A range given backwards is turned round.
    expect(readTransactionFilters('from=2026-11-28&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-28' });
  });

  it('writes the filters back so that reading the address gives them again, defaults left out', () => {
    const filters = { type: 'payout' as const, from: '2026-10-31', to: '2026-11-02', page: 2 };
    const address = withQuery('/en/account/transactions', 'lang=x', transactionFiltersQuery(filters));
    expect(address).toBe('/en/account/transactions?lang=x&type=payout&from=2026-10-31&to=2026-11-02&page=2');
    expect(readTransactionFilters(address.split('?')[1]!)).toEqual(filters);
    expect(withQuery('/en/account/transactions', 'type=bet&page=4', transactionFiltersQuery({ type: null, from: null, to: null, page: 1 }))).toBe('/en/account/transactions');
  });

  it('asks the operator for the whole last day and one page of 20', () => {
    expect(transactionsApiQuery({ type: 'bet', from: '2026-10-31', to: '2026-11-02', page: 2 })).toEqual({
      types: ['bet'],
      from: midnight(2026, 10, 31),
      before: midnight(2026, 11, 3),
      page: 2,
      pageSize: 20,
    });
    expect(transactionsApiQuery({ type: null, from: null, to: '2026-12-31', page: 1 })).toEqual({ before: midnight(2027, 1, 1), page: 1, pageSize: 20 });
    expect(dayRange('2028-02-28')).toEqual({ from: midnight(2028, 2, 28), before: midnight(2028, 2, 29) });
  });

  it('names the export after the range and counts pages', () => {
    expect(exportFileName({ type: null, from: '2026-11-01', to: '2026-11-28' }, '2026-11-29')).toBe('transactions_2026-11-01_to_2026-11-28.csv');
    expect(exportFileName({ type: 'deposit', from: null, to: null }, '2026-11-29')).toBe('transactions_start_to_2026-11-29_deposit.csv');
    expect([pageCount(0), pageCount(20), pageCount(21), pageCount(45)]).toEqual([1, 1, 2, 3]);
  });
});

describe('the bet history filters and the page address', () => {
  it('reads and writes a day and a result', () => {
    expect(readBetHistoryFilters('day=2026-11-28&result=cashed-out')).toEqual({ day: '2026-11-28', result: 'cashed-out' });
    expect(readBetHistoryFilters('day=28/11/2026&result=open')).toEqual({ day: null, result: null });
    expect(withQuery('/en/account/bets', '', betHistoryFiltersQuery({ day: '2026-11-28', result: 'won' }))).toBe('/en/account/bets?day=2026-11-28&result=won');
    expect([calendarDay('2026-02-29'), calendarDay('2028-02-29')]).toEqual([null, '2028-02-29']);
  });
});
