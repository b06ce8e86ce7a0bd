import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { LivePage } from './LivePage';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

/** A hand-driven IntersectionObserver: the test says which cards come near the viewport. */
const observers: FakeIntersectionObserver[] = [];
class FakeIntersectionObserver {
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Brings the cards of these events near the viewport, as scrolling would. */
function reveal(eventIds: readonly string[]): void {
  act(() => {
    for (const observer of observers) {
      const entries = [...observer.observed].filter((element) => eventIds.includes((element as HTMLElement).dataset.eventId ?? '')).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

/**
 * The live list is windowed: only cards near the viewport are rendered, and jsdom lays out
 * nothing (a card measures as its 170 px estimate). A window taller than every card lets
 * these tests see the whole list, as a bettor scrolling through it would; the windowing
 * itself is tested in WindowedEventList.test.tsx and in Chromium (liveList.budget.spec.ts).
 */
const TALL_ENOUGH_FOR_EVERY_CARD_PX = 200_000;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('innerHeight', TALL_ENOUGH_FOR_EVERY_CARD_PX);
  stubQuietEventSource();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

/** Rendering 50 sandbox cards in jsdom on a busy machine takes seconds. */
const SLOW = 30_000;

const liveFootball = (operator: InProcessSandbox) => [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'live' && event.sportCode === 'FOOT');
/** The list's own rows (cards hold lists of their own). */
const cardIds = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>(':scope > li')].map((item) => item.dataset.eventId);
const countryOf = (operator: InProcessSandbox, eventId: string | undefined) => operator.sandbox.world.events.get(eventId ?? '')?.eventPaths[1]?.description;
const leagueOf = (operator: InProcessSandbox, eventId: string | undefined) => operator.sandbox.world.events.get(eventId ?? '')?.eventPaths.at(-1)?.description;

async function renderFootball(width: number, settings: Record<string, unknown> = {}) {
  const operator = inProcessSandbox('live-filter');
  const test = await headerRuntime(operator, { width, settings });
  renderInShell(test.runtime, <LivePage sportCode="FOOT" />, '/en/live/sport/240-FOOT');
  const list = await screen.findByRole('list', { name: 'Football' });
  await waitFor(() => expect(cardIds(list)).toHaveLength(liveFootball(operator).length));
  return { ...test, operator, list };
}

describe('live filter, mobile (below 1024 px)', () => {
  it('narrows to a competition, then to chosen leagues; another competition clears the leagues', { timeout: SLOW }, async () => {
    const { operator, list, runtime } = await renderFootball(375);
    const football = liveFootball(operator);
    const filter = screen.getByRole('group', { name: 'Filter live events' });
    expect(within(filter).queryByRole('button', { name: /All competitions/ })).toBeNull();
    const select = within(filter).getByRole('combobox', { name: 'Competition' });
    const englandCount = football.filter((event) => event.eventPaths[1]?.description === 'England').length;
    expect(within(select).getByRole('option', { name: `England (${englandCount})` })).toBeTruthy();
    expect(within(select).getByRole('option', { name: `All competitions (${football.length})` })).toBeTruthy();

    fireEvent.change(select, { target: { value: '900' } });
    expect(cardIds(list).map((id) => countryOf(operator, id))).toEqual(Array(englandCount).fill('England'));
    expect(screen.getByText(`${englandCount} of ${football.length} live events shown`).getAttribute('role')).toBe('status');
    const leagues = within(filter).getByRole('list', { name: 'Leagues of England' });
    const premier = within(leagues).getByRole('button', { name: /^England Premier Division/ });
    expect(premier.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(premier);
    expect(premier.getAttribute('aria-pressed')).toBe('true');
    expect(cardIds(list).map((id) => leagueOf(operator, id))).toEqual(football.filter((event) => event.leagueId === 5001).map(() => 'England Premier Division'));

    fireEvent.change(select, { target: { value: '901' } });
    expect(runtime.store.liveFilter.mobile.value).toMatchObject({ selectedCompetitionId: '901', selectedLeagueIds: [] });
    const spain = within(filter).getByRole('list', { name: 'Leagues of Spain' });
    expect(within(spain).getAllByRole('button').every((chip) => chip.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(new Set(cardIds(list).map((id) => countryOf(operator, id)))).toEqual(new Set(['Spain']));

    fireEvent.change(select, { target: { value: '' } });
    expect(cardIds(list)).toHaveLength(football.length);
    expect(within(filter).queryByRole('list')).toBeNull();
  });
});

describe('live filter, desktop (from 1024 px)', () => {
  it('turns a competition none, selected, none; a league makes it partial; the last league chosen makes it selected; all none is all', { timeout: SLOW }, async () => {
    const { operator, list } = await renderFootball(1366);
    const football = liveFootball(operator);
    const filter = screen.getByRole('group', { name: 'Filter live events' });
    const all = within(filter).getByRole('button', { name: /^All competitions/ });
    const england = within(filter).getByRole('button', { name: /^England/ });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(all.textContent).toBe(`All competitions${football.length}`);
    expect(england.getAttribute('aria-pressed')).toBe('false');
    const englandIds = football.filter((event) => event.eventPaths[1]?.description === 'England').map((event) => event.id);

    fireEvent.click(england);
    expect(england.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(cardIds(list)).toEqual(football.map((event) => event.id).filter((id) => englandIds.includes(id)));

    fireEvent.click(england);
    expect(england.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(cardIds(list)).toHaveLength(football.length);

    const expand = within(filter).getByRole('button', { name: 'Show the leagues of England' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const leagues = within(filter).getByRole('list', { name: 'Leagues of England' });
    const championship = within(leagues).getByRole('button', { name: /^England Championship/ });
    const premier = within(leagues).getByRole('button', { name: /^England Premier Division/ });

    fireEvent.click(championship);
    expect(england.getAttribute('aria-pressed')).toBe('mixed');
    expect(within(england).getByText(', some leagues chosen')).toBeTruthy();
    expect(cardIds(list).map((id) => leagueOf(operator, id))).toEqual(football.filter((event) => event.leagueId === 5002).map(() => 'England Championship'));

    fireEvent.click(premier);
    expect(england.getAttribute('aria-pressed')).toBe('true');
    expect(cardIds(list)).toEqual(football.map((event) => event.id).filter((id) => englandIds.includes(id)));

    // Off one league of a selected competition: partial with the other; off the last: none, and back to all.
    fireEvent.click(premier);
    expect(england.getAttribute('aria-pressed')).toBe('mixed');
    expect(championship.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(championship);
    expect(england.getAttribute('aria-pressed')).toBe('false');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(cardIds(list)).toHaveLength(football.length);

    const spain = within(filter).getByRole('button', { name: /^Spain/ });
    fireEvent.click(spain);
    fireEvent.click(all);
    expect(spain.getAttribute('aria-pressed')).toBe('false');
    expect(cardIds(list)).toHaveLength(football.length);
  });

  it('shows an empty state with "Clear filter" when nothing matches', { timeout: SLOW }, async () => {
    const { runtime, operator } = await renderFootball(1366);
    // A loose league with no live event (a state the store can hold between list refreshes).
    act(() => runtime.store.liveFilter.dispatchDesktop({ type: 'toggle-league', leagueId: 'no-such-league' }));
    expect(screen.getByText('No live event matches this filter.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Football' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    const list = screen.getByRole('list', { name: 'Football' });
    expect(cardIds(list)).toHaveLength(liveFootball(operator).length);
  });
});

describe('live filter while competitions come and go (issue 23)', () => {
  type Runtime = Awaited<ReturnType<typeof renderFootball>>['runtime'];
  /** The feed ending these events' live coverage, then bringing them back: a competition goes and comes. */
  const removeLive = (runtime: Runtime, ids: readonly string[]) => act(() => runtime.store.catalogue.applyEventChanges(ids.map((eid) => ({ eid, status: 'REMOVED' })) as never));
  const backLive = (runtime: Runtime, ids: readonly string[]) => act(() => runtime.store.catalogue.applyEventChanges(ids.map((eid) => ({ eid, status: 'LIVE' })) as never));
  const idsOf = (operator: InProcessSandbox, country: string) => liveFootball(operator).filter((event) => event.eventPaths[1]?.description === country).map((event) => event.id);

  it('desktop: a selected competition stays selected while others come and go, while it is gone, and when it is back', { timeout: SLOW }, async () => {
    const { runtime, operator } = await renderFootball(1366);
    const filter = screen.getByRole('group', { name: 'Filter live events' });
    const all = within(filter).getByRole('button', { name: /^All competitions/ });
    const englandIds = idsOf(operator, 'England');
    const spainIds = idsOf(operator, 'Spain');
    expect(englandIds.length).toBeGreaterThan(0);
    expect(spainIds.length).toBeGreaterThan(0);
    fireEvent.click(within(filter).getByRole('button', { name: /^England/ }));
    const england = () => within(filter).getByRole('button', { name: /^England/ });
    const shown = () => cardIds(screen.getByRole('list', { name: 'Football' }));
    expect(shown()).toEqual(englandIds);

    // Another competition goes (its matches end), then comes back: England stays chosen.
    removeLive(runtime, spainIds);
    expect(within(filter).queryByRole('button', { name: /^Spain/ })).toBeNull();
    expect(england().getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(shown()).toEqual(englandIds);
    backLive(runtime, spainIds);
    expect(england().getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toEqual(englandIds);

    // England's own matches end: it stays listed at 0, chosen; nothing else slips in.
    removeLive(runtime, englandIds);
    expect(england().getAttribute('aria-pressed')).toBe('true');
    expect(england().textContent).toBe('England0');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('No live event matches this filter.')).toBeTruthy();
    // An English match kicks off again: England, still chosen, shows it.
    backLive(runtime, englandIds);
    expect(england().getAttribute('aria-pressed')).toBe('true');
    expect(new Set(shown())).toEqual(new Set(englandIds));
  });

  it('phone: the chosen competition stays chosen while it is gone and when it is back', { timeout: SLOW }, async () => {
    const { runtime, operator } = await renderFootball(375);
    const filter = screen.getByRole('group', { name: 'Filter live events' });
    const select = within(filter).getByRole<HTMLSelectElement>('combobox', { name: 'Competition' });
    const spainIds = idsOf(operator, 'Spain');
    const englandIds = idsOf(operator, 'England');
    const spain = [...select.options].find((option) => option.textContent?.startsWith('Spain '))!.value;
    fireEvent.change(select, { target: { value: spain } });
    expect(cardIds(screen.getByRole('list', { name: 'Football' }))).toEqual(spainIds);

    removeLive(runtime, englandIds);
    expect(select.value).toBe(spain);
    removeLive(runtime, spainIds);
    expect(select.value).toBe(spain);
    expect(select.selectedOptions[0]?.textContent).toBe('Spain (0)');
    expect(screen.getByText('No live event matches this filter.')).toBeTruthy();
    backLive(runtime, [...spainIds, ...englandIds]);
    expect(select.value).toBe(spain);
    expect(new Set(cardIds(screen.getByRole('list', { name: 'Football' })))).toEqual(new Set(spainIds));
  });

  it('phone: a chosen league whose matches end stays a pressed chip at 0; the choice outlives the list when every match ends (seen in CI as "All competitions" over a narrowed list)', { timeout: SLOW }, async () => {
    const { runtime, operator } = await renderFootball(375);
    const filter = () => screen.getByRole('group', { name: 'Filter live events' });
    const select = () => within(filter()).getByRole<HTMLSelectElement>('combobox', { name: 'Competition' });
    const spainIds = idsOf(operator, 'Spain');
    const spainLeagues = [...new Set(spainIds.map((id) => leagueOf(operator, id)!))];
    // Two leagues, so one can end while Spain stays listed.
    expect(spainLeagues.length).toBeGreaterThan(1);
    const [chosenLeague, otherLeague] = spainLeagues as [string, string];
    const chosenLeagueIds = spainIds.filter((id) => leagueOf(operator, id) === chosenLeague);
    const spain = [...select().options].find((option) => option.textContent?.startsWith('Spain '))!.value;
    fireEvent.change(select(), { target: { value: spain } });
    const chip = () => within(within(filter()).getByRole('list', { name: 'Leagues of Spain' })).getByRole('button', { name: new RegExp(`^${chosenLeague}`) });
    fireEvent.click(chip());
    expect(chip().getAttribute('aria-pressed')).toBe('true');

    removeLive(runtime, chosenLeagueIds);
    expect(select().value).toBe(spain);
    expect(chip().textContent).toBe(`${chosenLeague} 0`);
    expect(chip().getAttribute('aria-pressed')).toBe('true');
    expect(within(filter()).getByRole('button', { name: new RegExp(`^${otherLeague}`) }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('No live event matches this filter.')).toBeTruthy();

    // Every football match ends: the list goes, and comes back with England's alone.
    const everyFootballId = liveFootball(operator).map((event) => event.id);
    removeLive(runtime, everyFootballId);
    expect(screen.queryByRole('group', { name: 'Filter live events' })).toBeNull();
    const englandIds = idsOf(operator, 'England');
    backLive(runtime, englandIds);
    await screen.findByRole('group', { name: 'Filter live events' });
    expect(select().value).toBe(spain);
    expect(select().selectedOptions[0]?.textContent).toBe('Spain (0)');
    expect(chip().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('No live event matches this filter.')).toBeTruthy();
    // Let go: England's matches show.
    fireEvent.change(select(), { target: { value: '' } });
    expect(cardIds(screen.getByRole('list', { name: 'Football' }))).toEqual(englandIds);
  });
});

describe('lazy live markets (spec 9 lazy_loading_markets_live_event_count_threshold)', () => {
  const marketCalls = (paths: string[]) => paths.filter((path) => path.startsWith('/xapi/marketdata/livepage/markets/'));

  it('above the threshold, a card asks for its markets once, when it nears the viewport', { timeout: SLOW }, async () => {
    const operator = inProcessSandbox('live-lazy');
    const { runtime, paths } = await headerRuntime(operator, { width: 1366 });
    renderInShell(runtime, <LivePage sportCode={null} />, '/en/live/sport/');
    const list = await screen.findByRole('list', { name: 'Live betting' });
    await waitFor(() => expect(cardIds(list)).toHaveLength(50));
    // 50 live events, threshold 30: the snapshot came light, each event with its main market only.
    expect(runtime.store.live.snapshot.value.light).toBe(true);
    const [first, second, third] = cardIds(list) as [string, string, string];
    expect(runtime.store.catalogue.event(first)?.value.marketIds).toHaveLength(1);
    expect(marketCalls(paths)).toEqual([]);

    reveal([first, second]);
    reveal([first, second, third]);
    await waitFor(() => expect(runtime.store.catalogue.event(third)?.value.marketIds.length).toBe(operator.sandbox.world.events.get(third)?.markets.filter((market) => market.status !== 'closed').length));
    expect(marketCalls(paths).sort()).toEqual([first, second, third].map((id) => `/xapi/marketdata/livepage/markets/${id}`).sort());
    expect(runtime.store.catalogue.event(first)?.value.marketIds.length).toBeGreaterThan(1);
  });

  it('under the threshold, the markets come with the list: no per-card request', { timeout: SLOW }, async () => {
    const operator = inProcessSandbox('live-lazy');
    const { runtime, paths } = await headerRuntime(operator, { width: 1366, settings: { lazy_loading_markets_live_event_count_threshold: 100 } });
    renderInShell(runtime, <LivePage sportCode={null} />, '/en/live/sport/');
    const list = await screen.findByRole('list', { name: 'Live betting' });
    await waitFor(() => expect(cardIds(list)).toHaveLength(50));
    expect(runtime.store.live.snapshot.value.light).toBe(false);
    const [first] = cardIds(list) as [string];
    reveal(cardIds(list) as string[]);
    expect(runtime.store.catalogue.event(first)?.value.marketIds.length).toBeGreaterThan(1);
    expect(marketCalls(paths)).toEqual([]);
  });

  it('a sport tab under the threshold after a light snapshot takes its markets in one call', { timeout: SLOW }, async () => {
    const { runtime, paths, list, operator } = await renderFootball(1366);
    expect(runtime.store.live.snapshot.value.light).toBe(true);
    reveal(cardIds(list) as string[]);
    const [first] = cardIds(list) as [string];
    await waitFor(() => expect(runtime.store.catalogue.event(first)?.value.marketIds.length).toBeGreaterThan(1));
    expect(paths.filter((path) => path === '/xapi/marketdata/livepage/240')).toHaveLength(1);
    expect(marketCalls(paths)).toEqual([]);
    expect(liveFootball(operator).length).toBeLessThanOrEqual(30);
  });
});

describe('live favourites (/live/sport/favourites)', () => {
  it('lists the live events among the favourites, with a count, and no filter', { timeout: SLOW }, async () => {
    const operator = inProcessSandbox('live-favourites');
    const { runtime } = await headerRuntime(operator, { width: 1366 });
    const live = [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'live');
    const prematch = [...operator.sandbox.world.events.values()].find((event) => event.phase === 'prematch');
    const chosen = [live[3]!.id, live[7]!.id];
    for (const eventId of [...chosen, prematch!.id]) runtime.store.favourites.toggle(eventId);
    renderInShell(runtime, <LivePage sportCode={null} token="favourites" />, '/en/live/sport/favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live favourites' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Live favourites' });
    expect(cardIds(list)).toEqual(live.map((event) => event.id).filter((id) => chosen.includes(id)));
    const tab = within(screen.getByRole('navigation', { name: 'Live sports' })).getByRole('link', { name: 'Favourites 2' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.getAttribute('href')).toBe('/en/live/sport/favourites');
    expect(screen.queryByRole('group', { name: 'Filter live events' })).toBeNull();

    act(() => chosen.forEach((eventId) => runtime.store.favourites.toggle(eventId)));
    expect(screen.getByText('None of your favourite events is live right now. Star an event to follow it here.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Live sports' })).getByRole('link', { name: 'Favourites 0' })).toBeTruthy();
  });
});
