import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isMyBetsOverlayShown, type LayoutItem } from '../../core';
import { Betslip } from '../betslip/Betslip';
import { MyBets } from '../mybets/MyBets';
import { LaterTexts } from '../runtime/LaterTexts';
import { useRuntime } from '../runtime/RuntimeContext';
import { useAppLocation } from '../routing/useAppLocation';
import { JackpotBetslipRegion } from './JackpotBetslipRegion';
import { LayoutItems } from './LayoutItems';
import { useBetslipClosesMyBets } from './useBetslipClosesMyBets';

/**
 * Spec 2 desktop right column (380 px, 420 px from 1700 px): the jackpot betslip when the
 * address has a jackpotEvent parameter, else the betslip; the My Bets panel while its modal
 * is open; then the layout's right_column items. It scrolls on its own and goes back to
 * the top when the number of bets changes, so a new selection is never added out of sight.
 */
export function RightColumn({ items }: { items: readonly LayoutItem[] }) {
  useSignals();
  const { t } = useTranslation('layout');
  const { betslip, myBets } = useRuntime().store;
  const { search } = useAppLocation();
  const column = useRef<HTMLElement>(null);
  const lastCount = useRef<number | null>(null);
  const jackpotEvent = new URLSearchParams(search).get('jackpotEvent');
  useBetslipClosesMyBets(betslip, myBets);

  useSignalEffect(() => {
    const count = betslip.count.value;
    if (lastCount.current !== null && lastCount.current !== count && column.current) column.current.scrollTop = 0;
    lastCount.current = count;
  });
  // Opened from elsewhere (the floating betslip bar): the slip is at the column's top, so show the top.
  useSignalEffect(() => {
    if (betslip.isOpen.value && column.current) column.current.scrollTop = 0;
  });

  const modal = myBets.modal.value;
  return (
    <aside ref={column} className="sb-layout__column sb-layout__right" aria-label={t('rightColumn')}>
      {jackpotEvent ? (
        <LaterTexts>
          <JackpotBetslipRegion jackpotEvent={jackpotEvent} />
        </LaterTexts>
      ) : (
        <Betslip />
      )}
      {isMyBetsOverlayShown({ modal }) ? (
        // Kept mounted while 'hidden' (a bet is counting down), shown only while 'visible'.
        <div className="sb-layout__mybets" hidden={modal !== 'visible'}>
          <button type="button" className="sb-button sb-button--quiet sb-layout__close" onClick={() => myBets.close()}>
            {t('closeMyBets')}
          </button>
          <LaterTexts>
            <MyBets />
          </LaterTexts>
        </div>
      ) : null}
      <LayoutItems items={items} />
    </aside>
  );
}
