import { Hono } from 'hono';
import type { World } from '../world/world';

/** One GET /api/metrics as the sandbox received it. */
export interface RecordedMetricsCall {
  /** When it arrived (the sandbox's clock), ms since the epoch. */
  at: number;
  /** Every query parameter, as sent: `app`, and for a contained failure `region` and `error`. */
  query: Record<string, string>;
}

/** Calls kept for tests and demos to read; older ones go first, so a long demo does not grow. */
const KEPT_CALLS = 200;

/**
 * Spec 7's metrics call (GET /api/metrics?app) and a record of what was sent to it, which
 * the spec leaves to the operator: the SDK reports each contained failure here with its
 * region and error (docs/api.md "Metrics"), and tests read them from GET /sandbox/metrics.
 */
export function metricsRoutes(world: World, now: () => number): Hono {
  const app = new Hono();
  const calls: RecordedMetricsCall[] = [];

  app.get('/api/metrics', (c) => {
    calls.push({ at: now(), query: c.req.query() });
    if (calls.length > KEPT_CALLS) calls.splice(0, calls.length - KEPT_CALLS);
    return c.json({ app: c.req.query('app') ?? 'sportsbook', events: world.events.size, liveEvents: [...world.events.values()].filter((event) => event.phase === 'live').length, cursor: world.changes.latest });
  });
  app.get('/sandbox/metrics', (c) => c.json(calls));
  app.delete('/sandbox/metrics', (c) => {
    calls.length = 0;
    return c.json(calls);
  });
  return app;
}
