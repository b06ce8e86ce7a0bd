import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchOnDemand } from './usePrefetchOnDemand';

const gate = vi.hoisted(() => ({ listeners: new Set<() => void>() }));
const preloaded = vi.hoisted(() => [] as string[]);

vi.mock('../../ui/firstOddsShown', () => ({
  onFirstOddsShown: (listener: () => void) => {
    gate.listeners.add(listener);
    return () => void gate.listeners.delete(listener);
  },
}));
vi.mock('../login/lazyLoginDialogs', () => ({ preloadLoginDialogs: () => (preloaded.push('login dialogs'), Promise.resolve()) }));
vi.mock('../search/SearchCombobox', () => ({ preloadSearchResults: () => (preloaded.push('search results'), Promise.resolve()) }));
vi.mock('../layout/MenuDrawer', () => ({ preloadMenuDrawer: () => (preloaded.push('menu drawer'), Promise.reject(new Error('offline'))) }));

function Shell({ desktop }: { desktop: boolean }) {
  usePrefetchOnDemand(desktop);
  return null;
}

const showFirstOdds = () => [...gate.listeners].forEach((listener) => listener());

beforeEach(() => {
  gate.listeners.clear();
  preloaded.length = 0;
});

describe('usePrefetchOnDemand (issue 19)', () => {
  it('prefetches nothing before the first odds, then the login dialogs and the search results on a desktop', () => {
    render(<Shell desktop />);
    expect(preloaded).toEqual([]);
    showFirstOdds();
    expect(preloaded).toEqual(['login dialogs', 'search results']);
  });

  it('on a phone also the menu drawer; a failed prefetch is let go', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<Shell desktop={false} />);
      showFirstOdds();
      expect(preloaded).toEqual(['login dialogs', 'search results', 'menu drawer']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('stops listening when the shell unmounts (the runtime disposed before any odds)', () => {
    const { unmount } = render(<Shell desktop />);
    expect(gate.listeners.size).toBe(1);
    unmount();
    expect(gate.listeners.size).toBe(0);
    showFirstOdds();
    expect(preloaded).toEqual([]);
  });
});
