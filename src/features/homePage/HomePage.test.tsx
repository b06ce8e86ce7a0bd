import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';
import { HOME_LIVE_COUNT, HOME_UPCOMING_COUNT } from './HomePage';
import { SportsMenuBesideContext } from '../sportsMenu/SportsMenuBeside';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const worldEvents = (operator: InProcessSandbox) => [...operator.sandbox.world.events.values()];
/** The card titles of a block, in order (cards hold lists of their own, so only the list's rows). */
const titles = (list: HTMLElement) => [...list.querySelectorAll(':scope > li h3')].map((title) => title.textContent);

describe('home page (pseudo-category 10001)', () => {
  it("shows live events across sports in the operator's order, and the next fixtures without outrights", async () => {
    const operator = inProcessSandbox('home');
    const { runtime } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, '/en/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();

    // Upcoming: the API's first page (soonest first), outrights left out, ten of them.
    const prematch = worldEvents(operator).filter((event) => event.phase === 'prematch').sort((a, b) => a.startMs - b.startMs);
    const expectedUpcoming = prematch.slice(0, HOME_UPCOMING_COUNT * 2).filter((event) => !event.outright).slice(0, HOME_UPCOMING_COUNT).map((event) => event.description);
    expect(expectedUpcoming).toHaveLength(HOME_UPCOMING_COUNT);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(titles(upcoming)).toEqual(expectedUpcoming);
    expect(within(upcoming).getAllByRole('link', { name: String(expectedUpcoming[0]) })[0]?.getAttribute('href')).toMatch(/^\/en\/events\//);

    // Live now: ten live events, every sport that is live represented, grouped in the menu's order.
    const liveEvents = worldEvents(operator).filter((event) => event.phase === 'live');
    const liveSports = new Set(liveEvents.map((event) => event.sportCode));
    expect(liveSports.size).toBeGreaterThan(1);
    const live = await screen.findByRole('list', { name: 'Live now' });
    await waitFor(() => expect(runtime.store.sports.list.value.length).toBeGreaterThan(0));
    await waitFor(() => expect(titles(live)).toHaveLength(Math.min(HOME_LIVE_COUNT, liveEvents.length)));
    const shownSports = titles(live).map((title) => liveEvents.find((event) => event.description === title)?.sportCode);
    expect(shownSports.every((code) => code !== undefined)).toBe(true);
    expect(new Set(shownSports).size).toBe(Math.min(liveSports.size, HOME_LIVE_COUNT));
    const menuOrder = runtime.store.sports.list.value.map((sport) => sport.code);
    const ranks = shownSports.map((code) => menuOrder.indexOf(code as string));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(within(live).getAllByRole('link', { name: titles(live)[0] as string })[0]?.getAttribute('href')).toMatch(/^\/en\/live\//);

    // Each block links to its whole list.
    expect(screen.getByRole('link', { name: 'All live events' }).getAttribute('href')).toBe('/en/live/sport/');
    expect(screen.getByRole('link', { name: 'All fixtures' }).getAttribute('href')).toBe('/en/sports/fixtures');
  });

  it('says when a block could not be loaded, and loads it again on Try again', async () => {
    const sandbox = inProcessSandbox('home-errors');
    let failing = true;
    const operator = {
      sandbox: sandbox.sandbox,
      fetch: (request: Request) => (failing && new URL(request.url).searchParams.get('periodType') === 'PRE_MATCH' ? new Response('{}', { status: 503 }) : sandbox.fetch(request)),
    };
    const { runtime } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, '/en/');
    expect(await screen.findByRole('list', { name: 'Live now' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('These events could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Loading again: the cards' shape (three placeholders) under one status that says so, no spinner.
    const loading = screen.getByText('Loading events…').closest('[role="status"]')!;
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.sb-skeleton__card[aria-hidden="true"]')).toHaveLength(3);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(titles(upcoming)).toHaveLength(HOME_UPCOMING_COUNT);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('says when nothing is live or coming up', async () => {
    const operator = inProcessSandbox('home-empty');
    const { runtime } = await headerRuntime(operator, { answers: { '/xapi/rest/events': { total: 0, page: 1, eventsPerPage: 20, events: [] } } });
    renderInShell(runtime, <RouteView />, '/en/sports/10001');
    expect(await screen.findByText('No events are live right now.')).toBeTruthy();
    expect(await screen.findByText('No upcoming events right now.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Live now' })).toBeNull();
  });
});

describe('sports on the home page (issue 23)', () => {
  it('offers every sport of the menu’s list, in its order and A–Z, where no sports menu is beside the page', async () => {
    const operator = inProcessSandbox('home-sports');
    const { runtime } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, '/en/sports');
    const row = await screen.findByRole('list', { name: 'Quick links to sports' });
    await waitFor(() => expect(runtime.store.sports.list.value.length).toBeGreaterThan(10));
    const sports = runtime.store.sports.list.value;
    await waitFor(() => expect(within(row).getAllByRole('link')).toHaveLength(sports.length));
    expect(within(row).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(sports.map((sport) => [sport.name, `/en/sports/${sport.id}-${sport.code}`]));
    // A–Z: closed (out of the accessibility tree) until asked for, then every sport by name.
    const all = screen.getByRole('button', { name: 'All sports A–Z' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'All sports A–Z' })).toBeNull();
    fireEvent.click(all);
    const alphabetical = screen.getByRole('list', { name: 'All sports A–Z' });
    expect(all.getAttribute('aria-controls')).toBe(alphabetical.id);
    expect(within(alphabetical).getAllByRole('link').map((link) => link.textContent)).toEqual(sports.map((sport) => sport.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('leaves the sports out beside the desktop sports menu', async () => {
    const operator = inProcessSandbox('home-sports-beside');
    const { runtime } = await headerRuntime(operator);
    renderInShell(
      runtime,
      <SportsMenuBesideContext value={true}>
        <RouteView />
      </SportsMenuBesideContext>,
      '/en/sports',
    );
    expect(await screen.findByRole('list', { name: 'Upcoming' })).toBeTruthy();
    await waitFor(() => expect(runtime.store.sports.list.value.length).toBeGreaterThan(10));
    expect(screen.queryByRole('navigation', { name: 'Sports' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Quick links to sports' })).toBeNull();
  });
});
