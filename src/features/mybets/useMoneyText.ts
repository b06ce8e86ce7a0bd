import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';

/** Amounts as My Bets shows them: the currency code, then the exact figure grouped ("EUR 1,012.50"), in the operator's currency list's places. */
export function useMoneyText(): (amount: number, currency: string) => string {
  const { t } = useTranslation('myBets');
  const currencies = useOperatorCurrencies();
  return (amount, currency) => t('amount', { currency, amount: formatAmount(amount, currency, currencies) });
}
