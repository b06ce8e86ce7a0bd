import { describe, expect, it } from 'vitest';
import { periodScore, scoreColumns } from './scoreColumns';

const score = (opponentId: string, key: string, instance: number, value: string) => ({ opponentId, key, instance, score: value });

describe('scoreColumns', () => {
  it('one column per key and instance, keys in feed order, instances ascending', () => {
    const scores = [score('h', 'SETS', 2, '3'), score('a', 'SETS', 2, '4'), score('h', 'SETS', 1, '6'), score('a', 'SETS', 1, '2'), score('h', 'STB', 1, '10')];
    expect(scoreColumns(scores)).toEqual([
      { key: 'SETS', instance: 1 },
      { key: 'SETS', instance: 2 },
      { key: 'STB', instance: 1 },
    ]);
    expect(periodScore(scores, 'a', { key: 'SETS', instance: 1 })).toBe('2');
    expect(periodScore(scores, 'a', { key: 'STB', instance: 1 })).toBe('');
  });

  it('no period scored, no column', () => {
    expect(scoreColumns([])).toEqual([]);
  });
});
