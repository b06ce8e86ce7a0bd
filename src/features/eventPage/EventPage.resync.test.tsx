import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { WorldEventSource } from '../../../tests/support/worldEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { accessibleName } from '../prices/accessibleName.testing';
import { EventPage } from './EventPage';

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

describe('EventPage after a resync of the live feed', () => {
  // A fresh-clone CI run met an event page that kept 9 stale prices after the operator's
  // feed restarted: the page read the snapshot's generation during its render, and nothing
  // rendered it again when the generation moved. The feed's snapshot carries live events
  // only, so a prematch event's missed changes come back through the page's own request.
  it('asks for its event again on each resync (not on the first snapshot) and shows the prices the feed did not bring', async () => {
    const operator = inProcessSandbox('seed');
    WorldEventSource.world = operator.sandbox.world;
    vi.stubGlobal('EventSource', WorldEventSource);
    const event = [...operator.sandbox.world.events.values()].find(
      (candidate) => candidate.phase === 'prematch' && candidate.sportCode === 'FOOT' && candidate.markets.some((market) => market.status === 'open' && market.spec.kind !== 'match-result'),
    )!;
    expect(event, 'the seeded world has a prematch football event with a second market').toBeDefined();
    const market = event.markets.find((candidate) => candidate.status === 'open' && candidate.spec.kind !== 'match-result')!;
    const outcome = market.outcomes.find((candidate) => !candidate.hidden)!;
    const { runtime, paths } = await headerRuntime(operator);
    const eventRequests = () => paths.filter((path) => path === `/xapi/rest/events/${event.id}`).length;

    renderInShell(runtime, <EventPage slug={event.slug} />, `/en/events/${event.slug}`);
    await screen.findByRole('heading', { level: 1, name: event.description! });
    // The page starts the feed; its first snapshot must not ask again.
    await act(() => runtime.store.live.start());
    await waitFor(() => expect(runtime.store.live.snapshot.value.generation).toBe(1));
    const group = () => within(document.querySelector<HTMLElement>('.sb-event-page')!).getByRole('group', { name: market.description });
    const shown = () => within(group()).getAllByRole('button').filter((button) => button.classList.contains('sb-price')).map(accessibleName);
    const before = outcome.consolidatedPrice.currentPrice.decimal;
    expect(shown()).toContain(`${outcome.description} ${before.toFixed(2)}`);
    expect(eventRequests()).toBe(1);

    // A change the feed never delivers (it fell in the gap a restart leaves), then a resync.
    const moved = Math.round((before + 0.37) * 100) / 100;
    outcome.consolidatedPrice.currentPrice.decimal = moved;
    runtime.store.live.stop();
    await act(() => runtime.store.live.start());
    expect(runtime.store.live.snapshot.value.generation).toBe(2);

    await waitFor(() => expect(shown()).toContain(`${outcome.description} ${moved.toFixed(2)}`));
    expect(eventRequests()).toBe(2);
  }, 20_000);
});
