import './bench.css';
import { installBenchPage } from './benchPage';
import { OUTCOME_LABELS, PRICES_PER_ROW, PRICE_COUNT, openingPrices, rowLabel, type PriceChange } from './ticks';

/**
 * The floor: 600 price buttons built once with the DOM API; a change writes the price's
 * text node and two data attributes (direction and which flash animation), nothing else.
 * Each button is named by its row and outcome (aria-labelledby), so a tick touches no label.
 */
const prices = openingPrices();
const list = document.createElement('ul');
list.className = 'rows';
const texts: Text[] = [];
const buttons: HTMLButtonElement[] = [];

for (let row = 0; row < PRICE_COUNT / PRICES_PER_ROW; row += 1) {
  const item = document.createElement('li');
  item.className = 'row';
  const label = document.createElement('span');
  label.className = 'row__label';
  label.id = `row-${row}`;
  label.textContent = rowLabel(row);
  item.append(label);
  OUTCOME_LABELS.forEach((outcome, column) => {
    const index = row * PRICES_PER_ROW + column;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'price';
    button.id = `price-${index}`;
    button.setAttribute('aria-pressed', 'false');
    const outcomeName = document.createElement('span');
    outcomeName.id = `outcome-${index}`;
    outcomeName.hidden = true;
    outcomeName.textContent = outcome;
    const text = document.createTextNode(prices[index]!.toFixed(2));
    const value = document.createElement('span');
    value.append(text);
    button.append(value, outcomeName);
    button.setAttribute('aria-labelledby', `row-${row} outcome-${index} price-${index}`);
    texts.push(text);
    buttons.push(button);
    item.append(button);
  });
  list.append(item);
}
document.body.append(list);

function apply(changes: readonly PriceChange[]): void {
  for (const { index, decimal } of changes) {
    const button = buttons[index]!;
    button.dataset.move = decimal > prices[index]! ? 'up' : 'down';
    button.dataset.flash = button.dataset.flash === 'a' ? 'b' : 'a';
    texts[index]!.nodeValue = decimal.toFixed(2);
    prices[index] = decimal;
  }
}

installBenchPage(apply, Promise.resolve());
