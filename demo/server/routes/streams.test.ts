// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseStream, readStreamingEntries } from '../../../src/core/index';
import { harness } from '../testing/harness';
import { finishEvent } from '../world/simulator';
import { parseByteRange } from './streams';

const CLIP = readFileSync(new URL('../media/test-stream.webm', import.meta.url));

async function bytes(h: ReturnType<typeof harness>, path: string, headers: Record<string, string> = {}) {
  const response = await h.app.request(path, { headers });
  return { response, body: new Uint8Array(await response.arrayBuffer()) };
}

function liveUrlStream(h: ReturnType<typeof harness>) {
  const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.phase === 'live' && candidate.streaming.some((entry) => entry.provider === 'url'));
  if (!event) throw new Error('the seeded world has no live event with a url stream');
  return event;
}

describe('url streams (docs/streaming.md)', () => {
  it('lists provider entries on events, and hides the stream of events with only partner entries', async () => {
    const h = harness('streams');
    const snapshot = await h.call('/xapi/rest/live/snapshot');
    const events = snapshot.json.events as { id: string; sportCode: string; streaming: unknown }[];
    const offered = events.filter((event) => chooseStream(readStreamingEntries(event.streaming), 'desktop', event.sportCode).offered);
    expect(offered.length).toBeGreaterThan(0);
    for (const event of offered) expect(readStreamingEntries(event.streaming).find((entry) => entry.provider === 'url')?.stream_id).toBe(`/sandbox/streams/${event.id}.webm`);
    const partnerOnly = [...h.sandbox.world.events.values()].find((event) => event.streaming.length > 0 && !event.streaming.some((entry) => entry.provider === 'url'));
    expect(partnerOnly).toBeDefined();
    expect(chooseStream(partnerOnly!.streaming, 'desktop', partnerOnly!.sportCode)).toEqual({ offered: false, reason: 'no-player' });
  });

  it('starts streaming an event the seed does not stream (POST /sandbox/streams), and refuses an unknown event', async () => {
    const h = harness('streams');
    const unstreamed = [...h.sandbox.world.events.values()].find((event) => event.phase === 'live' && !event.streaming.some((entry) => entry.provider === 'url'))!;
    const path = `/sandbox/streams/${unstreamed.id}.webm`;
    expect((await h.call(path)).status).toBe(404);
    const started = await h.call('/sandbox/streams', { body: { eventId: unstreamed.id } });
    expect(started.json.streaming).toContainEqual({ provider: 'url', stream_id: path, betradar_id: unstreamed.betRadarId ?? null });
    expect((await bytes(h, path)).response.status).toBe(200);
    expect((await h.call('/sandbox/streams', { body: { eventId: 'nope' } })).status).toBe(404);
  });

  it('serves a live event\'s stream as WebM, whole and by byte range', async () => {
    const h = harness('streams');
    const path = `/sandbox/streams/${liveUrlStream(h).id}.webm`;
    const whole = await bytes(h, path);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get('content-type')).toBe('video/webm');
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.body).toEqual(new Uint8Array(CLIP));
    // A WebM starts with the EBML magic number.
    expect([...whole.body.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const part = await bytes(h, path, { range: 'bytes=100-199' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-199/${CLIP.length}`);
    expect(part.response.headers.get('content-length')).toBe('100');
    expect(part.body).toEqual(new Uint8Array(CLIP.subarray(100, 200)));

    const open = await bytes(h, path, { range: 'bytes=0-' });
    expect(open.response.status).toBe(206);
    expect(open.body.length).toBe(CLIP.length);

    const past = await bytes(h, path, { range: `bytes=${CLIP.length}-` });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get('content-range')).toBe(`bytes */${CLIP.length}`);
  });

  it('answers 410 once the event has ended and 404 for a stream nobody offers', async () => {
    const h = harness('streams');
    const event = liveUrlStream(h);
    finishEvent(h.sandbox.world, event, true);
    expect((await h.call(`/sandbox/streams/${event.id}.webm`)).status).toBe(410);
    expect((await h.call('/sandbox/streams/nope.webm')).status).toBe(404);
    const unstreamed = [...h.sandbox.world.events.values()].find((candidate) => candidate.phase === 'live' && candidate.streaming.length === 0)!;
    expect((await h.call(`/sandbox/streams/${unstreamed.id}.webm`)).status).toBe(404);
  });

  it('reads byte ranges as media elements send them', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=10-20', 1000)).toEqual({ start: 10, end: 20 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=20-10', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
  });
});
