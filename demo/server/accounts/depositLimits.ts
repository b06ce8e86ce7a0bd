import { dec, depositLimitBreach, type DepositLimitRefusal, type PastDeposit } from '../../../src/core/index';
import { operatorPrecision } from '../content/operatorCurrencies';
import type { SandboxState, StateStore } from '../sandboxState';
import type { DepositCheck } from './deposits';

/** The account's deposits as the limits count them: every sandbox deposit transaction, with its time. */
export function pastDeposits(state: SandboxState, accountId: string): PastDeposit[] {
  return state.transactions.filter((transaction) => transaction.accountId === accountId && transaction.type === 'deposit').map((transaction) => ({ time: Date.parse(transaction.time), amount: transaction.amount }));
}

/**
 * Whether a deposit of `amount` by `accountId` at `now` breaks one of the player's deposit
 * limits (rolling windows, core's depositLimitBreach): the refusal to answer with (409), or
 * null when the deposit may go ahead. Pure: it reads the state and changes nothing, so
 * every route that takes a deposit (the sandbox cashier, the cashier page's) asks it first.
 */
export function depositLimitRefusal(state: SandboxState, accountId: string, amount: number | string, now: number): DepositLimitRefusal | null {
  const limits = state.saferGambling?.[accountId]?.limits ?? {};
  return depositLimitBreach(limits, pastDeposits(state, accountId), dec(amount).toString(), now);
}

/** The body of a 409 for a refused deposit: what the client shows, in words and in figures. */
export function depositLimitRefusalBody(refusal: DepositLimitRefusal, currency: string) {
  const places = operatorPrecision(currency);
  const money = (amount: string) => `${dec(amount).toFixed(places)} ${currency}`;
  return {
    error: 'deposit-limit',
    message: `This deposit would take you over your ${refusal.period} deposit limit of ${money(refusal.limit)}: you can deposit up to ${money(refusal.remaining)} now.`,
    period: refusal.period,
    limit: Number(refusal.limit),
    used: Number(refusal.used),
    remaining: Number(refusal.remaining),
    currency,
  };
}

/** The deposit limits as moveMoney's check: every way money comes in (the deposits route, the cashier page) asks it. */
export function depositLimitCheck(store: StateStore, now: () => number): DepositCheck {
  return (accountId, amount, currency) => {
    const refusal = depositLimitRefusal(store.state, accountId, amount, now());
    if (refusal === null) return null;
    const body = depositLimitRefusalBody(refusal, currency);
    return { message: body.message, body };
  };
}
