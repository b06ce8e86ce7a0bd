import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { disposeTestRuntimes, testRuntime } from '../runtime/testRuntime';
import { EventList } from './EventList';
import { accessibleName } from '../prices/accessibleName.testing';

const EVENTS = 500;
const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

const tick = (event: number, outcome: number, decimal: number): PriceUpdate => ({ eventId: `e${event}`, marketId: `m${event}`, outcomeId: `o${event}-${outcome}`, currentPrice: { decimal, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null });

/** Renders seeded events and records React commits below the list: any re-render in it is a commit. */
async function renderedEvents(count: number) {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  seedCatalogue(runtime.store.catalogue, count);
  const ids = Array.from({ length: count }, (_, index) => `e${index + 1}`);
  const commits: string[] = [];
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <SportsbookRouter>
        <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
          <EventList eventIds={ids} />
        </Profiler>
      </SportsbookRouter>
    </RuntimeProvider>,
  );
  return { runtime, view, commits, ids };
}

afterEach(disposeTestRuntimes);

describe('EventList', () => {
  // jsdom lays out nothing but still builds 500 cards: slow, never flaky.
  it('500 events: one card each; price ticks and the betslip re-render nothing at all', { timeout: 60_000 }, async () => {
    const { runtime, view, commits } = await renderedEvents(EVENTS);
    const list = screen.getByRole('list', { name: 'Events' });
    expect(list.querySelectorAll(':scope > li.sb-event-list__item')).toHaveLength(EVENTS);
    expect(view.container.querySelectorAll('article.sb-event-card')).toHaveLength(EVENTS);
    const buttons = [...view.container.querySelectorAll<HTMLButtonElement>('button.sb-price')];
    expect(buttons).toHaveLength(EVENTS * 3);
    commits.length = 0;

    // A burst of 200 ticks: the texts change and flash, React commits nothing.
    act(() => runtime.store.catalogue.applyPriceUpdates(Array.from({ length: 200 }, (_, index) => tick(index + 1, 1 + (index % 3), 5.5))));
    expect(commits).toEqual([]);
    expect(buttons.filter((button) => button.textContent === '5.50')).toHaveLength(200);
    expect(view.container.querySelectorAll('button.sb-price[data-move^="up"]')).toHaveLength(200);
    expect(accessibleName(buttons[0]!)).toBe('Outcome 1 5.50');

    // A selection on the 250th card: one button pressed, nothing rendered; and back.
    const choice = buttons[249 * 3 + 1] as HTMLButtonElement;
    act(() => choice.click());
    expect(commits).toEqual([]);
    expect(runtime.store.betslip.selectionIds.value).toEqual(['o250-2']);
    expect([...view.container.querySelectorAll('button[aria-pressed="true"]')]).toEqual([choice]);
    act(() => choice.click());
    expect(commits).toEqual([]);
    expect(view.container.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(0);
  });

  it('an event change commits once, for that card: it goes live and links to /live', async () => {
    const { runtime, commits, view } = await renderedEvents(20);
    const before = view.container.querySelectorAll('article')[6]!;
    commits.length = 0;
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: 'e7', status: 'LIVE', clock: { minutes: 3, status: 'RUNNING' }, liveOpenMarketCount: 4 }]));
    expect(commits).toEqual(['update']);
    expect(screen.getByRole('link', { name: 'Home 7 v Away 7' }).getAttribute('href')).toBe('/en/live/e7-home-v-away');
    // The card was updated in place, and no other card changed.
    expect(view.container.querySelectorAll('article')[6]).toBe(before);
    expect(screen.getByRole('link', { name: 'Home 8 v Away 8' }).getAttribute('href')).toBe('/en/events/e8-home-v-away');
  });

  it('keeps the order it is given and takes its name from the page', async () => {
    const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
    seedCatalogue(runtime.store.catalogue, 2);
    render(
      <RuntimeProvider runtime={runtime}>
        <SportsbookRouter>
          <EventList eventIds={['e2', 'e1']} label="Football" />
        </SportsbookRouter>
      </RuntimeProvider>,
    );
    const cards = screen.getByRole('list', { name: 'Football' }).querySelectorAll('h3');
    expect([...cards].map((card) => card.textContent)).toEqual(['Home 2 v Away 2', 'Home 1 v Away 1']);
  });
});
