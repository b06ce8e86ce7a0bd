import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { placementRemedy, type StakeProblem } from '../../core';
import { stakeBounds } from './stakeBounds';
import { useRuntime } from '../runtime/RuntimeContext';
import { DepositLink } from '../wallet/DepositLink';
import { useSlipFormat } from './useSlipFormat';

/**
 * One stake rule the slip breaks (core validateStakes), said with the bound that applies;
 * stakes above the balance come with the way to deposit, unless the server's refusal
 * (RES-00056) already shows it: one link per slip.
 */
export function BetslipStakeProblem({ problem, min, max }: { problem: StakeProblem; min?: number | null; max?: number | null }) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { store } = useRuntime();
  const { settings } = store.settings;
  const depositShown = store.betslip.state.value.errors.some((error) => placementRemedy(error.code) === 'deposit');
  // The operator's and the server's bounds are in the stake's units (thousands for a scaled currency).
  const { stakeMoney: money } = useSlipFormat();
  const bound = stakeBounds(problem, settings.value, { minBetStake: min, maxBetStake: max });
  const bounds = { min: money(bound.min), max: money(bound.max) };
  return (
    <>
      <p className="sb-betslip__error" role="alert" data-problem={problem.reason}>
        {t(`problem.${problem.reason}`, bounds)}
      </p>
      {problem.reason === 'stake-too-high' && !depositShown ? <DepositLink className="sb-betslip__deposit" /> : null}
    </>
  );
}
