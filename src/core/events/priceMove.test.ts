import { describe, expect, it } from 'vitest';
import { priceMove } from './priceMove';

describe('price move', () => {
  it.each([
    [2, 2.5, 'up'],
    [2, 1.9, 'down'],
    [1.85, 1.85, 'none'],
    [-1, 2.1, 'none'],
    [2.1, -1, 'none'],
    [-123456789e10, 3, 'none'],
    [3, -123456789e10, 'none'],
    [Number.NaN, 2, 'none'],
    [2, 1, 'none'],
  ] as const)('%d -> %d is %s', (previous, next, move) => {
    expect(priceMove(previous, next)).toBe(move);
  });
});
