import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearch } from 'wouter';
import type { PriceUpdate } from '../../core';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';

afterEach(cleanupHeaderTests);

/** Each test builds a sandbox world and renders whole pages of cards: seconds, more on a busy machine. */
const SANDBOX_TEST = { timeout: 30_000 };
// Files run in their own workers, so this patience stays in this file.
configure({ asyncUtilTimeout: 10_000 });

const FOOTBALL = 240;

/** The query string of the memory address, so a test can read what a click wrote there. */
function SearchProbe() {
  return <output data-testid="search">{useSearch()}</output>;
}

/** The sandbox operator behind a runtime, with every events request's parameters recorded. */
async function renderPage(path: string, wrap: (children: ReactNode) => ReactNode = (children) => children) {
  const operator = inProcessSandbox('sports-page');
  const eventRequests: URLSearchParams[] = [];
  const recording = {
    sandbox: operator.sandbox,
    fetch(request: Request) {
      const url = new URL(request.url);
      if (url.pathname === '/xapi/rest/events') eventRequests.push(url.searchParams);
      return operator.fetch(request);
    },
  };
  const { runtime } = await headerRuntime(recording);
  renderInShell(
    runtime,
    <>
      {wrap(<RouteView />)}
      <SearchProbe />
    </>,
    path,
  );
  const world = operator.sandbox.world;
  const prematch = [...world.events.values()].filter((event) => event.phase === 'prematch');
  return { runtime, world, prematch, eventRequests, fixtureRequests: () => eventRequests.filter((params) => params.get('marketFilter') === 'GAME') };
}

/** The list's own rows (cards hold lists of their own). */
const rows = (list: HTMLElement) => [...list.querySelectorAll(':scope > li')] as HTMLElement[];
const cardTitles = (list: HTMLElement) => rows(list).map((row) => row.querySelector('.sb-event-card__title')?.textContent);
const eventIdOf = (row: HTMLElement) => row.querySelector<HTMLAnchorElement>('.sb-event-card__title a')!.getAttribute('href')!.split('/').at(-1)!.split('-')[0]!;
const cardLeagues = (list: HTMLElement) => rows(list).map((row) => row.querySelector('.sb-event-card__league')?.textContent);

async function fixtureList(name: string, count?: number) {
  const list = await screen.findByRole('list', { name });
  if (count !== undefined) await waitFor(() => expect(rows(list)).toHaveLength(count));
  return list;
}

describe('sports page (issue 7)', SANDBOX_TEST, () => {
  it("titles the page with the sport's name and lists its countries and leagues from the events' paths", async () => {
    const { world, prematch } = await renderPage('/en/sports/240-FOOT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Competitions' });
    const leagues = world.leagues.filter((league) => league.sportId === FOOTBALL && prematch.some((event) => event.leagueId === league.id));
    const countries = [...new Set(leagues.map((league) => league.countryName))].sort((a, b) => a.localeCompare(b));
    expect([...nav.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(countries);
    const links = within(nav).getAllByRole('link').filter((link) => link.classList.contains('sb-competitions__league'));
    expect(links.map((link) => link.querySelector('span')?.textContent).sort()).toEqual(leagues.map((league) => league.name).sort());
    // Each league's count is its fixtures (outrights left out).
    const first = leagues[0]!;
    const firstLink = links.find((link) => link.querySelector('span')?.textContent === first.name)!;
    expect(firstLink.querySelector('.sb-competitions__count')?.textContent).toBe(String(prematch.filter((event) => event.leagueId === first.id && !event.outright).length));
    expect(within(nav).getByRole('link', { name: 'All leagues' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows 20 fixtures of the sport by start time, no outrights among them, and 20 more on "Show more"', async () => {
    const { prematch, fixtureRequests } = await renderPage('/en/sports/240-FOOT');
    const list = await fixtureList('Fixtures: Football', 20);
    const expected = prematch.filter((event) => event.sportId === FOOTBALL && !event.outright).sort((a, b) => a.startMs - b.startMs);
    expect(cardTitles(list)).toEqual(expected.slice(0, 20).map((event) => event.description));
    const first = fixtureRequests()[0]!;
    expect(Object.fromEntries(first)).toMatchObject({ periodType: 'PRE_MATCH', eventPathIds: '240', eventsPerPage: '20', page: '1', marketFilter: 'GAME' });
    expect(first.has('dateFrom')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows(list)).toHaveLength(40));
    expect(cardTitles(list)).toEqual(expected.slice(0, 40).map((event) => event.description));
    expect(fixtureRequests().at(-1)?.get('page')).toBe('2');
    expect(cardTitles(list).some((title) => title?.endsWith(' Winner'))).toBe(false);
  });

  it('narrows the fixtures to a chosen league, writes it in the address, and "All leagues" clears it', async () => {
    const { world, prematch, fixtureRequests } = await renderPage('/en/sports/240-FOOT');
    await fixtureList('Fixtures: Football', 20);
    const league = world.leagues.find((candidate) => candidate.sportId === FOOTBALL && candidate.countryName !== world.leagues[0]!.countryName)!;
    const nav = screen.getByRole('navigation', { name: 'Competitions' });
    const link = within(nav).getByRole('link', { name: new RegExp(`^${league.name}`) });
    expect(link.getAttribute('href')).toBe(`/en/sports/240-FOOT?league=${league.id}`);
    fireEvent.click(link);

    expect(screen.getByTestId('search').textContent).toBe(`league=${league.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: `Fixtures: ${league.name}` })).toBeTruthy();
    const ofLeague = prematch.filter((event) => event.leagueId === league.id && !event.outright);
    const list = await fixtureList(`Fixtures: ${league.name}`, Math.min(20, ofLeague.length));
    expect(new Set(cardLeagues(list))).toEqual(new Set([league.name]));
    expect(fixtureRequests().at(-1)?.get('eventPathIds')).toBe(String(league.id));
    expect(within(nav).getByRole('link', { name: new RegExp(`^${league.name}`) }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(nav).getByRole('link', { name: 'All leagues' }));
    expect(screen.getByTestId('search').textContent).toBe('');
    const all = await fixtureList('Fixtures: Football', 20);
    expect(new Set(cardLeagues(all)).size).toBeGreaterThan(1);
  });

  it('reads ?league= on the first load (the header search links there)', async () => {
    const { world, prematch, fixtureRequests } = await renderPage('/en/sports/240-FOOT?league=5002');
    const league = world.leagues.find((candidate) => candidate.id === 5002)!;
    const list = await fixtureList(`Fixtures: ${league.name}`, Math.min(20, prematch.filter((event) => event.leagueId === 5002 && !event.outright).length));
    expect(new Set(cardLeagues(list))).toEqual(new Set([league.name]));
    expect(fixtureRequests().every((params) => params.get('eventPathIds') === '5002')).toBe(true);
  });

  it('asks for today only when "Today" is chosen, and every fixture shown starts within it', async () => {
    const { runtime, fixtureRequests } = await renderPage('/en/sports/240-FOOT');
    await fixtureList('Fixtures: Football', 20);
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe('when=today');
    await waitFor(() => expect(fixtureRequests().at(-1)?.has('dateFrom')).toBe(true));
    const request = fixtureRequests().at(-1)!;
    const from = Date.parse(request.get('dateFrom')!);
    const to = Date.parse(request.get('dateTo')!);
    expect(from).toBeGreaterThanOrEqual(before);
    expect(to - from).toBe(24 * 3_600_000);
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Fixtures: Football' });
      expect(rows(list).length).toBeGreaterThan(0);
      for (const id of rows(list).map(eventIdOf)) {
        const start = Date.parse(runtime.store.catalogue.event(id)!.peek().startTime!);
        expect(start).toBeGreaterThanOrEqual(from);
        expect(start).toBeLessThanOrEqual(to);
      }
    });
  });

  it('sorts by league with sortByEventpath, the sort kept in the address', async () => {
    const { prematch, fixtureRequests } = await renderPage('/en/sports/240-FOOT');
    await fixtureList('Fixtures: Football', 20);
    fireEvent.click(screen.getByRole('button', { name: 'League' }));
    expect(screen.getByTestId('search').textContent).toBe('sort=league');
    await waitFor(() => expect(fixtureRequests().at(-1)?.get('sortByEventpath')).toBe('true'));
    const byLeague = prematch.filter((event) => event.sportId === FOOTBALL && !event.outright).sort((a, b) => a.leagueId - b.leagueId || a.startMs - b.startMs);
    await waitFor(() => expect(cardTitles(screen.getByRole('list', { name: 'Fixtures: Football' }))).toEqual(byLeague.slice(0, 20).map((event) => event.description)));
  });

  it('lists the sport’s league winners in an outrights section, runners shown like golf', async () => {
    const { prematch } = await renderPage('/en/sports/240-FOOT');
    const outrights = prematch.filter((event) => event.sportId === FOOTBALL && event.outright);
    const list = await fixtureList('Outrights: Football', outrights.length);
    expect(cardTitles(list).sort()).toEqual(outrights.map((event) => event.description).sort());
    expect(cardTitles(list).every((title) => title?.endsWith(' Winner'))).toBe(true);
    expect(rows(list)[0]!.querySelector('article')!.className).toContain('sb-event-card--golf');
    expect(rows(list)[0]!.querySelectorAll('button.sb-price')).toHaveLength(4);
  });

  it('a price tick on a shown fixture changes its text and re-renders nothing', async () => {
    const commits: string[] = [];
    const { runtime } = await renderPage('/en/sports/240-FOOT', (children) => (
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        {children}
      </Profiler>
    ));
    const list = await fixtureList('Fixtures: Football', 20);
    const button = rows(list)[3]!.querySelector<HTMLButtonElement>('button.sb-price')!;
    const outcomeId = runtime.store.catalogue.market(runtime.store.catalogue.event(eventIdOf(rows(list)[3]!))!.peek().marketIds[0]!)!.peek().outcomeIds[0]!;
    const outcome = runtime.store.catalogue.outcome(outcomeId)!;
    commits.length = 0;
    const tick: PriceUpdate = { eventId: outcome.eventId, marketId: outcome.marketId, marketTypeId: null, periodTypeId: null, status: null, hidden: null, outcomeId, currentPrice: { decimal: 7.25, spread: null, spread2: null, format: null }, penultimatePrice: null, antepenultimatePrice: null };
    act(() => runtime.store.catalogue.applyPriceUpdates([tick]));
    expect(button.textContent).toBe('7.25');
    expect(commits).toEqual([]);
  });

  it('says so when the address names a sport we do not know, without crashing', async () => {
    await renderPage('/en/sports/999-NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('999-NOPE');
  });
});

describe('fixtures, competitions and outrights across sports', SANDBOX_TEST, () => {
  it('/sports/fixtures: the next fixtures of every sport, no sport filter', async () => {
    const { prematch, fixtureRequests } = await renderPage('/en/sports/fixtures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming fixtures' })).toBeTruthy();
    const list = await fixtureList('Upcoming fixtures', 20);
    const expected = prematch.filter((event) => !event.outright).sort((a, b) => a.startMs - b.startMs);
    expect(cardTitles(list)).toEqual(expected.slice(0, 20).map((event) => event.description));
    expect(fixtureRequests()[0]!.has('eventPathIds')).toBe(false);
  });

  it('/sports/outrights: league winners of every sport', async () => {
    const { prematch } = await renderPage('/en/sports/outrights');
    const outrights = prematch.filter((event) => event.outright);
    const list = await fixtureList('Outrights', Math.min(20, outrights.length));
    expect(cardTitles(list).every((title) => title?.endsWith(' Winner'))).toBe(true);
    expect(new Set(rows(list).map((row) => row.querySelector('article')?.className)).size).toBe(1);
  });

  it("/sports/competitions: one sport's leagues at a time, each linking to its sport page with ?league=", async () => {
    const { world } = await renderPage('/en/sports/competitions');
    const sportsNav = await screen.findByRole('navigation', { name: 'Sports' });
    const basketball = within(sportsNav).getByRole('link', { name: 'Basketball' });
    fireEvent.click(basketball);
    expect(screen.getByTestId('search').textContent).toBe(`sport=${world.sports.find((sport) => sport.code === 'BASK')!.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Basketball competitions' })).toBeTruthy();
    const league = world.leagues.find((candidate) => candidate.sportCode === 'BASK')!;
    const nav = screen.getByRole('navigation', { name: 'Competitions' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: new RegExp(`^${league.name}`) }).getAttribute('href')).toBe(`/en/sports/${league.sportId}-BASK?league=${league.id}`));
  });
});
