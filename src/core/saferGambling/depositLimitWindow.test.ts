import { describe, expect, it } from 'vitest';
import { LIMIT_COOLING_OFF_MS, changeDepositLimit, depositLimitBreach, depositedInWindow, limitsInForce, type DepositLimits } from './depositLimitWindow';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 29, 12);

describe('depositedInWindow', () => {
  it('sums exactly the deposits inside the rolling window; one exactly a window old is out', () => {
    const deposits = [
      { time: NOW - DAY, amount: '50' },
      { time: NOW - DAY + 1, amount: '0.1' },
      { time: NOW - HOUR, amount: '0.2' },
      { time: NOW, amount: '10.05' },
    ];
    expect(depositedInWindow(deposits, DAY, NOW)).toBe('10.35');
    expect(depositedInWindow(deposits, 7 * DAY, NOW)).toBe('60.35');
  });
});

describe('depositLimitBreach', () => {
  const limits: DepositLimits = { daily: { amount: '100', pending: null }, weekly: { amount: '150', pending: null } };
  const deposits = [
    { time: NOW - 2 * HOUR, amount: '60.10' },
    { time: NOW - 3 * DAY, amount: '50' },
  ];

  it('allows a deposit that reaches the limit exactly and refuses one cent more', () => {
    expect(depositLimitBreach(limits, deposits, '39.90', NOW)).toBeNull();
    expect(depositLimitBreach(limits, deposits, '39.91', NOW)).toEqual({ period: 'daily', limit: '100', used: '60.1', remaining: '39.9' });
  });

  it('the weekly window counts older deposits the daily one does not', () => {
    const daily = { daily: { amount: '100', pending: null }, weekly: { amount: '130', pending: null } };
    expect(depositLimitBreach(daily, deposits, '20', NOW)).toEqual({ period: 'weekly', limit: '130', used: '110.1', remaining: '19.9' });
  });

  it('a deposit leaves the window after 24 hours', () => {
    const dailyOnly: DepositLimits = { daily: { amount: '100', pending: null } };
    expect(depositLimitBreach(dailyOnly, deposits, '39.91', NOW + 22 * HOUR - 1)).toEqual(expect.objectContaining({ period: 'daily' }));
    expect(depositLimitBreach(dailyOnly, deposits, '39.91', NOW + 22 * HOUR)).toBeNull();
  });

  it('no limits: nothing is refused', () => {
    expect(depositLimitBreach({}, deposits, '1000000', NOW)).toBeNull();
  });
});

describe('changeDepositLimit', () => {
  it('a first limit and a lower one apply at once', () => {
    const first = changeDepositLimit({}, 'daily', '100', NOW);
    expect(first).toEqual({ daily: { amount: '100', pending: null } });
    expect(changeDepositLimit(first, 'daily', '40.50', NOW + 1)).toEqual({ daily: { amount: '40.5', pending: null } });
  });

  it('a higher limit waits 24 hours as pending; the current one holds meanwhile', () => {
    const raised = changeDepositLimit({ daily: { amount: '100', pending: null } }, 'daily', '250', NOW);
    expect(raised).toEqual({ daily: { amount: '100', pending: { amount: '250', effectiveAt: NOW + LIMIT_COOLING_OFF_MS } } });
    expect(depositLimitBreach(raised, [], '100.01', NOW + LIMIT_COOLING_OFF_MS - 1)?.limit).toBe('100');
    expect(limitsInForce(raised, NOW + LIMIT_COOLING_OFF_MS)).toEqual({ daily: { amount: '250', pending: null } });
    expect(depositLimitBreach(raised, [], '250', NOW + LIMIT_COOLING_OFF_MS)).toBeNull();
  });

  it('a removal waits 24 hours, then the limit is gone', () => {
    const removed = changeDepositLimit({ weekly: { amount: '100', pending: null } }, 'weekly', null, NOW);
    expect(removed.weekly).toEqual({ amount: '100', pending: { amount: null, effectiveAt: NOW + DAY } });
    expect(limitsInForce(removed, NOW + DAY)).toEqual({});
  });

  it('lowering during a pending raise applies at once and drops the raise; asking the same again cancels it', () => {
    const raised = changeDepositLimit({ daily: { amount: '100', pending: null } }, 'daily', '250', NOW);
    expect(changeDepositLimit(raised, 'daily', '80', NOW + HOUR)).toEqual({ daily: { amount: '80', pending: null } });
    expect(changeDepositLimit(raised, 'daily', '100', NOW + HOUR)).toEqual({ daily: { amount: '100', pending: null } });
  });

  it('refuses a limit that is not positive', () => {
    expect(() => changeDepositLimit({}, 'daily', '0', NOW)).toThrow(RangeError);
  });
});
