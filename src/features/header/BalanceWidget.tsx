import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatAmount, showsEmptyWalletDeposit } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';
import { MenuButton, menuItemProps } from '../../ui/MenuButton';
import { OperatorPageLink } from '../operatorPages/OperatorPageLink';
import { useOperatorPageContext } from '../operatorPages/useOperatorPageContext';
import { DepositLink } from '../wallet/DepositLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useHeaderSettings } from './useHeaderSettings';

/** What a hidden balance shows instead of the figure. */
export const BALANCE_MASK = '••••';

/**
 * The balance and deposit widget (spec 2): the sportsbook wallet's balance in the
 * player's currency, opening a menu with deposit and withdraw; a cashier link (desktop),
 * each the operator's page as cashier_mode says and hidden without an address (the figure
 * then shows without a menu);
 * and, when clem_header_toggle_balance is on, a button hiding or showing the figure. An
 * empty wallet (spec 9) shows a Deposit button beside the figure, at every width, while
 * the operator's empty_wallet_deposit_prompt is on (docs/settings.md).
 */
export function BalanceWidget({ desktop }: { desktop: boolean }) {
  useSignals();
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const settings = useHeaderSettings();
  const currencies = useOperatorCurrencies();
  const balance = store.wallet.data.value;
  const currency = store.session.details.value?.currency ?? store.settings.settings.value.currency;
  // Without the toggle there is no way to show a hidden balance again, so it shows.
  const visible = !settings.toggleBalance || store.ui.balanceVisible.value;
  const read = useOperatorPageContext();
  const { context, base } = read();
  const shown = (action: 'deposit' | 'withdraw') => store.operatorPages.choice(action, context, base).kind !== 'hidden';
  const menuItems = shown('deposit') || shown('withdraw');
  // Spec 9's empty wallet: a Deposit button beside the balance, in the cashier link's place on desktop.
  const emptyWallet = showsEmptyWalletDeposit(balance ?? null, visible, store.settings.settings.value) && shown('deposit');
  const amount = balance === undefined ? null : t('balance.amount', { currency, amount: formatAmount(balance, currency, currencies) });

  const figure = !visible ? (
    <>
      <span aria-hidden="true">{BALANCE_MASK}</span>
      <span className="sb-header__sr">{t('balance.hidden')}</span>
    </>
  ) : amount === null ? (
    <>
      <span aria-hidden="true">…</span>
      <span className="sb-header__sr">{t('balance.loading')}</span>
    </>
  ) : (
    <>
      <span className="sb-header__sr">{t('balance.label')} </span>
      {amount}
    </>
  );

  return (
    <div className="sb-header__balance">
      {settings.toggleBalance ? (
        <button type="button" className="sb-header__icon-button" aria-label={visible ? t('balance.hide') : t('balance.show')} aria-pressed={!visible} onClick={() => store.ui.toggleBalance()}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
        </button>
      ) : null}
      {menuItems ? (
      <MenuButton
        align="end"
        buttonClassName="sb-header__balance-button"
        menuLabel={t('balance.menu')}
        label={
          <>
            <span className="sb-header__balance-figure">{figure}</span>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 16 16" focusable="false">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </>
        }
      >
        <DepositLink {...menuItemProps} />
        <OperatorPageLink {...menuItemProps} action="withdraw">
          {t('balance.withdraw')}
        </OperatorPageLink>
      </MenuButton>
      ) : (
        <span className="sb-header__balance-button sb-header__balance-button--plain">
          <span className="sb-header__balance-figure">{figure}</span>
        </span>
      )}
      {emptyWallet ? (
        // On a phone a "+" with the word for screen readers: the header has no room for the word beside the balance.
        <OperatorPageLink className={`sb-header__button sb-header__button--primary sb-header__deposit${desktop ? '' : ' sb-header__deposit--compact'}`} action="deposit" title={t('balance.empty')}>
          {desktop ? null : (
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          )}
          <span className={desktop ? undefined : 'sb-header__sr'}>{t('balance.deposit')}</span>
        </OperatorPageLink>
      ) : desktop ? (
        <OperatorPageLink className="sb-header__button sb-header__button--primary" action="cashier">
          {t('balance.cashier')}
        </OperatorPageLink>
      ) : null}
    </div>
  );
}
