import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime, memoryStorage, type Runtime } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { SportsbookRouter } from './SportsbookRouter';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

function mount(routing: 'memory' | 'hash') {
  const runtime = createRuntime({ routing }, { storage: memoryStorage(), reload: () => undefined });
  runtimes.push(runtime);
  render(
    <RuntimeProvider runtime={runtime}>
      <SportsbookRouter>
        <p>page</p>
      </SportsbookRouter>
    </RuntimeProvider>,
  );
  return runtime;
}

describe('store.ui.currentPath follows the router', () => {
  it('memory routing: the path the router shows, after each navigation', () => {
    const runtime = mount('memory');
    // The start page is the locale's home.
    expect(runtime.store.ui.currentPath.value).toBe('/en/');
    act(() => runtime.router.navigate('/en/live/sport/'));
    expect(runtime.store.ui.currentPath.value).toBe('/en/live/sport/');
    act(() => runtime.router.navigate('/fr/open_bets'));
    expect(runtime.store.ui.currentPath.value).toBe('/fr/open_bets');
  });

  it('hash routing: the path in the address’s hash', async () => {
    location.hash = '#/en/jackpot';
    const runtime = mount('hash');
    expect(runtime.store.ui.currentPath.value).toBe('/en/jackpot');
    await act(async () => {
      location.hash = '#/en/events/some-match';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(runtime.store.ui.currentPath.value).toBe('/en/events/some-match');
    location.hash = '';
  });
});
