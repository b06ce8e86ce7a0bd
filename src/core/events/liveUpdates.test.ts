import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PeriodScore } from '../catalogue/entities';
import { applyLiveChange, applyLiveChanges, mergePeriodScores } from './liveUpdates';
import { sportEvent } from './eventFixtures.testing';

const line = (opponentId: string, instance: number, key: string, score: string): PeriodScore => ({ opponentId, instance, key, score });

describe('live event updates (spec 4)', () => {
  it('sets the clock, keeping the event when the clock is the same', () => {
    const event = sportEvent();
    const clocked = applyLiveChange(event, { type: 'clock', clock: { minutes: 12, seconds: 30, status: 'RUNNING' } });
    expect(clocked.clock).toEqual({ minutes: 12, seconds: 30, status: 'RUNNING' });
    expect(clocked.isFinished).toBe(false);
    expect(event.clock).toBeUndefined();
    expect(applyLiveChange(clocked, { type: 'clock', clock: { minutes: 12, seconds: 30, status: 'RUNNING' } })).toBe(clocked);
    expect(applyLiveChange(clocked, { type: 'clock', clock: { minutes: Number.NaN, status: 'RUNNING' } })).toBe(clocked);
    expect(applyLiveChange(clocked, { type: 'clock', clock: { minutes: -1, status: 'RUNNING' } })).toBe(clocked);
  });

  it('marks the event finished on END_OF_EVENT, as a change or a clock status, for good', () => {
    const running = sportEvent({ clock: { minutes: 90, status: 'RUNNING' } });
    const ended = applyLiveChange(running, { type: 'end-of-event' });
    expect(ended.isFinished).toBe(true);
    expect(applyLiveChange(ended, { type: 'end-of-event' })).toBe(ended);
    expect(applyLiveChange(running, { type: 'clock', clock: { minutes: 94, status: 'END_OF_EVENT' } })).toMatchObject({ isFinished: true, clock: { minutes: 94 } });
    expect(applyLiveChange(ended, { type: 'clock', clock: { minutes: 91, status: 'RUNNING' } }).isFinished).toBe(true);
  });

  it('merges per-period scores by opponent, instance and key', () => {
    const current = [line('h', 1, 'SETS', '6'), line('a', 1, 'SETS', '4'), line('h', 2, 'SETS', '1'), line('h', 2, 'GAMES', '30')];
    const merged = mergePeriodScores(current, [line('h', 2, 'SETS', '2'), line('a', 2, 'SETS', '0')]);
    expect(merged).toEqual([line('h', 1, 'SETS', '6'), line('a', 1, 'SETS', '4'), line('h', 2, 'SETS', '2'), line('h', 2, 'GAMES', '30'), line('a', 2, 'SETS', '0')]);
    expect(merged[0]).toBe(current[0]);
    expect(mergePeriodScores(current, [line('a', 1, 'SETS', '4')])).toBe(current);
    expect(mergePeriodScores(current, [line('a', Number.NaN, 'SETS', '9')])).toBe(current);
  });

  it('applies a score change with totals and the current period', () => {
    const event = sportEvent({ scores: { h: '1', a: '0' }, scoresPerPeriod: [line('h', 1, 'HALF', '1'), line('a', 1, 'HALF', '0')], currentPeriodNumber: 1 });
    const scored = applyLiveChange(event, {
      type: 'scores',
      scoresPerPeriod: [line('a', 2, 'HALF', '1')],
      scores: { a: '1' },
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 2,
    });
    expect(scored.scores).toEqual({ h: '1', a: '1' });
    expect(scored.scoresPerPeriod).toEqual([line('h', 1, 'HALF', '1'), line('a', 1, 'HALF', '0'), line('a', 2, 'HALF', '1')]);
    expect(scored).toMatchObject({ currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 });
    expect(applyLiveChange(scored, { type: 'scores', scoresPerPeriod: [line('a', 2, 'HALF', '1')], scores: { h: '1' }, currentPeriodNumber: 2 })).toBe(scored);
    expect(applyLiveChange(scored, { type: 'scores', scoresPerPeriod: [], currentPeriodNumber: Number.NaN })).toBe(scored);
  });

  it('updates the market count, ignoring an unusable one', () => {
    const counted = applyLiveChange(sportEvent(), { type: 'market-count', liveOpenMarketCount: 42 });
    expect(counted.liveOpenMarketCount).toBe(42);
    expect(applyLiveChange(counted, { type: 'market-count', liveOpenMarketCount: 0 }).liveOpenMarketCount).toBe(0);
    for (const bad of [Number.NaN, -1, 2.5, Number.POSITIVE_INFINITY]) expect(applyLiveChange(counted, { type: 'market-count', liveOpenMarketCount: bad })).toBe(counted);
    expect(applyLiveChange(counted, { type: 'market-count', liveOpenMarketCount: 42 })).toBe(counted);
  });

  it('updates cricket outcomes', () => {
    const cricket = applyLiveChange(sportEvent({ sportCode: 'CRIC' }), { type: 'cricket-outcomes', cricketOutcomes: ['4', 'W', '0'] });
    expect(cricket.cricketOutcomes).toEqual(['4', 'W', '0']);
    expect(applyLiveChange(cricket, { type: 'cricket-outcomes', cricketOutcomes: ['4', 'W', '0'] })).toBe(cricket);
    expect(applyLiveChange(cricket, { type: 'cricket-outcomes', cricketOutcomes: ['4', 'W', '0', '6'] }).cricketOutcomes).toEqual(['4', 'W', '0', '6']);
  });

  it('applies a sequence of changes in order', () => {
    const event = sportEvent();
    const after = applyLiveChanges(event, [
      { type: 'clock', clock: { minutes: 45, status: 'RUNNING' } },
      { type: 'market-count', liveOpenMarketCount: 17 },
      { type: 'end-of-event' },
    ]);
    expect(after).toMatchObject({ clock: { minutes: 45, status: 'RUNNING' }, liveOpenMarketCount: 17, isFinished: true });
    expect(applyLiveChanges(event, [])).toBe(event);
  });

  it('merging is idempotent and keeps one line per opponent, instance and key (property)', () => {
    const score = fc.record({ opponentId: fc.constantFrom('h', 'a'), instance: fc.integer({ min: 1, max: 3 }), key: fc.constantFrom('SETS', 'GAMES'), score: fc.string({ maxLength: 2 }) });
    fc.assert(
      fc.property(fc.array(score, { maxLength: 8 }), fc.array(score, { maxLength: 8 }), (current, incoming) => {
        const once = mergePeriodScores(mergePeriodScores([], current), incoming);
        expect(mergePeriodScores(once, incoming)).toBe(once);
        const keys = once.map((s) => `${s.opponentId}|${s.instance}|${s.key}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const s of incoming) expect(once).toContainEqual(incoming.filter((i) => i.opponentId === s.opponentId && i.instance === s.instance && i.key === s.key).at(-1));
      }),
    );
  });
});
