import type { APIRequestContext, Page } from '@playwright/test';
import Big from 'big.js';

/**
 * What the operator recorded for the logged-in player, read from the sandbox's API with
 * the page's own session (the bettor's token), never from what the page shows: the bets
 * (open bets) and the balance, as exact decimals.
 */
export interface OperatorRecord {
  bets: { reference: string; totalStake: Big }[];
  balance: Big;
}

export async function operatorRecord(page: Page, request: APIRequestContext, account: { username: string; accountId: string }): Promise<OperatorRecord> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  if (!token) throw new Error('No session token in the page: log the player in first.');
  const headers = { authorization: `Bearer ${token}` };
  const bets = await request.get(`/xapi/bet/account/${account.accountId}/openbets`, { headers });
  const balance = await request.get(`/xapi/icore/players/${account.username}/balance/sportsbook`, { headers });
  if (!bets.ok() || !balance.ok()) throw new Error(`The operator's record could not be read: open bets ${bets.status()}, balance ${balance.status()}.`);
  const open = (await bets.json()) as { bets: { reference: string; totalStake: number }[] };
  const wallet = (await balance.json()) as { wallets: { name: string; balance: number }[] };
  // JSON numbers of two decimals print back exactly as the decimal string they were written from.
  return {
    bets: open.bets.map((bet) => ({ reference: bet.reference, totalStake: new Big(String(bet.totalStake)) })),
    balance: new Big(String(wallet.wallets.find((entry) => entry.name === 'sportsbook')?.balance ?? Number.NaN)),
  };
}
