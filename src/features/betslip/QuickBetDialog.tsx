import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { quickStakes } from '../../core';
import { Modal } from '../../ui/Modal';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipPlacement } from './BetslipPlacement';
import { BetslipSingleRow } from './BetslipSingleRow';
import { BetslipSlipErrors, BetslipSlipProblems } from './BetslipSlipNotices';
import { isReceiptShown } from './receiptShown';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

/**
 * The quick-bet panel's dialog for one selection (see QuickBetPanel): the slip's own row,
 * the currency's quick stakes, the slip's placement foot and "Add to betslip". Loaded on
 * demand (issue 19: a phone's first odds do not need it).
 */
export function QuickBetDialog({ outcomeId }: { outcomeId: string }) {
  useSignals();
  const { t } = useTranslation('betslipPresentation');
  const { t: slipText } = useTranslation('betslip');
  const { betslip, quickBet, settings, placement } = useRuntime().store;
  const format = useSlipFormat();
  const quickStakesSetting = useSlipValue(() => settings.raw.value?.quick_bet_stakes);
  const amounts = quickStakes(format.currency, typeof quickStakesSetting === 'string' ? quickStakesSetting : undefined);
  const receiptShown = useSlipValue(() => isReceiptShown(betslip, placement));
  return (
    <Modal title={t('quickBet.title')} onClose={() => quickBet.cancel()} closeLabel={t('quickBet.close')} className="sb-quick-bet">
      <div className="sb-betslip sb-quick-bet__slip" data-testid="quick-bet">
        {receiptShown ? null : (
          <>
            {/* The slip's own refusals of the whole slip (RES-00056 and its Deposit link ...): the full slip shows them at its top. */}
            <BetslipSlipErrors />
            <ul className="sb-betslip__bets" aria-label={t('quickBet.title')}>
              <BetslipSingleRow outcomeId={outcomeId} />
            </ul>
            <BetslipSlipProblems />
            <div className="sb-betslip__quick" data-long-amounts={format.scale === 1000 || undefined} role="group" aria-label={slipText('quickStakes')}>
              {amounts.map((amount) => (
                <button key={amount} type="button" className="sb-button sb-betslip__quick-stake" aria-label={slipText('quickStake', { amount: format.stakeMoney(amount) })} onClick={() => betslip.quickStake(betslip.state.peek().bets[outcomeId]?.ref ?? null, amount)}>
                  {format.stakeMoney(amount)}
                </button>
              ))}
            </div>
          </>
        )}
        <BetslipPlacement />
        {receiptShown ? null : (
          <button type="button" className="sb-button sb-quick-bet__to-slip" onClick={() => quickBet.keepOnSlip()}>
            {t('quickBet.addToSlip')}
          </button>
        )}
      </div>
    </Modal>
  );
}
