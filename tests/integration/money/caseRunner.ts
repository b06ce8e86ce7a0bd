import { randomUUID } from 'node:crypto';
import { Big, type PlacementRequest } from '../../../src/core';
import { MAGIC_STAKES, REFERRAL_THRESHOLD } from '../../../demo/server/bets/resCodes';
import type { PlacementAnswer, RecordedBet } from './moneyApi';
import type { Bettor, MoneyWorld } from './moneyWorld';
import type { BuiltSlip } from './slipBuilder';
import { sumOf } from './slipBets';

/** Tops the bettor's wallet up to its opening balance, so every case starts with money. */
export async function topUp(world: MoneyWorld, bettor: Bettor): Promise<void> {
  const caller = world.caller(bettor, 'euro');
  const balance = new Big(await world.api.balance(caller, bettor.username));
  const missing = new Big(bettor.openingBalance).minus(balance);
  if (missing.gt(0)) await world.api.deposit(caller, bettor.accountId, missing.toFixed());
}

/**
 * A refusal only the sandbox's fault triggers or its attendant decide (docs/api.md "RES
 * codes"): a unit stake of exactly 46.46, 49.49, 196.96, 199.99, or a referred slip whose
 * stakes end in .99. No slip rule can foresee them, so such a case says nothing about money.
 */
export function sandboxOnlyTrigger(request: PlacementRequest): string | null {
  const stakes = [...request.singles.map((single) => single.unitStake), ...request.multiples.map((multiple) => multiple.unitStake), ...request.systems.map((system) => system.unitStake)];
  const magic = stakes.find((stake) => stake > 0 && MAGIC_STAKES[stake.toFixed(2)] !== undefined);
  if (magic !== undefined) return `magic stake ${magic}`;
  const cash = sumOf([...request.singles.map((single) => new Big(single.unitStake).times(single.eachWay ? 2 : 1)), ...request.multiples.map((multiple) => multiple.unitStake)]);
  const referredStake = sumOf([...request.singles.map((single) => single.unitStake), ...request.multiples.map((multiple) => multiple.unitStake)]);
  if (cash.gte(REFERRAL_THRESHOLD) && referredStake.toFixed(2).endsWith('.99')) return 'referred stake ending in .99';
  return null;
}

export interface Placed {
  answer: PlacementAnswer;
  /** This slip's bets as the open bets API lists them (empty unless placed). */
  bets: RecordedBet[];
  balanceBefore: Big;
  balanceAfter: Big;
}

/**
 * Places a request as the SDK does (POST betslips with a fresh uuid) and follows it to a
 * definite answer: an in-play delay or a referral is waited out on the sandbox's clock and
 * the status asked again (PUT betslips/{id}/status).
 */
export async function placeSlip(world: MoneyWorld, slip: BuiltSlip, request: PlacementRequest = slip.request): Promise<Placed> {
  const { api } = world;
  const balanceBefore = new Big(await api.balance(slip.caller, slip.bettor.username));
  let answer = await api.place(slip.caller, slip.bettor.accountId, randomUUID(), request);
  for (let asks = 0; (answer.status === 'PENDING' || answer.status === 'REFERRED') && asks < 5; asks += 1) {
    world.advanceClock(5000);
    answer = await api.slipStatus(slip.caller, answer.betSlipId);
  }
  const bets = answer.status === 'PLACED' ? (await api.openBets(slip.caller, slip.bettor.accountId)).bets.filter((bet) => bet.betSlipId === answer.betSlipId) : [];
  const balanceAfter = new Big(await api.balance(slip.caller, slip.bettor.username));
  return { answer, bets, balanceBefore, balanceAfter };
}

export interface Settled {
  /** What the wallet gained. */
  credit: Big;
  /** The payout and refund transactions of the slip's reference. */
  transactions: Big;
  /** The slip's bets after settlement (GET openbet/{betId}). */
  bets: RecordedBet[];
}

/** Settles the given legs of the slip's bets with chosen results (POST /sandbox/settle). */
export async function settleLegs(world: MoneyWorld, slip: BuiltSlip, bets: readonly RecordedBet[], results: Record<string, string>): Promise<Settled> {
  const { api } = world;
  const before = new Big(await api.balance(slip.caller, slip.bettor.username));
  await api.settle(results, bets.map((bet) => bet.betId));
  const after = new Big(await api.balance(slip.caller, slip.bettor.username));
  const reference = bets[0]?.reference;
  const transactions = (await api.transactions(slip.caller, slip.bettor.accountId)).filter((transaction) => transaction.reference === reference && (transaction.type === 'payout' || transaction.type === 'refund'));
  const settled = await Promise.all(bets.map((bet) => api.bet(slip.caller, slip.bettor.accountId, bet.betId)));
  return { credit: after.minus(before), transactions: sumOf(transactions.map((transaction) => String(transaction.amount))), bets: settled };
}

/** Voids whatever is still open of the slip's bets, so open bets do not pile up between cases. */
export async function voidRemaining(world: MoneyWorld, slip: BuiltSlip, bets: readonly RecordedBet[]): Promise<void> {
  if (bets.length === 0) return;
  await world.api.settle(Object.fromEntries(slip.legs.map((leg) => [leg.outcomeId, 'void'])), bets.map((bet) => bet.betId));
}
