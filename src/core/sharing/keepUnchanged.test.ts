import { describe, expect, it } from 'vitest';
import { dec } from '../decimal/exact';
import { keepUnchanged } from './keepUnchanged';

describe('keepUnchanged (structural sharing)', () => {
  it('answers the previous object when the next one is equal throughout', () => {
    const previous = { order: ['a', 'b'], bets: { a: { decimal: 2, ref: 'sel1' } }, errors: [], open: true };
    const next = { order: ['a', 'b'], bets: { a: { decimal: 2, ref: 'sel1' } }, errors: [], open: true };
    expect(keepUnchanged(previous, next)).toBe(previous);
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const previous = { order: ['a', 'b'], bets: { a: { decimal: 2 }, b: { decimal: 3 } }, status: 'pending' };
    const shared = keepUnchanged(previous, { order: ['a', 'b'], bets: { a: { decimal: 2 }, b: { decimal: 3.5 } }, status: 'fulfilled' });
    expect(shared).not.toBe(previous);
    expect(shared).toEqual({ order: ['a', 'b'], bets: { a: { decimal: 2 }, b: { decimal: 3.5 } }, status: 'fulfilled' });
    expect(shared.order).toBe(previous.order);
    expect(shared.bets.a).toBe(previous.bets.a);
    expect(shared.bets.b).not.toBe(previous.bets.b);
  });

  it('sees added and removed keys and items, and a key whose value became undefined', () => {
    const previous: Record<string, number | undefined> = { a: 1 };
    expect(keepUnchanged(previous, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(keepUnchanged(previous, { a: 1, b: undefined })).not.toBe(previous);
    expect(keepUnchanged({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const items = [1, 2, 3];
    expect(keepUnchanged(items, [1, 2])).toEqual([1, 2]);
    expect(keepUnchanged(items, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
  });

  it('compares what is not plain data by identity', () => {
    const money = dec('1.10');
    const previous = { money, when: new Date(0) };
    expect(keepUnchanged(previous, { money, when: previous.when })).toBe(previous);
    expect(keepUnchanged(previous, { money: dec('1.10'), when: previous.when }).money).not.toBe(money);
  });
});
