import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './bench.css';
import { installBenchPage } from './benchPage';
import { OUTCOME_LABELS, PRICES_PER_ROW, PRICE_COUNT, openingPrices, rowLabel, type PriceChange } from './ticks';

/**
 * Naive React, the comparison the issue names: all 600 prices are state at the list root,
 * so every tick re-renders the whole list (no memo, no signals), as a first React version
 * of a price list would.
 */
interface Price {
  decimal: number;
  move: 'up' | 'down' | '';
  flash: 'a' | 'b' | '';
}

const NO_PRICE: Price = { decimal: 0, move: '', flash: '' };

let applyChanges: (changes: readonly PriceChange[]) => void = () => undefined;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

function PriceButton({ label, price }: { label: string; price: Price }) {
  const text = price.decimal.toFixed(2);
  return (
    <button type="button" className="price" aria-pressed="false" aria-label={`${label} at ${text}`} data-move={price.move || undefined} data-flash={price.flash || undefined}>
      <span>{text}</span>
    </button>
  );
}

function PriceList() {
  const [prices, setPrices] = useState<Price[]>(() => openingPrices().map((decimal) => ({ decimal, move: '', flash: '' })));
  useEffect(() => {
    applyChanges = (changes) =>
      setPrices((previous) => {
        const next = previous.slice();
        for (const { index, decimal } of changes) {
          const before = next[index];
          if (before === undefined) continue;
          next[index] = { decimal, move: decimal > before.decimal ? 'up' : 'down', flash: before.flash === 'a' ? 'b' : 'a' };
        }
        return next;
      });
    markReady();
  }, []);
  const rows = Array.from({ length: PRICE_COUNT / PRICES_PER_ROW }, (_, row) => row);
  return (
    <ul className="rows">
      {rows.map((row) => (
        <li key={row} className="row">
          <span className="row__label">{rowLabel(row)}</span>
          {OUTCOME_LABELS.map((outcome, column) => (
            <PriceButton key={outcome} label={`${rowLabel(row)} ${outcome}`} price={prices[row * PRICES_PER_ROW + column] ?? NO_PRICE} />
          ))}
        </li>
      ))}
    </ul>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('naive-react.html needs its <div id="root">.');
createRoot(root).render(<PriceList />);
installBenchPage((changes) => applyChanges(changes), ready);
