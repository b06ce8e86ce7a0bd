import { describe, expect, it } from 'vitest';
import { isWalletEmpty } from './walletBalance';

describe('isWalletEmpty (spec 9)', () => {
  it('is empty at a balance of 0 or less', () => {
    expect(isWalletEmpty(0)).toBe(true);
    expect(isWalletEmpty(-0.01)).toBe(true);
    expect(isWalletEmpty(0.01)).toBe(false);
    expect(isWalletEmpty(10000)).toBe(false);
  });

  it('is empty when the balance is unknown', () => {
    expect(isWalletEmpty(null)).toBe(true);
    expect(isWalletEmpty(undefined)).toBe(true);
    expect(isWalletEmpty(Number.NaN)).toBe(true);
  });
});
