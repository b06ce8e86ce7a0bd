import { describe, expect, it } from 'vitest';
import { applyFreeBetMode } from './freeBet';

describe('applyFreeBetMode (spec 4)', () => {
  const offered = { ref: 'sel1', unitStake: 20, maxFreeMoneyStake: 10, freeMoneyUnitStake: null };

  it("'max' (freeBetMax) stakes the whole free bet and clears the cash stake", () => {
    expect(applyFreeBetMode(offered, 'max')).toEqual({ ref: 'sel1', unitStake: 0, maxFreeMoneyStake: 10, freeMoneyUnitStake: 10 });
  });

  it("'none' (freeBetNull) clears the free-money stake and keeps the cash stake", () => {
    const played = { ...offered, unitStake: 5, freeMoneyUnitStake: 10 };
    expect(applyFreeBetMode(played, 'none')).toEqual({ ref: 'sel1', unitStake: 5, maxFreeMoneyStake: 10, freeMoneyUnitStake: null });
  });

  it("'max' without a free bet on offer changes nothing", () => {
    const noOffer = { ref: 'sel2', unitStake: 7, maxFreeMoneyStake: null };
    expect(applyFreeBetMode(noOffer, 'max')).toBe(noOffer);
    expect(applyFreeBetMode({ ...noOffer, maxFreeMoneyStake: Number.NaN }, 'max')).toEqual({ ...noOffer, maxFreeMoneyStake: Number.NaN });
  });

  it('keeps the other fields of the selection', () => {
    const selection = { ...offered, eventId: 'e1', eachWay: true };
    expect(applyFreeBetMode(selection, 'max')).toMatchObject({ eventId: 'e1', eachWay: true });
  });
});
