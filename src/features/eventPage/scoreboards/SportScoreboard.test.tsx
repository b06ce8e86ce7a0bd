import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupHeaderTests, renderInShell } from '../../header/headerTestRuntime';
import { testRuntime } from '../../runtime/testRuntime';
import { asApiEvents, footballLive } from '../../events/eventFixtures.testing';
import { EventHeader } from '../EventHeader';
import { SportScoreboard } from './SportScoreboard';
import { basketballLive, cricketChase, cricketFirstInnings, greyhoundRace, horseRace, tennisInPlay, tennisPrematch } from './scoreboardFixtures.testing';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

afterEach(cleanupHeaderTests);

async function headerOf(event: { id: string; clock: unknown; sportCode?: string }, language = 'en') {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory', locale: language } });
  if (event.clock) runtime.store.catalogue.applySnapshot(asApiEvents(event));
  else runtime.store.catalogue.applyEvents(asApiEvents(event));
  const signal = runtime.store.catalogue.event(event.id)!;
  // In a main landmark, as the page puts it.
  renderInShell(
    runtime,
    <main>
      <EventHeader event={signal} />
    </main>,
    `/${language}/live/${event.id}`,
  );
  return { runtime, signal };
}

/** What a cell shows (the short names, without the words said only to screen readers). */
function shown(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sb-visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

/** What a screen reader reads of a cell (without what is drawn for the eye only). */
function said(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const drawn of copy.querySelectorAll('[aria-hidden="true"]')) drawn.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const rows = (table: HTMLElement, read = shown) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map(read));
const board = () => screen.getByRole('table', { name: 'Scoreboard' });
const change = (runtime: Awaited<ReturnType<typeof headerOf>>['runtime'], payload: object) => act(() => void runtime.store.catalogue.applyEventChanges([payload] as never));

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('tennis board', () => {
  it('shows sets won, the games of each set, the points of the game and who serves', async () => {
    await headerOf(tennisInPlay);
    expect(rows(board())).toEqual([
      ['', 'Sets', 'S1', 'S2', 'Points'],
      ['Nikolai Fontaine', '1', '6', '2', '40'],
      ['Zoe Tanaka', '0', '4', '3', 'AD'],
    ]);
    // The server: a dot on show, words for screen readers; the set in play marked both ways.
    const [, home, away] = [...board().querySelectorAll('tr')];
    expect(home!.querySelector('.sb-event-board__serve')?.getAttribute('data-serving')).toBe('false');
    expect(away!.querySelector('.sb-event-board__serve')?.getAttribute('data-serving')).toBe('true');
    expect(rows(board(), said).map((row) => row[0])).toEqual(['Player', 'Nikolai Fontaine', 'Zoe Tanaka, serving']);
    const setTwo = within(board()).getByTitle('Set 2');
    expect(setTwo.getAttribute('aria-current')).toBe('true');
    expect(said(setTwo)).toBe('Set 2, in play');
    expect(within(board()).getByTitle('Set 1').getAttribute('aria-current')).toBeNull();
    await noAxeViolations(document.body);
  });

  it('follows the feed: the game goes to the receiver, the serve changes, then a tie-break counts in numbers', async () => {
    const { runtime } = await headerOf(tennisInPlay);
    change(runtime, { eid: tennisInPlay.id, status: 'LIVE', scoresPerPeriod: [{ opponentId: 'c1352', instance: 2, key: 'SETS', score: '4' }], currentGame: { home: 0, away: 0, tiebreak: false, server: 'home' } });
    expect(rows(board())).toEqual([
      ['', 'Sets', 'S1', 'S2', 'Points'],
      ['Nikolai Fontaine', '1', '6', '2', '0'],
      ['Zoe Tanaka', '0', '4', '4', '0'],
    ]);
    expect(rows(board(), said).map((row) => row[0])).toEqual(['Player', 'Nikolai Fontaine, serving', 'Zoe Tanaka']);

    change(runtime, { eid: tennisInPlay.id, status: 'LIVE', scoresPerPeriod: [{ opponentId: 'c1351', instance: 2, key: 'SETS', score: '6' }, { opponentId: 'c1352', instance: 2, key: 'SETS', score: '6' }], currentGame: { home: 5, away: 6, tiebreak: true, server: 'away' } });
    expect(rows(board())).toEqual([
      ['', 'Sets', 'S1', 'S2', 'Tie-break'],
      ['Nikolai Fontaine', '1', '6', '6', '5'],
      ['Zoe Tanaka', '0', '4', '6', '6'],
    ]);
  });

  it('keeps the final sets after the match, without points or server', async () => {
    const { runtime } = await headerOf(tennisInPlay);
    change(runtime, { eid: tennisInPlay.id, status: 'END_OF_EVENT', scores: { home: 2, away: 0 }, scoresPerPeriod: [{ opponentId: 'c1351', instance: 2, key: 'SETS', score: '6' }], currentGame: null });
    expect(rows(board())).toEqual([
      ['', 'Sets', 'S1', 'S2'],
      ['Nikolai Fontaine', '2', '6', '6'],
      ['Zoe Tanaka', '0', '4', '3'],
    ]);
    expect(board().querySelector('[data-serving="true"]')).toBeNull();
    expect(board().querySelector('[aria-current]')).toBeNull();
  });

  it('renders only when what it shows changes, not on a clock tick', async () => {
    const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
    runtime.store.catalogue.applySnapshot(asApiEvents(tennisInPlay));
    const signal = runtime.store.catalogue.event(tennisInPlay.id)!;
    let commits = 0;
    renderInShell(
      runtime,
      <Profiler id="board" onRender={() => (commits += 1)}>
        <SportScoreboard event={signal} eventId={tennisInPlay.id} sportCode="TENN" />
      </Profiler>,
    );
    const before = commits;
    change(runtime, { eid: tennisInPlay.id, status: 'LIVE', clock: { minutes: 49, seconds: 7, status: 'RUNNING' } });
    expect(commits).toBe(before);
    change(runtime, { eid: tennisInPlay.id, status: 'LIVE', currentGame: { home: 4, away: 4, tiebreak: false, server: 'away' } });
    expect(commits).toBe(before + 1);
    expect(rows(board()).map((row) => row.at(-1))).toEqual(['Points', '40', '40']);
  });

  it('shows no board before the first serve', async () => {
    await headerOf(tennisPrematch);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks the bettor’s language', async () => {
    await headerOf(tennisInPlay, 'es');
    const spanish = screen.getByRole('table', { name: 'Marcador' });
    expect(rows(spanish)[0]).toEqual(['', 'Sets', 'S1', 'S2', 'Puntos']);
    expect(rows(spanish, said)[2]?.[0]).toBe('Zoe Tanaka, al saque');
  });
});

describe('cricket board', () => {
  it('shows each innings as runs/wickets and overs, the side batting marked, and the last balls', async () => {
    await headerOf(cricketChase);
    expect(rows(board())).toEqual([
      ['', 'Runs/wkts', 'Overs'],
      ['Millbrook Albion', '168/7', '20.0'],
      ['Harrowgate Albion', '45/1', '5.3'],
    ]);
    expect(rows(board(), said).map((row) => row[0])).toEqual(['Team', 'Millbrook Albion', 'Harrowgate Albion, batting']);
    const balls = document.querySelector('.sb-event-board-group .sb-cricket-balls');
    expect([...(balls?.querySelectorAll('li') ?? [])].map((ball) => ball.textContent)).toEqual(['4', '1', '1', '2', 'W', '0']);
    await noAxeViolations(document.body);
  });

  it('lists the side yet to bat during the first innings', async () => {
    const { runtime } = await headerOf(cricketFirstInnings);
    expect(rows(board())).toEqual([
      ['', 'Runs/wkts', 'Overs'],
      ['Millbrook Albion', '52/1', '8.4'],
      ['Harrowgate Albion', 'Yet to bat'],
    ]);
    change(runtime, { eid: cricketFirstInnings.id, status: 'LIVE', cricketInnings: [{ side: 'home', runs: 58, wickets: 2, balls: 54 }] });
    expect(rows(board())[1]).toEqual(['Millbrook Albion', '58/2', '9.0']);
  });
});

describe('basketball and football boards', () => {
  it('shows the four quarters with the total, the quarter in play marked', async () => {
    const { runtime } = await headerOf(basketballLive);
    expect(rows(board())).toEqual([
      ['', 'Q1', 'Q2', 'Q3', 'Q4', 'Total'],
      ['Kestrel Hawks', '28', '11', '', '', '39'],
      ['Upton Titans', '22', '14', '', '', '36'],
    ]);
    expect(said(within(board()).getByTitle('Quarter 2'))).toBe('Quarter 2, in play');
    expect([...board().querySelectorAll('td.sb-event-board__current')].map((cell) => cell.textContent)).toEqual(['11', '14']);

    change(runtime, { eid: basketballLive.id, status: 'LIVE', scores: { home: 41, away: 36 }, currentPeriodNumber: 3, scoresPerPeriod: [{ opponentId: 'c2001', instance: 3, key: 'QTR', score: '2' }] });
    expect(rows(board())[1]).toEqual(['Kestrel Hawks', '28', '11', '2', '', '41']);
    expect(within(board()).getByTitle('Quarter 3').getAttribute('aria-current')).toBe('true');
    expect(within(board()).getByTitle('Quarter 2').getAttribute('aria-current')).toBeNull();
    await noAxeViolations(document.body);
  });

  it('shows football’s halves with the score, and the match tracker’s shots and corners', async () => {
    await headerOf(footballLive);
    expect(rows(board())).toEqual([
      ['', 'H1', 'H2', 'Total', 'Shots', 'Corners'],
      ['Westbrook Sporting', '1', '', '1', '1', '0'],
      ['Juniper Albion', '1', '', '1', '1', '0'],
    ]);
    expect(within(board()).getByTitle('Half 1').getAttribute('aria-current')).toBe('true');
  });
});

describe('racecard', () => {
  it('lists the runners by number with form, jockey, trainer, the each-way terms and a win price each', async () => {
    await headerOf(horseRace);
    const card = screen.getByRole('table', { name: /^Racecard/ });
    expect(shown(card.querySelector('caption')!)).toBe('Racecard EW 1/4 odds, 3 places');
    expect(said(card.querySelector('caption')!)).toBe('Racecard Each way: 1/4 of the odds, 3 places paid');
    expect(rows(card)).toEqual([
      ['No.', 'Runner', 'Form', 'Odds'],
      ['1', 'Silver Arrow J: E. Grant T: T. Weber', '3P-41', '3.50'],
      ['2', 'Quiet Storm J: K. Novak T: S. Rossi', '21-13', '2.25'],
      ['3', 'Iron Duke J: H. Quinn T: M. Silva', '–', '7.00'],
    ]);
    expect(rows(card, said)[1]).toEqual(['1', 'Silver Arrow Jockey E. Grant Trainer T. Weber', '3P-41', '3.50']);
    await noAxeViolations(document.body);
  });

  it('backs a runner from its price button: the betslip takes it and the button shows it pressed', async () => {
    const { runtime } = await headerOf(horseRace);
    const card = screen.getByRole('table', { name: /^Racecard/ });
    const price = await within(card).findByRole('button', { name: 'Silver Arrow 3.50' });
    fireEvent.click(price);
    expect(runtime.store.betslip.selectionIds.value).toEqual(['100900-1-1']);
    expect(price.getAttribute('aria-pressed')).toBe('true');
  });

  it('calls a greyhound’s number its trap and shows no button without a price', async () => {
    await headerOf(greyhoundRace);
    const card = screen.getByRole('table', { name: /^Racecard/ });
    expect(rows(card)).toEqual([
      ['Trap', 'Runner', 'Form', 'Odds'],
      ['1', 'Misty Lane T: A. Young', '1234', '–'],
    ]);
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('other sports', () => {
  it('keep the plain score, without a board', async () => {
    await headerOf({ ...basketballLive, id: '100651', sportCode: 'ICEH' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('group', { name: 'Score' })).toBeTruthy();
    expect(document.querySelector('.sb-event-header__board')?.childElementCount).toBe(0);
  });
});
