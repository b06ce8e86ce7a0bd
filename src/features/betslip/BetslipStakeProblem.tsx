import { useTranslation } from 'react-i18next';
import type { StakeProblem } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSlipFormat } from './useSlipFormat';

/** One stake rule the slip breaks (core validateStakes), said with the bound that applies. */
export function BetslipStakeProblem({ problem, min, max }: { problem: StakeProblem; min?: number | null; max?: number | null }) {
  const { t } = useTranslation('betslip');
  const { settings } = useRuntime().store.settings;
  // The operator's and the server's bounds are in the stake's units (thousands for a scaled currency).
  const { stakeMoney: money } = useSlipFormat();
  const bounds = {
    min: money(problem.reason === 'multiple-below-minimum' ? settings.value.multiple_min_stake : (min ?? settings.value.bet_stake_min_amount)),
    max: money(max ?? settings.value.bet_stake_max_amount),
  };
  return (
    <p className="sb-betslip__error" role="alert" data-problem={problem.reason}>
      {t(`problem.${problem.reason}`, bounds)}
    </p>
  );
}
