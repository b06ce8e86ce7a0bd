import { useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import type { BetslipModel, MyBetsModel } from '../../store';

/**
 * Spec 2: opening the betslip closes the My Bets panel. The footer applies the rule on its
 * own tap; this applies it however the slip opened (adding a selection opens it too), so
 * the right column and the mobile sheet never show both.
 */
export function useBetslipClosesMyBets(betslip: Pick<BetslipModel, 'isOpen'>, myBets: Pick<MyBetsModel, 'modal' | 'close'>): void {
  const wasOpen = useRef(false);
  useSignalEffect(() => {
    const open = betslip.isOpen.value;
    if (open && !wasOpen.current && myBets.modal.peek() === 'visible') myBets.close();
    wasOpen.current = open;
  });
}
