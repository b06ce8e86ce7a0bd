import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { FEED_HEARTBEAT_MS, formatFeedPosition, parseFeedPosition } from '../../../src/core/index';
import { errorBody, requestContext } from '../http/requestContext';
import type { ChangeLog, FeedChange } from '../world/changeLog';
import { feedOrderOf } from '../world/feedOrderOf';
import { cardMarketFilter } from '../world/cardMarkets';
import { publicEvent } from '../world/serialise';
import { activeEvents, type World } from '../world/world';
import type { Faults } from '../faults';
import { LIVE_EXTENSION_PATHS, type LiveExtensions } from '../liveExtensions';

/** Where a client says it is: the log's own epoch, or a cursor this run cannot continue ('other-epoch'). */
function resumePoint(log: ChangeLog, text: string | undefined): number | 'other-epoch' {
  const position = parseFeedPosition(text);
  if (position === null) return log.latest;
  // A bare cursor (a client without epochs) is taken as this run's: the log answers a gap if it cannot be.
  if (position.epoch !== '' && position.epoch !== log.epoch) return 'other-epoch';
  return position.cursor;
}

/**
 * The live feed, three ways (docs/api.md "Live feed"):
 *  - GET /xapi/live/stream: server-sent events, one message per change, `id` = `epoch:cursor`;
 *    reconnecting with Last-Event-ID (or ?since=) resumes without a gap; an idle stream sends
 *    a `heartbeat` every FEED_HEARTBEAT_MS; a position of another epoch (the server restarted)
 *    or one the log no longer holds gets a `resync` message;
 *  - GET /xapi/rest/live/changes?since=N&epoch=E: the spec's "poll changes", changes after N;
 *  - GET /xapi/rest/live/snapshot: every live event with markets, the epoch and the cursor it is at
 *    (light, each card's markets only, above ?lazyMarketsAbove=N live events).
 * A cursor older than the log, or of another epoch, answers 410 `cursor-expired`: take a snapshot and resume.
 */
export function feedRoutes(world: World, faults: Faults, extensions?: LiveExtensions): Hono {
  const app = new Hono();

  // Switched off (SANDBOX_LIVE_EXTENSIONS=off, POST /sandbox/extensions), the three calls are
  // not there, as at an operator with only the spec's calls: the client runs on those.
  for (const path of LIVE_EXTENSION_PATHS)
    app.get(path, async (c, next) => {
      if (extensions && !extensions.enabled) return c.json(errorBody('not_found', `This operator has no ${path}: live prices come from the spec's calls (/xapi/marketdata/livepage, /xapi/rest/live/events, /xapi/rest/events, /xapi/rest/markets/{id}).`), 404);
      await next();
    });

  // ?lazyMarketsAbove=N (the client's lazy_loading_markets_live_event_count_threshold): with
  // more live events than N the snapshot is light, each event with the markets its card shows
  // (the main one; cricket adds the next over's), and the client fetches the rest per event
  // (/xapi/marketdata/livepage/markets/{id}).
  app.get('/xapi/rest/live/snapshot', (c) => {
    const live = activeEvents(world, 'live');
    const threshold = Number(c.req.query('lazyMarketsAbove'));
    const light = Number.isInteger(threshold) && threshold >= 0 && live.length > threshold;
    const feedOrder = feedOrderOf(world);
    const { locale } = requestContext(c);
    const events = live.map((event) => publicEvent(event, { feedOrder, locale, ...(light ? { marketFilter: cardMarketFilter(event) } : {}) }));
    return c.json({ epoch: world.changes.epoch, cursor: world.changes.latest, light, events });
  });

  app.get('/xapi/rest/live/changes', (c) => {
    const log = world.changes;
    const epoch = c.req.query('epoch');
    const sinceText = c.req.query('since');
    const since = Number(sinceText ?? log.latest);
    if (!Number.isInteger(since) || since < 0) return c.json(errorBody('bad-cursor', 'since must be a cursor from a snapshot or an earlier poll.'), 400);
    const expired = () => c.json(errorBody('cursor-expired', 'Changes after this cursor are not kept by this run of the feed. Resync from /xapi/rest/live/snapshot.', { epoch: log.epoch, latest: log.latest }), 410);
    if (epoch !== undefined && epoch !== log.epoch) return expired();
    const changes = log.since(since);
    if (changes === 'gap') return expired();
    const limited = changes.slice(0, 5000);
    return c.json({ epoch: log.epoch, cursor: limited.at(-1)?.cursor ?? since, latest: log.latest, changes: limited });
  });

  app.get('/xapi/live/stream', (c) => {
    const log = world.changes;
    const resumeFrom = resumePoint(log, c.req.header('last-event-id') ?? c.req.query('since'));
    const idOf = (cursor: number) => formatFeedPosition({ epoch: log.epoch, cursor });
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: (() => void) | null = null;
      const end = () => {
        closed = true;
        wake?.();
      };
      stream.onAbort(end);
      // Subscribed before the backlog is read, so a change made while the backlog is being
      // written is queued rather than lost between the two.
      const queue: FeedChange[] = [];
      const unsubscribe = log.subscribe((change) => {
        queue.push(change);
        wake?.();
      });
      // A restart (POST /sandbox/feed/restart) ends every stream of the old run, as a real one would.
      const stopOnRetire = log.onRetire(end);
      let sent = resumeFrom === 'other-epoch' ? log.latest : resumeFrom;
      try {
        const backlog = resumeFrom === 'other-epoch' ? 'gap' : log.since(resumeFrom);
        if (backlog === 'gap') {
          sent = log.latest;
          await stream.writeSSE({ event: 'resync', data: JSON.stringify({ epoch: log.epoch, latest: log.latest }), id: idOf(log.latest) });
        } else {
          for (const change of backlog) {
            await stream.writeSSE({ event: change.type, data: JSON.stringify(change.payload), id: idOf(change.cursor) });
            sent = change.cursor;
          }
        }
        while (!closed) {
          if (faults.streamCut()) break;
          if (queue.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, FEED_HEARTBEAT_MS);
            });
            wake = null;
            if (closed) break;
            if (queue.length === 0) {
              await stream.writeSSE({ event: 'heartbeat', data: JSON.stringify({ epoch: log.epoch, latest: log.latest }) });
              continue;
            }
          }
          for (const change of queue.splice(0)) {
            if (change.cursor <= sent) continue;
            await stream.writeSSE({ event: change.type, data: JSON.stringify(change.payload), id: idOf(change.cursor) });
            sent = change.cursor;
          }
        }
      } finally {
        unsubscribe();
        stopOnRetire();
      }
    });
  });

  return app;
}
