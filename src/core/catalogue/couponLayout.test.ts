import { describe, expect, it } from 'vitest';
import { asianMarketIds, couponLayoutOf, euroMarketChoices, euroMarketOf, formatLine, marketForSelection } from './couponLayout';

// Sandbox ids: football whole match 200 live / 100 prematch, first half 202; basketball quarter 271.
const football = [
  { id: 'result', marketTypeId: 3, periodTypeId: 200, instance: null },
  { id: 'handicap', marketTypeId: 11, periodTypeId: 200, instance: null },
  { id: 'total', marketTypeId: 13, periodTypeId: 200, instance: null },
  { id: 'first-half', marketTypeId: 3, periodTypeId: 202, instance: 1 },
  { id: 'player', marketTypeId: 7020, periodTypeId: 200, instance: null },
];

describe('coupon layout (spec 9 view_types)', () => {
  it('lays thai out as asian, and an unknown view type as euro', () => {
    expect(couponLayoutOf('euro')).toBe('euro');
    expect(couponLayoutOf('asian')).toBe('asian');
    expect(couponLayoutOf('Thai')).toBe('asian');
    expect(couponLayoutOf('malay-coupon')).toBe('euro');
  });

  it('names a market by period abbreviation and market type code from the sport table', () => {
    expect(euroMarketOf('FOOT', { marketTypeId: 3, periodTypeId: 100 })).toEqual({ periodAbbreviation: 'MATCH', marketTypeCode: 'WIN_DRAW_WIN' });
    expect(euroMarketOf('FOOT', { marketTypeId: 3, periodTypeId: 202 })).toEqual({ periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' });
    expect(euroMarketOf('BASK', { marketTypeId: 2, periodTypeId: 271 })).toEqual({ periodAbbreviation: 'QTR', marketTypeCode: 'HEAD_TO_HEAD' });
    expect(euroMarketOf('FOOT', { marketTypeId: 7020, periodTypeId: 200 })).toBeNull();
    // Football's table has no head-to-head (it is three-way), and 999 is no period of it.
    expect(euroMarketOf('FOOT', { marketTypeId: 2, periodTypeId: 200 })).toBeNull();
    expect(euroMarketOf('FOOT', { marketTypeId: 3, periodTypeId: 999 })).toBeNull();
  });

  it('picks the asian markets: handicap then over/under; none when the event has neither', () => {
    expect(asianMarketIds('FOOT', football)).toEqual(['handicap', 'total']);
    expect(asianMarketIds('FOOT', [football[2]!])).toEqual(['total']);
    expect(asianMarketIds('FOOT', [football[0]!, football[3]!])).toEqual([]);
  });

  it('finds the market of a selection, the lowest instance of several', () => {
    const quarters = [3, 2, 4].map((instance) => ({ id: `q${instance}`, marketTypeId: 2, periodTypeId: 271, instance }));
    expect(marketForSelection('BASK', quarters, { periodAbbreviation: 'QTR', marketTypeCode: 'HEAD_TO_HEAD' })?.id).toBe('q2');
    expect(marketForSelection('FOOT', football, { periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' })?.id).toBe('first-half');
    expect(marketForSelection('FOOT', football, { periodAbbreviation: 'MATCH', marketTypeCode: 'DOUBLE_CHANCE' })).toBeNull();
  });

  it('offers the distinct choices of the events, results first and the whole match before its parts', () => {
    const choices = euroMarketChoices([
      { sportKey: 'FOOT', markets: football },
      { sportKey: 'TENN', markets: [{ marketTypeId: 2, periodTypeId: 209 }, { marketTypeId: 11, periodTypeId: 209 }] },
    ]);
    expect(choices.map((choice) => `${choice.periodAbbreviation} ${choice.marketTypeCode}`)).toEqual(['MATCH WIN_DRAW_WIN', 'HALF WIN_DRAW_WIN', 'MATCH HEAD_TO_HEAD', 'MATCH OVER_UNDER', 'MATCH HDP']);
  });

  it('writes lines exactly: handicaps signed, totals unsigned', () => {
    expect(formatLine(-0.5, 'handicap')).toBe('-0.5');
    expect(formatLine(1.25, 'handicap')).toBe('+1.25');
    expect(formatLine(-0, 'handicap')).toBe('0');
    expect(formatLine(2.5, 'total')).toBe('2.5');
    expect(formatLine(-2.5, 'total')).toBe('2.5');
  });
});
