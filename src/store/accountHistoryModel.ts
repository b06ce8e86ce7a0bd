import type { ReadonlySignal } from '@preact/signals-core';
import type { QueryClient } from '@tanstack/query-core';
import type { ApiBet, ApiTransaction, TransactionsPage, TransactionsQuery } from '../api';

export type { ApiTransaction as AccountTransaction, TransactionsPage, TransactionsQuery } from '../api';

/** Spec 9: settled bets shows the last 50 (the daily call takes the same count). */
const SETTLED_COUNT = 50;
/** The largest page the transactions call serves (docs/account-history.md): the export reads in pages of this size. */
export const TRANSACTIONS_EXPORT_PAGE_SIZE = 100;
/** Never more pages than this for one export (100 000 rows): a runaway total cannot loop for ever. */
const MAX_EXPORT_PAGES = 1000;

export interface AccountHistoryDependencies {
  serverState: QueryClient;
  accounts: { transactions(accountId: string, query?: TransactionsQuery): Promise<TransactionsPage> };
  bets: { settledBets(numberOfBets?: number, range?: { from: string; before: string }): Promise<{ bets: ApiBet[] }> };
  /** The logged-in player's account id (alsPlayerId), null when logged out. */
  accountId: ReadonlySignal<string | null>;
}

export interface AccountHistoryModel {
  /** One page of the bettor's transactions, filtered and paged by the operator. */
  transactions(query: TransactionsQuery): Promise<TransactionsPage>;
  /** Every transaction matching the filters (all pages), for the export. */
  allTransactions(query: Omit<TransactionsQuery, 'page' | 'pageSize'>): Promise<{ transactions: ApiTransaction[]; currency: string | null }>;
  /** The last 50 settled bets, or those settled in a range (one day: the daily settled call). */
  settledBets(range?: { from: string; before: string }): Promise<readonly ApiBet[]>;
}

/**
 * The account history pages' calls (issue 21): transactions and settled bets, asked when a
 * page shows them, through the server-state cache so that logging out drops them
 * (invalidateAccountData) and a page revisited within seconds is answered from memory.
 */
export function createAccountHistoryModel({ serverState, accounts, bets, accountId }: AccountHistoryDependencies): AccountHistoryModel {
  const account = (): string => {
    const id = accountId.peek();
    if (id === null) throw new Error('Log in to see the account history: there is no account to ask for it.');
    return id;
  };
  return {
    async transactions(query) {
      const id = account();
      return serverState.fetchQuery({ queryKey: ['transactions', id, query], queryFn: () => accounts.transactions(id, query), staleTime: 5_000 });
    },
    async allTransactions(query) {
      const id = account();
      const rows: ApiTransaction[] = [];
      let currency: string | null = null;
      for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
        const answer = await accounts.transactions(id, { ...query, page, pageSize: TRANSACTIONS_EXPORT_PAGE_SIZE });
        rows.push(...answer.transactions);
        currency = answer.currency ?? currency;
        // Done at the total, or (an operator that sends none) at a page that is not full.
        const done = answer.total === undefined ? answer.transactions.length < TRANSACTIONS_EXPORT_PAGE_SIZE : rows.length >= answer.total;
        if (done || answer.transactions.length === 0) break;
      }
      return { transactions: rows, currency };
    },
    async settledBets(range) {
      account();
      const key = range ? ['settledbets-range', accountId.peek(), range.from, range.before] : ['settledbets-history', accountId.peek()];
      return serverState.fetchQuery({ queryKey: key, queryFn: async () => (await bets.settledBets(SETTLED_COUNT, range)).bets, staleTime: 5_000 });
    },
  };
}
