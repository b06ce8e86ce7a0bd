import { useComputed, useSignal, useSignalEffect, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import { formatOdds, isDisplayablePrice, isMarketOpenForBets, type OddsFormat } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { markFirstOddsShown } from '../../ui/firstOddsShown';
import { PowerOddsMark } from './PowerOddsMark';
import { sayWhenSlipFull } from '../betslip/slipFullNotice';

export interface OutcomePriceProps {
  outcomeId: string;
  /** What the price is for ("Arsenal", "Over 2.5"): the button's own hidden name when no `labelId` points at one on show. */
  label: string;
  /**
   * The id of the element on show that names the outcome (the row's "Arsenal"): the button
   * is named by it and its own text, so nothing about the name is written on a tick.
   */
  labelId?: string | undefined;
  /** Ids of what describes the button (the market's name, its "Suspended" status), read after the name. */
  describedBy?: string | undefined;
  /** A fixed format (a receipt, a test); by default the bettor's odds format. */
  format?: OddsFormat;
}

/** Writes a signal from a layout effect: a prop handed over to the computeds that read it. */
function setSignal<T>(target: Signal<T>, value: T): void {
  target.value = value;
}

/** The text of a price that cannot be backed now (hidden, or no displayable price). */
export const NO_PRICE_TEXT = '–';

/**
 * Which way the last tick went, as written on the button: the same move twice alternates
 * between two names (`up`, `up-again`), so the flash restarts on every change (a CSS
 * animation restarts only when its name changes) with one attribute write.
 */
export function moveAttribute(move: 'up' | 'down' | 'none', version: number): string {
  if (move === 'none') return 'none';
  return version % 2 === 1 ? `${move}-again` : move;
}

/**
 * A price button. The hottest component of the product: an effect writes the price into
 * the button's text node and the flash direction onto one data attribute (two DOM writes a
 * tick, asserted in OutcomePrice.domWrites.test), so neither a tick, nor an odds-format
 * change, nor the betslip makes React render anything. The name is not written at all:
 * aria-labelledby points at the outcome's name and at the button itself (its text, the
 * price), aria-describedby at the market and its status, so a tick changes the name by
 * changing the text, a language change by changing the texts, and i18next is not called.
 * Memoised (its props are strings): its market rendering (a new outcome) leaves it alone.
 */
export const OutcomePrice = memo(function OutcomePrice({ outcomeId, label, labelId, describedBy, format }: OutcomePriceProps) {
  const { store } = useRuntime();
  const { catalogue, betslip, preferences, live, pricing, ui, quickBet } = store;
  // The bettor's price: the feed's through the brand's margins and ladder (odds per brand).
  const price = pricing.price(outcomeId);
  const boosted = pricing.boosted(outcomeId);
  const ownId = useId();
  const boostId = `${ownId}-boost`;
  const nameId = labelId ?? `${ownId}-name`;
  const marketId = catalogue.outcome(outcomeId)?.marketId;
  // The fixed format is a prop, and a computed re-runs only on a signal: kept in one, so a
  // new prop shows at once (a page passing its format kept its first one until reload, issue 23).
  const fixedFormat = useSignal(format);
  useLayoutEffect(() => setSignal(fixedFormat, format), [fixedFormat, format]);
  const shownFormat = useComputed(() => fixedFormat.value ?? preferences.oddsFormat.value);
  // Formatted once per tick (big.js is the cost): the effect reads this computed only.
  const text = useComputed(() => formatOdds(price.value.decimal, shownFormat.value) || NO_PRICE_TEXT);
  // Per outcome, so adding a selection wakes the effect of the one button it concerns only.
  const selected = useComputed(() => betslip.selectionIds.value.includes(outcomeId));
  // A suspended (or otherwise closed) market, or one whose feed has an alert, keeps its
  // prices on show, locked; so does every price while the feed is not live (they may be
  // stale). Read here, in a computed per button, so a tick writes nothing more.
  const marketOpen = useComputed(() => {
    if (live.pricesNotLive.value !== null) return false;
    const market = marketId === undefined ? undefined : catalogue.market(marketId)?.value;
    return market === undefined || isMarketOpenForBets(market, live.feedAlerts.value);
  });
  const priced = useComputed(() => !price.value.hidden && isDisplayablePrice(price.value.decimal));
  const button = useRef<HTMLButtonElement>(null);

  // The tick: the text and the flash direction, nothing else.
  useSignalEffect(() => {
    const shown = text.value;
    const { move, version } = price.value;
    const element = button.current;
    if (!element) return;
    // React's own text node (the button's first child), so a later render finds it current.
    const textNode = element.firstChild;
    if (textNode && textNode.nodeValue !== shown) textNode.nodeValue = shown;
    const direction = moveAttribute(move, version);
    if (element.dataset.move !== direction) element.dataset.move = direction;
  });

  // Rare changes (a suspension, a price withdrawn, power odds arriving): each attribute is
  // written only when its value changes.
  useSignalEffect(() => {
    const element = button.current;
    if (!element) return;
    const open = marketOpen.value;
    const canBack = priced.value;
    if (canBack) markFirstOddsShown();
    if (element.disabled !== (!canBack || !open)) element.disabled = !canBack || !open;
    const locked = canBack && !open;
    if (locked !== (element.dataset.locked === 'true')) {
      if (locked) element.dataset.locked = 'true';
      else delete element.dataset.locked;
    }
    const isBoosted = boosted.value;
    if (element.classList.contains('sb-price--boosted') !== isBoosted) element.classList.toggle('sb-price--boosted', isBoosted);
    const description = [describedBy, isBoosted ? boostId : undefined].filter(Boolean).join(' ');
    if ((element.getAttribute('aria-describedby') ?? '') !== description) {
      if (description) element.setAttribute('aria-describedby', description);
      else element.removeAttribute('aria-describedby');
    }
  });

  useSignalEffect(() => {
    const pressed = String(selected.value);
    if (button.current && button.current.getAttribute('aria-pressed') !== pressed) button.current.setAttribute('aria-pressed', pressed);
  });

  // The price text is the button's first child (no wrapper: one element less per price on a
  // 600-price page), so labelledby naming the button itself reads it.
  return (
    <>
      {/* Without a name on show (an asian line, a receipt), the button's own, hidden. */}
      {labelId === undefined && (
        <span id={nameId} hidden>
          {label}
        </span>
      )}
      <button ref={button} id={ownId} type="button" className="sb-price" aria-labelledby={`${nameId} ${ownId}`} onClick={() => sayWhenSlipFull(quickBet.pick(outcomeId), ui, betslip.maxSelections.peek())}>
        {text.peek()}
        <PowerOddsMark boosted={boosted} id={boostId} />
      </button>
    </>
  );
});

/** For views that must read a price in render (rare): subscribes the component. The bettor's price. */
export function usePriceDecimal(outcomeId: string): number {
  useSignals();
  return useRuntime().store.pricing.price(outcomeId).value.decimal;
}
