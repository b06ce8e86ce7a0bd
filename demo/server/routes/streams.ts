import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { errorBody } from '../http/requestContext';
import type { World } from '../world/world';

/**
 * The operator's "url" streams (docs/streaming.md "The sandbox's streams"): every streamed
 * live event plays the same small recorded clip (demo/server/media/test-stream.webm, made
 * offline by tools/makeTestStream.mjs), looped by the player. A stream exists only while
 * its event is live: an ended event's answers 410, an unknown or never-streamed one 404,
 * so the player's "ended" and "not available" states are what a real stream server does.
 * Byte ranges are served (206) because media elements read by range and seek with them.
 */
// A path, not a URL: under jsdom (the app tests) a relative URL resolves as http:.
const CLIP_FILE = join(dirname(fileURLToPath(import.meta.url)), '../media/test-stream.webm');
let clip: Buffer | null = null;
const readClip = (): Buffer => (clip ??= readFileSync(CLIP_FILE));
const CONTENT_TYPE = 'video/webm';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` to an inclusive range, 'unsatisfiable', or null (absent or several ranges: the whole file). */
export function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function streamRoutes(world: World): Hono {
  const app = new Hono();
  /**
   * The operator starts streaming an event (tests): `{ eventId }` gives it the sandbox's url
   * stream beside its entries, so a spec does not depend on which live events the seed streams.
   */
  app.post('/sandbox/streams', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { eventId?: unknown } | null;
    const event = typeof body?.eventId === 'string' ? world.events.get(body.eventId) : undefined;
    if (!event) return c.json(errorBody('event-not-found', 'Send { "eventId": "..." } naming an event of the world.'), 404);
    const streamId = `/sandbox/streams/${event.id}.webm`;
    if (!event.streaming.some((entry) => entry.provider === 'url')) event.streaming = [...event.streaming, { provider: 'url', stream_id: streamId, betradar_id: event.betRadarId ?? null }];
    event.liveStreaming = true;
    return c.json({ eventId: event.id, streaming: event.streaming });
  });
  app.on(['GET', 'HEAD'], '/sandbox/streams/:file', (c) => {
    const match = /^(.+)\.webm$/.exec(c.req.param('file'));
    const event = match ? world.events.get(match[1] as string) : undefined;
    const offered = event?.streaming.some((entry) => entry.provider === 'url' && entry.stream_id === `/sandbox/streams/${event.id}.webm`) === true;
    if (!event || !offered) return c.json(errorBody('stream-not-found', 'No stream by that name: an event offers its stream in its `streaming` entries (provider url).'), 404);
    if (event.phase === 'ended') return c.json(errorBody('stream-ended', 'The event has ended, and so has its stream.'), 410);
    if (event.phase !== 'live') return c.json(errorBody('stream-not-started', 'The stream starts when the event goes live.'), 404);
    const CLIP = readClip();
    const size = CLIP.length;
    const range = parseByteRange(c.req.header('range'), size);
    const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPE, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-store' };
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const status = range ? 206 : 200;
    const sent = { ...headers, 'Content-Length': String(end - start + 1), ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}) };
    if (c.req.method === 'HEAD') return c.body(null, status, sent);
    return c.body(new Uint8Array(CLIP.subarray(start, end + 1)), status, sent);
  });
  return app;
}
