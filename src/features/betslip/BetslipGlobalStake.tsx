import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { quickStakes } from '../../core';
import { GLOBAL_STAKE_FIELD } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipStakeInput } from './BetslipStakeInput';
import { useShownWhen } from './useShownWhen';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

/**
 * "Stake for every bet": one stake for every single, and the currency's quick-stake
 * buttons, which stake the field last focused (every single when none) and are sent at once.
 */
export const BetslipGlobalStake = memo(function BetslipGlobalStake() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip, settings } = useRuntime().store;
  const format = useSlipFormat();
  // The field is there from two singles on: mounted once, shown by an effect, so the second selection renders nothing here.
  const several = () => betslip.count.value > 1;
  const globalStake = useShownWhen<HTMLDivElement>(several);
  const field = useSlipValue(() => betslip.stakeField(GLOBAL_STAKE_FIELD));
  const quickBetSetting = useSlipValue(() => settings.raw.value?.quick_bet_stakes);
  const amounts = quickStakes(format.currency, typeof quickBetSetting === 'string' ? quickBetSetting : undefined);
  return (
    <div className="sb-betslip__global">
      <div ref={globalStake} className="sb-betslip__global-stake" hidden={betslip.count.peek() < 2}>
        <span aria-hidden="true">{t('globalStake')}</span>
        <BetslipStakeInput name={t('everyBet')} field={field} onType={(text) => void betslip.typeGlobalStake(text)} onFocus={() => betslip.focusStake(null)} />
      </div>
      <div className="sb-betslip__quick" data-long-amounts={format.scale === 1000 || undefined} role="group" aria-label={t('quickStakes')}>
        {amounts.map((amount) => (
          <button key={amount} type="button" className="sb-button sb-betslip__quick-stake" aria-label={t('quickStake', { amount: format.stakeMoney(amount) })} onClick={() => betslip.quickStake(betslip.focusedStake.peek(), amount)}>
            {format.stakeMoney(amount)}
          </button>
        ))}
      </div>
    </div>
  );
});
