import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal/exact';
import { createMemoryLogger } from '../logger';
import { applyMargins, buildPricingData, isPowerOddsOutcome, replaceEventPowerOdds, snapToLadder, type MarginEntry } from './oddsMargins';

const ladder = [1.5, 1.55, 1.6, 1.62, 1.65, 1.7, 1.75, 1.8, 1.83, 1.85, 1.9, 1.95, 2, 2.05, 2.1, 2.2, 2.5, 3, 4, 5];
const margins: MarginEntry[] = [
  { brandMarginType: 'PPB', marketTypeId: 3, margin: 0.02 },
  { brandMarginType: 'PPB', leagueId: 'L1', margin: 0.01 },
  { brandMarginType: 'PPB', outcomeId: 'o1', margin: 0.01 },
  { brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm1', outcomeId: 'o1', margin: 0 },
];
const data = buildPricingData(margins, ladder);
const full = { marketTypeId: 3, leagueId: 'L1', outcomeId: 'o1' };

describe('pricing data (spec 3)', () => {
  it('groups margins as leagues, market types and outcomes', () => {
    expect(data.marketTypes).toEqual(new Map([['3', 0.02]]));
    expect(data.leagues).toEqual(new Map([['L1', 0.01]]));
    expect(data.outcomes).toEqual(new Map([['o1', 0.01]]));
    expect(data.rawMargins).toBe(margins);
    expect(data.powerOddsMap).toEqual(new Map([['e1', new Map([['m1', ['o1']]])]]));
  });

  it('puts an entry in its most specific group only, a later entry replacing an earlier one', () => {
    const grouped = buildPricingData(
      [
        { brandMarginType: 'PPB', leagueId: 'L1', marketTypeId: 3, margin: 0.05 },
        { brandMarginType: 'PPB', leagueId: 'L1', marketTypeId: 3, outcomeId: 7, margin: 0.03 },
        { brandMarginType: 'PPB', marketTypeId: '3', margin: 0.02 },
        { brandMarginType: 'PPB', margin: 0.9 },
        { brandMarginType: 'PPB', leagueId: 'L2', margin: Number.NaN },
      ],
      [],
    );
    expect(grouped.marketTypes).toEqual(new Map([['3', 0.02]]));
    expect(grouped.outcomes).toEqual(new Map([['7', 0.03]]));
    expect(grouped.leagues).toEqual(new Map());
  });

  it('keeps usable ladder prices only, ascending and without repeats', () => {
    expect(buildPricingData([], [2, 1.5, -1, 1, 2, Number.NaN, -123456789e10, 1.01]).ladder).toEqual([1.01, 1.5, 2]);
  });
});

describe('odds ladder and margins (spec 5, 9)', () => {
  it('sums market type, league and outcome margins, reprices and snaps to the ladder', () => {
    // margin 0.04; p = 0.5; p' = 0.5 + 0.04 x sqrt(0.25) = 0.52; 1/0.52 = 1.923 -> ladder 1.9
    expect(applyMargins(2, full, data)).toBe(1.9);
    // margin 0.03 (no outcome margin); p' = 0.515; 1/0.515 = 1.9417 -> 1.95
    expect(applyMargins(2, { ...full, outcomeId: 'o2' }, data)).toBe(1.95);
    // ids as strings or numbers alike
    expect(applyMargins(2, { marketTypeId: '3', leagueId: 'L1', outcomeId: 'o1' }, data)).toBe(1.9);
  });

  it('computes p + margin x sqrt(p(1 - p)) exactly', () => {
    // p = 0.25, sqrt(0.1875) = 0.4330127..., margin 0.02 -> p' = 0.25866025...; 1/p' = 3.86606... ; no ladder: down to 3.86
    const noLadder = buildPricingData([{ brandMarginType: 'PPB', marketTypeId: 1, margin: 0.02 }], []);
    expect(applyMargins(4, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, noLadder)).toBe(3.86);
    // a negative margin (a boost) lengthens the price: p' = 0.5 - 0.1 x 0.5 = 0.45; 1/0.45 = 2.2222 -> 2.2
    const boost = buildPricingData([{ brandMarginType: 'PPB', leagueId: 'L', margin: -0.1 }], ladder);
    expect(applyMargins(2, { marketTypeId: 1, leagueId: 'L', outcomeId: 'y' }, boost)).toBe(2.2);
  });

  it('keeps the feed price and logs an error when an id is missing', () => {
    const logger = createMemoryLogger();
    expect(applyMargins(2, { marketTypeId: 3, outcomeId: 'o1' }, data, logger)).toBe(2);
    expect(applyMargins(2, { marketTypeId: 3, leagueId: ' ', outcomeId: null }, data, logger)).toBe(2);
    expect(logger.errors).toEqual([
      'Odds ladder: a price needs marketTypeId, leagueId and outcomeId; leagueId missing, so the feed price 2 is kept.',
      'Odds ladder: a price needs marketTypeId, leagueId and outcomeId; leagueId, outcomeId missing, so the feed price 2 is kept.',
    ]);
  });

  it('leaves placeholders, prices <= 1 and prices without margins alone, logging nothing', () => {
    const logger = createMemoryLogger();
    for (const price of [-1, -123456789e10, 1, 0.5, Number.NaN]) expect(applyMargins(price, {}, data, logger)).toBe(price);
    expect(applyMargins(2.37, { marketTypeId: 99, leagueId: 'L9', outcomeId: 'o9' }, data, logger)).toBe(2.37);
    expect(logger.errors).toEqual([]);
  });

  it('keeps the feed price when the margin leaves no price', () => {
    const huge = buildPricingData([{ brandMarginType: 'PPB', marketTypeId: 1, margin: 5 }], ladder);
    expect(applyMargins(2, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, huge)).toBe(2);
    const noLadder = buildPricingData([{ brandMarginType: 'PPB', marketTypeId: 1, margin: 0.001 }], []);
    expect(applyMargins(1.005, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, noLadder)).toBe(1.005);
  });

  it('always yields a ladder value or the unchanged price, never NaN (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -2, max: 1000, noNaN: true }), fc.constantFrom(-1, -123456789e10, 1, 1.01)),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100), { maxLength: 40 }),
        (price, margin, steps) => {
          const local = buildPricingData([{ brandMarginType: 'PPB', marketTypeId: 1, margin }], steps);
          const result = applyMargins(price, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, local, createMemoryLogger());
          expect(Number.isFinite(result) || result === price).toBe(true);
          if (steps.length > 0) expect(result === price || steps.includes(result)).toBe(true);
          else expect(result === price || result > 1).toBe(true);
        },
      ),
    );
  });

  it('never lengthens a price with a positive margin beyond where the feed price itself would snap (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 50, noNaN: true }), fc.double({ min: 0.0001, max: 0.5, noNaN: true }), (price, margin) => {
        const local = buildPricingData([{ brandMarginType: 'PPB', outcomeId: 'y', margin }], ladder);
        const result = applyMargins(price, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, local);
        expect(result === price || result <= snapToLadder(dec(price), ladder).toNumber()).toBe(true);
      }),
    );
  });
});

describe('snapToLadder', () => {
  it('goes to the nearest value, the lower one on an exact tie', () => {
    expect(snapToLadder(dec('1.925'), ladder).toNumber()).toBe(1.9);
    expect(snapToLadder(dec('1.92500000000000000001'), ladder).toNumber()).toBe(1.95);
    expect(snapToLadder(dec('1.90000000000000000001'), ladder).toNumber()).toBe(1.9);
    expect(snapToLadder(dec('1.2'), ladder).toNumber()).toBe(1.5);
    expect(snapToLadder(dec('70'), ladder).toNumber()).toBe(5);
    expect(snapToLadder(dec('2.3'), []).toNumber()).toBe(2.3);
  });

  it('agrees with a scan of the whole ladder (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 700 }).map((hundredths) => dec(hundredths).div(100)), (price) => {
        const scan = [...ladder].sort((a, b) => Math.abs(a - price.toNumber()) - Math.abs(b - price.toNumber()) || a - b)[0];
        expect(snapToLadder(price, ladder).toNumber()).toBe(scan);
      }),
    );
  });
});

describe('power odds (spec 3, 7)', () => {
  it('marks the outcomes that have power odds', () => {
    expect(isPowerOddsOutcome(data, 'e1', 'm1', 'o1')).toBe(true);
    expect(isPowerOddsOutcome(data, 'e1', 'm1', 'o2')).toBe(false);
    expect(isPowerOddsOutcome(data, 'e9', 'm1', 'o1')).toBe(false);
  });

  it("replaces one event's entries only", () => {
    const both = replaceEventPowerOdds(data, 'e2', [{ brandMarginType: 'POWER_ODDS', eventId: 'e2', marketId: 'm9', outcomeId: 'o9', margin: 0 }]);
    expect(both.powerOddsMap.get('e1')?.get('m1')).toEqual(['o1']);
    expect(both.powerOddsMap.get('e2')?.get('m9')).toEqual(['o9']);
    const replaced = replaceEventPowerOdds(both, 'e1', [
      { brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm2', outcomeId: 'o5', margin: 0 },
      { brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm2', outcomeId: 'o6', margin: 0 },
      { brandMarginType: 'POWER_ODDS', eventId: 'e2', marketId: 'm3', outcomeId: 'o3', margin: 0 },
    ]);
    expect(replaced.powerOddsMap.get('e1')).toEqual(new Map([['m2', ['o5', 'o6']]]));
    expect(replaced.powerOddsMap.get('e2')).toEqual(new Map([['m9', ['o9']]]));
    expect(replaced.rawMargins.filter((entry) => entry.brandMarginType === 'POWER_ODDS').map((entry) => entry.outcomeId)).toEqual(['o9', 'o5', 'o6']);
    // margins are untouched
    expect(replaced.outcomes).toBe(data.outcomes);
    expect(data.powerOddsMap.get('e1')?.get('m1')).toEqual(['o1']);
  });

  it('clears an event whose answer has no power odds', () => {
    expect(replaceEventPowerOdds(data, 'e1', []).powerOddsMap.has('e1')).toBe(false);
  });
});
