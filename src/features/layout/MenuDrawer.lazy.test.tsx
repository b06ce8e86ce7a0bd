import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { MenuDrawer } from './MenuDrawer';

// A file of its own: in this module graph the drawer's content has not been loaded yet.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./OpenMenuDrawer', async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mobile menu drawer loaded on demand (issue 19)', () => {
  it('loads its content on the first open, keeps focus on the opener meanwhile, then moves it in and back', async () => {
    window.history.replaceState(null, '', '/en/sports');
    const { runtime } = await layoutRuntime({}, { width: 375 });
    renderInShell(
      runtime,
      <>
        <button type="button" onClick={() => runtime.store.ui.toggleMobileMenu()}>
          Open menu
        </button>
        <MenuDrawer />
      </>,
    );
    // Time for an import started by the mount to reach the module: none is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunk.loads).toBe(0);

    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    act(() => opener.click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(chunk.loads).toBe(1);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Opened again, it shows at once.
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});
