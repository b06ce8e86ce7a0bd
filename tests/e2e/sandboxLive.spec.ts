import { expect, test } from '@playwright/test';

/**
 * The sandbox started the way `npm start` starts it: a living world. Over real seconds
 * the feed moves, with at least 40 live events across 8 sports, and the SSE stream
 * delivers changes to a browser.
 */
test.describe('sandbox operator over real HTTP', () => {
  test('live events move: the cursor advances and clocks tick', async ({ request }) => {
    const snapshot = await (await request.get('/xapi/rest/live/snapshot')).json();
    expect(snapshot.events.length).toBeGreaterThanOrEqual(40);
    expect(new Set(snapshot.events.map((event: { sportCode: string }) => event.sportCode)).size).toBeGreaterThanOrEqual(8);
    await expect
      .poll(async () => (await (await request.get(`/xapi/rest/live/changes?since=${snapshot.cursor}`)).json()).changes.length, { timeout: 10_000 })
      .toBeGreaterThan(50);
    const changes = (await (await request.get(`/xapi/rest/live/changes?since=${snapshot.cursor}`)).json()).changes as { type: string; payload: { eid: string; clock?: { minutes: number; seconds: number } } }[];
    const first = snapshot.events[0];
    const later = changes.filter((change) => change.type === 'event' && change.payload.eid === first.id).at(-1);
    expect(later?.payload.clock).not.toEqual(first.clock);
  });

  test('a browser receives the event stream', async ({ page }) => {
    await page.goto('/api/health');
    const received = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const source = new EventSource('/xapi/live/stream');
          let count = 0;
          const done = () => {
            source.close();
            resolve(count);
          };
          for (const type of ['price', 'event']) {
            source.addEventListener(type, () => {
              count += 1;
              if (count >= 10) done();
            });
          }
          setTimeout(done, 8000);
        }),
    );
    expect(received).toBeGreaterThanOrEqual(10);
  });
});
