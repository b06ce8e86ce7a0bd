import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { quickStakes } from '../../core';
import { GLOBAL_STAKE_FIELD } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipStakeInput } from './BetslipStakeInput';
import { useSlipFormat } from './useSlipFormat';

/**
 * "Stake for every bet": one stake for every single, and the currency's quick-stake
 * buttons, which stake the field last focused (every single when none) and are sent at once.
 */
export function BetslipGlobalStake() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip, settings } = useRuntime().store;
  const format = useSlipFormat();
  const singles = Object.values(betslip.state.value.bets);
  const quickBetSetting = settings.raw.value?.quick_bet_stakes;
  const amounts = quickStakes(format.currency, typeof quickBetSetting === 'string' ? quickBetSetting : undefined);
  return (
    <div className="sb-betslip__global">
      {singles.length > 1 ? (
        <div className="sb-betslip__global-stake">
          <span aria-hidden="true">{t('globalStake')}</span>
          <BetslipStakeInput name={t('everyBet')} field={betslip.stakeField(GLOBAL_STAKE_FIELD)} onType={(text) => void betslip.typeGlobalStake(text)} onFocus={() => betslip.focusStake(null)} />
        </div>
      ) : null}
      <div className="sb-betslip__quick" data-long-amounts={format.scale === 1000 || undefined} role="group" aria-label={t('quickStakes')}>
        {amounts.map((amount) => (
          <button key={amount} type="button" className="sb-button sb-betslip__quick-stake" aria-label={t('quickStake', { amount: format.stakeMoney(amount) })} onClick={() => betslip.quickStake(betslip.focusedStake.peek(), amount)}>
            {format.stakeMoney(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}
