import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type Currency } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Every amount the bettor reads, through the operator's currency list (issue 21, spec 3
 * "Currency": its precision; spec 9: rounded down, grouped). The list is asked for once per
 * runtime; until it arrives (or if it cannot) the spec's defaults apply. The words around
 * the figure (code before or after) are the language's `common:amount`.
 */
export function useAmountText(): (amount: number, currency: string) => string {
  const { t } = useTranslation('common');
  const currencies = useOperatorCurrencies();
  return (amount, currency) => t('amount', { currency, amount: formatAmount(amount, currency, currencies) });
}

/** The operator's currency list (asked for once per runtime), or undefined until it arrives: for formatAmount and currencyInfo. */
export function useOperatorCurrencies(): readonly Currency[] | undefined {
  useSignals();
  const { referenceData } = useRuntime().store;
  useEffect(() => referenceData.ensureCurrencies(), [referenceData]);
  return referenceData.currencies.value ?? undefined;
}

/** The figure alone ("1,012.50"), for a place that shows the currency elsewhere. */
export function useAmountFigure(): (amount: number, currency: string) => string {
  const currencies = useOperatorCurrencies();
  return (amount, currency) => formatAmount(amount, currency, currencies);
}
