import { describe, expect, it } from 'vitest';
import { applyIncident, emptyTrackerState, readTrackerState, trackerSportOf, type TrackerIncident, type TrackerState } from './matchTracker';

const incident = (kind: TrackerIncident['kind'], side: TrackerIncident['side'], points = 0, second = 60): TrackerIncident => ({ kind, side, points, second });
const play = (state: TrackerState, incidents: TrackerIncident[]) => incidents.reduce(applyIncident, state);

describe('match tracker model (incidents -> state)', () => {
  it('counts football incidents per side and shows the latest', () => {
    const state = play(emptyTrackerState('football'), [
      incident('attack', 'home'),
      incident('dangerous-attack', 'home'),
      incident('shot', 'home'),
      incident('corner', 'home'),
      incident('attack', 'away'),
      incident('goal', 'away', 0, 1234),
    ]);
    expect(state.seq).toBe(6);
    expect(state.incident).toEqual({ kind: 'goal', side: 'away', points: 0, second: 1234 });
    expect(state.stats.home).toEqual({ attacks: 1, dangerousAttacks: 1, shots: 1, corners: 1, goals: 0, points: 0 });
    // A goal is a shot too.
    expect(state.stats.away).toEqual({ attacks: 1, dangerousAttacks: 0, shots: 1, corners: 0, goals: 1, points: 0 });
  });

  it('adds basket values and tennis points', () => {
    const basketball = play(emptyTrackerState('basketball'), [incident('point', 'home', 3), incident('point', 'home', 2), incident('point', 'away', 1)]);
    expect([basketball.stats.home.points, basketball.stats.away.points]).toEqual([5, 1]);
    const tennis = play(emptyTrackerState('tennis'), [incident('point', 'away', 1), incident('point', 'away', 1)]);
    expect(tennis.stats.away.points).toBe(2);
    expect(tennis.incident?.side).toBe('away');
  });

  it('leaves the state it was given alone', () => {
    const before = emptyTrackerState('football');
    applyIncident(before, incident('corner', 'home'));
    expect(before).toEqual(emptyTrackerState('football'));
  });

  it('refuses incidents the sport has not and impossible points', () => {
    expect(() => applyIncident(emptyTrackerState('tennis'), incident('corner', 'home'))).toThrow(/tennis tracker has no "corner"/);
    expect(() => applyIncident(emptyTrackerState('football'), incident('point', 'home', 1))).toThrow(RangeError);
    expect(() => applyIncident(emptyTrackerState('basketball'), incident('point', 'home', 4))).toThrow(/0 to 3/);
    expect(() => applyIncident(emptyTrackerState('basketball'), incident('point', 'home', 0))).toThrow(/at least 1/);
  });

  it('names the tracker of a sport code', () => {
    expect(trackerSportOf('FOOT')).toBe('football');
    expect(trackerSportOf('efot')).toBe('football');
    expect(trackerSportOf('BASK')).toBe('basketball');
    expect(trackerSportOf('TENN')).toBe('tennis');
    expect(trackerSportOf('CRIC')).toBeNull();
  });

  it('reads a state from the wire and refuses a broken one', () => {
    const state = play(emptyTrackerState('football'), [incident('shot', 'home')]);
    expect(readTrackerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(readTrackerState({ ...state, sport: 'cricket' })).toBeNull();
    expect(readTrackerState({ ...state, seq: -1 })).toBeNull();
    expect(readTrackerState({ ...state, incident: { kind: 'point', side: 'home', points: 1, second: 1 } })).toBeNull();
    expect(readTrackerState({ ...state, stats: { home: { shots: '2' }, away: {} } })).toBeNull();
    expect(readTrackerState('x')).toBeNull();
  });
});
