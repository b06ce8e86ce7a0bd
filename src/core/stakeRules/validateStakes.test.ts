import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { applyFreeBetMode } from './freeBet';
import type { SingleStake, SlipStakes } from './stakeTypes';
import { firstStakeProblem, type StakeCheck, validateStakes } from './validateStakes';

const settings = DEFAULT_CORE_SETTINGS;
const single = (ref: string, unitStake: number, extra: Partial<SingleStake> = {}): SingleStake => ({ ref, unitStake, ...extra });
const slip = (partial: Partial<SlipStakes>): SlipStakes => ({ singles: [], multiples: [], systems: [], ...partial });
const check = (partial: Partial<StakeCheck> & { slip: SlipStakes }): StakeCheck => ({ currency: 'EUR', settings, expanded: true, balance: 100_000, ...partial });
const multiple = (unitStake: number) => slip({ multiples: [{ ref: 'mul1', unitStake, noOfBets: 1 }] });

describe('validateStakes: nothing staked (spec 5)', () => {
  it('is not an error: an unstaked bet is not placed and not checked', () => {
    expect(validateStakes(check({ slip: slip({ singles: [single('sel1', 0)] }) }))).toEqual([]);
    expect(validateStakes(check({ slip: slip({ singles: [single('sel1', 0, { minBetStake: 5 })], multiples: [{ ref: 'mul1', unitStake: 0, noOfBets: 1 }] }) }))).toEqual([]);
  });
});

describe('validateStakes: bounds (spec 5, 9)', () => {
  it('takes the default bounds: min 0, max 10000', () => {
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 0.01)] }) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 10000)] }) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 10000.01)] }) }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
  });

  it('applies the operator minimum', () => {
    const strict = { ...settings, bet_stake_min_amount: 0.5 };
    expect(firstStakeProblem(check({ settings: strict, slip: slip({ singles: [single('sel1', 0.49)] }) }))).toEqual({ reason: 'stake-below-minimum', ref: 'sel1' });
    expect(firstStakeProblem(check({ settings: strict, slip: slip({ singles: [single('sel1', 0.5)] }) }))).toBeNull();
  });

  it("uses the selection's minBetStake and maxBetStake when set", () => {
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 1, { minBetStake: 2 })] }) }))).toEqual({ reason: 'stake-below-minimum', ref: 'sel1' });
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 60, { maxBetStake: 50 })] }) }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    // A selection may allow more than the operator's 10000.
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 15000, { maxBetStake: 20000 })] }) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: slip({ singles: [single('sel1', 15000, { maxBetStake: null })] }) }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
  });

  it('bounds a system per line, not its total', () => {
    expect(firstStakeProblem(check({ slip: slip({ systems: [{ ref: '059', unitStake: 1000, noOfBets: 11 }] }) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: slip({ systems: [{ ref: '059', unitStake: 10001, noOfBets: 11 }] }), balance: null }))).toEqual({ reason: 'stake-above-maximum', ref: '059' });
  });

  it('needs 1250.00 on a multiple', () => {
    expect(firstStakeProblem(check({ slip: multiple(1249.99) }))).toEqual({ reason: 'multiple-below-minimum', ref: 'mul1' });
    expect(firstStakeProblem(check({ slip: multiple(1250) }))).toBeNull();
    expect(firstStakeProblem(check({ slip: multiple(10000.01) }))).toEqual({ reason: 'stake-above-maximum', ref: 'mul1' });
  });

  it('ignores an unusable bound rather than refusing every stake', () => {
    const broken = { ...settings, bet_stake_max_amount: Number.NaN, multiple_min_stake: -1 };
    expect(validateStakes(check({ settings: broken, slip: slip({ singles: [single('sel1', 20000)], multiples: [{ ref: 'mul1', unitStake: 5, noOfBets: 1 }] }) }))).toEqual([]);
  });
});

describe('validateStakes: thousands-scaled currencies (spec 5, 9)', () => {
  it('compares stakes typed in thousands with a balance in whole units', () => {
    // 50 typed in VND is 50,000 dong.
    const stakes = slip({ singles: [single('sel1', 50)] });
    expect(firstStakeProblem(check({ currency: 'VND', slip: stakes, balance: 49_999 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ currency: 'VND', slip: stakes, balance: 50_000 }))).toBeNull();
    expect(firstStakeProblem(check({ currency: 'EUR', slip: stakes, balance: 50 }))).toBeNull();
  });

  it('keeps the bounds in thousands too: the quick stake 10000 is the default maximum', () => {
    expect(firstStakeProblem(check({ currency: 'VND', slip: slip({ singles: [single('sel1', 10000)] }), balance: 10_000_000 }))).toBeNull();
    expect(firstStakeProblem(check({ currency: 'VND', slip: slip({ singles: [single('sel1', 10001)] }), balance: null }))).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    expect(firstStakeProblem(check({ currency: 'VND', slip: multiple(1249), balance: null }))).toEqual({ reason: 'multiple-below-minimum', ref: 'mul1' });
  });
});

describe('validateStakes: free bets (spec 4, 5)', () => {
  it('leaves the free-bet stake out of the balance check', () => {
    const free = applyFreeBetMode(single('sel1', 20, { maxFreeMoneyStake: 10 }), 'max');
    expect(firstStakeProblem(check({ slip: slip({ singles: [free] }), balance: 0 }))).toBeNull();
    const mixed = slip({ singles: [single('sel1', 30, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 10 })] });
    expect(firstStakeProblem(check({ slip: mixed, balance: 30 }))).toBeNull();
    expect(firstStakeProblem(check({ slip: mixed, balance: 29.99 }))).toEqual({ reason: 'stake-too-high', ref: null });
  });

  it("expanded: compares the total free money with the first bet's maximum", () => {
    const stakes = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 5 }), single('sel2', 0, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 4 })] });
    expect(validateStakes(check({ slip: stakes, expanded: true }))).toEqual([{ reason: 'free-bet-exceeded', ref: null }]);
    const within = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 6 }), single('sel2', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 4 })] });
    expect(firstStakeProblem(check({ slip: within, expanded: true }))).toBeNull();
  });

  it("collapsed: compares it with the selection's own maximum", () => {
    const over = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 5.01 })] });
    expect(firstStakeProblem(check({ slip: over, expanded: false }))).toEqual({ reason: 'free-bet-exceeded', ref: null });
    const within = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 5, freeMoneyUnitStake: 5 })] });
    expect(firstStakeProblem(check({ slip: within, expanded: false }))).toBeNull();
  });

  it('counts an each-way free bet twice', () => {
    const eachWay = slip({ singles: [single('sel1', 0, { maxFreeMoneyStake: 10, freeMoneyUnitStake: 10, eachWay: true, showEachWay: true })] });
    expect(firstStakeProblem(check({ slip: eachWay, settings: { ...settings, each_way_enabled: true } }))).toEqual({ reason: 'free-bet-exceeded', ref: null });
    expect(firstStakeProblem(check({ slip: eachWay }))).toBeNull();
  });
});

describe('validateStakes: balance (spec 5, 9)', () => {
  it('is too high when the stakes, counted per bet, exceed the balance', () => {
    const system = slip({ systems: [{ ref: '059', unitStake: 10, noOfBets: 15 }] });
    expect(firstStakeProblem(check({ slip: system, balance: 150 }))).toBeNull();
    expect(firstStakeProblem(check({ slip: system, balance: 149.99 }))).toEqual({ reason: 'stake-too-high', ref: null });
  });

  it('counts each way twice against the balance', () => {
    const eachWay = slip({ singles: [single('sel1', 5, { eachWay: true, showEachWay: true })] });
    const withEachWay = { ...settings, each_way_enabled: true };
    expect(firstStakeProblem(check({ slip: eachWay, settings: withEachWay, balance: 9.99 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ slip: eachWay, settings: withEachWay, balance: 10 }))).toBeNull();
  });

  it('refuses any cash stake from an empty wallet and skips the check when logged out', () => {
    const stakes = slip({ singles: [single('sel1', 0.01)] });
    expect(firstStakeProblem(check({ slip: stakes, balance: 0 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ slip: stakes, balance: -5 }))).toEqual({ reason: 'stake-too-high', ref: null });
    expect(firstStakeProblem(check({ slip: stakes, balance: null }))).toBeNull();
  });
});

describe('validateStakes: order (spec 5)', () => {
  it('lists every problem in slip order, the first being what the slip shows', () => {
    const stakes = slip({
      singles: [single('sel1', 20000), single('sel2', 5, { minBetStake: 10 }), single('sel3', 0, { maxFreeMoneyStake: 2, freeMoneyUnitStake: 3 })],
      multiples: [{ ref: 'mul1', unitStake: 10, noOfBets: 1 }],
      systems: [{ ref: '058', unitStake: 10001, noOfBets: 4 }],
    });
    const check1 = check({ slip: stakes, balance: 100, expanded: false });
    expect(validateStakes(check1)).toEqual([
      { reason: 'stake-above-maximum', ref: 'sel1' },
      { reason: 'stake-below-minimum', ref: 'sel2' },
      { reason: 'multiple-below-minimum', ref: 'mul1' },
      { reason: 'stake-above-maximum', ref: '058' },
      { reason: 'free-bet-exceeded', ref: null },
      { reason: 'stake-too-high', ref: null },
    ]);
    expect(firstStakeProblem(check1)).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
  });

  it('never throws, whatever the numbers', () => {
    const amount = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.constant(null));
    const bound = fc.oneof(fc.double(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double(), amount, amount, amount), { maxLength: 5 }),
        fc.oneof(fc.double(), fc.constant(null)),
        fc.boolean(),
        fc.tuple(bound, bound, bound),
        fc.constantFrom('EUR', 'VND', ''),
        (rows, balance, expanded, [min, max, multipleMin], currency) => {
          const singles = rows.map(([stake, minBet, maxFree, free], index) => single(`sel${index + 1}`, stake, { minBetStake: minBet, maxFreeMoneyStake: maxFree, freeMoneyUnitStake: free }));
          const hostile = { ...settings, bet_stake_min_amount: min, bet_stake_max_amount: max, multiple_min_stake: multipleMin };
          const stakes = slip({ singles, multiples: [{ ref: 'mul1', unitStake: rows[0]?.[0] ?? 0, noOfBets: 1 }] });
          const problems = validateStakes(check({ slip: stakes, balance, expanded, settings: hostile, currency }));
          expect(Array.isArray(problems)).toBe(true);
        },
      ),
    );
  });
});
