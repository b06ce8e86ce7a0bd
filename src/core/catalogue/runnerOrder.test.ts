import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRunnerMarket, runnersByPrice, type PricedRunner } from './runnerOrder';

const runner = (id: string, name: string, decimal: number, unavailable = false): PricedRunner => ({ id, name, decimal, unavailable });

describe('runnersByPrice (issue 23)', () => {
  it('lists the favourite first: ascending decimal price, whatever the feed order', () => {
    expect(runnersByPrice([runner('a', 'Arkle', 8), runner('b', 'Best Mate', 2.5), runner('c', 'Comply', 15), runner('d', 'Dawn Run', 4)])).toEqual(['b', 'd', 'a', 'c']);
  });

  it('puts runners without a price to back last: suspended, no price yet, placeholders', () => {
    const field = [runner('s', 'Suspended Sam', 1.5, true), runner('n', 'No Price', -1), runner('p', 'Placeholder', -123456789e10), runner('x', 'Xtra', 6), runner('y', 'Yardstick', 3)];
    expect(runnersByPrice(field)).toEqual(['y', 'x', 'n', 'p', 's']);
  });

  it('orders equal prices by name, then by id', () => {
    expect(runnersByPrice([runner('2', 'Zeta', 5), runner('1', 'Alpha', 5), runner('4', 'Beta', 5), runner('3', 'Beta', 5)])).toEqual(['1', '3', '4', '2']);
  });

  it('is a sorted permutation for any field (property)', () => {
    const field = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), name: fc.constantFrom('A', 'B', 'C', 'D'), decimal: fc.oneof(fc.constant(-1), fc.integer({ min: 101, max: 5000 }).map((cents) => cents / 100)), unavailable: fc.boolean() }),
      { selector: (entry) => entry.id, maxLength: 30 },
    );
    fc.assert(
      fc.property(field, (runners) => {
        const order = runnersByPrice(runners).map((id) => runners.find((candidate) => candidate.id === id)!);
        expect(order.map((entry) => entry.id).sort()).toEqual(runners.map((entry) => entry.id).sort());
        const priced = order.map((entry) => !entry.unavailable && entry.decimal > 1);
        // Every priced runner before every unpriced one, and prices never go down.
        expect(priced.indexOf(false) === -1 || !priced.slice(priced.indexOf(false)).includes(true)).toBe(true);
        const prices = order.filter((_, index) => priced[index]).map((entry) => entry.decimal);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }),
    );
  });

  it('applies to outright markets and the markets of outright events only', () => {
    expect(isRunnerMarket(99)).toBe(true);
    expect(isRunnerMarket(3)).toBe(false);
    // A league winner's market, whatever type id the feed gives it.
    expect(isRunnerMarket(0, true)).toBe(true);
  });
});
