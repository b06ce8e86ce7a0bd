import { Big, countedFreeMoneyUnitStake, orderedSelections, stakedRefs } from '../../../src/core';
import type { RecordedBet } from './moneyApi';
import type { BuiltSlip } from './slipBuilder';

/** Money as an exact decimal string (big.js canonical form): never compared as floats. */
export const exact = (value: number | string | Big | null | undefined): string => (value === null || value === undefined ? String(value) : new Big(value).toString());

export const sumOf = (values: readonly (number | string | Big)[]): Big => values.reduce<Big>((total, value) => total.plus(value), new Big(0));

/** Decimal places of an amount, to check nothing carries more than the currency has. */
export const placesOf = (value: number | string | Big): number => {
  const [, fraction = ''] = new Big(value).toFixed().split('.');
  return fraction.length;
};

/** One bet the slip shows as staked, with the figures it shows for it. */
export interface SlipBet {
  /** sel1, mul1, a system code. */
  ref: string;
  /** The kind the server records it as: single, multiple or the system code. */
  kind: string;
  /** A single's outcome. */
  outcomeId: string | null;
  noOfBets: number;
  /** Everything staked on the bet as the slip shows it (cash and free bet). */
  totalStake: Big;
  /** The part paid by the free bet. */
  freeStake: Big;
  potentialReturns: Big;
  /** The parlay extra winnings the slip shows on the multiple (0 elsewhere). */
  extraWinnings: Big;
}

/** The staked bets of the slip with their shown figures, in the request's order. */
export function slipBets(slip: BuiltSlip): SlipBet[] {
  const selections = orderedSelections(slip.state);
  return stakedRefs(slip.request).flatMap((ref): SlipBet[] => {
    if (ref.startsWith('sel')) {
      const index = Number(ref.slice(3)) - 1;
      const figure = slip.figures.singles[index];
      const selection = selections[index];
      if (!figure || !selection) return [];
      const free = new Big(countedFreeMoneyUnitStake(selection)).times(slip.bettor.scale).times(figure.noOfBets);
      return [{ ref, kind: 'single', outcomeId: selection.outcomeId, noOfBets: figure.noOfBets, totalStake: new Big(figure.totalStake), freeStake: free, potentialReturns: new Big(figure.potentialReturns), extraWinnings: new Big(0) }];
    }
    if (ref === 'mul1') {
      const figure = slip.figures.multiple;
      if (!figure) return [];
      return [{ ref, kind: 'multiple', outcomeId: null, noOfBets: 1, totalStake: new Big(figure.totalStake), freeStake: new Big(0), potentialReturns: new Big(figure.potentialReturns), extraWinnings: new Big(figure.extraWinnings) }];
    }
    const figure = slip.figures.systems.find((system) => system.code === ref);
    if (!figure) return [];
    return [{ ref, kind: ref, outcomeId: null, noOfBets: figure.noOfBets, totalStake: new Big(figure.totalStake), freeStake: new Big(0), potentialReturns: new Big(figure.potentialReturns), extraWinnings: new Big(0) }];
  });
}

/** What the slip promised the bet pays if every leg wins: returns plus any extra winnings. */
export const promisedAllWin = (bet: SlipBet): Big => bet.potentialReturns.plus(bet.extraWinnings);

/** The cash the slip takes from the wallet: every stake shown, less the free bets. */
export const slipCash = (slip: BuiltSlip): Big => sumOf(slipBets(slip).map((bet) => bet.totalStake.minus(bet.freeStake)));

/** The recorded bet for a bet of the slip (same kind, and the same outcome for a single). */
export function recordedFor(bet: SlipBet, recorded: readonly RecordedBet[]): RecordedBet | undefined {
  return recorded.find((candidate) => candidate.kind === bet.kind && (bet.outcomeId === null || candidate.legs[0]?.outcomeId === bet.outcomeId));
}

/** The extra winnings a recorded bet carries, under either name (0 when none is recorded). */
export const recordedExtra = (bet: RecordedBet): Big => new Big(bet.extraParlayWinnings ?? bet.extraWinnings ?? 0);

/** A short, readable account of the slip for a counterexample's report. */
export function describeSlip(slip: BuiltSlip): Record<string, unknown> {
  const selections = orderedSelections(slip.state);
  return {
    brand: slip.plan.brand,
    currency: slip.bettor.currency,
    oddsFormat: slip.plan.oddsFormat,
    legs: selections.map((selection, index) => ({
      ref: selection.ref,
      outcomeId: selection.outcomeId,
      decimal: selection.decimal,
      unitStake: selection.unitStake,
      free: selection.freeMoneyUnitStake,
      eachWay: selection.eachWay,
      placeTerms: selection.placeTerms,
      result: slip.legs[index]?.result,
    })),
    multiple: slip.state.multiple ? { decimal: slip.state.multiple.decimal, unitStake: slip.state.multiple.unitStake } : null,
    systems: Object.fromEntries(Object.entries(slip.state.systems).map(([code, entry]) => [code, entry.unitStake])),
    problems: slip.problems,
    slipErrors: slip.state.errors.map((error) => `${error.ref ?? ''} ${error.code}`),
    refusals: slip.refusals,
    balance: slip.balance,
  };
}

/** Every path where two plain values differ, each as "path: <left> vs <right>". */
export function differences(left: unknown, right: unknown, path = ''): string[] {
  if (Object.is(left, right)) return [];
  const bothObjects = typeof left === 'object' && left !== null && typeof right === 'object' && right !== null;
  if (!bothObjects || Array.isArray(left) !== Array.isArray(right)) return [`${path || '(whole)'}: ${JSON.stringify(left)} vs ${JSON.stringify(right)}`];
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => differences((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
}

/**
 * Fails with every difference spelled out (vitest's toEqual folds nested money away in a
 * property's one-line report): `what` names the check, the labels say which side is which.
 */
export function expectSame(what: string, actual: unknown, expected: unknown, labels: [string, string]): void {
  const found = differences(actual, expected);
  if (found.length > 0) throw new Error(`${what} (${labels[0]} vs ${labels[1]}):\n  ${found.join('\n  ')}`);
}
