import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { cleanupHeaderTests, renderInShell } from '../header/headerTestRuntime';
import { testRuntime } from '../runtime/testRuntime';
import { EventCard } from './EventCard';
import { asApiEvents, footballLive } from './eventFixtures.testing';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

type FixtureOutcome = (typeof footballLive.markets)[number]['outcomes'][number];
const withSpread = (outcome: FixtureOutcome, spread: number) => ({ ...outcome, consolidatedPrice: { currentPrice: { ...outcome.consolidatedPrice.currentPrice, spread } } });
const [result, handicap] = footballLive.markets as [(typeof footballLive.markets)[number], (typeof footballLive.markets)[number]];

/** The sandbox's football markets: match result, handicap -0.5 and total 2.5, lines in the outcomes' spreads (under signed negative, as the sandbox sends it). */
const football = {
  ...footballLive,
  markets: [
    result,
    { ...handicap, outcomes: [withSpread(handicap.outcomes[0]!, -0.5), withSpread(handicap.outcomes[1]!, 0.5)] },
    {
      ...handicap,
      id: '100640-3',
      description: 'Total 2.5',
      marketTypeId: 13,
      outcomes: [
        withSpread({ ...handicap.outcomes[0]!, id: '100640-3-1', description: 'Over 2.5', consolidatedPrice: { currentPrice: { ...handicap.outcomes[0]!.consolidatedPrice.currentPrice, decimal: 1.85 } } }, 2.5),
        withSpread({ ...handicap.outcomes[1]!, id: '100640-3-2', description: 'Under 2.5', consolidatedPrice: { currentPrice: { ...handicap.outcomes[1]!.consolidatedPrice.currentPrice, decimal: 1.95 } } }, -2.5),
      ],
    },
  ],
};

const tick = (marketId: string, outcomeId: string, decimal: number, spread: number | null): PriceUpdate => ({ eventId: football.id, marketId, outcomeId, currentPrice: { decimal, spread, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null });

async function renderCard(viewType: string) {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  expect(await runtime.store.preferences.setViewType(viewType)).toBe(true);
  runtime.store.catalogue.applySnapshot(asApiEvents(football));
  const commits: string[] = [];
  renderInShell(
    runtime,
    <Profiler id="card" onRender={(_id, phase) => commits.push(phase)}>
      <EventCard eventId={football.id} />
    </Profiler>,
    '/en/live/sport/240-FOOT',
  );
  return { runtime, commits, card: screen.getByRole('article') };
}

/** Each market group of the card: its name, then each outcome's shown line or name and price. */
const groups = (card: HTMLElement) =>
  within(card)
    .getAllByRole('group')
    .map((group) => [group.getAttribute('aria-label'), ...[...group.querySelectorAll('.sb-market__outcome')].map((row) => `${row.querySelector('.sb-market__line, .sb-market__label')?.textContent} ${row.querySelector('button')?.textContent}`)]);

afterEach(cleanupHeaderTests);

describe('event cards by view type (spec 9 view_types)', () => {
  it('euro: the 1X2 market; asian: handicap and over/under side by side with their lines', async () => {
    const { runtime, card, commits } = await renderCard('euro');
    expect(groups(card)).toEqual([['Match Result', 'Westbrook Sporting 2.20', 'Draw 3.64', 'Juniper Albion 3.07']]);
    commits.length = 0;
    await act(() => runtime.store.preferences.setViewType('asian'));
    // A view-type switch re-renders the card.
    expect(commits.length).toBeGreaterThan(0);
    expect(groups(card)).toEqual([
      ['Handicap', '-0.5 2.20', '+0.5 1.60'],
      ['Over/Under', 'O 2.5 1.85', 'U 2.5 1.95'],
    ]);
    // The buttons still say what the price is for, line included.
    expect(within(card).getByRole('button', { name: 'Westbrook Sporting (-0.5) 2.20' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Under 2.5 1.95' })).toBeTruthy();
  });

  it('thai is laid out as asian', async () => {
    const { card } = await renderCard('thai');
    expect(groups(card).map((group) => group[0])).toEqual(['Handicap', 'Over/Under']);
  });

  it('asian: a price tick, even one that moves the line, renders nothing and rewrites the texts', async () => {
    const { runtime, card, commits } = await renderCard('asian');
    commits.length = 0;
    act(() => runtime.store.catalogue.applyPriceUpdates([tick('100640-2', '100640-2-1', 2.45, null), tick('100640-3', '100640-3-2', 2.05, -2.5)]));
    expect(commits).toEqual([]);
    expect(groups(card)).toEqual([
      ['Handicap', '-0.5 2.45', '+0.5 1.60'],
      ['Over/Under', 'O 2.5 1.85', 'U 2.5 2.05'],
    ]);
    act(() => runtime.store.catalogue.applyPriceUpdates([tick('100640-2', '100640-2-1', 1.9, -1.5), tick('100640-2', '100640-2-2', 1.95, 1.5)]));
    expect(commits).toEqual([]);
    expect(groups(card)[0]).toEqual(['Handicap', '-1.5 1.90', '+1.5 1.95']);
  });

  it('asian falls back to the main market when the event has no handicap or over/under', async () => {
    const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
    await runtime.store.preferences.setViewType('asian');
    runtime.store.catalogue.applySnapshot(asApiEvents({ ...football, markets: [result] }));
    renderInShell(runtime, <EventCard eventId={football.id} />, '/en/live/sport/240-FOOT');
    expect(groups(screen.getByRole('article'))).toEqual([['Match Result', 'Westbrook Sporting 2.20', 'Draw 3.64', 'Juniper Albion 3.07']]);
  });
});
