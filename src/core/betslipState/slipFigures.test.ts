import { describe, expect, it } from 'vitest';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { reduceBetslip, type BetslipAction, type NewSelection } from './betslipReducer';
import { slipFigures, type FigureContext } from './slipFigures';
import { serverSlipModel } from './serverSlipModel';
import { slipStakes } from './slipStakes';

const pick = (outcomeId: string, eventId: string, decimal: number, marketId = `${eventId}-m`): BetslipAction => ({ type: 'add', selection: { outcomeId, eventId, marketId, decimal } satisfies NewSelection });
const stake = (ref: string, value: number): BetslipAction => ({ type: 'set-stake', ref, stake: value });
const context = (overrides: Partial<FigureContext['settings']> = {}, rest: Partial<FigureContext> = {}): FigureContext => ({
  settings: { ...DEFAULT_CORE_SETTINGS, ...overrides },
  precision: 2,
  parlay: null,
  excludedFromPromotions: false,
  ...rest,
});

describe('slip figures', () => {
  it('pays a single stake x decimal, rounded down', () => {
    const figures = slipFigures(reduceBetslip([pick('o1', 'e1', 2.37), stake('sel1', 10.01)]), context());
    // 10.01 x 2.37 = 23.7237 -> 23.72
    expect(figures.singles[0]).toMatchObject({ totalStake: 10.01, potentialReturns: 23.72, noOfBets: 1, placeReturns: null, tax: null });
    expect(figures.totalStake).toBe(10.01);
    expect(figures.potentialReturns).toBe(23.72);
  });

  it('prices the treble and its extra winnings, and stays out of the excluded player', () => {
    const state = reduceBetslip([pick('a', 'e1', 2), pick('b', 'e2', 1.5), pick('c', 'e3', 3.1), stake('mul1', 4)]);
    const parlay = { epwPromoFilterValues: [{ betSize: 3, percentage: 5 }], maxAmount: 500 };
    const figures = slipFigures(state, context({}, { parlay }));
    // 2 x 1.5 x 3.1 = 9.3; 4 x 9.3 = 37.2; winnings 33.2 x 5% = 1.66
    expect(figures.multiple).toMatchObject({ description: 'Treble', decimal: 9.3, totalStake: 4, potentialReturns: 37.2, extraWinnings: 1.66 });
    expect(slipFigures(state, context({}, { parlay, excludedFromPromotions: true })).multiple?.extraWinnings).toBe(0);
  });

  it('lists the systems of four legs with their bets, and stakes Trixie and Lucky 15', () => {
    const prices = [2, 3, 1.5, 4];
    const state = reduceBetslip([...prices.map((price, index) => pick(`o${index}`, `e${index}`, price)), stake('058', 1), stake('059', 2)]);
    const figures = slipFigures(state, context());
    const trixie = figures.systems.find((system) => system.code === '058');
    const lucky = figures.systems.find((system) => system.code === '059');
    // Four legs: the Trixie (058, doubles and trebles) is 6 + 4 bets.
    expect(trixie).toMatchObject({ noOfBets: 10, unitStake: 1, totalStake: 10 });
    // Doubles 6+3+8+4.5+12+6 = 39.5, trebles 9+24+12+18 = 63: 102.5 per unit.
    expect(trixie?.potentialReturns).toBe(102.5);
    expect(lucky).toMatchObject({ noOfBets: 15, unitStake: 2, totalStake: 30 });
    // Every combination: (1+2)(1+3)(1+1.5)(1+4) - 1 = 149 per unit.
    expect(lucky?.potentialReturns).toBe(298);
    expect(figures.systems.map((system) => system.code)).toContain('002');
  });

  it('doubles an each-way stake and adds the place part at the place terms', () => {
    const state = reduceBetslip([pick('h1', 'race', 6)]);
    const withTerms = { ...state, bets: { h1: { ...state.bets.h1!, showEachWay: true, placeTerms: { places: 3, fraction: 0.25 } } } };
    const ticked = reduceBetslip([{ type: 'set-each-way', checked: true }, stake('sel1', 5)], withTerms);
    const figures = slipFigures(ticked, context({ each_way_enabled: true }));
    // Win 5 x 6 = 30; place 5 x ((6 - 1) x 0.25 + 1) = 11.25
    expect(figures.singles[0]).toMatchObject({ noOfBets: 2, totalStake: 10, placeReturns: 11.25, potentialReturns: 41.25 });
    expect(slipFigures(ticked, context({ each_way_enabled: false })).singles[0]).toMatchObject({ noOfBets: 1, totalStake: 5, potentialReturns: 30 });
    expect(serverSlipModel(ticked).singles[0]).toEqual({ outcomeId: 'h1', unitStake: 5, eachWay: true });
  });

  it('pays a free bet its winnings only', () => {
    const state = reduceBetslip([pick('o1', 'e1', 3)]);
    const offered = { ...state, bets: { o1: { ...state.bets.o1!, maxFreeMoneyStake: 5 } } };
    const free = reduceBetslip([{ type: 'set-free-bet', outcomeId: 'o1', mode: 'max' }], offered);
    expect(slipFigures(free, context()).singles[0]).toMatchObject({ totalStake: 5, potentialReturns: 10 });
  });

  it('shows the stake after tax and the tax deduction in tax mode', () => {
    const state = reduceBetslip([pick('o1', 'e1', 2.5), stake('sel1', 100)]);
    const tax = { african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true, stake_rate_percentage: 12.5, tax_returns_percentage: 20 };
    const single = slipFigures(state, context(tax)).singles[0];
    // 100 x 100 / 112.5 = 88.888.. -> 88.88; gross 222.22; winnings 133.33 x 20% = 26.66; net 195.55
    expect(single?.tax).toEqual({ stakeAfterTax: 88.88, grossReturns: 222.22, potentialTaxDeduction: 26.66, netReturns: 195.55 });
    expect(single?.potentialReturns).toBe(195.55);
  });

  describe('negative odds (spec 5, Asian convention)', () => {
    const malay = { enabled: true, format: 'malay' as const };

    it('reads a single typed on a negative odd as the amount to win: risk 80 to win 100 at 2.25', () => {
      const state = reduceBetslip([pick('o1', 'e1', 2.25), stake('sel1', 100)]);
      const figures = slipFigures(state, context({}, { negativeOdds: malay }));
      // 100 / (2.25 - 1) = 80 at risk; returns 80 x 2.25 = 180 = 80 + 100
      expect(figures.singles[0]).toMatchObject({ totalStake: 80, potentialReturns: 180, negativeOdd: { risk: 80, toWin: 100 } });
      expect(figures.totalStake).toBe(80);
      expect(figures.potentialReturns).toBe(180);
      const staking = { negativeOdds: malay, precision: 2 };
      expect(serverSlipModel(state, staking).singles[0]?.unitStake).toBe(80);
      expect(slipStakes(state, figures, staking).singles[0]?.unitStake).toBe(80);
      // Without the rule the typed amount is the stake
      expect(slipFigures(state, context()).singles[0]).toMatchObject({ totalStake: 100, potentialReturns: 225, negativeOdd: null });
      expect(serverSlipModel(state).singles[0]?.unitStake).toBe(100);
    });

    it('keeps the typed amount when the price moves; the risk is at the accepted price until the move is accepted, as the bet is sent', () => {
      const moved = reduceBetslip([pick('o1', 'e1', 2.25), stake('sel1', 100), { type: 'price-changed', outcomeId: 'o1', decimal: 3 }]);
      // Sent at the accepted 2.25 (placementRequest): 100 / 1.25 = 80 at risk, paid at the new 3.00: 240.
      expect(slipFigures(moved, context({}, { negativeOdds: malay })).singles[0]).toMatchObject({ totalStake: 80, potentialReturns: 240, negativeOdd: { risk: 80, toWin: 100 } });
      const accepted = reduceBetslip([{ type: 'accept-price-changes' }], moved);
      // 100 / 2 = 50 at risk, 50 x 3 = 150
      expect(slipFigures(accepted, context({}, { negativeOdds: malay })).singles[0]).toMatchObject({ totalStake: 50, potentialReturns: 150, negativeOdd: { risk: 50, toWin: 100 } });
      expect(accepted.bets.o1?.unitStake).toBe(100);
    });

    it('leaves positive prices, multiples and systems alone', () => {
      const state = reduceBetslip([pick('a', 'e1', 1.5), pick('b', 'e2', 3), stake('sel1', 10), stake('sel2', 10), stake('mul1', 10)]);
      const figures = slipFigures(state, context({}, { negativeOdds: malay }));
      // sel1 at 1.5 is positive in malay: stake 10; sel2 at 3 risks 10 / 2 = 5; the double stakes 10 at 4.5
      expect(figures.singles.map((single) => single.totalStake)).toEqual([10, 5]);
      expect(figures.multiple).toMatchObject({ totalStake: 10, potentialReturns: 45 });
      expect(figures.totalStake).toBe(25);
    });
  });

  describe('thousands-scaled currencies', () => {
    it('shows a stake typed in thousands in whole units: 50 at 1.85 is 50,000 returning 92,500', () => {
      const state = reduceBetslip([pick('o1', 'e1', 1.85), stake('sel1', 50)]);
      const figures = slipFigures(state, context({}, { precision: 0, scale: 1000 }));
      expect(figures.singles[0]).toMatchObject({ totalStake: 50_000, potentialReturns: 92_500 });
      expect(figures.totalStake).toBe(50_000);
      expect(figures.potentialReturns).toBe(92_500);
      // the server still gets the stake in thousands
      expect(serverSlipModel(state).singles[0]?.unitStake).toBe(50);
    });

    it('scales the multiple and the systems, keeping their unit stake as typed', () => {
      const state = reduceBetslip([pick('a', 'e1', 2), pick('b', 'e2', 3), pick('c', 'e3', 1.5), stake('mul1', 2), stake('058', 1)]);
      const figures = slipFigures(state, context({}, { precision: 0, scale: 1000 }));
      // treble 2,000 x 9 = 18,000; Trixie 4 bets x 1,000; doubles 6 + 3 + 4.5 = 13.5, treble 9: 22.5 x 1,000
      expect(figures.multiple).toMatchObject({ totalStake: 2000, potentialReturns: 18_000 });
      expect(figures.systems.find((system) => system.code === '058')).toMatchObject({ unitStake: 1, totalStake: 4000, potentialReturns: 22_500 });
      expect(figures.totalStake).toBe(6000);
    });

    it('keeps a negative-odds risk on a whole unit of a scaled currency', () => {
      const state = reduceBetslip([pick('o1', 'e1', 2.3), stake('sel1', 10)]);
      const figures = slipFigures(state, context({}, { precision: 0, scale: 1000, negativeOdds: { enabled: true, format: 'malay' } }));
      // 10,000 / 1.3 = 7,692.3 -> 7,693 at risk; 7,693 x 2.3 = 17,693.9 -> 17,693
      expect(figures.singles[0]).toMatchObject({ totalStake: 7693, potentialReturns: 17_693, negativeOdd: { risk: 7693, toWin: 10_000 } });
    });
  });
});
