import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOdds } from '../../core';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventPage } from './EventPage';

// The prices of an open event page (issue 23): the odds format they are shown in, and the
// order of an outright's runners.

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

// A quiet stream: the world's own price moves stay out of what these tests compare.
beforeEach(() => {
  stubQuietEventSource();
});

type WorldEvent = ReturnType<InProcessSandbox['sandbox']['world']['events']['get']> & object;

function findEvent(operator: InProcessSandbox, test: (event: WorldEvent) => boolean): WorldEvent {
  const event = [...operator.sandbox.world.events.values()].find(test);
  if (!event) throw new Error('the seeded world has no such event');
  return event;
}

async function openEvent(operator: InProcessSandbox, event: WorldEvent) {
  const test = await headerRuntime(operator);
  renderInShell(test.runtime, <EventPage slug={event.slug} />, `/en/events/${event.slug}`);
  expect(await screen.findByRole('heading', { level: 1, name: event.description! })).toBeTruthy();
  return test;
}

describe('EventPage prices (issue 23)', () => {
  it('shows a new odds format at once, without a reload', async () => {
    const operator = inProcessSandbox('seed');
    const event = findEvent(operator, (candidate) => candidate.phase === 'prematch' && candidate.sportCode === 'FOOT' && !candidate.outright && candidate.markets.length >= 10);
    const { runtime } = await openEvent(operator, event);
    const market = event.markets[0]!;
    const group = await screen.findByRole('group', { name: market.description });
    const outcome = market.outcomes[0]!;
    // The bettor's price (the brand's margins applied), as each format shows it.
    const decimal = () => runtime.store.pricing.price(outcome.id).value.decimal;
    const button = await within(group).findByRole('button', { name: `${outcome.description} ${formatOdds(decimal(), 'euro')}` });
    expect(runtime.store.preferences.oddsFormat.value).toBe('euro');

    await act(() => runtime.store.preferences.setOddsFormat('us'));
    expect(button.textContent).toBe(formatOdds(decimal(), 'us'));
    expect(button.textContent).toMatch(/^[+-][1-9]\d{2,}$/);
    // Every price of the page, not only the first.
    const shown = [...document.querySelectorAll<HTMLButtonElement>('.sb-event-markets button.sb-price')].map((price) => price.textContent);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((text) => !/^[+-][1-9]\d{2,}$|^–$/.test(text ?? ''))).toEqual([]);

    await act(() => runtime.store.preferences.setOddsFormat('malay'));
    expect(button.textContent).toBe(formatOdds(decimal(), 'malay'));
  }, 20_000);

  it.each([
    ['a league outright', (event: WorldEvent) => event.phase === 'prematch' && event.outright],
    ['a horse race', (event: WorldEvent) => event.phase === 'prematch' && event.sportCode === 'HORS' && !event.outright],
  ] as const)('lists the runners of %s favourite first, ties by name, unpriced last', async (_kind, kind) => {
    const operator = inProcessSandbox('seed');
    // The field: the win market of a race (type 99), the only market of a league winner (the feed leaves its type 0).
    const fieldOf = (candidate: WorldEvent) => candidate.markets.find((market) => (candidate.outright || market.marketTypeId === 99) && market.outcomes.length >= 4);
    const event = findEvent(operator, (candidate) => kind(candidate) && fieldOf(candidate) !== undefined);
    const { runtime } = await openEvent(operator, event);
    const market = fieldOf(event)!;
    const group = await screen.findByRole('group', { name: market.description });
    await within(group).findAllByRole('button', { name: /\d/ });
    // The bettor's prices (the brand's margins applied), read from the store, not the page.
    const priceOf = (outcomeId: string) => runtime.store.pricing.price(outcomeId).value.decimal;
    const priced = market.outcomes.filter((outcome) => priceOf(outcome.id) > 1).sort((a, b) => priceOf(a.id) - priceOf(b.id) || a.description.localeCompare(b.description));
    const unpriced = market.outcomes.filter((outcome) => !(priceOf(outcome.id) > 1)).sort((a, b) => a.description.localeCompare(b.description));
    const expected = [...priced, ...unpriced].map((outcome) => outcome.description);
    // The feed's order is not the favourites': the test means something.
    expect(expected).not.toEqual(market.outcomes.map((outcome) => outcome.description));
    const shown = [...group.querySelectorAll('.sb-event-outcome__name')].map((name) => name.textContent);
    expect(shown).toEqual(expected);

    // A price move that makes the outsider the favourite moves it to the top.
    const outsider = market.outcomes.find((outcome) => outcome.description === expected.at(-1))!;
    act(() => runtime.store.catalogue.applyPriceUpdates([{ eventId: event.id, marketId: market.id, outcomeId: outsider.id, currentPrice: { decimal: 1.05 } }] as never));
    expect(group.querySelector('.sb-event-outcome__name')?.textContent).toBe(outsider.description);
  }, 20_000);
});
