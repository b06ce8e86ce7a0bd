import { describe, expect, it } from 'vitest';
import { createLiveExtensionMemory } from '../../src/store/liveExtension';
import { prepaintLiveEvents } from './prepaintLiveEvents';

const SNAPSHOT = 'http://api.test/xapi/rest/live/snapshot?lazyMarketsAbove=30';
const LIVE_PAGE = 'http://api.test/xapi/marketdata/livepage';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function operator(snapshotStatus: number) {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    if (url === SNAPSHOT) return snapshotStatus === 200 ? json({ cursor: 1, events: [{ id: 's1' }] }) : json({ error: 'not_found' }, snapshotStatus);
    return json({ sports: [{ id: 240, events: [{ id: 'a' }, { id: 'b' }] }, { id: 227, events: [{ id: 'c' }] }] });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}

describe('the live list pre-paint and the live feed extension', () => {
  it('uses the snapshot when the operator has it', async () => {
    const { asked, fetcher } = operator(200);
    const memory = createLiveExtensionMemory();
    expect((await prepaintLiveEvents(SNAPSHOT, LIVE_PAGE, fetcher, memory)).events.map((event) => event.id)).toEqual(['s1']);
    expect(asked).toEqual([SNAPSHOT]);
    expect(memory.absent()).toBe(false);
  });

  it('a 404 marks the extension absent (before a waiting runtime reads it) and draws from the live page', async () => {
    const { asked, fetcher } = operator(404);
    const memory = createLiveExtensionMemory();
    const drawing = prepaintLiveEvents(SNAPSHOT, LIVE_PAGE, fetcher, memory);
    // A runtime starting now waits for the verdict, then finds the extension absent.
    const runtimeSees = memory.settled()!.then(() => memory.absent());
    expect((await drawing).events.map((event) => event.id)).toEqual(['a', 'b', 'c']);
    expect(await runtimeSees).toBe(true);
    expect(asked).toEqual([SNAPSHOT, LIVE_PAGE]);
  });

  it('with the extension known absent, asks the live page only', async () => {
    const { asked, fetcher } = operator(404);
    const memory = createLiveExtensionMemory();
    memory.markAbsent();
    await prepaintLiveEvents(SNAPSHOT, LIVE_PAGE, fetcher, memory);
    expect(asked).toEqual([LIVE_PAGE]);
  });

  it('an outage (500) is not an absent extension: the pre-paint steps aside and nothing is remembered', async () => {
    const { asked, fetcher } = operator(500);
    const memory = createLiveExtensionMemory();
    await expect(prepaintLiveEvents(SNAPSHOT, LIVE_PAGE, fetcher, memory)).rejects.toThrow('500');
    expect(memory.absent()).toBe(false);
    expect(asked).toEqual([SNAPSHOT]);
  });
});
