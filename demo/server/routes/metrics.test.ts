// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { START, harness } from '../testing/harness';

describe('metrics (spec 7 GET /api/metrics?app) and its record', () => {
  const h = harness('metrics');

  it('answers the call and records each one with its query, readable and clearable under /sandbox/metrics', async () => {
    expect((await h.call('/sandbox/metrics', { method: 'DELETE' })).json).toEqual([]);
    const answer = await h.call('/api/metrics?app=sportsbook&region=market&error=Boom');
    expect(answer.status).toBe(200);
    expect(answer.json.app).toBe('sportsbook');
    expect(answer.json.liveEvents).toBeGreaterThan(0);
    await h.call('/api/metrics?app=sportsbook');
    expect((await h.call('/sandbox/metrics')).json).toEqual([
      { at: START, query: { app: 'sportsbook', region: 'market', error: 'Boom' } },
      { at: START, query: { app: 'sportsbook' } },
    ]);
    await h.call('/sandbox/metrics', { method: 'DELETE' });
    expect((await h.call('/sandbox/metrics')).json).toEqual([]);
  });
});
