import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceBreakdown } from '../../../core';
import { BALANCE_MASK } from '../../header/BalanceWidget';
import { useHeaderSettings } from '../../header/useHeaderSettings';
import { useAmountText } from '../../money/useAmountText';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useLoaded } from '../../runtime/useLoaded';
import { AccountLoadState } from '../AccountLoadState';

const FIGURES: readonly (keyof Omit<BalanceBreakdown, 'currency'>)[] = ['total', 'real', 'bonus', 'promoCash', 'withdrawable', 'leftToWager'];

/**
 * /account/balances (issue 21): the sportsbook wallet's figures (spec 3 wallet and
 * balance). Asked afresh on each visit and whenever the header's polled balance moves, so
 * the two never disagree for long. When the brand lets the bettor hide the balance
 * (clem_header_toggle_balance), hiding it here hides it in the header too, and back.
 */
export function BalancesSection() {
  useSignals();
  const { t } = useTranslation('account');
  const amountText = useAmountText();
  const { store } = useRuntime();
  const { toggleBalance } = useHeaderSettings();
  const [attempt, setAttempt] = useState(0);
  const headerBalance = store.wallet.data.value;
  const loaded = useLoaded(() => store.account.balances(), `balances:${attempt}:${headerBalance ?? ''}`);
  const visible = !toggleBalance || store.ui.balanceVisible.value;

  if (loaded.status !== 'ready') return <AccountLoadState loaded={loaded} failedText={t('balances.failed')} onRetry={() => setAttempt((value) => value + 1)} />;
  const breakdown = loaded.data;
  if (breakdown === null) return <p className="sb-account__status">{t('balances.noWallet')}</p>;

  return (
    <section className="sb-account__panel" aria-labelledby="sb-account-balances">
      <div className="sb-account__panel-head">
        <h2 id="sb-account-balances" className="sb-account__heading">
          {t('balances.title')}
        </h2>
        {toggleBalance && (
          <button type="button" className="sb-button sb-button--quiet" aria-pressed={!visible} onClick={() => store.ui.toggleBalance()}>
            {visible ? t('balances.hide') : t('balances.show')}
          </button>
        )}
      </div>
      <dl className="sb-account__facts sb-account__facts--money">
        {FIGURES.map((figure) => (
          <div key={figure} className={`sb-account__fact${figure === 'total' ? ' sb-account__fact--lead' : ''}`}>
            <dt>{t(`balances.${figure}`)}</dt>
            <dd>
              {visible ? (
                amountText(breakdown[figure], breakdown.currency)
              ) : (
                <>
                  <span aria-hidden="true">{BALANCE_MASK}</span>
                  <span className="sb-visually-hidden">{t('balances.hidden')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="sb-account__note">{t('balances.leftToWagerNote')}</p>
    </section>
  );
}
