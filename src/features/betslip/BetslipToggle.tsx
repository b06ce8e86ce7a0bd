import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/** Spec 2 "Betslip presentation": a toggle that shows the number of bets and opens the slip. */
export function BetslipToggle() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const count = betslip.count.value;
  return (
    <button type="button" className="sb-button sb-betslip-toggle" aria-expanded={betslip.isOpen.value} onClick={() => betslip.toggleOpen()}>
      {t('title')}
      <span className="sb-badge" aria-label={t('count', { count })}>
        {count}
      </span>
    </button>
  );
}
