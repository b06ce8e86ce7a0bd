import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../core/dates/dateTexts';
import { useAmountFigure } from '../../money/useAmountText';

/** A transaction's date and time in the bettor's language (core 'moment': "28 Nov 2026, 10:15"); what the operator sent when it is not a time. */
export function useDateTimeText(): (iso: string) => string {
  const { i18n } = useTranslation('accountHistory');
  return (iso) => formatDate(iso, i18n.language, 'moment') ?? iso;
}

/** A calendar day (YYYY-MM-DD, the bettor's own) in their language (core 'longDay': "28 November 2026"). */
export function useDayText(): (day: string) => string {
  const { i18n } = useTranslation('accountHistory');
  return (day) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return formatDate(new Date(year, month - 1, date), i18n.language, 'longDay') ?? day;
  };
}

/**
 * A movement of money with its sign, through the operator's currency list: "+EUR 14.28"
 * for money in, "-EUR 3.33" for money out; the figure is useAmountFigure's, the words
 * around it the language's `common:amount`.
 */
export function useSignedAmountText(): (amount: number, currency: string) => string {
  const { t } = useTranslation('common');
  const figure = useAmountFigure();
  return (amount, currency) => {
    const text = figure(Math.abs(amount), currency);
    const zero = !/[1-9]/.test(text);
    return `${zero ? '' : amount < 0 ? '−' : '+'}${t('amount', { currency, amount: text })}`;
  };
}
