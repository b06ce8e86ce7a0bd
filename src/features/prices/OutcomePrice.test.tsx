import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { createRuntime, memoryStorage, type CatalogueModel, type Runtime } from '../../store';

type ApiEvent = Parameters<CatalogueModel['applySnapshot']>[0][number];
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { OutcomePrice } from './OutcomePrice';
import { accessibleName } from './accessibleName.testing';

/**
 * Its own storage, so an odds format chosen in one test never leaks into the next; texts
 * loaded, so the labels read as a bettor hears them from the first render.
 */
async function freshRuntime(config: Parameters<typeof createRuntime>[0] = {}): Promise<Runtime> {
  const runtime = createRuntime(config, { storage: memoryStorage() });
  await runtime.i18n.ready;
  return runtime;
}

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
  it('applies 50 price changes over 300 rendered outcomes without re-rendering a list, event or market', async () => {
    const runtime = await freshRuntime();
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
    const changed = screen.getByRole('button', { name: 'O0 3.00' });
    expect(changed.dataset.move).toBe('up');
    expect(container.querySelectorAll('button.sb-price[data-move="up"]')).toHaveLength(50);
  });

  it('shows no price for a placeholder and disables the button', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    render(
      <RuntimeProvider runtime={runtime}>
        <OutcomePrice outcomeId="0-0-0" label="Home" />
      </RuntimeProvider>,
    );
    act(() => runtime.store.catalogue.applyPriceUpdates([update(0, 0, 0, -1)]));
    const button = screen.getByRole('button', { name: 'Home –' });
    expect(button.textContent).toBe('–');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the bettor’s odds format and follows a change of it without re-rendering', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf());
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <EventList runtime={runtime} />
      </RuntimeProvider>,
    );
    Object.assign(renders, { list: 0, event: 0, market: 0, outcome: 0 });
    // Names one by one (accessibleName computes within the button's parent): getAllByRole over 300 is slow under a loaded run.
    expect([...container.querySelectorAll('button.sb-price')].filter((button) => accessibleName(button) === 'O0 2.00')).toHaveLength(EVENTS * MARKETS_PER_EVENT);

    act(() => void runtime.store.preferences.setOddsFormat('us'));

    expect(renders).toEqual({ list: 0, event: 0, market: 0, outcome: 0 });
    // Decimal 2.00 is even money (+100), 2.20 is +120, 2.10 is +110 in US odds.
    const firstMarket = [...container.querySelectorAll('button.sb-price')].slice(0, 3).map((button) => button.textContent);
    expect(firstMarket).toEqual(['+100', '+110', '+120']);
    // Filtered by hand: jsdom's selector engine does not match a '+' inside an attribute value.
    expect([...container.querySelectorAll('button.sb-price')].filter((button) => accessibleName(button) === 'O1 +110')).toHaveLength(EVENTS * MARKETS_PER_EVENT);
  });

  it('a fixed format wins over the bettor’s', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    void runtime.store.preferences.setOddsFormat('us');
    render(
      <RuntimeProvider runtime={runtime}>
        <OutcomePrice outcomeId="0-0-2" label="Away" format="euro" />
      </RuntimeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Away 2.20' }).textContent).toBe('2.20');
  });

  it('a fixed format that changes shows at once (issue 23)', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    const shown = (format: 'euro' | 'us') => (
      <RuntimeProvider runtime={runtime}>
        <OutcomePrice outcomeId="0-0-2" label="Away" format={format} />
      </RuntimeProvider>
    );
    const { rerender } = render(shown('euro'));
    expect(screen.getByRole('button', { name: 'Away 2.20' }).textContent).toBe('2.20');
    rerender(shown('us'));
    expect(screen.getByRole('button', { name: 'Away +120' }).textContent).toBe('+120');
  });

  it('adding a selection touches the pressed state of that one button, re-rendering nothing', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf());
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <EventList runtime={runtime} />
      </RuntimeProvider>,
    );
    Object.assign(renders, { list: 0, event: 0, market: 0, outcome: 0 });
    // Every aria-pressed write is a mutation record, even one writing the same value.
    const observer = new MutationObserver(() => undefined);
    observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
    const touchedButtons = () => observer.takeRecords().map((record) => `${accessibleName(record.target as HTMLElement)} ${(record.target as HTMLElement).getAttribute('aria-pressed')}`);

    act(() => void runtime.store.betslip.toggleSelection('3-1-2'));
    const afterAdd = touchedButtons();
    act(() => void runtime.store.betslip.toggleSelection('3-1-2'));
    const afterRemove = touchedButtons();
    observer.disconnect();

    expect(renders).toEqual({ list: 0, event: 0, market: 0, outcome: 0 });
    expect(afterAdd).toEqual(['O2 2.20 true']);
    expect(afterRemove).toEqual(['O2 2.20 false']);
    expect(container.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(0);
  });

  it('locks the prices of a suspended market and unlocks them when it reopens', async () => {
    const runtime = await freshRuntime();
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    render(
      <RuntimeProvider runtime={runtime}>
        <OutcomePrice outcomeId="0-0-0" label="Home" />
      </RuntimeProvider>,
    );
    act(() => runtime.store.catalogue.applyPriceUpdates([{ ...update(0, 0, 0, 2), currentPrice: null, status: 'suspended' }]));
    const locked = screen.getByRole('button', { name: 'Home 2.00' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.dataset.locked).toBe('true');
    expect(locked.textContent).toBe('2.00');

    act(() => runtime.store.catalogue.applyPriceUpdates([{ ...update(0, 0, 0, 2), currentPrice: null, status: 'open' }]));
    const open = screen.getByRole('button', { name: 'Home 2.00' }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect(open.dataset.locked).toBeUndefined();
  });

  it('is named by its outcome and price text, so a lock or a language change re-renders nothing', async () => {
    const runtime = await freshRuntime({ locale: 'fr' });
    runtime.store.catalogue.applySnapshot(catalogueOf().slice(0, 1));
    const commits: string[] = [];
    render(
      <RuntimeProvider runtime={runtime}>
        <Profiler id="prices" onRender={(_id, phase) => commits.push(phase)}>
          <OutcomePrice outcomeId="0-0-0" label="Domicile" />
          <OutcomePrice outcomeId="0-0-1" label="Nul" />
        </Profiler>
      </RuntimeProvider>,
    );
    // The name is the outcome's and the price text, no sentence of ours: nothing to translate on a tick.
    expect(screen.getByRole('button', { name: 'Domicile 2.00' })).toBeTruthy();
    commits.length = 0;

    act(() => runtime.store.catalogue.applyPriceUpdates([{ ...update(0, 0, 0, 2), currentPrice: null, status: 'suspended' }]));
    const locked = screen.getByRole('button', { name: 'Domicile 2.00' }) as HTMLButtonElement;
    expect([locked.disabled, locked.dataset.locked]).toEqual([true, 'true']);
    act(() => runtime.store.catalogue.applyPriceUpdates([update(0, 0, 1, -1)]));
    expect((screen.getByRole('button', { name: 'Nul –' }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => runtime.i18n.changeLanguage('sw'));
    expect(screen.getAllByRole('button').map((button) => accessibleName(button))).toEqual(['Domicile 2.00', 'Nul –']);
    expect(commits).toEqual([]);
  });
});
