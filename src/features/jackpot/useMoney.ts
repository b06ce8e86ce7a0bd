import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';

/** An amount as the bettor reads it on jackpot screens: "EUR 1,000.00" (the code's place is the locale's). */
export function useMoney(): (amount: number, currency: string) => string {
  const { t } = useTranslation('jackpot');
  const currencies = useOperatorCurrencies();
  return (amount, currency) => t('amount', { currency, amount: formatAmount(amount, currency, currencies) });
}
