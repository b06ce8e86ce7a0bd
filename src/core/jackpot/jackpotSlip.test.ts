import { describe, expect, it } from 'vitest';
import { isJackpotComplete, jackpotNumberOfBets, jackpotTotalStake, type JackpotPick } from './jackpotSlip';

const picks: JackpotPick[] = [
  { ordinal: 1, outcomeId: 'a' },
  { ordinal: 2, outcomeId: 'b' },
  { ordinal: 2, outcomeId: 'c' },
  { ordinal: 3, outcomeId: 'd' },
  { ordinal: 3, outcomeId: 'e' },
  { ordinal: 3, outcomeId: 'f' },
];

describe('jackpot coupon (spec 3, 4)', () => {
  it('is complete when every ordinal 1..N has a pick', () => {
    expect(isJackpotComplete(3, picks)).toBe(true);
    expect(isJackpotComplete(4, picks)).toBe(false);
    expect(isJackpotComplete(3, picks.filter((pick) => pick.ordinal !== 2))).toBe(false);
    expect(isJackpotComplete(0, [])).toBe(false);
  });

  it('places the product of picks per event: 1 x 2 x 3 = 6', () => {
    expect(jackpotNumberOfBets(3, picks)).toBe(6);
    expect(jackpotNumberOfBets(3, [...picks, { ordinal: 3, outcomeId: 'f' }])).toBe(6);
    expect(jackpotNumberOfBets(4, picks)).toBe(0);
  });

  it('stakes the global stake on every line, exactly', () => {
    expect(jackpotTotalStake(0.1, 3, picks)).toBe(0.6);
    expect(jackpotTotalStake(Number.NaN, 3, picks)).toBe(0);
  });
});
