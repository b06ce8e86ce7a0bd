import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../core';

/** Amounts as My Bets shows them: the currency code, then the exact figure grouped ("EUR 1,012.50"). */
export function useMoneyText(): (amount: number, currency: string) => string {
  const { t } = useTranslation('myBets');
  return (amount, currency) => t('amount', { currency, amount: formatAmount(amount, currency) });
}
