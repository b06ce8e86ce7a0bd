import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates/dateTexts';
import { useSignals } from '@preact/signals-react/runtime';
import { useAmountText } from '../money/useAmountText';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * How the promotions pages write dates, percentages and money, in the bettor's language
 * and currency: the logged-in player's currency, else the brand's.
 */
export function usePromotionFormats() {
  useSignals();
  const { i18n } = useTranslation('promotions');
  const { session, settings } = useRuntime().store;
  const amountText = useAmountText();
  const currency = session.details.value?.currency || settings.settings.value.currency || 'EUR';
  const language = i18n.language || 'en';
  const percentFormat = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const wholeFormat = new Intl.NumberFormat(language);
  return {
    currency,
    /** Core 'day': "28 Nov 2026"; an unreadable date as sent. */
    date: (iso: string) => formatDate(iso, language, 'day') ?? iso,
    /** 25 -> "25%" ("25 %" in French). */
    percent: (value: number) => percentFormat.format(value / 100),
    whole: (value: number) => wholeFormat.format(value),
    money: (amount: number) => amountText(amount, currency),
  };
}
