import { describe, expect, it } from 'vitest';
import { formatFeedPosition, parseFeedPosition } from './feedPosition';

describe('feed positions', () => {
  it('reads epoch:cursor, a bare cursor, and an epoch holding colons', () => {
    expect(parseFeedPosition('k3x9a:46478')).toEqual({ epoch: 'k3x9a', cursor: 46478 });
    expect(parseFeedPosition('120')).toEqual({ epoch: '', cursor: 120 });
    expect(parseFeedPosition('2026-11-28T06:00:00Z:7')).toEqual({ epoch: '2026-11-28T06:00:00Z', cursor: 7 });
  });

  it('refuses what is not a position', () => {
    for (const text of ['', 'abc', 'e:', 'e:-1', 'e:1.5', 'e:99999999999999999999', null, undefined]) expect(parseFeedPosition(text)).toBeNull();
  });

  it('writes what it reads', () => {
    expect(formatFeedPosition({ epoch: 'k3x9a', cursor: 0 })).toBe('k3x9a:0');
    expect(formatFeedPosition({ epoch: '', cursor: 5 })).toBe('5');
    expect(parseFeedPosition(formatFeedPosition({ epoch: 'a:b', cursor: 9 }))).toEqual({ epoch: 'a:b', cursor: 9 });
  });
});
