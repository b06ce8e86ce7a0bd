import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderSettings } from '../header/useHeaderSettings';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';

type DepositLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children'>;

/**
 * The way to the operator's deposit page (settings deposit_url), wherever the bettor needs
 * money: the balance menu and a slip refused for want of balance. The host page may take
 * the deposit over (sportsbook-deposit-requested, cancelable); then the link goes nowhere.
 */
export function DepositLink(props: DepositLinkProps) {
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const { depositUrl } = useHeaderSettings();
  return (
    <AppLink {...props} href={depositUrl} onClick={(event) => void (store.ui.requestDeposit() || event.preventDefault())}>
      {t('balance.deposit')}
    </AppLink>
  );
}
