import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { TransactionsQuery } from '../api';
import { createAccountHistoryModel } from './accountHistoryModel';
import { createServerStateClient } from './serverState';

const row = (index: number) => ({ id: `T${index}`, time: '2026-11-28T10:00:00.000Z', type: 'deposit', amount: 1, balanceAfter: index, reference: null, description: null });

function model(total: number | undefined, rows: number, accountId: string | null = '3201') {
  const asked: TransactionsQuery[] = [];
  const history = createAccountHistoryModel({
    serverState: createServerStateClient(),
    accountId: signal(accountId),
    bets: { settledBets: async () => ({ bets: [] }) },
    accounts: {
      async transactions(_account, query = {}) {
        asked.push(query);
        const start = ((query.page ?? 1) - 1) * (query.pageSize ?? 20);
        const page = Array.from({ length: Math.max(0, Math.min(query.pageSize ?? 20, rows - start)) }, (_, index) => row(start + index));
        return { transactions: page, total, page: query.page ?? 1, pageSize: query.pageSize, currency: 'EUR' };
      },
    },
  });
  return { history, asked };
}

describe('the account history model', () => {
  it('exports every page of 100 until the total is reached, with the filters on each request', async () => {
    const { history, asked } = model(250, 250);
    const all = await history.allTransactions({ types: ['deposit'], from: '2026-11-01T00:00:00.000Z' });
    expect(all.transactions.map((entry) => entry.id)).toEqual(Array.from({ length: 250 }, (_, index) => `T${index}`));
    expect(all.currency).toBe('EUR');
    expect(asked).toEqual([1, 2, 3].map((page) => ({ types: ['deposit'], from: '2026-11-01T00:00:00.000Z', page, pageSize: 100 })));
  });

  it('without a total from the operator, stops at a page that is not full (or empty)', async () => {
    const short = model(undefined, 130);
    expect((await short.history.allTransactions({})).transactions).toHaveLength(130);
    expect(short.asked.map((query) => query.page)).toEqual([1, 2]);
    const even = model(undefined, 200);
    expect((await even.history.allTransactions({})).transactions).toHaveLength(200);
    expect(even.asked.map((query) => query.page)).toEqual([1, 2, 3]);
  });

  it('refuses to ask without a logged-in account', async () => {
    const { history, asked } = model(1, 1, null);
    await expect(history.transactions({ page: 1 })).rejects.toThrow('Log in to see the account history');
    expect(asked).toEqual([]);
  });
});
