import { describe, expect, it } from 'vitest';
import { liveHighlights, upcomingHighlights } from './homeHighlights';

const live = (id: string, sportCode: string, extra: { isFinished?: boolean } = {}) => ({ id, sportCode, ...extra });

describe('home page highlights', () => {
  it("deals live slots one sport at a time and shows them in the operator's sport order", () => {
    const events = [live('f1', 'FOOT'), live('t1', 'TENN'), live('f2', 'FOOT'), live('f3', 'FOOT'), live('f4', 'FOOT'), live('c1', 'CRIC'), live('t2', 'TENN')];
    expect(liveHighlights(events, ['TENN', 'FOOT'], 5)).toEqual(['t1', 't2', 'f1', 'f2', 'c1']);
    expect(liveHighlights(events, ['TENN', 'FOOT'], 3)).toEqual(['t1', 'f1', 'c1']);
    expect(liveHighlights(events, [], 100)).toEqual(['f1', 'f2', 'f3', 'f4', 't1', 't2', 'c1']);
  });

  it('leaves finished events out and copes with nothing live', () => {
    expect(liveHighlights([live('f1', 'FOOT', { isFinished: true }), live('f2', 'FOOT')], ['FOOT'], 10)).toEqual(['f2']);
    expect(liveHighlights([], ['FOOT'], 10)).toEqual([]);
    expect(liveHighlights([live('f1', 'FOOT')], ['FOOT'], 0)).toEqual([]);
  });

  it('takes the soonest fixtures, never an outright', () => {
    const events = [
      { id: 'a', sportCode: 'FOOT' },
      { id: 'winner', sportCode: 'FOOT', outright: true },
      { id: 'b', sportCode: 'TENN' },
      { id: 'c', sportCode: 'FOOT' },
    ];
    expect(upcomingHighlights(events, 2)).toEqual(['a', 'b']);
    expect(upcomingHighlights(events, 10)).toEqual(['a', 'b', 'c']);
  });
});
