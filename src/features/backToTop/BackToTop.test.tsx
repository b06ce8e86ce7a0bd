import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { BackToTop } from './BackToTop';

async function setup(hiddenRoutes: string[] = []) {
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://operator.test/' },
    { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({ eurobet: { web: { locale: 'en', channel: 'web', back_to_top_hidden_routes: hiddenRoutes } } })) as typeof fetch },
  );
  await runtime.store.settings.load();
  render(
    <RuntimeProvider runtime={runtime}>
      <BackToTop />
    </RuntimeProvider>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.useRealTimers();
});

describe('back to top (spec 2)', () => {
  it('appears after 200 px, is half transparent while scrolling, and scrolls smoothly to the top', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/en/sports');
    await setup();
    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(201);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button.className).toContain('sb-back-to-top--scrolling');
    act(() => vi.advanceTimersByTime(200));
    expect(button.className).not.toContain('sb-back-to-top--scrolling');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    act(() => button.click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('stays hidden on the routes the operator lists', async () => {
    window.history.replaceState(null, '', '/en/open_bets');
    await setup(['/*/open_bets']);
    scrollTo(900);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
