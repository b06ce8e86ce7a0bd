import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJackpotComplete, jackpotEventsLeft, type JackpotPick, jackpotNumberOfBets, jackpotTotalStake } from './jackpotSlip';

// Three events: 1 pick on the first, 2 on the second, 3 on the third.
const picks: JackpotPick[] = [
  { ordinal: 1, outcomeId: 'a' },
  { ordinal: 2, outcomeId: 'b' },
  { ordinal: 2, outcomeId: 'c' },
  { ordinal: 3, outcomeId: 'd' },
  { ordinal: 3, outcomeId: 'e' },
  { ordinal: 3, outcomeId: 'f' },
];

describe('isJackpotComplete (spec 4)', () => {
  it('is complete when every ordinal 1..N has a pick', () => {
    expect(isJackpotComplete(3, picks)).toBe(true);
    expect(isJackpotComplete(4, picks)).toBe(false);
    expect(isJackpotComplete(3, picks.filter((pick) => pick.ordinal !== 2))).toBe(false);
  });

  it('does not let a pick outside 1..N stand in for a missing event', () => {
    expect(isJackpotComplete(3, [...picks.filter((pick) => pick.ordinal !== 3), { ordinal: 4, outcomeId: 'g' }])).toBe(false);
    expect(isJackpotComplete(2, [{ ordinal: 0, outcomeId: 'a' }, { ordinal: 2, outcomeId: 'b' }])).toBe(false);
  });

  it('is never complete without events', () => {
    expect(isJackpotComplete(0, [])).toBe(false);
    expect(isJackpotComplete(Number.NaN, picks)).toBe(false);
  });
});

describe('jackpotNumberOfBets (spec 3)', () => {
  it('is the product of picks per event: 1 x 2 x 3 = 6', () => {
    expect(jackpotNumberOfBets(3, picks)).toBe(6);
  });

  it('counts a repeated pick once and ignores picks outside 1..N', () => {
    expect(jackpotNumberOfBets(3, [...picks, { ordinal: 3, outcomeId: 'f' }, { ordinal: 7, outcomeId: 'z' }])).toBe(6);
  });

  it('is 0 until the coupon is complete', () => {
    expect(jackpotNumberOfBets(4, picks)).toBe(0);
    expect(jackpotNumberOfBets(3, [])).toBe(0);
  });

  it('equals the product of distinct picks per event for any complete coupon', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 13 }), (perEvent) => {
        const coupon = perEvent.flatMap((count, index) => Array.from({ length: count }, (_, pick) => ({ ordinal: index + 1, outcomeId: `${index}-${pick}` })));
        expect(isJackpotComplete(perEvent.length, coupon)).toBe(true);
        expect(jackpotNumberOfBets(perEvent.length, coupon)).toBe(perEvent.reduce((product, count) => product * count, 1));
      }),
    );
  });
});

describe('jackpotTotalStake (spec 3)', () => {
  it('stakes the global stake on every line, exactly', () => {
    expect(jackpotTotalStake(0.1, 3, picks)).toBe(0.6);
    expect(jackpotTotalStake(2.5, 3, picks)).toBe(15);
  });

  it('is 0 for an incomplete coupon or an unusable stake', () => {
    expect(jackpotTotalStake(10, 4, picks)).toBe(0);
    expect(jackpotTotalStake(Number.NaN, 3, picks)).toBe(0);
    expect(jackpotTotalStake(-1, 3, picks)).toBe(0);
  });
});

describe('jackpotEventsLeft (spec 4 completeness)', () => {
  it('counts the events without a pick, however many picks the others have', () => {
    expect(jackpotEventsLeft(3, picks)).toBe(0);
    expect(jackpotEventsLeft(8, picks)).toBe(5);
    expect(jackpotEventsLeft(3, picks.filter((pick) => pick.ordinal === 3))).toBe(2);
    expect(jackpotEventsLeft(3, [])).toBe(3);
  });

  it('ignores picks outside 1..N and has nothing left without events', () => {
    expect(jackpotEventsLeft(2, [{ ordinal: 5, outcomeId: 'x' }, { ordinal: 1, outcomeId: 'a' }])).toBe(1);
    expect(jackpotEventsLeft(0, picks)).toBe(0);
  });
});
