import { performance } from 'node:perf_hooks';
import { DEFAULT_CORE_SETTINGS, reduceBetslip, slipFigures, type BetslipState, type FigureContext } from '../../../src/core';

type BetslipAction = Parameters<typeof reduceBetslip>[0][number];

export interface SlipFiguresRun {
  legs: number;
  /** The stakes a change went to: a single, the multiple, each offered system. */
  changedRefs: number;
  /** Milliseconds of core `slipFigures` per change, one figure per batch. */
  msPerChange: number[];
}

const LEGS = 15;
const context: FigureContext = { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: null, excludedFromPromotions: false };

/**
 * The slip's figures for a full slip (15 legs, the betslip maximum, spec 9, each on its
 * own event), recomputed after each stake change as the betslip store does (one
 * `slipFigures` per change of the slip's state, src/store/betslipModel.ts). Stakes are
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
  const oneChange = () => {
    const ref = refs[change % refs.length]!;
    change += 1;
    state = reduceBetslip([{ type: 'set-stake', ref, stake: 1 + (change % 7) }], state);
    const started = performance.now();
    slipFigures(state, context);
    return performance.now() - started;
  };
  // Warm-up: the JIT compiles the hot paths first.
  for (let index = 0; index < changesPerBatch; index += 1) oneChange();
  const msPerChange: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    let spent = 0;
    for (let index = 0; index < changesPerBatch; index += 1) spent += oneChange();
    msPerChange.push(spent / changesPerBatch);
  }
  return { legs: LEGS, changedRefs: refs.length, msPerChange };
}
