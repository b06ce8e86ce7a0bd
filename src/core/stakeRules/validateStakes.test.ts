import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { applyFreeBetMode } from './freeBet';
import type { SingleStake, SlipStakes } from './stakeTypes';
import { totalStake } from './totalStake';
import { firstStakeProblem, validateStakes, type StakeCheck } from './validateStakes';

const settings = DEFAULT_CORE_SETTINGS;
const single = (ref: string, unitStake: number, extra: Partial<SingleStake> = {}): SingleStake => ({ ref, unitStake, ...extra });
const slip = (partial: Partial<SlipStakes>): SlipStakes => ({ singles: [], multiples: [], systems: [], ...partial });
const check = (partial: Partial<StakeCheck> & { slip: SlipStakes }): StakeCheck => ({ currency: 'EUR', settings, expanded: true, balance: 100000, ...partial });

describe('totalStake (spec 5)', () => {
  it('counts multiples and systems as stake x number of bets, exactly', () => {
    const stakes = slip({
      singles: [single('sel1', 2.1), single('sel2', 0.2)],
      multiples: [{ ref: 'mul1', unitStake: 1.1, noOfBets: 1 }],
      systems: [{ ref: '058', unitStake: 0.1, noOfBets: 4 }],
    });
    expect(totalStake(stakes, false).toString()).toBe('3.8');
  });

  it('doubles each-way singles only when enabled, offered and ticked', () => {
    const eachWay = single('sel1', 5, { eachWay: true, showEachWay: true });
    expect(totalStake(slip({ singles: [eachWay] }), true).toNumber()).toBe(10);
    expect(totalStake(slip({ singles: [eachWay] }), false).toNumber()).toBe(5);
    expect(totalStake(slip({ singles: [{ ...eachWay, showEachWay: false }] }), true).toNumber()).toBe(5);
  });

  it('never sums NaN or a negative stake', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double({ min: -1e12, max: 1e12 }), fc.constant(Number.NaN), fc.constant(Number.NEGATIVE_INFINITY))), fc.integer({ min: -3, max: 50 }), (stakes, noOfBets) => {
        const total = totalStake(slip({ singles: stakes.map((stake, index) => single(`sel${index + 1}`, stake)), systems: [{ ref: 's', unitStake: stakes[0] ?? 1, noOfBets }] }), true);
        expect(total.gte(0)).toBe(true);
        expect(Number.isFinite(total.toNumber())).toBe(true);
      }),
    );
  });
});

describe('validateStakes (spec 5)', () => {
  it('refuses a slip with nothing staked', () => {
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 0)] }) }))).toEqual({ reason: 'no-stake', ref: null });
  });

  it('applies the operator bounds, default max 10000, and the selection bounds first', () => {
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 10000)] }) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 10000.01)] }) }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 1, { minBetStake: 2 })] }) }))).toEqual({ reason: 'stake-below-minimum', ref: 'sel1' });
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 60, { maxBetStake: 50 })] }) }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    const strict = { ...settings, bet_stake_min_amount: 0.5 };
    expect(firstStakeProblem(check({ settings: strict, slip: slip({ singles: [single('sel1', 0.2)] }) }))).toEqual({ reason: 'stake-below-minimum', ref: 'sel1' });
  });

  it('needs 1250.00 on a multiple', () => {
    const multiple = (unitStake: number) => slip({ multiples: [{ ref: 'mul1', unitStake, noOfBets: 1 }] });
    expect(firstStakeProblem(check({ slip: multiple(1249.99) }))).toEqual({ reason: 'multiple-below-minimum', ref: 'mul1' });
    expect(firstStakeProblem(check({ slip: multiple(1250) }))).toBeNull();
  });

  it('is too high when the stakes, counted per bet, exceed the balance', () => {
    const system = slip({ systems: [{ ref: '059', unitStake: 10, noOfBets: 15 }] });
    expect(firstStakeProblem(check({ slip: system, balance: 150 }))).toBeNull();
    expect(firstStakeProblem(check({ slip: system, balance: 149.99 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ slip: system, balance: null }))).toBeNull();
  });

  it('leaves the free-bet stake out of the balance check', () => {
    const free = applyFreeBetMode(single('sel1', 20, { maxFreeMoneyStake: 10 }), 'max');
    expect(free).toMatchObject({ unitStake: 0, freeMoneyUnitStake: 10 });
    expect(firstStakeProblem(check({ slip: slip({ singles: [free] }), balance: 0 }))).toBeNull();
    expect(applyFreeBetMode(free, 'none')).toMatchObject({ freeMoneyUnitStake: null });
  });

  it('reports free bet exceeded against the first bet (expanded) or the selection (collapsed)', () => {
    const stakes = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 5 }), single('sel2', 0, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 4 })] });
    expect(firstStakeProblem(check({ slip: stakes, expanded: true }))).toEqual({ reason: 'free-bet-exceeded', ref: null });
    const one = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 6 })] });
    expect(firstStakeProblem(check({ slip: one, expanded: false }))).toEqual({ reason: 'free-bet-exceeded', ref: null });
    const within = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 5 })] });
    expect(firstStakeProblem(check({ slip: within, expanded: false }))).toBeNull();
  });

  it('compares thousands-scaled currencies x1000 against the balance', () => {
    // 50 typed in VND is 50,000 dong.
    const stakes = slip({ singles: [single('sel1', 50)] });
    expect(firstStakeProblem(check({ currency: 'VND', slip: stakes, balance: 49_999 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ currency: 'VND', slip: stakes, balance: 50_000 }))).toBeNull();
    expect(firstStakeProblem(check({ currency: 'EUR', slip: stakes, balance: 50 }))).toBeNull();
  });

  it('lists every problem in order, the first being what the slip shows', () => {
    const stakes = slip({ singles: [single('sel1', 20000), single('sel2', 5)], multiples: [{ ref: 'mul1', unitStake: 10, noOfBets: 1 }] });
    expect(validateStakes(check({ slip: stakes, balance: 100 }))).toEqual([
      { reason: 'stake-above-maximum', ref: 'sel1' },
      { reason: 'multiple-below-minimum', ref: 'mul1' },
      { reason: 'stake-too-high', ref: null },
    ]);
  });

  it('never throws, whatever the numbers', () => {
    const amount = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 5 }), amount, fc.boolean(), (stakes, balance, expanded) => {
        const singles = stakes.map((stake, index) => single(`sel${index + 1}`, stake, { maxFreeMoneyStake: stake, freeMoneyUnitStake: stake }));
        expect(() => validateStakes(check({ slip: slip({ singles }), balance, expanded }))).not.toThrow();
      }),
    );
  });
});
