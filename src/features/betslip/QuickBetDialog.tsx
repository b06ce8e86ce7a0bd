import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipPlacement } from './BetslipPlacement';
import { BetslipQuickStakes } from './BetslipQuickStakes';
import { BetslipSingleRow } from './BetslipSingleRow';
import { BetslipSlipErrors, BetslipSlipProblems } from './BetslipSlipNotices';
import { isReceiptShown } from './receiptShown';
import { useSlipValue } from './useSlipValue';

/**
 * The quick-bet panel's dialog for one selection (see QuickBetPanel): the slip's own row,
 * the currency's quick stakes, the slip's placement foot and "Add to betslip". Loaded on
 * demand (issue 19: a phone's first odds do not need it).
 */
export function QuickBetDialog({ outcomeId }: { outcomeId: string }) {
  useSignals();
  const { t } = useTranslation('betslipPresentation');
  const { betslip, quickBet, placement } = useRuntime().store;
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
            <BetslipQuickStakes target={() => betslip.state.value.bets[outcomeId]?.ref ?? null} />
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
