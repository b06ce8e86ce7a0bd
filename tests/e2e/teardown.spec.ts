import { expect, test, type Page, type Request } from '@playwright/test';
import { RUNTIME_GRACE_MS } from '../../elements/runtimeGrace';
import { FULL_RUN } from './fullRun';
import { apiUrl, hostUrl } from './origins';
import { readyEvents, recordReadyEvents } from './pageErrors';
import { prematchFootballPick, type OpenSelection } from './sandboxApi';
import { domCounts, heapCounts, installProbes, liveTimers, openStreams, requestsSince, type HeapCounts } from './teardownProbes';

// Issue 18 "Nothing is ever freed": the casino page with the SDK's script tag, its
// elements mounted and removed 10 times (20 in the full run). Once the last element has left (and the grace
// period has run) nothing of the sportsbook may stay: no stream, no timer, no request, no
// element instance or shadow root, no listener more than after the first cycle. The
// login-status widget takes part too: what it shows loads lazily with the first one
// (issue 19), and neither that nor its session may keep anything alive. The four widgets
// (docs/widgets.md) too: each runs the live feed, a list or the search while it is there.

const TAGS = ['sportsbook-app', 'sportsbook-betslip', 'sportsbook-mybets', 'sportsbook-login-status', 'sportsbook-event', 'sportsbook-live-now', 'sportsbook-top-events', 'sportsbook-search'] as const;
/**
 * 10 in the gate, 20 in the full run (fullRun.ts): a leak of one listener a cycle moves the
 * median by 4.5 over 10 cycles (the limit is 4) and by 10 over 20.
 */
const CYCLES = FULL_RUN ? 20 : 10;
/** Long enough past the grace period for the runtime to be gone (and its last answers in). */
const PAST_GRACE_MS = RUNTIME_GRACE_MS + 1000;
/** How long the page is watched for requests once everything is gone. */
const QUIET_MS = 3000;
/**
 * How far a count's median may rise from the first half of the cycles to the second. A leak
 * keeps what each cycle left, so the later cycles' counts sit above the earlier ones by the
 * leak times the cycles between them: one listener a cycle moves the median by about 10 over 20 cycles (4.5 over 10),
 * one event card (58 nodes) a cycle by about 580. What is on the page only at the moment of a
 * count moves a few counts, not the median: fresh-clone CI runs saw spikes of +15 listeners
 * and +250 nodes in 3 to 5 of 20 cycles, each back the next cycle (counting new highs called
 * that growth), and a second cycle 100 nodes below all the others (a floor taken from the
 * first half called the rest a rise of 90). Between them the counts wandered by 30.
 */
const MAX_MEDIAN_RISE = { listeners: 4, nodes: 60 } as const;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The rise of the median from cycles 2 to 10 to cycles 11 to 20. The first cycle is left
 * out: it loads the chunks and fills the caches the later ones reuse.
 */
function medianRise(counts: readonly number[]): number {
  const later = counts.slice(1);
  const half = Math.floor(later.length / 2);
  return median(later.slice(half)) - median(later.slice(0, half));
}

/** The casino's player: each cycle logs in with a game token the page asks its backend for, as casino.js does. */
function gameToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const answer = await fetch('/sandbox/game-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
    if (!answer.ok) throw new Error(`POST /sandbox/game-token answered ${answer.status}`);
    return ((await answer.json()) as { token: string }).token;
  });
}

/**
 * Mounts the elements in the casino's main column and resolves once each announced ready
 * (the widget announces as it connects, so each is listened to before it is added). Each
 * cycle starts a new page runtime (the last one ended with the grace period), so the
 * elements that may start it name the operator API, on its own origin, as the casino's
 * markup does.
 */
async function mount(page: Page, eventId: string): Promise<void> {
  await page.evaluate(async ({ tags, apiBase, eventId }) => {
    const main = document.querySelector('main')!;
    const ready = tags.map((tag) => {
      const element = document.createElement(tag);
      // The widget joins the runtime as it connects, before the React elements (a microtask
      // later), so it is the one that starts it: it carries the page's settings too.
      if (tag === 'sportsbook-app' || tag === 'sportsbook-login-status') {
        element.setAttribute('brand', 'lucky-star');
        element.setAttribute('api-base', apiBase);
      }
      // What a host gives each widget: the event to show, and short lists.
      if (tag === 'sportsbook-event') element.setAttribute('event-id', eventId);
      if (tag === 'sportsbook-live-now' || tag === 'sportsbook-top-events') element.setAttribute('max', '2');
      const ready = new Promise<void>((resolve) => element.addEventListener('sportsbook-ready', () => resolve(), { once: true }));
      main.append(element);
      return ready;
    });
    await Promise.all(ready);
  }, { tags: [...TAGS], apiBase: apiUrl('/'), eventId });
}

/** What a bettor does: logged in by the casino (the widget shows the player), a selection on the slip, a stake typed in the betslip element. */
async function use(page: Page, pick: OpenSelection, token: string): Promise<void> {
  await page.evaluate(async ({ outcomeId, token }) => {
    await customElements.whenDefined('sportsbook-app');
    const app = document.querySelector('main sportsbook-app') as HTMLElement & { login(token: string): Promise<void>; addSelection(id: string): Promise<void> };
    await app.login(token);
    await app.addSelection(outcomeId);
  }, { outcomeId: pick.outcome.id, token });
  await expect(page.locator('main sportsbook-login-status [part~="username"]')).toHaveText('demo');
  // Adding a selection opens the slip: the betslip element shows its stake field.
  const stake = page.locator('main sportsbook-betslip').getByRole('textbox', { name: `Stake for ${pick.outcome.description}`, exact: true });
  await stake.fill('2');
  await expect(stake).toHaveValue('2');
}

async function unmount(page: Page): Promise<void> {
  await page.evaluate((tags) => {
    for (const element of document.querySelectorAll(tags.join(','))) element.remove();
  }, [...TAGS]);
}

function countRequests(page: Page): { count: () => number; urls: string[] } {
  const urls: string[] = [];
  const onRequest = (request: Request) => urls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  page.on('request', onRequest);
  return { count: () => urls.length, urls };
}

function describeCounts(counts: HeapCounts): string {
  const instances = Object.entries(counts.instances).map(([tag, count]) => `${tag} ${count}`).join(', ');
  return `${instances}; shadow roots ${counts.shadowRoots}; JS listeners ${counts.jsEventListeners} (window ${counts.windowListeners}, document ${counts.documentListeners}); nodes ${counts.nodes}`;
}

test.describe('teardown on the casino page', () => {
  test.setTimeout(300_000);

  test(`${CYCLES} mount/unmount cycles leave no stream, timer, request, instance or listener behind`, async ({ page }) => {
    await installProbes(page);
    await recordReadyEvents(page);
    const pick = await prematchFootballPick(page.request);
    await page.goto(hostUrl('/demo/casino.html'));
    // Waited for by their ready events, not by a locator: Playwright caches what it finds on
    // a shadow root, and casino.js keeps its first <sportsbook-app> (and so that cache) alive.
    await expect.poll(async () => (await readyEvents(page)).length).toBe(2);
    // The page's own elements go first: the baseline is the casino with the SDK loaded and no sportsbook element.
    await page.evaluate(() => document.querySelectorAll('sportsbook-app, sportsbook-betslip').forEach((element) => element.remove()));
    await page.waitForTimeout(PAST_GRACE_MS);
    const cdp = await page.context().newCDPSession(page);
    const baseline = await heapCounts(cdp, TAGS);

    // Counted after every cycle: a leak grows the count cycle after cycle, while work still
    // finishing or a cache filled once moves it once. The renderer's counters are
    // process-wide, and on a busy runner they have stood 84 listeners higher than here and
    // risen once by 15 (588, then 603 after 20 cycles, twice alike): so the rule is on the
    // steps, not on one figure against another.
    const perCycle: Pick<HeapCounts, 'jsEventListeners' | 'nodes'>[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      await mount(page, pick.event.id);
      await use(page, pick, await gameToken(page));
      await unmount(page);
      await page.waitForTimeout(PAST_GRACE_MS);
      perCycle.push(await domCounts(cdp));
      if (process.env.TEARDOWN_DEBUG) console.log(`cycle ${cycle}: JS listeners ${perCycle.at(-1)!.jsEventListeners}, nodes ${perCycle.at(-1)!.nodes}`);
    }
    const streams = await openStreams(page);
    const timers = await liveTimers(page);
    const requests = countRequests(page);
    await page.waitForTimeout(QUIET_MS);
    const after = await heapCounts(cdp, TAGS);
    const listenerRise = medianRise(perCycle.map((counts) => counts.jsEventListeners));
    const nodeRise = medianRise(perCycle.map((counts) => counts.nodes));

    console.log(`teardown: baseline      ${describeCounts(baseline)}`);
    console.log(`teardown: after 1 cycle JS listeners ${perCycle[0]!.jsEventListeners}; nodes ${perCycle[0]!.nodes}`);
    console.log(`teardown: after ${CYCLES} cycles ${describeCounts(after)}`);
    console.log(`teardown: JS listeners per cycle ${perCycle.map((counts) => counts.jsEventListeners).join(' ')} (median rose by ${listenerRise})`);
    console.log(`teardown: nodes per cycle ${perCycle.map((counts) => counts.nodes).join(' ')} (median rose by ${nodeRise})`);
    console.log(`teardown: open streams ${streams.length}${streams.length ? ` (${streams.join(', ')})` : ''}; live SDK timers ${timers.length}; requests in ${QUIET_MS} ms after the last cycle ${requests.count()}${requests.count() ? ` (${[...new Set(requests.urls)].join(', ')})` : ''}`);
    for (const timer of timers) console.log(`teardown: live ${timer.kind} started at\n${timer.stack}`);

    expect(listenerRise).toBeLessThanOrEqual(MAX_MEDIAN_RISE.listeners);
    expect(nodeRise).toBeLessThanOrEqual(MAX_MEDIAN_RISE.nodes);
    expect(streams).toEqual([]);
    expect(timers.map((timer) => timer.kind)).toEqual([]);
    expect(requests.urls).toEqual([]);
    expect(after.instances).toEqual(baseline.instances);
    expect(after.shadowRoots).toBe(baseline.shadowRoots);
    expect(after.windowListeners).toBe(baseline.windowListeners);
    expect(after.documentListeners).toBe(baseline.documentListeners);
  });

  test('a stake typed just before Sportsbook.destroy() is never sent, and nothing is after it', async ({ page }) => {
    await installProbes(page);
    const pick = await prematchFootballPick(page.request);
    await page.goto(hostUrl('/demo/casino.html'));
    await expect(page.locator('sportsbook-app').getByRole('navigation', { name: 'Footer', exact: true })).toBeVisible();
    await page.evaluate(async ({ outcomeId }) => {
      await (document.querySelector('sportsbook-app') as HTMLElement & { addSelection(id: string): Promise<void> }).addSelection(outcomeId);
    }, { outcomeId: pick.outcome.id });
    const stake = page.locator('sportsbook-betslip').getByRole('textbox', { name: `Stake for ${pick.outcome.description}`, exact: true });
    await expect(stake).toBeVisible();
    // Let the slip's own pricing call (for the new selection) finish: what follows must be the stake's.
    await page.waitForLoadState('networkidle');

    // Typed, then destroyed in the same task: the stake's debounced update is due after destroy.
    const destroyedAt = await stake.evaluate((field: HTMLInputElement) => {
      // The input element's own setter, as typing sets it (React follows the value it last saw).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '7');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const at = performance.now();
      (window as unknown as { Sportsbook: { destroy(): void } }).Sportsbook.destroy();
      return at;
    });
    // Reported by the network from here on: a request asked for before destroy() (a frame's
    // refetch a moment earlier) may reach it after, so the network watch starts a moment later.
    await page.waitForTimeout(500);
    const network = countRequests(page);
    await page.waitForTimeout(QUIET_MS);
    // What the page's scripts asked for from the moment of destroy(): the SDK asks for nothing.
    const asked = (await requestsSince(page, destroyedAt)).map((request) => new URL(request.url).pathname);
    const streams = await openStreams(page);
    const timers = await liveTimers(page);
    console.log(`destroy: requests asked for after Sportsbook.destroy() ${asked.length}${asked.length ? ` (${asked.join(', ')})` : ''}; on the network from 0.5 s after it ${network.count()}; open streams ${streams.length}; live SDK timers ${timers.length}`);
    for (const timer of timers) console.log(`destroy: live ${timer.kind} started at\n${timer.stack}`);
    expect(asked).toEqual([]);
    expect(network.urls).toEqual([]);
    expect(streams).toEqual([]);
    expect(timers.map((timer) => timer.kind)).toEqual([]);
  });
});
