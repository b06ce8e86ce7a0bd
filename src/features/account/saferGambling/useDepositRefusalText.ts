import { useTranslation } from 'react-i18next';
import { useAmountText } from '../../money/useAmountText';

interface DepositLimitBody {
  error: 'deposit-limit';
  period: 'daily' | 'weekly' | 'monthly';
  limit: number;
  remaining: number;
  currency: string;
  message?: string;
}

/** The 409 body of a deposit a limit refused (docs/account-safer-gambling.md), when `error` is one. */
export function depositLimitRefusalOf(error: unknown): DepositLimitBody | null {
  const failure = error as { status?: unknown; body?: unknown } | null;
  if (failure?.status !== 409 || typeof failure.body !== 'object' || failure.body === null) return null;
  const body = failure.body as Partial<DepositLimitBody>;
  if (body.error !== 'deposit-limit' || !['daily', 'weekly', 'monthly'].includes(String(body.period)) || typeof body.limit !== 'number' || typeof body.remaining !== 'number' || typeof body.currency !== 'string') return null;
  return body as DepositLimitBody;
}

/**
 * What a deposit refused by a limit says to the bettor, in their language with the amounts
 * formatted (the cashier page shows it under its amount field); null when the error is
 * something else, which the caller shows its own way.
 */
export function useDepositRefusalText(): (error: unknown) => string | null {
  const { t } = useTranslation('saferGambling');
  const amountText = useAmountText();
  return (error) => {
    const refusal = depositLimitRefusalOf(error);
    if (!refusal) return null;
    return t('deposit.refused', { period: t(`deposit.period_${refusal.period}`), limit: amountText(refusal.limit, refusal.currency), remaining: amountText(refusal.remaining, refusal.currency) });
  };
}
