import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { createRuntime, type CatalogueModel, type Runtime } from '../../store';

type ApiEvent = Parameters<CatalogueModel['applySnapshot']>[0][number];
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { OutcomePrice } from './OutcomePrice';

const EVENTS = 50;
const MARKETS_PER_EVENT = 2;
const OUTCOMES_PER_MARKET = 3;

function catalogueOf(): ApiEvent[] {
  return Array.from({ length: EVENTS }, (_, e) => ({
    id: `${e}`,
    slug: `${e}-a-v-b`,
    description: `Event ${e}`,
    eventPaths: [{ id: 240, description: 'Football' }],
    sportCode: 'FOOT',
    clock: { minutes: 1, status: 'RUNNING' },
    isFinished: false,
    liveOpenMarketCount: MARKETS_PER_EVENT,
    betBuilderEvent: false,
    jackpotId: null,
    opponents: [],
    markets: Array.from({ length: MARKETS_PER_EVENT }, (_, m) => ({
      id: `${e}-${m}`,
      eventId: `${e}`,
      description: `Market ${m}`,
      marketTypeId: 3,
      status: 'open',
      instance: null,
      playerName: null,
      outcomes: Array.from({ length: OUTCOMES_PER_MARKET }, (_, o) => ({ id: `${e}-${m}-${o}`, description: `O${o}`, hidden: false, consolidatedPrice: { currentPrice: { decimal: 2 + o / 10, spread: null, spread2: null } } })),
    })),
  })) as unknown as ApiEvent[];
}

/** Counts how often each level's component function runs: a re-render is a call. */
const renders = { list: 0, event: 0, market: 0, outcome: 0 };
/* eslint-disable react-hooks/immutability -- counting renders by mutating during render is the point of these test components */
function OutcomeCell({ outcomeId, label }: { outcomeId: string; label: string }) {
  renders.outcome += 1;
  return <OutcomePrice outcomeId={outcomeId} label={label} />;
}

function MarketRow({ runtime, marketId }: { runtime: Runtime; marketId: string }) {
  renders.market += 1;
  const { catalogue } = runtime.store;
  return (
    <div>
      {catalogue.market(marketId)!.peek().outcomeIds.map((outcomeId) => (
        <OutcomeCell key={outcomeId} outcomeId={outcomeId} label={catalogue.outcome(outcomeId)!.description} />
      ))}
    </div>
  );
}

function EventRow({ runtime, eventId }: { runtime: Runtime; eventId: string }) {
  renders.event += 1;
  return (
    <li>
      {runtime.store.catalogue.event(eventId)!.peek().marketIds.map((marketId) => (
        <MarketRow key={marketId} runtime={runtime} marketId={marketId} />
      ))}
    </li>
  );
}

function EventList({ runtime }: { runtime: Runtime }) {
  renders.list += 1;
  return (
    <ul>
      {runtime.store.catalogue.liveEventIds.peek().map((eventId) => (
        <EventRow key={eventId} runtime={runtime} eventId={eventId} />
      ))}
    </ul>
  );
}

/* eslint-enable react-hooks/immutability */

const update = (e: number, m: number, o: number, decimal: number): PriceUpdate => ({ eventId: `${e}`, marketId: `${e}-${m}`, outcomeId: `${e}-${m}-${o}`, currentPrice: { decimal, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null });

describe('price ticks re-render nothing above the outcome', () => {
  it('applies 50 price changes over 300 rendered outcomes without re-rendering a list, event or market', () => {
    const runtime = createRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf());
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <EventList runtime={runtime} />
      </RuntimeProvider>,
    );
    expect(container.querySelectorAll('button.sb-price')).toHaveLength(EVENTS * MARKETS_PER_EVENT * OUTCOMES_PER_MARKET);
    expect(renders).toEqual({ list: 1, event: EVENTS, market: EVENTS * MARKETS_PER_EVENT, outcome: EVENTS * MARKETS_PER_EVENT * OUTCOMES_PER_MARKET });
    Object.assign(renders, { list: 0, event: 0, market: 0, outcome: 0 });

    act(() => {
      runtime.store.catalogue.applyPriceUpdates(Array.from({ length: 50 }, (_, index) => update(index, index % 2, index % 3, 3 + index / 100)));
    });

    expect(renders).toEqual({ list: 0, event: 0, market: 0, outcome: 0 });
    // The DOM did change: the 50 prices show their new values and flash up.
    const changed = screen.getByRole('button', { name: 'O0 at 3.00' });
    expect(changed.dataset.move).toBe('up');
    expect(container.querySelectorAll('button.sb-price[data-move="up"]')).toHaveLength(50);
  });

  it('shows no price for a placeholder and disables the button', () => {
    const runtime = createRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    render(
      <RuntimeProvider runtime={runtime}>
        <OutcomePrice outcomeId="0-0-0" label="Home" />
      </RuntimeProvider>,
    );
    act(() => runtime.store.catalogue.applyPriceUpdates([update(0, 0, 0, -1)]));
    const button = screen.getByRole('button', { name: 'Home: no price' });
    expect(button.textContent).toBe('–');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
