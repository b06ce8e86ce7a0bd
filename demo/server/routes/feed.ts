import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { errorBody } from '../http/requestContext';
import { publicEvent } from '../world/serialise';
import { activeEvents, type World } from '../world/world';
import type { Faults } from '../faults';

/**
 * The live feed, three ways (docs/api.md "Live feed"):
 *  - GET /xapi/live/stream: server-sent events, one message per change, `id` = cursor;
 *    reconnecting with Last-Event-ID (or ?since=) resumes without a gap;
 *  - GET /xapi/rest/live/changes?since=N: the spec's "poll changes", changes after N;
 *  - GET /xapi/rest/live/snapshot: every live event with markets and the cursor it is at
 *    (light, main markets only, above ?lazyMarketsAbove=N live events).
 * A cursor older than the log answers 410 `cursor-expired`: take a snapshot and resume.
 */
export function feedRoutes(world: World, faults: Faults): Hono {
  const app = new Hono();

  // ?lazyMarketsAbove=N (the client's lazy_loading_markets_live_event_count_threshold): with
  // more live events than N the snapshot is light, each event with its main market only, and
  // the client fetches the rest per event (/xapi/marketdata/livepage/markets/{id}).
  app.get('/xapi/rest/live/snapshot', (c) => {
    const live = activeEvents(world, 'live');
    const threshold = Number(c.req.query('lazyMarketsAbove'));
    const light = Number.isInteger(threshold) && threshold >= 0 && live.length > threshold;
    const events = live.map((event) => publicEvent(event, light ? { marketFilter: (market) => market.spec.kind === 'match-result' } : {}));
    return c.json({ cursor: world.changes.latest, light, events });
  });

  app.get('/xapi/rest/live/changes', (c) => {
    const since = Number(c.req.query('since') ?? world.changes.latest);
    if (!Number.isInteger(since) || since < 0) return c.json(errorBody('bad-cursor', 'since must be a cursor from a snapshot or an earlier poll.'), 400);
    const changes = world.changes.since(since);
    if (changes === 'gap') return c.json(errorBody('cursor-expired', 'Changes after this cursor were dropped. Resync from /xapi/rest/live/snapshot.', { latest: world.changes.latest }), 410);
    const limited = changes.slice(0, 5000);
    return c.json({ cursor: limited.at(-1)?.cursor ?? since, latest: world.changes.latest, changes: limited });
  });

  app.get('/xapi/live/stream', (c) => {
    const resumeFrom = Number(c.req.header('last-event-id') ?? c.req.query('since') ?? world.changes.latest);
    return streamSSE(c, async (stream) => {
      let closed = false;
      stream.onAbort(() => {
        closed = true;
      });
      const backlog = world.changes.since(Number.isInteger(resumeFrom) ? resumeFrom : world.changes.latest);
      if (backlog === 'gap') {
        await stream.writeSSE({ event: 'resync', data: JSON.stringify({ latest: world.changes.latest }), id: String(world.changes.latest) });
      } else {
        for (const change of backlog) await stream.writeSSE({ event: change.type, data: JSON.stringify(change.payload), id: String(change.cursor) });
      }
      const queue: string[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = world.changes.subscribe((change) => {
        queue.push(JSON.stringify(change));
        wake?.();
      });
      try {
        while (!closed) {
          if (faults.streamCut()) break;
          if (queue.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, 15000);
            });
            wake = null;
            if (queue.length === 0) {
              await stream.writeSSE({ event: 'heartbeat', data: String(world.changes.latest) });
              continue;
            }
          }
          for (const raw of queue.splice(0)) {
            const change = JSON.parse(raw) as { cursor: number; type: string; payload: unknown };
            await stream.writeSSE({ event: change.type, data: JSON.stringify(change.payload), id: String(change.cursor) });
          }
        }
      } finally {
        unsubscribe();
      }
    });
  });

  return app;
}
