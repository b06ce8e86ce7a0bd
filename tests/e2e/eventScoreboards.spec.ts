import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatOvers, inningsScore, tennisPointNames, type CricketInnings, type TennisGame } from '../../src/core/index';
import { seriousAxeViolations } from './axe';
import { collectPageErrors } from './pageErrors';
import { keepScreenshot } from './screenshots';
import { openSelection, priceButtonName } from './sandboxApi';
import { openSlipAfterPick } from './slipBar';

// The event page's sport boards against the living sandbox (docs/event-page.md
// "Scoreboards"): a tennis match's sets, games, points and server, a cricket match's
// runs/wickets and overs, a basketball game's quarters, a race's card backed into the
// slip; at 1366 and 375 px, axe-clean, nothing wider than the window. The world is not
// moved here (it moves by itself, a tick a second): each test picks the least played
// match of its sport and compares the board with the API's answer in the same poll.

const TENNIS = 239;
const CRICKET = 215;
const BASKETBALL = 227;
const HORSE_RACING = 364;

/** Long enough for a poll to land between two ticks of the world, short of a tennis match's end. */
const SAME_AS_API = { timeout: 20_000, intervals: [100, 200, 300] };

interface ScoreLine {
  opponentId: string;
  instance: number;
  key: string;
  score: string;
}

/** The API's event, with the fields the boards show (docs/api.md "Scoreboard fields"). */
interface BoardEvent {
  id: string;
  slug: string;
  description: string;
  isFinished: boolean;
  clock: { minutes: number; seconds?: number; status: string } | null;
  scores: { home: string; away: string } | null;
  scoresPerPeriod?: ScoreLine[];
  currentPeriodNumber?: number;
  opponents: { id: string; description: string; home: boolean }[];
  currentGame?: TennisGame | null;
  cricketInnings?: CricketInnings[];
}

const app = (page: Page) => page.locator('sportsbook-app');
const header = (page: Page) => app(page).locator('.sb-event-page .sb-event-header');

async function liveEvents(request: APIRequestContext, sportId: number): Promise<BoardEvent[]> {
  const answer = await request.get(`/xapi/rest/live/events?eventPathIds=${sportId}&eventsPerPage=50`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { events: BoardEvent[] }).events.filter((event) => !event.isFinished && event.clock && event.opponents.length === 2);
}

async function apiEvent(request: APIRequestContext, id: string): Promise<BoardEvent> {
  const answer = await request.get(`/xapi/rest/events/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as BoardEvent;
}

/** The live match of a sport with the least played, so it lasts the test: `played` says how much. */
async function leastPlayed(request: APIRequestContext, sportId: number, played: (event: BoardEvent) => number): Promise<BoardEvent> {
  const events = await liveEvents(request, sportId);
  expect(events.length, `a live match of sport ${sportId}`).toBeGreaterThan(0);
  return events.sort((a, b) => played(a) - played(b))[0]!;
}

const linesOf = (event: BoardEvent, key: string) => (event.scoresPerPeriod ?? []).filter((line) => line.key === key);
const sideOf = (event: BoardEvent, home: boolean) => event.opponents.find((opponent) => opponent.home === home)!;
const scoreIn = (event: BoardEvent, key: string, instance: number, home: boolean) => linesOf(event, key).find((line) => line.instance === instance && line.opponentId === sideOf(event, home).id)?.score ?? '';

/** A board as a bettor sees it: each row's cells (short names, nothing said only to screen readers), the row marked serving or batting, the column in play. */
async function shownBoard(board: Locator): Promise<{ rows: string[][]; marked: number; current: number }> {
  return board.evaluate((table) => {
    const shown = (cell: Element) => {
      const copy = cell.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('.sb-visually-hidden')) hidden.remove();
      return (copy.textContent ?? '').trim();
    };
    const rows = [...table.querySelectorAll('tr')];
    return {
      rows: rows.map((row) => [...row.querySelectorAll('th, td')].map(shown)),
      marked: rows.findIndex((row) => row.querySelector('[data-serving="true"]') !== null),
      current: [...table.querySelectorAll('thead th')].findIndex((cell) => cell.getAttribute('aria-current') === 'true'),
    };
  });
}

/**
 * Polls until the board shows what the API answers in the same poll: the world moves every
 * second, so the two are compared together, never a page read against an old answer.
 */
async function expectBoardFollowsApi(request: APIRequestContext, board: Locator, eventId: string, expected: (event: BoardEvent) => Awaited<ReturnType<typeof shownBoard>>): Promise<void> {
  await expect
    .poll(async () => {
      const event = await apiEvent(request, eventId);
      const wanted = expected(event);
      const shown = await shownBoard(board);
      return JSON.stringify(shown) === JSON.stringify(wanted) ? 'same' : `page ${JSON.stringify(shown)} / api ${JSON.stringify(wanted)}`;
    }, SAME_AS_API)
    .toBe('same');
}

async function openLive(page: Page, event: BoardEvent): Promise<void> {
  await page.goto(`/en/live/${event.slug}`);
  await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
}

/** Axe finds nothing serious in the sportsbook, the page is no wider than the window, and the screen is kept. */
async function pageIsSound(page: Page, testInfo: TestInfo, name: string, errors: string[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await keepScreenshot(page, testInfo, `scoreboards-${name}-${width}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
}

function tennisExpected(event: BoardEvent) {
  const sets = [...new Set(linesOf(event, 'SETS').map((line) => line.instance))].sort((a, b) => a - b);
  const game = event.currentGame ?? null;
  const points = game ? tennisPointNames(game) : null;
  const row = (home: boolean) => [sideOf(event, home).description, home ? (event.scores?.home ?? '') : (event.scores?.away ?? ''), ...sets.map((set) => scoreIn(event, 'SETS', set, home)), ...(points ? [home ? points.home : points.away] : [])];
  return {
    rows: [['', 'Sets', ...sets.map((set) => `S${set}`), ...(points ? [game?.tiebreak ? 'Tie-break' : 'Points'] : [])], row(true), row(false)],
    marked: game ? (game.server === 'home' ? 1 : 2) : -1,
    // The header cells: name, sets won, then the sets.
    current: sets.indexOf(event.currentPeriodNumber ?? -1) === -1 ? -1 : 2 + sets.indexOf(event.currentPeriodNumber!),
  };
}

function cricketExpected(event: BoardEvent) {
  const innings = event.cricketInnings ?? [];
  const rows = innings.map((entry) => [sideOf(event, entry.side === 'home').description, inningsScore(entry), formatOvers(entry.balls)]);
  if (innings.length === 1) rows.push([sideOf(event, innings[0]!.side !== 'home').description, 'Yet to bat']);
  return { rows: [['', 'Runs/wkts', 'Overs'], ...rows], marked: innings.length > 0 && innings.at(-1)!.wickets < 10 ? innings.length : -1, current: -1 };
}

function basketballExpected(event: BoardEvent) {
  const quarters = Math.max(4, ...linesOf(event, 'QTR').map((line) => line.instance));
  const numbers = Array.from({ length: quarters }, (_, index) => index + 1);
  const row = (home: boolean) => [sideOf(event, home).description, ...numbers.map((quarter) => scoreIn(event, 'QTR', quarter, home)), home ? (event.scores?.home ?? '') : (event.scores?.away ?? '')];
  return {
    rows: [['', ...numbers.map((quarter) => (quarter <= 4 ? `Q${quarter}` : `OT${quarter - 4}`)), 'Total'], row(true), row(false)],
    marked: -1,
    current: event.currentPeriodNumber ?? -1,
  };
}

const gamesPlayed = (event: BoardEvent) => linesOf(event, 'SETS').reduce((sum, line) => sum + Number(line.score), 0);
const ballsBowled = (event: BoardEvent) => (event.cricketInnings ?? []).reduce((sum, innings) => sum + innings.balls, 0);
const minutesPlayed = (event: BoardEvent) => event.clock?.minutes ?? 0;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`event page boards at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a live tennis match shows sets, games, points and who serves, as the feed plays them', async ({ page, request }, testInfo) => {
      const errors = collectPageErrors(page);
      const match = await leastPlayed(request, TENNIS, gamesPlayed);
      await openLive(page, match);
      const board = header(page).getByRole('table', { name: 'Scoreboard' });
      await expect(board).toBeVisible();
      await expectBoardFollowsApi(request, board, match.id, tennisExpected);
      // The server is said in words too, beside the dot.
      await expect(board.getByRole('rowheader', { name: /, serving$/ })).toHaveCount(1);
      await pageIsSound(page, testInfo, 'tennis', errors);
    });

    test('a live cricket match shows runs/wickets and overs of each innings, and the last balls', async ({ page, request }, testInfo) => {
      const errors = collectPageErrors(page);
      const match = await leastPlayed(request, CRICKET, ballsBowled);
      await openLive(page, match);
      const board = header(page).getByRole('table', { name: 'Scoreboard' });
      await expect(board).toBeVisible();
      await expectBoardFollowsApi(request, board, match.id, cricketExpected);
      await expect(header(page).locator('.sb-cricket-balls__ball').first()).toBeVisible();
      await pageIsSound(page, testInfo, 'cricket', errors);
    });

    test('a live basketball game shows its quarters with the quarter in play marked', async ({ page, request }, testInfo) => {
      const errors = collectPageErrors(page);
      const game = await leastPlayed(request, BASKETBALL, minutesPlayed);
      await openLive(page, game);
      const board = header(page).getByRole('table', { name: 'Scoreboard' });
      await expect(board).toBeVisible();
      await expectBoardFollowsApi(request, board, game.id, basketballExpected);
      await pageIsSound(page, testInfo, 'basketball', errors);
    });

    test('a racecard lists the runners, and backing one from it puts it on the betslip', async ({ page, request }, testInfo) => {
      const errors = collectPageErrors(page);
      // The latest race with its win market open (a race that starts mid-test would shut it).
      const { event } = await openSelection(request, `/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=${HORSE_RACING}&eventsPerPage=40`);
      const card = (event as unknown as { racecard: { placeTerms: { places: number; fraction: number }; runners: { number: number; name: string; form: string }[] } }).racecard;
      expect(card.runners.length).toBeGreaterThan(2);
      await page.goto(`/en/events/${event.slug}`);
      await expect(app(page).getByRole('heading', { level: 1, name: event.description })).toBeVisible();
      const racecard = header(page).getByRole('table', { name: /^Racecard/ });
      await expect(racecard).toBeVisible();
      await expect(racecard.locator('caption')).toContainText(`EW 1/${Math.round(1 / card.placeTerms.fraction)} odds, ${card.placeTerms.places} places`);
      const { rows } = await shownBoard(racecard);
      expect(rows[0]).toEqual(['No.', 'Runner', 'Form', 'Odds']);
      expect(rows.slice(1).map((row) => [row[0], row[1]?.startsWith(card.runners[Number(row[0]) - 1]!.name), row[2]])).toEqual(card.runners.map((runner) => [String(runner.number), true, runner.form || '–']));

      const runner = card.runners[1]!;
      const price = racecard.getByRole('button', { name: priceButtonName(runner.name) });
      await expect(price).toBeEnabled();
      await expect(price).toHaveAttribute('aria-pressed', 'false');
      await pageIsSound(page, testInfo, 'racecard', errors);

      await price.click();
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      // Adding a selection opens the slip (spec 4); on a phone it fills the slip bar, which opens it (issue 23).
      await openSlipAfterPick(page);
      await expect(app(page).getByRole('heading', { name: /^Betslip/ })).toBeVisible();
      await expect(app(page).locator('.sb-betslip').getByText(runner.name, { exact: true }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
