import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketOpenForBets } from '../../core';
import { OutcomePrice } from '../prices/OutcomePrice';
import { outcomesInShownOrder } from '../prices/runnerOrder';
import { useRuntime } from '../runtime/RuntimeContext';
import { useMarketOpen } from './openedMarkets';

/**
 * One market: its name and its outcomes' prices, collapsible (issue 23: a long tab opens
 * its first markets only). The name is a disclosure button inside the legend: a control in
 * a disabled fieldset's legend stays enabled, so a locked market still opens and closes.
 * A closed market renders no prices, so it costs nothing on a price tick. What the bettor
 * opened or closed stays so in every tab and search, and on coming back (openedMarkets.ts). Hidden outcomes are never shown; a market
 * that is not open (suspended) or whose feed has an alert is shown locked: a disabled
 * fieldset, so no price inside can be pressed or focused. Subscribes to its own market
 * signal and to the outcomes' hidden flags (as one string, so a price tick, which leaves
 * them alone, does not re-render it). Its prices follow the bettor's odds format themselves.
 * A field of runners lists the favourite first (issue 23), so it reads its prices too and
 * renders when a move changes the order.
 */
export function EventMarket({ marketId, initiallyOpen = true }: { marketId: string; initiallyOpen?: boolean }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { catalogue, live, pricing } = useRuntime().store;
  const hintId = useId();
  const [open, toggle] = useMarketOpen(marketId, initiallyOpen);
  const market = catalogue.market(marketId)?.value;
  const shownOutcomes = useComputed(() => {
    const current = catalogue.market(marketId)?.value;
    if (!current) return '';
    const shown = current.outcomeIds.filter((outcomeId) => !catalogue.price(outcomeId).value.hidden);
    // A field of runners, favourite first: it renders again when a price move changes the order.
    return outcomesInShownOrder(current, shown, catalogue, pricing).join('\n');
  }).value;
  if (!market) return null;
  const locked = !isMarketOpenForBets(market, live.feedAlerts.value);
  const outcomeIds = shownOutcomes ? shownOutcomes.split('\n') : [];
  return (
    <fieldset
      className="sb-event-market"
      disabled={locked}
      data-status={market.status}
      aria-describedby={locked ? hintId : undefined}
      // Browsers deliver no click to a control in a disabled fieldset, but a scripted or
      // assistive-technology click can still arrive: a locked market takes no selection.
      // Its legend's toggle still works (it is not disabled).
      onClickCapture={locked ? (event) => (event.target instanceof Element && event.target.closest('legend') ? undefined : event.stopPropagation()) : undefined}
    >
      <legend className="sb-event-market__legend">
        <button type="button" className="sb-event-market__toggle" aria-expanded={open} aria-controls={`${hintId}-outcomes`} onClick={toggle}>
          <span className="sb-event-market__name">{market.description}</span>
          {locked && ' '}
          {locked && (
            <span className="sb-event-market__locked">
              <span className="sb-event-market__lock-icon" aria-hidden="true" />
              {t('suspended')}
            </span>
          )}
          <span className="sb-event-market__chevron" aria-hidden="true" />
        </button>
      </legend>
      {locked && (
        <p id={hintId} className="sb-visually-hidden">
          {t('suspendedHint')}
        </p>
      )}
      <div id={`${hintId}-outcomes`} className="sb-event-market__body" hidden={!open}>
        {open && (
          <ul className="sb-event-market__outcomes" data-count={outcomeIds.length}>
            {outcomeIds.map((outcomeId) => {
              const label = catalogue.outcome(outcomeId)?.description ?? '';
              const labelId = `${hintId}-${outcomeId}`;
              return (
                <li key={outcomeId} className="sb-event-outcome">
                  {/* Hidden from reading in place (the button says it), named by from the button. */}
                  <span id={labelId} className="sb-event-outcome__name" aria-hidden="true">
                    {label}
                  </span>
                  <OutcomePrice outcomeId={outcomeId} label={label} labelId={labelId} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
