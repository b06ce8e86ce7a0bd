import { describe, expect, it } from 'vitest';
import { decodeFeedChange } from './decodeFeedChange';

// Issue 20, the reliability suite's malformed stream messages (tests/reliability/malformedAnswers.spec.ts):
// an event change with a field of the wrong type was passed on as it came, so a score that
// was an object reached the event page's header as a React child (the page region failed
// and showed its notice) and a period line that was null threw in the frame applying the
// feed. A field the client cannot read is now left out, as if not sent.
describe('decodeFeedChange: event changes', () => {
  const wellFormed = {
    eid: '100368',
    status: 'LIVE',
    clock: { minutes: 63, seconds: 12, status: 'RUNNING' },
    scores: { home: 2, away: 1 },
    scoresPerPeriod: [
      { opponentId: 'c1', instance: 1, key: 'HALF', score: '1' },
      { opponentId: 'c2', instance: 1, key: 'HALF', score: '0' },
    ],
    currentPeriodAbbreviation: 'HALF',
    currentPeriodNumber: 2,
    liveOpenMarketCount: 14,
  };

  it('passes a well-formed change on whole', () => {
    expect(decodeFeedChange('event', wellFormed, 7)).toEqual({ kind: 'event', cursor: 7, change: wellFormed });
  });

  it('reads scores sent as their digits, as REST answers carry them', () => {
    const decoded = decodeFeedChange('event', { ...wellFormed, scores: { home: '3', away: '0' } }, 8);
    expect(decoded).toMatchObject({ kind: 'event', change: { scores: { home: 3, away: 0 } } });
  });

  it('leaves out every field of the wrong type, keeping the event and its status', () => {
    const decoded = decodeFeedChange(
      'event',
      {
        eid: '100368',
        status: 'LIVE',
        clock: 'garbage',
        scores: { home: null, away: { goals: 1 } },
        scoresPerPeriod: 'x',
        currentPeriodAbbreviation: 5,
        currentPeriodNumber: '1e400',
        liveOpenMarketCount: -1,
        cricketOutcomes: [4, null],
      },
      9,
    );
    expect(decoded).toEqual({ kind: 'event', cursor: 9, change: { eid: '100368', status: 'LIVE' } });
  });

  it('keeps the readable period lines of a list and drops the others', () => {
    const decoded = decodeFeedChange('event', { eid: '100368', status: 'LIVE', scoresPerPeriod: [null, 'HALF', { opponentId: 'c1', instance: 'one', key: 'HALF', score: '1' }, wellFormed.scoresPerPeriod[0]] }, 10);
    expect(decoded).toEqual({ kind: 'event', cursor: 10, change: { eid: '100368', status: 'LIVE', scoresPerPeriod: [wellFormed.scoresPerPeriod[0]] } });
  });

  it('leaves out a clock whose minutes are not a count', () => {
    const decoded = decodeFeedChange('event', { eid: '100368', status: 'LIVE', clock: { minutes: 'NaN', seconds: -5, status: null } }, 11);
    expect(decoded).toEqual({ kind: 'event', cursor: 11, change: { eid: '100368', status: 'LIVE' } });
  });

  it('is invalid without an event id or a status', () => {
    expect(decodeFeedChange('event', { eid: '100368', status: 7 }, 12)).toEqual({ kind: 'invalid', cursor: 12, reason: 'bad-event' });
    expect(decodeFeedChange('event', [{ eid: '100368', status: 'LIVE' }], 13)).toEqual({ kind: 'invalid', cursor: 13, reason: 'bad-event' });
    expect(decodeFeedChange('event', null, 14)).toEqual({ kind: 'invalid', cursor: 14, reason: 'bad-event' });
  });
});
