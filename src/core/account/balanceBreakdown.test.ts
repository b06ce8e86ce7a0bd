import { describe, expect, it } from 'vitest';
import { balanceBreakdown } from './balanceBreakdown';

describe('balanceBreakdown (spec 3 wallet and balance)', () => {
  it('picks the sportsbook wallet by name among others and takes every figure as the operator sent it', () => {
    expect(
      balanceBreakdown({
        currency: 'GBP',
        wallets: [
          { name: 'casino', balance: 999, promoCash: 1, totalLeftToWager: 2, withdrawableAmount: 3 },
          { name: 'Sportsbook', balance: 120.35, promoCash: 5.1, totalLeftToWager: 40.05, withdrawableAmount: 100.25 },
        ],
        totalBalance: 130.45,
        bonusBalance: 10.1,
        realBalance: 120.35,
      }),
    ).toEqual({ currency: 'GBP', total: 130.45, real: 120.35, bonus: 10.1, promoCash: 5.1, withdrawable: 100.25, leftToWager: 40.05 });
  });

  it('falls back to the wallet balance for totals the operator leaves out, and to 0 for the rest', () => {
    expect(balanceBreakdown({ currency: 'EUR', wallets: [{ name: 'sportsbook', balance: 7.5 }] })).toEqual({ currency: 'EUR', total: 7.5, real: 7.5, bonus: 0, promoCash: 0, withdrawable: 0, leftToWager: 0 });
  });

  it('is null when there is no sportsbook wallet', () => {
    expect(balanceBreakdown({ currency: 'EUR', wallets: [{ name: 'casino', balance: 7.5 }] })).toBeNull();
  });
});
