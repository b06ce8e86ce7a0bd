import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { BackToTop } from './BackToTop';

async function setup(hiddenRoutes: string[] = [], container: HTMLElement | null = null) {
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://operator.test/' },
    { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({ eurobet: { web: { locale: 'en', channel: 'web', back_to_top_hidden_routes: hiddenRoutes } } })) as typeof fetch },
  );
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  render(
    <RuntimeProvider runtime={runtime}>
      <BackToTop container={container} />
    </RuntimeProvider>,
  );
}

/** A scroll container of the sportsbook's own (the content column), scrolled to `top`. */
function scrollContainer(element: HTMLElement, top: number) {
  element.scrollTop = top;
  act(() => void element.dispatchEvent(new Event('scroll')));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.useRealTimers();
  vi.restoreAllMocks();
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

  it('follows a scroll container of its own too: appears after 200 px of it and scrolls that container, not the window', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/en/sports');
    const column = document.body.appendChild(document.createElement('div'));
    const columnScroll = vi.fn();
    column.scrollTo = columnScroll as typeof column.scrollTo;
    const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await setup([], column);
    scrollContainer(column, 150);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollContainer(column, 640);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button.className).toContain('sb-back-to-top--scrolling');
    act(() => vi.advanceTimersByTime(200));
    expect(button.className).not.toContain('sb-back-to-top--scrolling');
    act(() => button.click());
    expect(columnScroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(windowScroll).not.toHaveBeenCalled();
    scrollContainer(column, 0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    column.remove();
  });

  it('stays hidden on the routes the operator lists, whichever scrolled', async () => {
    window.history.replaceState(null, '', '/en/open_bets');
    const column = document.body.appendChild(document.createElement('div'));
    await setup(['/*/open_bets'], column);
    scrollTo(900);
    scrollContainer(column, 900);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    column.remove();
  });
});
