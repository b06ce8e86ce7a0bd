import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef } from 'react';
import { formatOdds, isDisplayablePrice, isMarketOpenForBets, type OddsFormat } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { PowerOddsMark } from './PowerOddsMark';

export interface OutcomePriceProps {
  outcomeId: string;
  /** What the price is for, read out with it ("Arsenal", "Over 2.5"). */
  label: string;
  /** A fixed format (a receipt, a test); by default the bettor's odds format. */
  format?: OddsFormat;
}

/**
 * A price button. The hottest component of the product: an effect writes the price into
 * its text node and the flash, lock, selection and label onto the button, so neither a
 * tick, nor an odds-format change, nor the betslip makes React render anything (not even
 * a signal's own text component: a burst of ticks costs no React commit at all).
 */
export function OutcomePrice({ outcomeId, label, format }: OutcomePriceProps) {
  const { store, i18n } = useRuntime();
  const { catalogue, betslip, preferences, live, pricing } = store;
  // The bettor's price: the feed's through the brand's margins and ladder (odds per brand).
  const price = pricing.price(outcomeId);
  const boosted = pricing.boosted(outcomeId);
  const boostId = useId();
  const marketId = catalogue.outcome(outcomeId)?.marketId;
  const shownFormat = useComputed(() => format ?? preferences.oddsFormat.value);
  const text = useComputed(() => formatOdds(price.value.decimal, shownFormat.value) || '–');
  // Per outcome, so adding a selection wakes the effect of the one button it concerns only.
  const selected = useComputed(() => betslip.selectionIds.value.includes(outcomeId));
  // A suspended (or otherwise closed) market, or one whose feed has an alert, keeps its
  // prices on show, locked.
  const marketOpen = useComputed(() => {
    const market = marketId === undefined ? undefined : catalogue.market(marketId)?.value;
    return market === undefined || isMarketOpenForBets(market, live.feedAlerts.value);
  });
  const button = useRef<HTMLButtonElement>(null);
  const value = useRef<HTMLSpanElement>(null);

  useSignalEffect(() => {
    const { decimal, move, version, hidden } = price.value;
    const open = marketOpen.value;
    const element = button.current;
    // React's own text node, so a later render of the button finds it current.
    const textNode = value.current?.firstChild;
    if (textNode) textNode.nodeValue = text.value;
    if (!element) return;
    const priced = !hidden && isDisplayablePrice(decimal);
    element.disabled = !priced || !open;
    if (priced && !open) element.dataset.locked = 'true';
    else delete element.dataset.locked;
    const shown = formatOdds(decimal, shownFormat.value);
    // Read, so a language change rewrites the label here too (and still renders nothing).
    void i18n.textsVersion.value;
    const labelKey = !priced ? 'prices:unavailable' : open ? 'prices:available' : 'prices:locked';
    element.setAttribute('aria-label', i18n.i18n.t(labelKey, { label, price: shown }));
    // Power odds: a mark to see, and its words (PowerOddsMark) read after the price.
    const isBoosted = boosted.value;
    element.classList.toggle('sb-price--boosted', isBoosted);
    if (isBoosted) element.setAttribute('aria-describedby', boostId);
    else element.removeAttribute('aria-describedby');
    // Restart the flash animation on every change, even the same direction twice.
    element.dataset.move = move;
    element.dataset.version = String(version);
  });

  useSignalEffect(() => {
    button.current?.setAttribute('aria-pressed', String(selected.value));
  });

  return (
    <button ref={button} type="button" className="sb-price" onClick={() => betslip.toggleSelection(outcomeId)}>
      <span ref={value} className="sb-price__value">
        {text.peek()}
      </span>
      <PowerOddsMark boosted={boosted} id={boostId} />
    </button>
  );
}

/** For views that must read a price in render (rare): subscribes the component. The bettor's price. */
export function usePriceDecimal(outcomeId: string): number {
  useSignals();
  return useRuntime().store.pricing.price(outcomeId).value.decimal;
}
