import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { WorldEventSource } from '../../../tests/support/worldEventSource';
import { EventCard } from '../events/EventCard';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventPage } from './EventPage';
import { accessibleName } from '../prices/accessibleName.testing';

type World = InProcessSandbox['sandbox']['world'];
type WorldEvent = ReturnType<World['events']['get']> & object;

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

function liveFootball(operator: InProcessSandbox, feed: 'BU' | 'RS'): WorldEvent {
  const event = [...operator.sandbox.world.events.values()].find(
    (candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT' && candidate.feedCode?.startsWith(feed) && candidate.markets.some((market) => market.status === 'open'),
  );
  if (!event) throw new Error(`the seeded world has no live football event on feed ${feed}`);
  return event;
}

/** The admin route the e2e tests and the demo's fault panel use (docs/api.md). */
async function feedAlert(operator: InProcessSandbox, feed: string, active: boolean): Promise<void> {
  const response = await operator.fetch(new Request('http://sandbox.test/sandbox/feed-alert', { method: 'POST', body: JSON.stringify({ feed, active, ticks: 1000 }), headers: { 'content-type': 'application/json' } }));
  expect(response.status).toBe(200);
}

const priceButtons = (root: HTMLElement) => within(root).getAllByRole('button').filter((button) => button.classList.contains('sb-price')) as HTMLButtonElement[];

describe('EventPage under a feed alert', () => {
  it("locks the event's prices while its feed has an alert and unlocks them when it lifts; another feed's event stays open", async () => {
    const operator = inProcessSandbox('seed');
    WorldEventSource.world = operator.sandbox.world;
    vi.stubGlobal('EventSource', WorldEventSource);
    const event = liveFootball(operator, 'BU');
    const other = liveFootball(operator, 'RS');
    const { runtime } = await headerRuntime(operator);
    // The card shows what the catalogue holds: the other event is there before it renders.
    await runtime.loadEvent(other.id);
    renderInShell(
      runtime,
      <>
        <EventPage slug={event.slug} />
        <EventCard eventId={other.id} />
      </>,
      `/en/live/${event.slug}`,
    );
    await screen.findByRole('heading', { level: 1, name: event.description! });
    const openMarket = event.markets.find((market) => market.status === 'open')!;
    const page = document.querySelector<HTMLElement>('.sb-event-page')!;
    const group = await within(page).findByRole('group', { name: openMarket.description });
    const card = await screen.findByRole('article', { name: other.description! });
    const cardPrices = () => priceButtons(card).filter((button) => !button.closest('[data-status="suspended"]'));
    const openOnCard = cardPrices().length;
    expect(openOnCard).toBeGreaterThan(0);
    const [first] = priceButtons(group);
    const outcome = openMarket.outcomes.find((candidate) => !candidate.hidden)!;
    expect(first!.disabled).toBe(false);
    expect(accessibleName(first!)).toBe(`${outcome.description} ${outcome.consolidatedPrice.currentPrice.decimal.toFixed(2)}`);

    await act(async () => {
      await feedAlert(operator, 'BU', true);
      runtime.store.live.flush();
    });
    await waitFor(() => expect(runtime.store.live.feedAlerts.value).toEqual(['BU']));
    const lockedGroup = within(page).getByRole('group', { name: `${openMarket.description} Suspended` }) as HTMLFieldSetElement;
    expect(lockedGroup.disabled).toBe(true);
    for (const button of priceButtons(lockedGroup)) {
      expect(button.disabled).toBe(true);
      expect(button.dataset.locked).toBe('true');
    }
    // No market of the BU event is left open on the page.
    expect(document.querySelectorAll('.sb-event-page fieldset:not([disabled])')).toHaveLength(0);
    // The RS event's card keeps every price it had open.
    expect(cardPrices().filter((button) => !button.disabled)).toHaveLength(openOnCard);

    await act(async () => {
      await feedAlert(operator, 'BU', false);
      runtime.store.live.flush();
    });
    await waitFor(() => expect(runtime.store.live.feedAlerts.value).toEqual([]));
    const reopened = within(page).getByRole('group', { name: openMarket.description }) as HTMLFieldSetElement;
    expect(reopened.disabled).toBe(false);
    const [again] = priceButtons(reopened);
    expect(again!.disabled).toBe(false);
    expect(again!.dataset.locked).toBeUndefined();
    expect(cardPrices().filter((button) => !button.disabled)).toHaveLength(openOnCard);
  }, 20_000);

  it('locks a card’s prices on the alert message alone, before (or without) any market status from the feed', async () => {
    const operator = inProcessSandbox('seed');
    WorldEventSource.world = operator.sandbox.world;
    vi.stubGlobal('EventSource', WorldEventSource);
    const other = liveFootball(operator, 'RS');
    const { runtime } = await headerRuntime(operator);
    await runtime.loadEvent(other.id);
    renderInShell(runtime, <EventCard eventId={other.id} />, '/en/live/sport/');
    // Resolves once the snapshot is in and the stream is open.
    await act(() => runtime.store.live.start());
    const card = await screen.findByRole('article', { name: other.description! });
    const openMarket = other.markets.find((market) => market.status === 'open')!;
    const prices = () => priceButtons(within(card).getByRole('group', { name: openMarket.description }));
    expect(prices().every((button) => !button.disabled)).toBe(true);

    // Only the alert, as an operator's feed may send it: the world's markets stay as they were.
    act(() => {
      operator.sandbox.world.changes.append({ type: 'feed-alert', payload: { feed: 'RS', active: true } });
      runtime.store.live.flush();
    });
    expect(runtime.store.catalogue.market(openMarket.id)?.value.status).toBe('open');
    for (const button of prices()) {
      expect(button.disabled).toBe(true);
      expect(button.dataset.locked).toBe('true');
    }
    expect(within(card).getByText('Suspended')).toBeTruthy();

    act(() => {
      operator.sandbox.world.changes.append({ type: 'feed-alert', payload: { feed: 'RS', active: false } });
      runtime.store.live.flush();
    });
    expect(prices().every((button) => !button.disabled && button.dataset.locked === undefined)).toBe(true);
    expect(within(card).queryByText('Suspended')).toBeNull();
  }, 20_000);
});
