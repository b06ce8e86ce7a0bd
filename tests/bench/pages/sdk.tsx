import { createRoot } from 'react-dom/client';
import type { PriceUpdate } from '../../../src/core';
import { eventsStyles } from '../../../src/features/events/styles';
import { OutcomePrice } from '../../../src/features/prices/OutcomePrice';
import { keepPriceFlashEventsFromReact } from '../../../src/features/prices/priceFlashEvents';
import { pricesStyles } from '../../../src/features/prices/styles';
import { RuntimeProvider } from '../../../src/features/runtime/RuntimeContext';
import { createRuntime, memoryStorage, type CatalogueModel } from '../../../src/store';
import './bench.css';
import { installBenchPage } from './benchPage';
import { OUTCOME_LABELS, PRICES_PER_ROW, PRICE_COUNT, openingPrices, rowLabel, type PriceChange } from './ticks';

/**
 * The SDK's own price path: the product's runtime and catalogue store (src/store) and its
 * price button (src/features/prices/OutcomePrice) with the stylesheets the event list
 * adopts, in a shadow root as an element has it. A tick goes in the way the live feed puts
 * it in, through `catalogue.applyPriceUpdates`. Whatever those are in the current source,
 * this page measures (it is built from src/ at bench time).
 */
type ApiEvent = Parameters<CatalogueModel['applySnapshot']>[0][number];

const ROWS = PRICE_COUNT / PRICES_PER_ROW;
const outcomeId = (index: number) => `o${index}`;
const eventId = (row: number) => `e${row}`;
const marketId = (row: number) => `m${row}`;

function snapshot(): ApiEvent[] {
  const prices = openingPrices();
  return Array.from({ length: ROWS }, (_, row) => ({
    id: eventId(row),
    slug: `${eventId(row)}-home-v-away`,
    description: rowLabel(row),
    eventPaths: [{ id: 240, description: 'Football' }],
    sportCode: 'FOOT',
    clock: { minutes: 1, status: 'RUNNING' },
    isFinished: false,
    liveOpenMarketCount: 1,
    betBuilderEvent: false,
    jackpotId: null,
    opponents: [],
    markets: [
      {
        id: marketId(row),
        eventId: eventId(row),
        description: 'Match result',
        marketTypeId: 3,
        status: 'open',
        instance: null,
        playerName: null,
        outcomes: OUTCOME_LABELS.map((description, column) => ({
          id: outcomeId(row * PRICES_PER_ROW + column),
          description,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal: prices[row * PRICES_PER_ROW + column] ?? 0, spread: null, spread2: null } },
        })),
      },
    ],
  })) as unknown as ApiEvent[];
}

const update = ({ index, decimal }: PriceChange): PriceUpdate => {
  const row = Math.floor(index / PRICES_PER_ROW);
  return {
    eventId: eventId(row),
    marketId: marketId(row),
    outcomeId: outcomeId(index),
    currentPrice: { decimal, spread: null, spread2: null, format: null },
    status: null,
    hidden: null,
    marketTypeId: null,
    periodTypeId: null,
    penultimatePrice: null,
    antepenultimatePrice: null,
  };
};

function PriceRows() {
  return (
    <ul className="rows">
      {Array.from({ length: ROWS }, (_, row) => (
        <li key={row} className="row" data-event-id={eventId(row)}>
          <span className="row__label">{rowLabel(row)}</span>
          {OUTCOME_LABELS.map((outcome, column) => (
            <OutcomePrice key={outcome} outcomeId={outcomeId(row * PRICES_PER_ROW + column)} label={outcome} />
          ))}
        </li>
      ))}
    </ul>
  );
}

async function start(): Promise<void> {
  const runtime = createRuntime({}, { storage: memoryStorage() });
  await runtime.i18n.ready;
  runtime.store.catalogue.applySnapshot(snapshot());
  const host = document.getElementById('root');
  if (host === null) throw new Error('sdk.html needs its <div id="root">.');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [...new Set([...eventsStyles, ...pricesStyles])].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  const container = document.createElement('div');
  shadow.append(container);
  // As the elements do (createSportsbookElement), before React listens on the root.
  keepPriceFlashEventsFromReact(container);
  createRoot(container).render(
    <RuntimeProvider runtime={runtime}>
      <PriceRows />
    </RuntimeProvider>,
  );
  // Mounted once the buttons are in the shadow root (React commits the first render in a task of its own).
  while (shadow.querySelectorAll('button').length < PRICE_COUNT) await new Promise((resolve) => setTimeout(resolve, 20));
  applyChanges = (changes) => runtime.store.catalogue.applyPriceUpdates(changes.map(update));
}

let applyChanges: (changes: readonly PriceChange[]) => void = () => undefined;
installBenchPage((changes) => applyChanges(changes), start());
