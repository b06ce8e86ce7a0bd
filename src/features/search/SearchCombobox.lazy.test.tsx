import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { Header } from '../header/Header';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';

// A file of its own: in this module graph the results' code has not been loaded yet.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./SearchResultGroups', async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

afterEach(cleanupHeaderTests);

describe('search results loaded on demand (issue 19)', () => {
  it('shows the field at once, loads the results’ code when the field takes focus, then lists the results', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('search'), { width: 1366 });
    renderInShell(runtime, <Header />);
    const input = screen.getByRole('combobox', { name: 'Search events, teams and leagues' });
    // Time for an import started by the mount to reach the module: none is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunk.loads).toBe(0);

    fireEvent.focus(input);
    await waitFor(() => expect(chunk.loads).toBe(1));
    fireEvent.change(input, { target: { value: 'england premier' } });
    expect(await screen.findByRole('group', { name: 'Leagues' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    expect(chunk.loads).toBe(1);
  });
});
