import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { isMyBetsOverlayShown } from '../../core';
import { MyBets } from '../mybets/MyBets';
import { LaterTexts } from '../runtime/LaterTexts';
import { useRuntime } from '../runtime/RuntimeContext';
import { useBetslipClosesMyBets } from './useBetslipClosesMyBets';

/**
 * Spec 2 mobile My Bets overlay, following core's modal state machine: mounted whenever
 * the state is not 'closed', shown only while 'visible'. While 'hidden' (the bettor closed
 * it but a bet is still counting down) it stays mounted and out of sight, so the countdown
 * keeps running; the page content comes back meanwhile (isPageContentHiddenByMyBets).
 */
export function MyBetsOverlay() {
  useSignals();
  const { t } = useTranslation('layout');
  const { betslip, myBets } = useRuntime().store;
  // Spec 2: opening the betslip (sheet) closes the overlay, as in the desktop column.
  useBetslipClosesMyBets(betslip, myBets);
  const modal = myBets.modal.value;
  if (!isMyBetsOverlayShown({ modal })) return null;
  return (
    // MyBets is itself the named region; the overlay is only its layer.
    <div className="sb-mybets-overlay" hidden={modal !== 'visible'}>
      <button type="button" className="sb-button sb-button--quiet sb-layout__close" onClick={() => myBets.close()}>
        {t('closeMyBets')}
      </button>
      <LaterTexts>
        <MyBets />
      </LaterTexts>
    </div>
  );
}
