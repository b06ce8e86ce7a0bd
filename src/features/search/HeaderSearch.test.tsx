import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../header/Header';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { preloadSearchResults } from './SearchCombobox';

afterEach(cleanupHeaderTests);

/** A football fixture of the sandbox's world, its home team's name, and whether it is live. */
function footballFixture(operator: InProcessSandbox, phase: 'prematch' | 'live') {
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.sportCode === 'FOOT' && candidate.phase === phase && !candidate.outright && !candidate.jackpotId)!;
  return { event, team: event.competitors[0]!.name };
}

const address = () => screen.getByTestId('address').textContent;
const searchStatus = () => within(screen.getByRole('search')).getByRole('status');

describe('header search (desktop)', () => {
  it('finds a team of the sandbox world, and the keyboard follows a result to its event page', async () => {
    const operator = inProcessSandbox('search');
    const { event, team } = footballFixture(operator, 'prematch');
    const { runtime, paths } = await headerRuntime(operator, { width: 1366 });
    renderInShell(runtime, <Header />, '/en/');
    const banner = screen.getByRole('banner');
    const input = within(within(banner).getByRole('search')).getByRole('combobox', { name: 'Search events, teams and leagues' });
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: team } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const teams = await screen.findByRole('group', { name: 'Teams' });
    const teamOption = within(teams).getAllByRole('option').find((option) => option.textContent?.startsWith(team))!;
    expect(teamOption.textContent).toContain('Football');
    expect(paths.filter((path) => path === '/xapi/rest/search')).toHaveLength(1);
    const events = within(screen.getByRole('group', { name: 'Events' })).getAllByRole('option');
    expect(events.every((option) => option.textContent?.includes(team))).toBe(true);
    const options = screen.getAllByRole('option');
    expect(searchStatus().textContent).toBe(`Results: ${options.length}`);

    // Arrow keys move the active option; focus stays in the field.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    const firstHref = options[0]!.getAttribute('href')!;
    expect(firstHref).toMatch(/^\/en\/(events|live)\/\d+-/);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(address()).toBe(firstHref);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    // The team links to a fixture it really plays in the sandbox's world.
    const teamSlug = /\/(?:events|live)\/(.+)$/.exec(teamOption.getAttribute('href')!)![1]!;
    const teamEvent = [...operator.sandbox.world.events.values()].find((candidate) => candidate.slug === teamSlug)!;
    expect(teamEvent.competitors.map((competitor) => competitor.name)).toContain(team);
    expect(event.description).toContain(team);
  });

  it('marks a live event Live and links it to /live/{slug}', async () => {
    const operator = inProcessSandbox('search');
    const { event, team } = footballFixture(operator, 'live');
    const { runtime } = await headerRuntime(operator);
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: team } });
    const option = await screen.findByRole('option', { name: new RegExp(`^${event.description}`) });
    expect(option.getAttribute('href')).toBe(`/en/live/${event.slug}`);
    expect(within(option).getByText('Live').className).toBe('sb-search__live');
    fireEvent.click(option);
    expect(address()).toBe(`/en/live/${event.slug}`);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('links a league to its sport page', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('search'));
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'england premier' } });
    const leagues = await screen.findByRole('group', { name: 'Leagues' });
    const option = within(leagues).getByRole('option', { name: /^England Premier Division/ });
    expect(option.getAttribute('href')).toBe('/en/sports/240-FOOT?league=5001');
    expect(option.textContent).toMatch(/Football · Events: \d+$/);
  });

  it('Escape closes the list, a second Escape empties the field', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('search'));
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'premier' } });
    await screen.findByRole('group', { name: 'Leagues' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('premier');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(runtime.store.search.status.value).toBe('idle');
  });

  it('says how many characters are needed, and that nothing matched', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('search'));
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a' } });
    expect(searchStatus().textContent).toBe('Type at least 2 characters');
    fireEvent.change(input, { target: { value: 'zzqx' } });
    expect(searchStatus().textContent).toBe('Searching…');
    await waitFor(() => expect(searchStatus().textContent).toBe('Nothing found for “zzqx”'));
    // The results' code (loaded on demand, as the field takes focus) is here: the empty list is the answer's.
    await act(() => preloadSearchResults());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(paths.filter((path) => path === '/xapi/rest/search')).toHaveLength(1);
  });

  it('says when search fails, and Try again asks again', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('search'), { answers: { '/xapi/rest/search': { unexpected: true } } });
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'premier' } });
    await waitFor(() => expect(searchStatus().textContent).toBe('Search is not available right now.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(searchStatus().textContent).toBe('Searching…');
    await waitFor(() => expect(searchStatus().textContent).toBe('Search is not available right now.'));
    expect(paths.filter((path) => path === '/xapi/rest/search')).toHaveLength(2);
  });

  it('shows French texts in French', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('search'));
    renderInShell(runtime, <Header />, '/fr/');
    await act(() => runtime.i18n.changeLanguage('fr'));
    expect(screen.getByRole('combobox', { name: 'Rechercher des événements, des équipes et des compétitions' })).toBeTruthy();
  });
});

describe('header search (mobile)', () => {
  it('opens a search dialog from the icon, and following a result closes it', async () => {
    const operator = inProcessSandbox('search');
    const { event, team } = footballFixture(operator, 'prematch');
    const { runtime } = await headerRuntime(operator, { width: 375 });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: event.description } });
    const option = await within(dialog).findByRole('option', { name: new RegExp(`^${event.description}`) });
    expect(option.textContent).toContain(team);
    fireEvent.click(option);
    expect(address()).toBe(`/en/events/${event.slug}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Escape closes the list, then empties the field, then closes the dialog', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('search'), { width: 375 });
    renderInShell(runtime, <Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = within(screen.getByRole('dialog')).getByRole('combobox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'premier' } });
    await screen.findByRole('group', { name: 'Leagues' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
