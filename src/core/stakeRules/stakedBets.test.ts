import { describe, expect, it } from 'vitest';
import { stakedBetRefs } from './stakedBets';

describe('stakedBetRefs', () => {
  it('lists the bets with a stake, in slip order; a zero or empty stake is simply not placed', () => {
    expect(
      stakedBetRefs({
        singles: [
          { ref: 'sel1', unitStake: 0 },
          { ref: 'sel2', unitStake: 5 },
          { ref: 'sel3', unitStake: 0, maxFreeMoneyStake: 10, freeMoneyUnitStake: 10 },
          { ref: 'sel4', unitStake: Number.NaN },
        ],
        multiples: [{ ref: 'mul1', unitStake: 1250, noOfBets: 1 }],
        systems: [
          { ref: '058', unitStake: 0, noOfBets: 4 },
          { ref: '059', unitStake: 1, noOfBets: 11 },
        ],
      }),
    ).toEqual(['sel2', 'sel3', 'mul1', '059']);
  });

  it('is empty when nothing is staked, free money without an offer included', () => {
    expect(stakedBetRefs({ singles: [{ ref: 'sel1', unitStake: 0, freeMoneyUnitStake: 5 }], multiples: [], systems: [] })).toEqual([]);
  });
});
