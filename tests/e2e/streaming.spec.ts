import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import type { ApiEvent } from './sandboxApi';
import type { TrackerStats } from '../../src/core/tracker/matchTracker';
import { revealCard } from './windowedList';
import { fullRunOnly } from './fullRun';

// Streaming and the match tracker (docs/streaming.md) against the real sandbox: the event
// page's "Live stream" plays the sandbox's url stream in a real <video>, and "Match tracker"
// shows the incident and stats the sandbox's feed sent. The tracker test freezes the world
// and steps it (POST /sandbox/feed, /sandbox/tick), so this spec is a world mover
// (playwright.config.ts; run it with --project world-movers --no-deps).
test.describe.configure({ mode: 'serial' });

const FOOTBALL = 240;
const WORLD_TIMEOUT = 20_000;

interface StreamedEvent extends ApiEvent {
  sportCode: string;
  streaming: { provider: string; stream_id: string }[];
  tracker?: { seq: number; incident: { kind: string; side: 'home' | 'away' } | null; stats: { home: TrackerStats; away: TrackerStats } };
  opponents: { description: string; home: boolean }[];
}

/** What the English texts call each incident (src/i18n/locales/en/events.json). */
const INCIDENT_TEXT: Record<string, string> = { attack: 'Attack', 'dangerous-attack': 'Dangerous attack', shot: 'Shot', corner: 'Corner', goal: 'Goal!' };

const app = (page: Page) => page.locator('sportsbook-app');

/**
 * A live football event with a tracker and the most match left to play, streamed: when the
 * world happens to stream none of its live matches now (one in ten football fixtures has the
 * url stream), the sandbox's operator call starts streaming that one.
 */
async function streamedFootball(request: APIRequestContext): Promise<StreamedEvent> {
  const answer = await request.get(`/xapi/rest/live/events?eventPathIds=${FOOTBALL}&eventsPerPage=50`);
  expect(answer.ok()).toBe(true);
  const live = ((await answer.json()) as { events: StreamedEvent[] }).events.filter((event) => !event.isFinished && event.clock && event.tracker);
  expect(live.length).toBeGreaterThan(0);
  const hasUrl = (event: StreamedEvent) => event.streaming?.some((entry) => entry.provider === 'url') === true;
  const chosen = (live.some(hasUrl) ? live.filter(hasUrl) : live).sort((a, b) => a.clock!.minutes - b.clock!.minutes)[0]!;
  if (!hasUrl(chosen)) {
    const started = await request.post('/sandbox/streams', { data: { eventId: chosen.id } });
    expect(started.ok()).toBe(true);
    chosen.streaming = ((await started.json()) as { streaming: StreamedEvent['streaming'] }).streaming;
  }
  return chosen;
}

async function apiEvent(request: APIRequestContext, id: string): Promise<StreamedEvent> {
  const answer = await request.get(`/xapi/rest/events/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StreamedEvent;
}

async function setFrozen(request: APIRequestContext, frozen: boolean): Promise<void> {
  expect((await request.post('/sandbox/feed', { data: { frozen } })).ok()).toBe(true);
}

async function openEvent(page: Page, event: StreamedEvent): Promise<void> {
  await page.goto(`/en/live/${event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
}

/** Presses "Live stream" and waits for the <video> to have frames and its time to move. */
async function playStream(page: Page, event: StreamedEvent): Promise<void> {
  const button = app(page).getByRole('button', { name: 'Live stream' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const video = app(page).locator('video.sb-stream__video');
  await expect(video).toHaveAttribute('src', new RegExp(`/sandbox/streams/${event.id}\\.webm$`));
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(first + 0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, muted: element.muted, controls: element.controls, error: element.error?.code ?? null }))).toEqual({ paused: false, muted: true, controls: true, error: null });
  // 16:9, as wide as the page's column.
  const box = (await app(page).locator('.sb-stream').boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await expect(app(page).locator('.sb-stream')).toHaveAttribute('data-state', 'playing');
}

/** What the tracker shows: the incident's words, its team, and the stats rows. */
async function shownTracker(page: Page) {
  const tracker = app(page).locator('.sb-tracker');
  const seq = Number(await tracker.getAttribute('data-seq'));
  const kind = await tracker.locator('.sb-tracker__incident-kind').textContent();
  const side = await tracker.locator('.sb-tracker__incident-side').textContent();
  const rows = Object.fromEntries(
    await tracker.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-stat'), [...row.querySelectorAll('td')].map((cell) => Number(cell.textContent))])),
  ) as Record<string, number[]>;
  return { seq, kind, side, rows };
}

function expectedTracker(event: StreamedEvent) {
  const tracker = event.tracker!;
  const name = (side: 'home' | 'away') => event.opponents.find((opponent) => opponent.home === (side === 'home'))!.description;
  const row = (key: keyof TrackerStats) => [tracker.stats.home[key], tracker.stats.away[key]];
  return {
    seq: tracker.seq,
    kind: tracker.incident ? INCIDENT_TEXT[tracker.incident.kind] : 'Waiting for the first incident…',
    side: tracker.incident ? name(tracker.incident.side) : null,
    rows: { attacks: row('attacks'), dangerousAttacks: row('dangerousAttacks'), shots: row('shots'), corners: row('corners'), goals: row('goals') },
  };
}

test.describe('streaming and the match tracker at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('plays the url stream in place, and the tracker follows what the sandbox emits', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const event = await streamedFootball(request);
    await openEvent(page, event);
    await playStream(page, event);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'streaming-stream-1366');

    // The tracker replaces the stream (one panel at a time).
    await app(page).getByRole('button', { name: 'Match tracker' }).click();
    await expect(app(page).locator('video')).toHaveCount(0);
    await setFrozen(request, true);
    try {
      const before = await apiEvent(request, event.id);
      await expect.poll(() => shownTracker(page), { timeout: 10_000 }).toEqual(expectedTracker(before));
      // Step the world until the sandbox has sent a new incident for this event.
      let after = before;
      const deadline = Date.now() + WORLD_TIMEOUT;
      while (after.tracker!.seq === before.tracker!.seq && Date.now() < deadline) {
        expect((await request.post('/sandbox/tick', { data: { count: 1, seconds: 6 } })).ok()).toBe(true);
        after = await apiEvent(request, event.id);
      }
      expect(after.tracker!.seq).toBeGreaterThan(before.tracker!.seq);
      await expect.poll(() => shownTracker(page), { timeout: 10_000 }).toEqual(expectedTracker(after));
      expect(await app(page).locator('.sb-tracker-pitch').getAttribute('data-incident')).toBe(`${after.tracker!.incident!.kind}:${after.tracker!.incident!.side}`);
      // The stats are for every reader: a table with row and column headers.
      await expect(app(page).getByRole('table', { name: 'Match statistics' })).toBeVisible();
      await expect(app(page).locator('[data-testid="tracker-announcement"]')).toHaveAttribute('aria-live', 'polite');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, 'streaming-tracker-1366');

      // The live list's card shows the same incident in the chip's place.
      await page.goto(`/en/live/sport/${FOOTBALL}-FOOT`);
      await expect(app(page).locator('.sb-event-card').first()).toBeVisible();
      const card = await revealCard(app(page).getByRole('list', { name: 'Football' }), event.id);
      const chip = card.locator('[data-badge="tracker"]');
      // Each chip's link lies clear of the next chip: at 1366 px the worded stream link once ran
      // under the tracker chip, which took the press (the card's line is narrow there).
      const covered = await card.locator('.sb-event-badges').evaluate((badges) =>
        [...badges.children].flatMap((item, index, items) => {
          const link = (item.querySelector('a') ?? item).getBoundingClientRect();
          const next = items[index + 1]?.getBoundingClientRect();
          return next && link.right > next.left + 0.5 ? [`${(item as HTMLElement).dataset.badge} under ${(items[index + 1] as HTMLElement).dataset.badge}`] : [];
        }),
      );
      expect(covered).toEqual([]);
      await expect(chip).toHaveText(`Match tracker: ${INCIDENT_TEXT[after.tracker!.incident!.kind]}`);
      await expect(chip.locator('.sb-compact-pitch')).toHaveAttribute('data-side', after.tracker!.incident!.side);
      await keepScreenshot(page, testInfo, 'streaming-live-cards-1366');

      // The chips open what they name: the tracker's goes to the event page with the tracker open,
      // the stream's with the stream playing.
      await chip.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/en/live/${event.slug}\\?media=tracker$`));
      await expect(app(page).getByRole('button', { name: 'Match tracker' })).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => shownTracker(page), { timeout: 10_000 }).toEqual(expectedTracker(after));
      await page.goBack();
      const streamChip = (await revealCard(app(page).getByRole('list', { name: 'Football' }), event.id)).locator('[data-badge="stream"]');
      await streamChip.getByRole('link', { name: 'Live stream' }).click();
      await expect(app(page).getByRole('button', { name: 'Live stream' })).toHaveAttribute('aria-expanded', 'true');
      await expect(app(page).locator('video.sb-stream__video')).toHaveAttribute('src', new RegExp(`/sandbox/streams/${event.id}\\.webm$`));
    } finally {
      await setFrozen(request, false);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('streaming and the match tracker at 375 px', fullRunOnly(), () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('plays the stream 16:9 in the column and shows the tracker, accessible', async ({ page, request }, testInfo) => {
    const errors = collectPageErrors(page);
    const event = await streamedFootball(request);
    await openEvent(page, event);
    // Opening the stream pushes the markets down once, to a box of its final size: no later shift.
    const markets = app(page).locator('.sb-event-markets');
    await playStream(page, event);
    const settled = (await markets.boundingBox())!.y;
    await page.waitForTimeout(500);
    expect((await markets.boundingBox())!.y).toBe(settled);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'streaming-stream-375');
    await app(page).getByRole('button', { name: 'Match tracker' }).click();
    await expect(app(page).locator('.sb-tracker')).toBeVisible();
    await expect(app(page).locator('.sb-tracker tbody tr')).toHaveCount(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'streaming-tracker-375');
    await page.goto(`/en/live/sport/${FOOTBALL}-FOOT`);
    await expect(app(page).locator('[data-badge="tracker"]').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'streaming-live-cards-375');
    expect(errors).toEqual([]);
  });
});
