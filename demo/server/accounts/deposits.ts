import { Big, formatAmount } from '../../../src/core/index';
import { OPERATOR_CURRENCIES, operatorPrecision } from '../content/operatorCurrencies';
import type { Transaction } from '../sandboxState';
import type { Accounts } from './accounts';

export type CashierOperation = 'deposit' | 'withdrawal';

export type CashierResult =
  | { ok: true; transaction: Transaction; balance: string; currency: string }
  | { ok: false; code: 'bad-amount' | 'over-withdrawable' | 'no-account' | 'deposit-limit'; message: string; body?: Record<string, unknown> };

/**
 * A rule a deposit must pass before it is taken (the safer-gambling deposit limits,
 * depositLimits.ts): its refusal in words, and the body a route answers with (409), or null.
 */
export type DepositCheck = (accountId: string, amount: string, currency: string) => { message: string; body: Record<string, unknown> } | null;

const NO_CHECK: DepositCheck = () => null;

/** What a player may take out now: the sportsbook wallet's balance (as the balance call reports it). */
export function withdrawable(accounts: Accounts, accountId: string): Big {
  return new Big(accounts.wallet(accountId).balance);
}

/**
 * The one way the sandbox moves a player's money in or out (issue 21): the deposits API
 * route and the operator's cashier page both come here. The amount is exact decimal text
 * (or a number) in the player's currency: positive, at most the currency's places; a
 * withdrawal above what may be withdrawn is refused with a message that says the most.
 */
export function moveMoney(accounts: Accounts, accountId: string, operation: CashierOperation, amount: unknown, depositCheck: DepositCheck = NO_CHECK): CashierResult {
  const player = accounts.byAccount(accountId);
  if (!player) return { ok: false, code: 'no-account', message: `No player ${accountId}.` };
  const currency = player.currency;
  const places = operatorPrecision(currency);
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  const pattern = places === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  const word = operation === 'deposit' ? 'Deposit' : 'Withdraw';
  if (!pattern.test(text) || new Big(text).lte(0)) {
    return { ok: false, code: 'bad-amount', message: `${word} a positive amount with at most ${places} decimal${places === 1 ? '' : 's'}, for example ${places === 0 ? '500' : `25.${'0'.repeat(places)}`}.` };
  }
  const value = new Big(text);
  if (operation === 'deposit') {
    const refused = depositCheck(accountId, value.toString(), currency);
    if (refused) return { ok: false, code: 'deposit-limit', message: refused.message, body: refused.body };
  }
  if (operation === 'withdrawal') {
    const most = withdrawable(accounts, accountId);
    if (value.gt(most)) {
      return { ok: false, code: 'over-withdrawable', message: `You can withdraw at most ${currency} ${formatAmount(most.toNumber(), currency, OPERATOR_CURRENCIES)}. Enter that amount or less.` };
    }
  }
  const transaction = accounts.post(accountId, operation, operation === 'deposit' ? value : value.neg(), null);
  if (!transaction) return { ok: false, code: 'over-withdrawable', message: 'The balance is too low for this withdrawal.' };
  return { ok: true, transaction, balance: accounts.wallet(accountId).balance, currency };
}
