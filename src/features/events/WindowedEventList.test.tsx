import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { disposeTestRuntimes, testRuntime } from '../runtime/testRuntime';
import { WindowedEventList } from './WindowedEventList';

// jsdom lays out nothing: every card measures as the 64 px estimate, the page (the
// window: no ancestor scrolls here) is 768 px tall. What can be tested without layout is
// tested here: which cards are rendered for a scroll position, their keys, their place in
// the list for assistive technology, the focused card kept. Real heights, scrolling and Tab
// are tested in Chromium (tests/e2e/liveList.budget.spec.ts).

const EVENTS = 500;
const ESTIMATE_PX = 64;
/** `count` event ids from `first` on: e249, e250, ... */
const idsFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => `e${first + index}`);
const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

async function renderWindowed(count: number) {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  seedCatalogue(runtime.store.catalogue, count);
  const ids = Array.from({ length: count }, (_, index) => `e${index + 1}`);
  /** React commits inside the list (the Profiler's count): what a focus change costs. */
  const commits = { count: 0 };
  const ui = (eventIds: readonly string[]) => (
    <RuntimeProvider runtime={runtime}>
      <SportsbookRouter>
        <Profiler id="list" onRender={() => void (commits.count += 1)}>
          <WindowedEventList eventIds={eventIds} label="Live betting" />
        </Profiler>
      </SportsbookRouter>
    </RuntimeProvider>
  );
  const view = render(ui(ids));
  const list = screen.getByRole('list', { name: 'Live betting' });
  const items = () => [...list.querySelectorAll<HTMLLIElement>(':scope > li')];
  const renderedIds = () => items().map((item) => item.dataset.eventId);
  return { runtime, view, list, items, renderedIds, ids, commits, rerender: (eventIds: readonly string[]) => view.rerender(ui(eventIds)) };
}

/** Scrolls the window as the bettor would; the list follows the page's scroll events. */
function scrollWindowTo(y: number) {
  vi.stubGlobal('scrollY', y);
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => {
  vi.unstubAllGlobals();
  return disposeTestRuntimes();
});

describe('WindowedEventList (the live list)', () => {
  it('500 events: renders only the cards near the viewport, each telling its place among 500', async () => {
    const { list, items, renderedIds } = await renderWindowed(EVENTS);
    // 768 px / 64 px: twelve cards in view, two more below (the overscan), none of the others.
    expect(renderedIds()).toEqual(idsFrom(1, 14));
    expect(list.querySelectorAll('article.sb-event-card')).toHaveLength(14);
    expect(items().map((item) => [item.getAttribute('aria-setsize'), item.getAttribute('aria-posinset')])).toEqual(Array.from({ length: 14 }, (_, index) => ['500', String(index + 1)]));
    // The list is as tall as all its cards (estimated until measured), so the page scrolls to the last one.
    expect(list.style.height).toBe(`${EVENTS * ESTIMATE_PX}px`);
    expect(items()[3]?.style.top).toBe(`${3 * ESTIMATE_PX}px`);
  });

  it('scrolled to the middle and to the bottom, renders the cards there, at their offsets', async () => {
    const { items, renderedIds } = await renderWindowed(EVENTS);
    scrollWindowTo(250 * ESTIMATE_PX);
    // Two above, twelve in view, two below.
    expect(renderedIds()).toEqual(idsFrom(249, 16));
    expect(items()[0]?.style.top).toBe(`${248 * ESTIMATE_PX}px`);
    expect(items()[0]?.getAttribute('aria-posinset')).toBe('249');
    scrollWindowTo(EVENTS * ESTIMATE_PX - 768);
    expect(renderedIds().at(-1)).toBe('e500');
    expect(items().at(-1)?.getAttribute('aria-posinset')).toBe('500');
  });

  it('keeps the focused card mounted wherever the page scrolls, until focus leaves the list', async () => {
    const { renderedIds } = await renderWindowed(EVENTS);
    const link = screen.getByRole('link', { name: 'Home 2 v Away 2' });
    act(() => link.focus());
    scrollWindowTo(300 * ESTIMATE_PX);
    expect(renderedIds()).toEqual(['e2', ...idsFrom(299, 16)]);
    expect(document.activeElement).toBe(link);
    // Focus moves to a card in view: the old one may go.
    const nearby = screen.getByRole('link', { name: 'Home 301 v Away 301' });
    act(() => nearby.focus());
    expect(renderedIds()).not.toContain('e2');
    expect(document.activeElement).toBe(nearby);
    // Focus leaves the list: nothing is kept any more.
    act(() => void fireEvent.blur(nearby, { relatedTarget: document.body }));
    scrollWindowTo(0);
    expect(renderedIds()).toEqual(idsFrom(1, 14));
  });

  it('moving focus between cards in view renders nothing (a price pressed in the list is a betslip toggle, not a list change)', async () => {
    const { renderedIds, commits } = await renderWindowed(EVENTS);
    const before = commits.count;
    act(() => screen.getByRole('link', { name: 'Home 2 v Away 2' }).focus());
    act(() => screen.getByRole('link', { name: 'Home 4 v Away 4' }).focus());
    act(() => void fireEvent.blur(screen.getByRole('link', { name: 'Home 4 v Away 4' }), { relatedTarget: document.body }));
    expect(commits.count - before).toBe(0);
    expect(renderedIds()).toEqual(idsFrom(1, 14));
  });

  it('keys cards by event id: a live event leaving or arriving above keeps every other card element', async () => {
    const { ids, items, rerender, renderedIds } = await renderWindowed(EVENTS);
    const third = items()[2];
    expect(third?.dataset.eventId).toBe('e3');
    // e1 ends: the list shifts by one, the card of e3 is the same element, now second of 499.
    rerender(ids.slice(1));
    expect(renderedIds().slice(0, 2)).toEqual(['e2', 'e3']);
    expect(items()[1]).toBe(third);
    expect(third?.getAttribute('aria-posinset')).toBe('2');
    expect(third?.getAttribute('aria-setsize')).toBe('499');
    // A new live event at the top: e3's card stays the same element again.
    rerender(['e500', ...ids.slice(1, 499)]);
    expect(renderedIds().slice(0, 3)).toEqual(['e500', 'e2', 'e3']);
    expect(items()[2]).toBe(third);
  });
});
