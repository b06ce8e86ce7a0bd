import { describe, expect, it } from 'vitest';
import { applyIncident, emptyTrackerState, type TrackerIncident } from '../../core';
import { ANNOUNCE_EVERY_MS, trackerAnnouncement } from './trackerAnnouncement';
import { streamAddress } from './streamAddress';

const after = (kind: TrackerIncident['kind'], points = 0, sport: 'football' | 'tennis' = 'football') => applyIncident(emptyTrackerState(sport), { kind, side: 'home', points, second: 1 });

describe('what the tracker says to a screen reader (not chatty)', () => {
  it('never announces attacks, always a goal', () => {
    expect(trackerAnnouncement(after('attack'), null, 0)).toBe(false);
    expect(trackerAnnouncement(after('dangerous-attack'), null, 0)).toBe(false);
    expect(trackerAnnouncement(after('goal'), { at: 0, seq: 0 }, 1)).toBe(true);
  });

  it('announces a shot, corner or point at most once per interval', () => {
    expect(trackerAnnouncement(after('corner'), null, 0)).toBe(true);
    expect(trackerAnnouncement(after('shot'), { at: 1000, seq: 0 }, 1000 + ANNOUNCE_EVERY_MS - 1)).toBe(false);
    expect(trackerAnnouncement(after('point', 1, 'tennis'), { at: 1000, seq: 0 }, 1000 + ANNOUNCE_EVERY_MS)).toBe(true);
  });

  it('says nothing twice for the same state', () => {
    expect(trackerAnnouncement(after('goal'), { at: 0, seq: 1 }, 99_999)).toBe(false);
  });
});

describe('a url stream id to an address', () => {
  it('resolves a path against the API and refuses what is not http(s)', () => {
    expect(streamAddress('/sandbox/streams/1.webm', 'http://127.0.0.1:5002/')).toBe('http://127.0.0.1:5002/sandbox/streams/1.webm');
    expect(streamAddress('https://cdn.example/live.m3u8', 'http://127.0.0.1:5002/')).toBe('https://cdn.example/live.m3u8');
    expect(streamAddress('javascript:alert(1)', 'http://127.0.0.1:5002/')).toBeNull();
    expect(streamAddress('data:video/webm;base64,AAAA', 'http://127.0.0.1:5002/')).toBeNull();
  });
});
