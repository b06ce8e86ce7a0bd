import { describe, expect, it } from 'vitest';
import { createJackpotModel } from './jackpotModel';

describe('jackpot model', () => {
  it('tracks picks per ordinal and prices the coupon with core', async () => {
    const jackpot = createJackpotModel({
      activeJackpots: async () => [{ id: 'J1', name: 'Three', jackpotPrize: 1000, currency: 'EUR', unitStake: 1, events: [1, 2, 3].map((ordinal) => ({ ordinal, id: `e${ordinal}` })) }],
      placeJackpot: async () => ({ status: 'PLACED' }),
    });
    await jackpot.load();
    jackpot.select('J1');
    jackpot.setStake(0.5);
    jackpot.togglePick('a', 1);
    jackpot.togglePick('b', 2);
    expect(jackpot.complete.value).toBe(false);
    jackpot.togglePick('c', 3);
    jackpot.togglePick('d', 3);
    expect([jackpot.complete.value, jackpot.numberOfBets.value, jackpot.totalStake.value]).toEqual([true, 2, 1]);
    jackpot.togglePick('d', 3);
    expect(jackpot.numberOfBets.value).toBe(1);
    expect((await jackpot.place('1001')).status).toBe('PLACED');
  });
});
