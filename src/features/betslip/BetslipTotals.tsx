import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

/** The slip's total stake, what promo cash and the balance pay of it (while promo cash is used), and the potential returns. */
export const BetslipTotals = memo(function BetslipTotals() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const figures = useSlipValue(() => ({ totalStake: betslip.figures.value.totalStake, potentialReturns: betslip.figures.value.potentialReturns, promoCash: betslip.figures.value.promoCash ?? null }));
  const { money } = useSlipFormat();
  return (
    <dl className="sb-betslip__totals" aria-label={t('totals')}>
      <div>
        <dt>{t('totalStake')}</dt>
        <dd data-testid="betslip-total-stake">{money(figures.totalStake)}</dd>
      </div>
      {figures.promoCash === null ? null : (
        <>
          <div>
            <dt>{t('promoCash.stake')}</dt>
            <dd data-testid="betslip-promo-cash-stake">{money(figures.promoCash.stake)}</dd>
          </div>
          <div>
            <dt>{t('promoCash.fromBalance')}</dt>
            <dd data-testid="betslip-from-balance">{money(figures.promoCash.fromBalance)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('potentialReturns')}</dt>
        <dd data-testid="betslip-potential-returns">{money(figures.potentialReturns)}</dd>
      </div>
    </dl>
  );
});
