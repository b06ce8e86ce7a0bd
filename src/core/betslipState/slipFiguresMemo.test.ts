// Issue 19: a change to a 15-leg slip computes each figure once; the remembered figures are
// exactly the ones computed from scratch, whatever the sequence of changes.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as polynomial from '../betslip/foldPolynomial';
import { availableSystemCodes, systemBetOrRefusal } from '../betslip/systemBet';
import { offeredSystems, systemCash, systemOdds } from '../betslip/systemTable';
import { systemLines, winValue } from '../betMoney/betLines';
import type { Leg } from '../betslip/leg';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { reduceBetslip, betslipReducer, type BetslipAction } from './betslipReducer';
import type { BetslipState } from './betslipState';
import { createSlipFigures, slipFigures, type FigureContext } from './slipFigures';

vi.mock('../betslip/foldPolynomial', async (original) => {
  const actual = await original<typeof polynomial>();
  return { ...actual, foldCoefficients: vi.fn(actual.foldCoefficients) };
});
const foldCoefficients = vi.mocked(polynomial.foldCoefficients);

const context: FigureContext = { settings: DEFAULT_CORE_SETTINGS, precision: 2, parlay: { epwPromoFilterValues: [{ betSize: 3, percentage: 5 }], maxAmount: 500 }, excludedFromPromotions: false };
const add = (index: number, decimal: number, market = index % 13): BetslipAction => ({ type: 'add', selection: { outcomeId: `o${index}`, eventId: `e${market}`, marketId: `m${market}`, decimal } });
const fifteenLegs = () => reduceBetslip(Array.from({ length: 15 }, (_, index) => add(index, 1.5 + index / 10)), undefined, { maxBets: 15, closedRemovalMs: 3000 });
const apply = (state: BetslipState, action: BetslipAction) => betslipReducer(state, action, { maxBets: 15, closedRemovalMs: 3000 }).state;

beforeEach(() => {
  foldCoefficients.mockClear();
});

describe('remembered slip figures (createSlipFigures)', () => {
  it('builds the system odds once per change of a price (the counts once per market set), never for a stake', () => {
    const figures = createSlipFigures();
    let state = apply(fifteenLegs(), { type: 'set-stake', ref: '002', stake: 1 });
    const first = figures(state, context);
    expect(first.systems.map((system) => system.code)).toEqual(availableSystemCodes(Object.values(state.bets)));
    expect(foldCoefficients).toHaveBeenCalledTimes(2);

    foldCoefficients.mockClear();
    state = apply(state, { type: 'set-stake', ref: 'sel3', stake: 5 });
    const staked = figures(state, context);
    expect(foldCoefficients).not.toHaveBeenCalled();
    // Only the staked single is new; every other figure keeps its object.
    expect(staked.singles.filter((single, index) => single !== first.singles[index]).map((single) => single.ref)).toEqual(['sel3']);
    expect(staked.systems.every((system, index) => system === first.systems[index])).toBe(true);
    expect(staked.multiple).toBe(first.multiple);

    foldCoefficients.mockClear();
    state = apply(state, { type: 'set-stake', ref: '003', stake: 2 });
    const system = figures(state, context);
    expect(foldCoefficients).not.toHaveBeenCalled();
    expect(system.systems.filter((each, index) => each !== staked.systems[index]).map((each) => each.code)).toEqual(['003']);

    foldCoefficients.mockClear();
    state = apply(state, { type: 'price-changed', outcomeId: 'o7', decimal: 2.45 });
    const moved = figures(state, context);
    expect(foldCoefficients).toHaveBeenCalledTimes(1);
    expect(moved).toEqual(slipFigures(state, context));
  });

  it('answers the same object when nothing the figures read changed (a refresh status, the open flag)', () => {
    const figures = createSlipFigures();
    const state = fifteenLegs();
    const before = figures(state, context);
    foldCoefficients.mockClear();
    expect(figures(apply(state, { type: 'refresh-started' }), { ...context })).toBe(before);
    expect(figures(apply(state, { type: 'toggle-open' }), { ...context })).toBe(before);
    expect(foldCoefficients).not.toHaveBeenCalled();
    // No system staked: a price move changes no system's figures (zero at any price), so no polynomial at all.
    const moved = apply(state, { type: 'price-changed', outcomeId: 'o2', decimal: 3.3 });
    const answer = figures(moved, context);
    expect(foldCoefficients).not.toHaveBeenCalled();
    expect(answer).toEqual(slipFigures(moved, context));
  });

  it('offers the systems availableSystemCodes offers, with systemLines returns, on any legs', () => {
    const leg = fc.record({ market: fc.integer({ min: 0, max: 6 }), decimal: fc.integer({ min: 101, max: 2000 }).map((cents) => cents / 100) });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 2, maxLength: 9 }), (drawn) => {
        const legs: Leg[] = drawn.map((each, index) => ({ eventId: `e${each.market}`, marketId: `m${each.market}`, outcomeId: `o${index}`, decimal: each.decimal }));
        const codes = availableSystemCodes(legs);
        const odds = systemOdds(legs);
        expect(offeredSystems(legs).map((system) => ({ code: system.code, noOfBets: system.noOfBets, cash: systemCash(system, odds).toString() }))).toEqual(
          codes.map((code) => {
            const result = systemBetOrRefusal(code, legs);
            return { code, noOfBets: result.ok ? result.bet.noOfBets : -1, cash: systemLines(code, legs, (each) => winValue(each.decimal)).cash.toString() };
          }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('after any sequence of changes, equals the figures computed from scratch', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('set-stake' as const), ref: fc.constantFrom('sel1', 'sel2', 'sel5', 'mul1', '002', '003', '058'), stake: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100) }),
      fc.record({ type: fc.constant('price-changed' as const), outcomeId: fc.constantFrom('o0', 'o3', 'o9'), decimal: fc.integer({ min: 101, max: 900 }).map((cents) => cents / 100) }),
      fc.record({ type: fc.constant('remove' as const), outcomeId: fc.constantFrom('o1', 'o4', 'o14') }),
      fc.integer({ min: 15, max: 30 }).map((index) => add(index, 1.2 + (index % 7) / 10, index % 4)),
      fc.record({ type: fc.constant('set-each-way' as const), checked: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), fc.boolean(), (actions, taxed) => {
        const ctx: FigureContext = { ...context, settings: { ...DEFAULT_CORE_SETTINGS, tax_deduction_enabled: taxed, stake_rate_percentage: 5, tax_returns_percentage: 10 } };
        const figures = createSlipFigures();
        let state = fifteenLegs();
        expect(figures(state, ctx)).toEqual(slipFigures(state, ctx));
        for (const each of actions) {
          state = apply(state, each as BetslipAction);
          expect(figures(state, ctx)).toEqual(slipFigures(state, ctx));
        }
      }),
      { numRuns: 60 },
    );
  });
});
