// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyIncident, emptyTrackerState, readTrackerState, type TrackerState } from '../../../src/core/index';
import { harness } from '../testing/harness';

type Change = { cursor: number; type: string; payload: { eid: string; tracker?: unknown } };

/** The event changes since `cursor`, with their tracker states, by event. */
async function trackerChanges(h: ReturnType<typeof harness>, since: number) {
  const answer = await h.call(`/xapi/rest/live/changes?since=${since}`);
  // The whole run since `since` in one answer (a poll answers at most 5000 changes).
  expect(answer.json.cursor).toBe(h.sandbox.world.changes.latest);
  const byEvent = new Map<string, TrackerState[]>();
  for (const change of answer.json.changes as Change[]) {
    if (change.type !== 'event' || change.payload.tracker === undefined) continue;
    const state = readTrackerState(change.payload.tracker);
    expect(state, JSON.stringify(change.payload.tracker)).not.toBeNull();
    byEvent.set(change.payload.eid, [...(byEvent.get(change.payload.eid) ?? []), state!]);
  }
  return byEvent;
}

describe('match tracker incidents on the feed (docs/streaming.md)', () => {
  it('sends football, basketball and tennis incidents with stats that add up', async () => {
    const h = harness('tracker');
    const world = h.sandbox.world;
    const cursor = Number((await h.call('/xapi/rest/live/snapshot')).json.cursor);
    const before = new Map([...world.events.values()].map((event) => [event.id, event.tracker]));
    h.run(12);
    const changes = await trackerChanges(h, cursor);
    const kinds = new Map<string, Set<string>>();
    for (const [eventId, states] of changes) {
      const sport = world.events.get(eventId)!.sportCode;
      for (const state of states) if (state.incident) kinds.set(sport, (kinds.get(sport) ?? new Set()).add(state.incident.kind));
      // Each sent state is newer than the one before it, and the last is the world's.
      const seqs = states.map((state) => state.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(states.at(-1)).toEqual(world.events.get(eventId)!.tracker);
      expect(before.get(eventId)?.seq ?? 0).toBeLessThanOrEqual(seqs[0]!);
    }
    expect([...(kinds.get('FOOT') ?? [])]).toEqual(expect.arrayContaining(['attack', 'dangerous-attack', 'shot']));
    expect([...(kinds.get('BASK') ?? [])]).toEqual(['point']);
    expect([...(kinds.get('TENN') ?? [])]).toEqual(['point']);
    // No tracker for a sport the product draws none for.
    expect([...world.events.values()].filter((event) => event.sportCode === 'CRIC' && event.tracker !== undefined)).toEqual([]);
  });

  it('keeps football goals and basketball points equal to the score', () => {
    const h = harness('tracker-score');
    h.run(120);
    const world = h.sandbox.world;
    const live = [...world.events.values()].filter((event) => event.phase === 'live' && event.tracker && (event.sportCode === 'FOOT' || event.sportCode === 'BASK'));
    expect(live.length).toBeGreaterThan(5);
    for (const event of live) {
      const figure = event.sportCode === 'FOOT' ? 'goals' : 'points';
      expect([event.tracker!.stats.home[figure], event.tracker!.stats.away[figure]]).toEqual([Number(event.scores?.home), Number(event.scores?.away)]);
    }
  });

  it('counts what it sends as core counts it: replaying the incidents gives the same stats', async () => {
    const h = harness('tracker-replay');
    const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT')!;
    const start = event.tracker!;
    const cursor = Number((await h.call('/xapi/rest/live/snapshot')).json.cursor);
    h.run(12);
    const states = (await trackerChanges(h, cursor)).get(event.id) ?? [];
    expect(states.length).toBeGreaterThan(0);
    // Every state that is one incident on from the one before is that incident applied.
    let previous = start;
    for (const state of states) {
      if (state.seq === previous.seq + 1 && state.incident) expect(state.stats).toEqual(applyIncident(previous, state.incident).stats);
      previous = state;
    }
    expect(emptyTrackerState('football').seq).toBe(0);
  });

  it('gives an event answer the tracker and the streaming entries', async () => {
    const h = harness('tracker');
    const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT')!;
    const answer = await h.call(`/xapi/rest/events/${event.id}`);
    const body = (answer.json.events?.[0] ?? answer.json.data?.[0] ?? answer.json) as { tracker?: unknown; streaming?: unknown };
    expect(readTrackerState(body.tracker)).toEqual(event.tracker);
    expect(body.streaming).toEqual(event.streaming);
  });
});
