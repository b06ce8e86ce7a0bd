import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Signal } from '@preact/signals-core';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventMarketTabs, formatOdds, marketCategoryOf } from '../../core';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import type { EventState } from '../../store/catalogueModel';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventPage } from './EventPage';

// Issue 23, the event page's tabs, collapsible markets and market search, on the sandbox's
// top football match (60+ markets).

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  stubQuietEventSource();
});

type WorldEvent = ReturnType<InProcessSandbox['sandbox']['world']['events']['get']> & object;

function topFootball(operator: InProcessSandbox): WorldEvent {
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.phase === 'prematch' && candidate.sportCode === 'FOOT' && candidate.markets.length >= 60);
  if (!event) throw new Error('the seeded world has no top football match');
  return event;
}

/** The event's markets as core classifies them (the page's store shape, from the sandbox's). */
const classifiable = (event: WorldEvent) =>
  event.markets.map((market) => ({
    ...market,
    playerName: market.playerName ?? null,
    typeOrder: market.marketTypeInfo?.ordinalPosition ?? null,
    periodId: market.periodId ?? null,
    period: market.periodId === null || market.periodId === undefined ? null : { typeId: market.periodId },
  }));

async function open(operator: InProcessSandbox, event: WorldEvent, runtime?: Awaited<ReturnType<typeof headerRuntime>>) {
  const test = runtime ?? (await headerRuntime(operator));
  const commits = { count: 0 };
  const view = renderInShell(
    test.runtime,
    <Profiler id="event-page" onRender={() => (commits.count += 1)}>
      <EventPage slug={event.slug} />
    </Profiler>,
    `/en/events/${event.slug}`,
  );
  await screen.findByRole('tablist', { name: 'Market categories' });
  return { ...test, commits, view };
}

const shownMarketNames = (container: HTMLElement) => [...container.querySelectorAll('.sb-event-market__name')].map((name) => name.textContent);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('event page tabs (issue 23)', () => {
  it('shows the tabs a top football match has, in order, Popular chosen; arrows, Home and End move and choose', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    await open(operator, event);
    const expected = eventMarketTabs(classifiable(event), 'FOOT');
    expect(tabNames()).toEqual(expected.map(({ tab, markets }) => `${tab === 'all' ? 'All' : tab[0]!.toUpperCase() + tab.slice(1)} ${markets.length}`));
    expect(expected.map(({ tab }) => tab)).toEqual(['popular', 'goals', 'halves', 'handicaps', 'corners', 'cards', 'players', 'specials', 'all']);

    const popular = screen.getByRole('tab', { name: /^Popular/ });
    expect(popular.getAttribute('aria-selected')).toBe('true');
    expect(popular.tabIndex).toBe(0);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([popular]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(popular.id);
    expect(shownMarketNames(panel)).toHaveLength(10);

    fireEvent.keyDown(popular, { key: 'ArrowRight' });
    const goals = screen.getByRole('tab', { name: /^Goals/ });
    expect(goals.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(goals);
    expect(popular.getAttribute('aria-selected')).toBe('false');
    const goalsPanel = screen.getByRole('tabpanel');
    expect(goalsPanel.getAttribute('aria-labelledby')).toBe(goals.id);
    const goalMarkets = classifiable(event).filter((market) => marketCategoryOf(market, 'FOOT') === 'goals');
    expect(shownMarketNames(goalsPanel).sort()).toEqual(goalMarkets.map((market) => market.description).sort());

    fireEvent.keyDown(goals, { key: 'End' });
    expect(screen.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected')).toBe('true');
    expect(shownMarketNames(screen.getByRole('tabpanel'))).toHaveLength(event.markets.length);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /^Popular/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: /^Popular/ }).getAttribute('aria-selected')).toBe('true');

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 30_000);

  it('remembers the chosen tab of each event while the page lives', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    const first = await open(operator, event);
    fireEvent.click(screen.getByRole('tab', { name: /^Corners/ }));
    expect(shownMarketNames(screen.getByRole('tabpanel')).every((name) => /Corner/.test(name ?? ''))).toBe(true);
    first.view.unmount();

    await open(operator, event, first);
    expect(screen.getByRole('tab', { name: /^Corners/ }).getAttribute('aria-selected')).toBe('true');
  }, 30_000);

  it('opens a long tab’s first ten markets; the rest open on a tap, prices and all', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    await open(operator, event);
    fireEvent.click(screen.getByRole('tab', { name: /^Goals/ }));
    const panel = screen.getByRole('tabpanel');
    const toggles = within(panel).getAllByRole('button', { expanded: true }).concat(within(panel).queryAllByRole('button', { expanded: false }));
    expect(toggles.length).toBeGreaterThan(10);
    const markets = [...panel.querySelectorAll<HTMLFieldSetElement>('.sb-event-market')];
    const expanded = markets.map((market) => market.querySelector('.sb-event-market__toggle')!.getAttribute('aria-expanded'));
    expect(expanded).toEqual(markets.map((_, index) => (index < 10 ? 'true' : 'false')));
    const closed = markets[10]!;
    expect(closed.querySelectorAll('button.sb-price')).toHaveLength(0);
    const toggle = closed.querySelector<HTMLButtonElement>('.sb-event-market__toggle')!;
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(closed.querySelectorAll('button.sb-price').length).toBeGreaterThan(1);
    fireEvent.click(markets[0]!.querySelector('.sb-event-market__toggle')!);
    expect(markets[0]!.querySelectorAll('button.sb-price')).toHaveLength(0);
  }, 30_000);

  it('searches markets by name across every tab, says how many, and says so when none matches', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    await open(operator, event);
    const search = screen.getByRole('searchbox', { name: 'Search markets' });
    fireEvent.change(search, { target: { value: 'corner' } });
    expect(screen.queryByRole('tablist')).toBeNull();
    const corners = event.markets.filter((market) => /corner/i.test(market.description));
    expect(corners.length).toBeGreaterThanOrEqual(8);
    const region = screen.getByRole('region', { name: 'Markets' });
    expect(within(region).getByRole('status').textContent).toBe(`Markets found: ${corners.length}`);
    expect(shownMarketNames(region).sort()).toEqual(corners.map((market) => market.description).sort());

    fireEvent.change(search, { target: { value: 'zebra crossing' } });
    expect(within(region).getByRole('status').textContent).toBe('No market matches “zebra crossing”.');
    expect(shownMarketNames(region)).toEqual([]);

    fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tablist')).toBeTruthy();
  }, 30_000);

  it('finds a player by the markets that list him as an outcome (a goalscorer market), as a bettor searching a name expects', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    await open(operator, event);
    // A player named in outcomes only: no market's own name (or player) holds him.
    const ownNames = event.markets.map((market) => `${market.description} ${market.playerName ?? ''}`.toLowerCase());
    const player = event.markets
      .flatMap((market) => market.outcomes.map((outcome) => outcome.description))
      .find((name) => /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u.test(name) && !ownNames.some((own) => own.includes(name.toLowerCase())));
    if (!player) throw new Error('the top match lists no player among its outcomes');
    const listing = event.markets.filter((market) => market.outcomes.some((outcome) => outcome.description === player));
    expect(listing.length).toBeGreaterThanOrEqual(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search markets' }), { target: { value: player.toUpperCase() } });
    const region = screen.getByRole('region', { name: 'Markets' });
    expect(within(region).getByRole('status').textContent).toBe(`Markets found: ${listing.length}`);
    expect(shownMarketNames(region).sort()).toEqual(listing.map((market) => market.description).sort());
  }, 30_000);

  it('a search that finds nothing offers a way back, and a long query is not echoed whole', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    await open(operator, event);
    fireEvent.click(screen.getByRole('tab', { name: /^Corners/ }));
    const search = screen.getByRole('searchbox', { name: 'Search markets' });
    const region = screen.getByRole('region', { name: 'Markets' });
    // Pasted by mistake: 500 characters. The message names its start, not a wall of text.
    fireEvent.change(search, { target: { value: `${'x'.repeat(500)}` } });
    const said = within(region).getByRole('status').textContent ?? '';
    expect(said).toBe(`No market matches “${'x'.repeat(40)}…”.`);
    // A button clears the search (not every browser draws a clear button in a search field,
    // and Escape is not written anywhere), back on the tab the bettor was on, the field focused.
    fireEvent.click(within(region).getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tab', { name: /^Corners/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(search);
    // Regex metacharacters, spaces and accents are plain text: a market matches where its name
    // or an outcome's holds the very character ("Arsenal (+0.5)"), never as a pattern.
    const holding = (text: string) => event.markets.filter((market) => [market.description, ...market.outcomes.map((outcome) => outcome.description)].some((name) => name.toLowerCase().includes(text))).length;
    for (const [query, matches] of [['(', holding('(')], ['[', holding('[')], ['\\', holding('\\')], ['*', holding('*')], ['  CÓRNERS  ', holding('corners')]] as const) {
      fireEvent.change(search, { target: { value: query } });
      expect(shownMarketNames(region)).toHaveLength(matches);
    }
  }, 30_000);

  it('keeps the markets the bettor opened or closed as they were, across tabs and the search', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    const first = await open(operator, event);
    const toggles = () => [...screen.getByRole('tabpanel').querySelectorAll<HTMLButtonElement>('.sb-event-market__toggle')];
    // Close Popular's first three markets, open the Goals tab's eleventh.
    for (const toggle of toggles().slice(0, 3)) fireEvent.click(toggle);
    const closedNames = toggles()
      .slice(0, 3)
      .map((toggle) => toggle.textContent);
    fireEvent.click(screen.getByRole('tab', { name: /^Goals/ }));
    fireEvent.click(toggles()[10]!);
    const openedName = toggles()[10]!.textContent;
    fireEvent.click(screen.getByRole('tab', { name: /^Popular/ }));
    expect(toggles().map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(toggles().map((_, index) => (index < 3 ? 'false' : 'true')));
    fireEvent.click(screen.getByRole('tab', { name: /^Goals/ }));
    expect(toggles()[10]!.getAttribute('aria-expanded')).toBe('true');
    // The same market in the search's results, and after leaving the page and coming back.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search markets' }), { target: { value: closedNames[0]! } });
    const region = screen.getByRole('region', { name: 'Markets' });
    const found = [...region.querySelectorAll<HTMLButtonElement>('.sb-event-market__toggle')].find((toggle) => toggle.textContent === closedNames[0]);
    expect(found?.getAttribute('aria-expanded')).toBe('false');
    first.view.unmount();
    await open(operator, event, first);
    const again = toggles();
    expect(again.find((toggle) => toggle.textContent === openedName)?.getAttribute('aria-expanded')).toBe('true');
  }, 30_000);

  it('when the chosen tab’s markets all close, Popular shows and the keyboard keeps its place; the search stays while it holds text', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    const { runtime } = await open(operator, event);
    // Written as the catalogue's removal of closed markets writes it (removeMarket), all at once.
    const state = runtime.store.catalogue.event(event.id) as Signal<EventState>;
    const nameOf = (id: string) => runtime.store.catalogue.market(id)!.peek().description;
    const corners = screen.getByRole('tab', { name: /^Corners/ });
    fireEvent.click(corners);
    corners.focus();
    // Every corner market closes and leaves the event (the catalogue's removal of closed markets).
    const withoutCorners = state.peek().marketIds.filter((id) => !/corner/i.test(nameOf(id)));
    act(() => {
      state.value = { ...state.peek(), marketIds: withoutCorners };
    });
    expect(screen.queryByRole('tab', { name: /^Corners/ })).toBeNull();
    const popular = screen.getByRole('tab', { name: /^Popular/ });
    expect(popular.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelectorAll('.sb-event-market').length).toBeGreaterThan(0);
    // Focus was on the tab that went: it moves to the one shown, not to the page's body.
    expect(document.activeElement).toBe(popular);

    // Searching late in a match, most markets close: Popular then holds them all, but the field the bettor types in stays.
    const search = screen.getByRole('searchbox', { name: 'Search markets' });
    search.focus();
    fireEvent.change(search, { target: { value: 'total' } });
    act(() => {
      state.value = { ...state.peek(), marketIds: withoutCorners.slice(0, 5) };
    });
    expect(screen.getByRole('searchbox', { name: 'Search markets' })).toBe(search);
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'Escape' });
    // Cleared, an event whose markets all fit one tab has no search, as before.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(shownMarketNames(screen.getByRole('region', { name: 'Markets' }))).toHaveLength(5);
  }, 30_000);

  it('follows a price tick in another tab without rendering the list again', async () => {
    const operator = inProcessSandbox('seed');
    const event = topFootball(operator);
    const { runtime, commits } = await open(operator, event);
    fireEvent.click(screen.getByRole('tab', { name: /^Corners/ }));
    const market = event.markets.find((candidate) => candidate.description === 'First Corner')!;
    const group = screen.getByRole('group', { name: market.description });
    const outcome = market.outcomes[0]!;
    const button = await within(group).findByRole('button', { name: new RegExp(`^${outcome.description} \\d`) });
    const before = commits.count;
    const shownBefore = button.textContent;
    act(() => runtime.store.catalogue.applyPriceUpdates([{ eventId: event.id, marketId: market.id, outcomeId: outcome.id, currentPrice: { decimal: 9.5 } }] as never));
    // The bettor's price (the brand's margins applied) of the new feed price, written in place.
    expect(button.textContent).toBe(formatOdds(runtime.store.pricing.price(outcome.id).value.decimal, 'euro'));
    expect(button.textContent).not.toBe(shownBefore);
    expect(commits.count).toBe(before);
  }, 30_000);
});
