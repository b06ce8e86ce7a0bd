import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { applyMargins, buildPricingData, replaceEventPowerOdds, type MarginEntry } from './oddsMargins';

const ladder = [1.5, 1.55, 1.6, 1.62, 1.65, 1.7, 1.75, 1.8, 1.83, 1.85, 1.9, 1.95, 2, 2.05, 2.1, 2.2, 2.5, 3, 4, 5];
const margins: MarginEntry[] = [
  { brandMarginType: 'PPB', marketTypeId: 3, margin: 0.02 },
  { brandMarginType: 'PPB', leagueId: 'L1', margin: 0.01 },
  { brandMarginType: 'PPB', outcomeId: 'o1', margin: 0.01 },
  { brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm1', outcomeId: 'o1', margin: 0 },
];
const data = buildPricingData(margins, ladder);

describe('odds ladder and margins (spec 5, 9)', () => {
  it('sums market type, league and outcome margins, reprices and snaps to the ladder', () => {
    // margin 0.04; p = 0.5; p' = 0.5 + 0.04 x 0.5 = 0.52; 1/0.52 = 1.923 -> ladder 1.9
    expect(applyMargins(2, { marketTypeId: 3, leagueId: 'L1', outcomeId: 'o1' }, data)).toBe(1.9);
    // margin 0.03 (no outcome margin); p' = 0.515; 1/0.515 = 1.9417 -> 1.95
    expect(applyMargins(2, { marketTypeId: 3, leagueId: 'L1', outcomeId: 'o2' }, data)).toBe(1.95);
  });

  it('keeps the feed price and logs an error when an id is missing', () => {
    const logger = createMemoryLogger();
    expect(applyMargins(2, { marketTypeId: 3, outcomeId: 'o1' }, data, logger)).toBe(2);
    expect(logger.errors).toEqual([expect.stringContaining('needs marketTypeId, leagueId and outcomeId')]);
  });

  it('leaves placeholders and prices without margins alone', () => {
    const context = { marketTypeId: 3, leagueId: 'L1', outcomeId: 'o1' };
    expect(applyMargins(-1, context, data)).toBe(-1);
    expect(applyMargins(2.37, { marketTypeId: 99, leagueId: 'L9', outcomeId: 'o9' }, data)).toBe(2.37);
  });

  it('builds the power-odds map and replaces one event’s entries only', () => {
    const both = replaceEventPowerOdds(data, 'e2', [{ brandMarginType: 'POWER_ODDS', eventId: 'e2', marketId: 'm9', outcomeId: 'o9', margin: 0 }]);
    expect(both.powerOddsMap.get('e1')?.get('m1')).toEqual(['o1']);
    const replaced = replaceEventPowerOdds(both, 'e1', [{ brandMarginType: 'POWER_ODDS', eventId: 'e1', marketId: 'm2', outcomeId: 'o5', margin: 0 }]);
    expect([...(replaced.powerOddsMap.get('e1')?.keys() ?? [])]).toEqual(['m2']);
    expect(replaced.powerOddsMap.get('e2')?.get('m9')).toEqual(['o9']);
  });

  it('always yields a ladder value or the unchanged price, never NaN (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -2, max: 100, noNaN: true }), fc.double({ min: -0.5, max: 0.5, noNaN: true }), (price, margin) => {
        const local = buildPricingData([{ brandMarginType: 'PPB', marketTypeId: 1, margin }], ladder);
        const result = applyMargins(price, { marketTypeId: 1, leagueId: 'x', outcomeId: 'y' }, local);
        expect(Number.isFinite(result)).toBe(true);
        expect(result === price || ladder.includes(result)).toBe(true);
      }),
    );
  });
});
