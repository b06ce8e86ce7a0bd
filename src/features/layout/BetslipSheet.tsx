import { useSignals } from '@preact/signals-react/runtime';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Betslip } from '../betslip/Betslip';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Spec 2 mobile: the open betslip as a bottom sheet above the footer, over a backdrop;
 * a tap on the backdrop or Escape closes it. Focus is left where it was: the slip also
 * opens by itself when a price is picked, and that must not pull the bettor off the list.
 */
export function BetslipSheet() {
  useSignals();
  const { t } = useTranslation('layout');
  const { betslip } = useRuntime().store;
  if (!betslip.isOpen.value) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') betslip.close();
  };
  return (
    <div className="sb-sheet" onKeyDown={onKeyDown}>
      <div className="sb-sheet__backdrop" data-testid="betslip-backdrop" aria-hidden="true" onClick={() => betslip.close()} />
      <div className="sb-sheet__panel" role="region" aria-label={t('betslipSheet')}>
        <Betslip />
      </div>
    </div>
  );
}
