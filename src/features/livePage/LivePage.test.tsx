import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { LivePage } from './LivePage';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

/**
 * The live list is windowed: only cards near the viewport are rendered, and jsdom lays out
 * nothing (a card measures as its 170 px estimate). A window taller than every card lets
 * these tests see the whole list, as a bettor scrolling through it would; the windowing
 * itself is tested in WindowedEventList.test.tsx and in Chromium (liveList.budget.spec.ts).
 */
const TALL_ENOUGH_FOR_EVERY_CARD_PX = 200_000;

beforeEach(() => {
  stubQuietEventSource();
  vi.stubGlobal('innerHeight', TALL_ENOUGH_FOR_EVERY_CARD_PX);
});
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const liveEvents = (operator: InProcessSandbox) => [...operator.sandbox.world.events.values()].filter((event) => event.phase === 'live');

/** The list's own rows (cards hold lists of their own). */
const cards = (list: HTMLElement) => list.querySelectorAll(':scope > li');

async function renderLive(sportCode: string | null, path: string) {
  const operator = inProcessSandbox('live-page');
  const test = await headerRuntime(operator);
  renderInShell(test.runtime, <LivePage sportCode={sportCode} />, path);
  return { ...test, operator };
}

describe('live page (spec 2, 9)', { timeout: 30_000 }, () => {
  it("lists every live event of the sandbox's world as a card, with a tab per live sport and its count", async () => {
    const { operator } = await renderLive(null, '/en/live/sport/');
    const expected = liveEvents(operator);
    const list = await screen.findByRole('list', { name: 'Live betting' });
    await waitFor(() => expect(cards(list)).toHaveLength(Math.min(expected.length, 50)));
    expect(within(list).getByText(String(expected[0]?.description), { exact: false })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Live sports' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /^Football \d+$/ })).toBeTruthy());
    const football = within(tabs).getByRole('link', { name: /^Football \d+$/ });
    expect(football.textContent).toBe(`Football ${expected.filter((event) => event.sportCode === 'FOOT').length}`);
    expect(football.getAttribute('href')).toBe('/en/live/sport/240-FOOT');
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows one sport's live events when the address names it", async () => {
    const { operator } = await renderLive('FOOT', '/en/live/sport/240-FOOT');
    const football = liveEvents(operator).filter((event) => event.sportCode === 'FOOT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football live' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Football' });
    await waitFor(() => expect(cards(list)).toHaveLength(football.length));
  });

  // 120 cards in jsdom on a busy two-core machine: slow, never flaky.
  it('shows 50 events, then 50 more on "Show more"', { timeout: 20_000 }, async () => {
    const ids = Array.from({ length: 120 }, (_, index) => `e${index}`);
    const { runtime } = await renderLive(null, '/en/live/sport/');
    await screen.findByRole('list', { name: 'Live betting' });
    // Stand the feed's list in for a busy evening: 120 live events (cards of unknown events render empty).
    act(() => runtime.store.catalogue.applySnapshot(ids.map((id) => ({ id, slug: `${id}-a-v-b`, description: id, sportCode: 'FOOT', eventPaths: [], markets: [] })) as never));
    const list = screen.getByRole('list', { name: 'Live betting' });
    expect(cards(list)).toHaveLength(50);
    expect(cards(list)[0]?.getAttribute('aria-setsize')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Show more (50 of 120)' }));
    expect(cards(list)).toHaveLength(100);
    expect(cards(list)[99]?.getAttribute('aria-posinset')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Show more (100 of 120)' }));
    expect(cards(list)).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});
