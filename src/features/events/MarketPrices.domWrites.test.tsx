import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceUpdate } from '../../core';
import { createRuntime, memoryStorage, type CatalogueModel, type Runtime } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { MarketPrices } from './MarketPrices';
import { accessibleName } from '../prices/accessibleName.testing';

/**
 * The DOM writes of a price tick (issue 19): the hot path's budget is counted, not timed.
 * A MutationObserver over 600 rendered prices records every write the browser sees; a
 * changed price may cost its text node and its flash direction, nothing else (no name, no
 * class, no other element), and an unchanged price nothing at all.
 */

type ApiEvent = Parameters<CatalogueModel['applySnapshot']>[0][number];

const EVENTS = 100;
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

const update = (outcomeId: string, decimal: number): PriceUpdate => {
  const [e, m] = outcomeId.split('-');
  return { eventId: `${e}`, marketId: `${e}-${m}`, outcomeId, currentPrice: { decimal, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null };
};

async function renderAllPrices(): Promise<{ runtime: Runtime; container: HTMLElement }> {
  const runtime = createRuntime({}, { storage: memoryStorage() });
  await runtime.i18n.ready;
  runtime.store.catalogue.applySnapshot(catalogueOf());
  const marketIds = catalogueOf().flatMap((event) => (event as unknown as { markets: { id: string }[] }).markets.map((market) => market.id));
  const { container } = render(
    <RuntimeProvider runtime={runtime}>
      {marketIds.map((marketId) => (
        <MarketPrices key={marketId} marketId={marketId} />
      ))}
    </RuntimeProvider>,
  );
  return { runtime, container };
}

/** Every mutation record of `change`, as "what: where" lines. */
function writesOf(container: HTMLElement, change: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
  act(change);
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map((record) => {
    const element = (record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : record.target) as HTMLElement;
    return `${record.type}${record.attributeName ? ` ${record.attributeName}` : ''}: ${element.id}`;
  });
}

describe('DOM writes per price tick', () => {
  it('a changed price writes its text and its flash direction (2 writes), an unchanged one nothing', async () => {
    const { runtime, container } = await renderAllPrices();
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button.sb-price')];
    expect(buttons).toHaveLength(EVENTS * MARKETS_PER_EVENT * OUTCOMES_PER_MARKET);
    const button = container.querySelector<HTMLButtonElement>('li:first-child button.sb-price')!;
    expect(accessibleName(button)).toBe('O0 2.00');

    const up = writesOf(container, () => runtime.store.catalogue.applyPriceUpdates([update('0-0-0', 2.5)]));
    expect(up).toEqual([`characterData: ${button.id}`, `attributes data-move: ${button.id}`]);
    expect([button.textContent, button.dataset.move, accessibleName(button)]).toEqual(['2.50', 'up', 'O0 2.50']);

    // The same direction again still restarts the flash: the attribute alternates names.
    const upAgain = writesOf(container, () => runtime.store.catalogue.applyPriceUpdates([update('0-0-0', 2.75)]));
    expect(upAgain).toEqual([`characterData: ${button.id}`, `attributes data-move: ${button.id}`]);
    expect([button.textContent, button.dataset.move]).toEqual(['2.75', 'up-again']);

    const down = writesOf(container, () => runtime.store.catalogue.applyPriceUpdates([update('0-0-0', 2.1)]));
    expect(down).toEqual([`characterData: ${button.id}`, `attributes data-move: ${button.id}`]);
    expect([button.textContent, button.dataset.move]).toEqual(['2.10', 'down']);
  });

  it('100 of 600 prices changing in one tick make 200 DOM writes, 2 per changed price', async () => {
    const { runtime, container } = await renderAllPrices();
    const changedIds = Array.from({ length: 100 }, (_, index) => `${index}-${index % MARKETS_PER_EVENT}-${index % OUTCOMES_PER_MARKET}`);
    const writes = writesOf(container, () => runtime.store.catalogue.applyPriceUpdates(changedIds.map((outcomeId, index) => update(outcomeId, 3 + index / 100))));
    expect(writes).toHaveLength(200);
    expect(writes.filter((write) => write.startsWith('characterData'))).toHaveLength(100);
    expect(writes.filter((write) => write.startsWith('attributes data-move'))).toHaveLength(100);
  });
});
