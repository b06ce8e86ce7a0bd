import { describe, expect, it } from 'vitest';
import { dec } from '../decimal/exact';
import { autoCashOutReached, checkAutoCashOutTarget } from './autoCashOutRule';

describe('checkAutoCashOutTarget', () => {
  it('accepts a target in whole cents up to the potential returns', () => {
    expect(checkAutoCashOutTarget('12.34', '25.00', 2)).toBeNull();
    expect(checkAutoCashOutTarget('25', '25.00', 2)).toBeNull();
  });
  it('refuses a target no offer can reach, or no wallet can pay', () => {
    expect(checkAutoCashOutTarget('25.01', '25.00', 2)).toBe('target-above-potential-returns');
    expect(checkAutoCashOutTarget(0, '25.00', 2)).toBe('target-not-positive');
    expect(checkAutoCashOutTarget('1.001', '25.00', 2)).toBe('target-too-fine');
  });
});

describe('autoCashOutReached', () => {
  it('fires at or above the target, never without an offer', () => {
    expect(autoCashOutReached(dec('9.99'), '10')).toBe(false);
    expect(autoCashOutReached(dec('10.00'), '10')).toBe(true);
    expect(autoCashOutReached(dec('10.01'), '10')).toBe(true);
    expect(autoCashOutReached(null, '10')).toBe(false);
  });
});
