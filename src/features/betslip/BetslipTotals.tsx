import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSlipFormat } from './useSlipFormat';

/** The slip's total stake and potential returns. */
export function BetslipTotals() {
  useSignals();
  const { t } = useTranslation('betslip');
  const figures = useRuntime().store.betslip.figures.value;
  const { money } = useSlipFormat();
  return (
    <dl className="sb-betslip__totals" aria-label={t('totals')}>
      <div>
        <dt>{t('totalStake')}</dt>
        <dd data-testid="betslip-total-stake">{money(figures.totalStake)}</dd>
      </div>
      <div>
        <dt>{t('potentialReturns')}</dt>
        <dd data-testid="betslip-potential-returns">{money(figures.potentialReturns)}</dd>
      </div>
    </dl>
  );
}
