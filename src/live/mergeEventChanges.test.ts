import { describe, expect, it } from 'vitest';
import { mergeEventChanges } from './mergeEventChanges';

describe('two changes of one event in one frame', () => {
  it('keep what each sent: the clock of one and the score of the other', () => {
    expect(mergeEventChanges({ eid: '1', status: 'LIVE', clock: { minutes: 12, status: 'RUNNING' } }, { eid: '1', status: 'LIVE', scores: { home: 1, away: 0 } })).toEqual({
      eid: '1',
      status: 'LIVE',
      clock: { minutes: 12, status: 'RUNNING' },
      scores: { home: 1, away: 0 },
    });
  });

  it('take the later value of a field both sent, and merge period scores line by line', () => {
    const merged = mergeEventChanges(
      { eid: '1', status: 'LIVE', scores: { home: 0, away: 0 }, scoresPerPeriod: [{ opponentId: 'h', instance: 1, key: 'GOALS', score: '0' }] },
      { eid: '1', status: 'LIVE', scores: { home: 1, away: 0 }, scoresPerPeriod: [{ opponentId: 'a', instance: 1, key: 'GOALS', score: '0' }] },
    );
    expect(merged.scores).toEqual({ home: 1, away: 0 });
    expect(merged.scoresPerPeriod?.map((line) => line.opponentId).sort()).toEqual(['a', 'h']);
  });

  it('keep an end as an end', () => {
    expect(mergeEventChanges({ eid: '1', status: 'END_OF_EVENT' }, { eid: '1', status: 'LIVE', liveOpenMarketCount: 0 }).status).toBe('END_OF_EVENT');
  });
});
