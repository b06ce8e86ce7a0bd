import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { useMoneyText } from './useMoneyText';

/**
 * "Cashed out EUR 9.50 on ...": the bet leaves the open list the moment the operator
 * answers, taking its own status line with it, so the panel confirms the result here.
 */
export function CashedOutNotice() {
  useSignals();
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const last = useRuntime().store.cashOut.lastCashedOut.value;
  return (
    <p className="sb-mybets__notice" role="status" aria-live="polite">
      {last ? t(last.auto ? 'cashOut.auto.executedNow' : last.partial ? 'cashOut.partial.done' : 'cashOut.doneFor', { amount: money(last.value, last.currency), description: last.description }) : null}
    </p>
  );
}
