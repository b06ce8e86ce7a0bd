import { computed, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EURO_LAYOUT, euroMarketChoices, type EuroMarketSelection } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

const valueOf = (selection: EuroMarketSelection) => `${selection.periodAbbreviation}/${selection.marketTypeCode}`;

function selectionOf(value: string): EuroMarketSelection | null {
  const [periodAbbreviation, marketTypeCode] = value.split('/');
  return periodAbbreviation && marketTypeCode ? { periodAbbreviation, marketTypeCode } : null;
}

/**
 * Spec 3/4 euro market selection: in the euro layout, the live list can show another market
 * than the main one on every card (1X2, over/under, 1st half 1X2 ...). The choices are the
 * sport table's markets that the listed events offer now; the choice lives in
 * store.liveFilter, whose reducer drops it when the layout stops being euro. The listed
 * events come as a signal, read in the choices' computed only.
 */
export function EuroMarketPicker({ eventIds }: { eventIds: ReadonlySignal<readonly string[]> }) {
  useSignals();
  const { t } = useTranslation('viewTypes');
  const { catalogue, preferences, liveFilter } = useRuntime().store;
  const id = useId();
  // Keyed by the choices' text: a clock or score change of a listed event, or an event
  // kicking off or ending that offers no other market, renders nothing here.
  const choicesKey = useMemo(
    () =>
      computed(() => {
        const events = eventIds.value.flatMap((eventId) => {
          const event = catalogue.event(eventId)?.value;
          if (!event) return [];
          const markets = event.marketIds.flatMap((marketId) => {
            const market = catalogue.market(marketId)?.peek();
            return market ? [{ marketTypeId: market.marketTypeId, periodTypeId: market.period?.typeId ?? market.periodId }] : [];
          });
          return [{ sportKey: event.sportCode, markets }];
        });
        return euroMarketChoices(events).map(valueOf).join(' ');
      }),
    [catalogue, eventIds],
  ).value;
  const selected = liveFilter.mobile.value.selectedEuroMarket;
  if (preferences.viewType.value !== EURO_LAYOUT) return null;
  const values = choicesKey === '' ? [] : choicesKey.split(' ');
  // A chosen market the list no longer offers stays on show, so the select tells the truth.
  if (selected !== null && !values.includes(valueOf(selected))) values.push(valueOf(selected));
  if (values.length === 0) return null;
  const name = (value: string) => {
    const { periodAbbreviation, marketTypeCode } = selectionOf(value) as EuroMarketSelection;
    return t('euroMarket.choice', { period: t(`euroMarket.periods.${periodAbbreviation}`, { defaultValue: periodAbbreviation }), market: t(`euroMarket.markets.${marketTypeCode}`, { defaultValue: marketTypeCode }) });
  };
  return (
    <div className="sb-euro-market">
      <label className="sb-euro-market__label" htmlFor={id}>
        {t('euroMarket.label')}
      </label>
      <select id={id} className="sb-select sb-euro-market__select" value={selected === null ? '' : valueOf(selected)} onChange={(event) => liveFilter.dispatch({ type: 'select-euro-market', market: selectionOf(event.target.value) })}>
        <option value="">{t('euroMarket.main')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
