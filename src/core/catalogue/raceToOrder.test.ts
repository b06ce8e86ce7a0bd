import { describe, expect, it } from 'vitest';
import { orderRaceToMarkets } from './raceToOrder';

// 4010, 4015, 4020: race to 10, 15, 20 (raceTo.ts); 1 and 2 are other markets.
const markets = [1, 4010, 4015, 2, 4020].map((marketTypeId) => ({ marketTypeId }));
const types = (list: readonly { marketTypeId: number }[]) => list.map((market) => market.marketTypeId);

describe('orderRaceToMarkets', () => {
  it('keeps spec 9\'s order by default, other markets where they were', () => {
    expect(types(orderRaceToMarkets(markets, 'BASK', [10, 15, 20]))).toEqual([1, 4010, 4015, 2, 4020]);
  });

  it('puts the race-to markets in the operator\'s order, in the places race-to markets held, and hides the others', () => {
    expect(types(orderRaceToMarkets(markets, 'BASK', [20, 10]))).toEqual([1, 4020, 2, 4010]);
    expect(types(orderRaceToMarkets(markets, 'EBSK', [15]))).toEqual([1, 4015, 2]);
    expect(types(orderRaceToMarkets(markets, 'BASK-india', []))).toEqual([1, 2]);
  });

  it('leaves other sports alone', () => {
    expect(types(orderRaceToMarkets(markets, 'FOOT', []))).toEqual([1, 4010, 4015, 2, 4020]);
  });
});
