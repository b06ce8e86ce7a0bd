import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';
import { renderWithRuntime } from '../runtime/testRuntime';
import { SearchWidget } from './SearchWidget';

afterEach(cleanupHeaderTests);

describe('<sportsbook-search> widget (SearchWidget)', () => {
  it("follows a result into the page's one sportsbook address, which an app on the page shows and the host hears", async () => {
    const operator = inProcessSandbox('search-widget');
    const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.sportCode === 'FOOT' && candidate.phase === 'prematch' && !candidate.outright && !candidate.jackpotId)!;
    const team = event.competitors[0]!.name;
    const { runtime } = await headerRuntime(operator);
    renderWithRuntime(runtime, <SearchWidget />);
    const input = within(screen.getByRole('search')).getByRole('combobox', { name: 'Search events, teams and leagues' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: team } });
    const events = within(await screen.findByRole('group', { name: 'Events' })).getAllByRole('option');
    const href = events[0]!.getAttribute('href')!;
    expect(href).toMatch(/^\/en\/(events|live)\/\d+-/);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    // The runtime's router is what <sportsbook-app> renders and what sportsbook-navigate reports.
    expect(runtime.router.path.value).toBe(href);
    expect(runtime.store.ui.currentPath.value).toBe(href);
    expect((input as HTMLInputElement).value).toBe('');
  });
});
