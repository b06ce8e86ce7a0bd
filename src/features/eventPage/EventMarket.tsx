import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketOpenForBets, type OddsFormat } from '../../core';
import { OutcomePrice } from '../prices/OutcomePrice';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * One market: its name and its outcomes' prices. Hidden outcomes are never shown; a market
 * that is not open (suspended) or whose feed has an alert is shown locked: a disabled
 * fieldset, so no price inside can be pressed or focused. Subscribes to its own market
 * signal and to the outcomes' hidden flags (as one string, so a price tick, which leaves
 * them alone, does not re-render it).
 */
export function EventMarket({ marketId, format }: { marketId: string; format: OddsFormat }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const { catalogue, live } = useRuntime().store;
  const hintId = useId();
  const market = catalogue.market(marketId)?.value;
  const shownOutcomes = useComputed(() =>
    (catalogue.market(marketId)?.value.outcomeIds ?? []).filter((outcomeId) => !catalogue.price(outcomeId).value.hidden).join('\n'),
  ).value;
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
      onClickCapture={locked ? (event) => event.stopPropagation() : undefined}
    >
      <legend className="sb-event-market__name">
        {market.description}
        {locked && ' '}
        {locked && (
          <span className="sb-event-market__locked">
            <span className="sb-event-market__lock-icon" aria-hidden="true" />
            {t('suspended')}
          </span>
        )}
      </legend>
      {locked && (
        <p id={hintId} className="sb-visually-hidden">
          {t('suspendedHint')}
        </p>
      )}
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
              <OutcomePrice outcomeId={outcomeId} label={label} labelId={labelId} format={format} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
