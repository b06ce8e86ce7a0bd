import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPageLink } from '../operatorPages/OperatorPageLink';

type DepositLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children' | 'target' | 'rel'> & {
  /** A suggested amount (exact decimal text): the shortfall of a slip refused for want of balance. */
  amount?: string | null;
};

/**
 * The way to the operator's deposit page (deposit_url, opened as cashier_mode says),
 * wherever the bettor needs money: the balance menu and a slip refused for want of
 * balance. The host page may take the deposit over (sportsbook-deposit-requested,
 * cancelable). Nothing shows when no deposit address is configured (docs/account-cashier.md).
 */
export function DepositLink({ amount = null, ...props }: DepositLinkProps) {
  const { t } = useTranslation('header');
  return (
    <OperatorPageLink {...props} action="deposit" amount={amount}>
      {t('balance.deposit')}
    </OperatorPageLink>
  );
}
