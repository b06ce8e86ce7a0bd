import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOBAL_STAKE_FIELD } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipQuickStakes } from './BetslipQuickStakes';
import { BetslipStakeInput } from './BetslipStakeInput';
import { useShownWhen } from './useShownWhen';
import { useSlipValue } from './useSlipValue';

/**
 * "Stake for every bet": one stake for every single, and the currency's quick-stake
 * buttons, which stake the field last focused (every single when none) and are sent at once.
 */
export const BetslipGlobalStake = memo(function BetslipGlobalStake() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  // The field is there from two singles on: mounted once, shown by an effect, so the second selection renders nothing here.
  const several = () => betslip.count.value > 1;
  const globalStake = useShownWhen<HTMLDivElement>(several);
  const field = useSlipValue(() => betslip.stakeField(GLOBAL_STAKE_FIELD));
  return (
    <div className="sb-betslip__global">
      <div ref={globalStake} className="sb-betslip__global-stake" hidden={betslip.count.peek() < 2}>
        <span aria-hidden="true">{t('globalStake')}</span>
        <BetslipStakeInput name={t('everyBet')} field={field} onType={(text) => void betslip.typeGlobalStake(text)} onFocus={() => betslip.focusStake(null)} />
      </div>
      <BetslipQuickStakes target={() => betslip.focusedStake.value} />
    </div>
  );
});
