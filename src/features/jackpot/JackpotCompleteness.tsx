import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Spec 4's completeness rule in words: how many events still need a pick, or that the
 * coupon is complete. A polite live region, so a screen reader hears it change after a pick.
 */
export function JackpotCompleteness() {
  useSignals();
  const { t } = useTranslation('jackpot');
  const { jackpot } = useRuntime().store;
  const total = jackpot.selected.value?.events.length ?? 0;
  const left = jackpot.eventsLeft.value;
  return (
    <p className="sb-jackpot-completeness" role="status" data-complete={left === 0}>
      {left === 0 ? t('complete') : t('incomplete', { left, total })}
    </p>
  );
}
