import { createSlipFigures, DEFAULT_CORE_SETTINGS, reduceBetslip, slipFigures, type BetslipState, type FigureContext } from '../../../src/core';

type BetslipAction = Parameters<typeof reduceBetslip>[0][number];

export interface SlipFiguresRun {
  legs: number;
  /** The stakes a change went to: a single, the multiple, each offered system. */
  changedRefs: number;
  /** CPU milliseconds per change of the figures as the store computes them (core `createSlipFigures`), one figure per batch. */
  msPerChange: number[];
  /** The same for core `slipFigures`, which computes every figure afresh: what a change would cost without the store's memory. */
  msPerChangeFromScratch: number[];
}

const LEGS = 15;
const context: FigureContext = { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false };

/**
 * The slip's figures for a full slip (15 legs, the betslip maximum, spec 9, each on its
 * own event), recomputed after each stake change as the betslip store does (its one
 * `createSlipFigures()` per slip, which remembers each figure and recomputes only what a
 * change touched, src/store/betslipModel.ts), and, beside it, from scratch. Stakes are
 * set on a single, the multiple and every offered system, and the changes go round them.
 * Runs in Node on the source as it is (src/core), not in the browser.
 */
export function measureSlipFigures({ batches, changesPerBatch }: { batches: number; changesPerBatch: number }): SlipFiguresRun {
  const picks: BetslipAction[] = Array.from({ length: LEGS }, (_, index) => ({
    type: 'add',
    selection: { outcomeId: `o${index}`, eventId: `e${index}`, marketId: `e${index}-m`, decimal: 1.5 + index / 10 },
  }));
  let state: BetslipState = reduceBetslip(picks);
  const systemCodes = slipFigures(state, context).systems.map((system) => system.code);
  const refs = ['sel1', 'mul1', ...systemCodes];
  state = reduceBetslip(refs.map((ref) => ({ type: 'set-stake', ref, stake: 1 })), state);
  let change = 0;
  /** The slip after each of the next `count` stake changes (the reducer stays out of the figure). */
  const nextStates = (count: number) =>
    Array.from({ length: count }, () => {
      const ref = refs[change % refs.length]!;
      change += 1;
      state = reduceBetslip([{ type: 'set-stake', ref, stake: 1 + (change % 7) }], state);
      return state;
    });
  // The process's CPU time, not time passed: other work on a shared machine stays out of it.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const timed = (figures: (state: BetslipState, context: FigureContext) => unknown): number[] => {
    // Warm-up: the JIT compiles the hot paths first.
    for (const warm of nextStates(changesPerBatch)) figures(warm, context);
    const perChange: number[] = [];
    for (let batch = 0; batch < batches; batch += 1) {
      const states = nextStates(changesPerBatch);
      const started = cpuMs();
      for (const changed of states) figures(changed, context);
      perChange.push((cpuMs() - started) / changesPerBatch);
    }
    return perChange;
  };
  const msPerChange = timed(createSlipFigures());
  const msPerChangeFromScratch = timed(slipFigures);
  return { legs: LEGS, changedRefs: refs.length, msPerChange, msPerChangeFromScratch };
}
