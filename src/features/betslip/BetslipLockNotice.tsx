import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { orderedSelections } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { LockIcon } from './BetslipLegLock';
import { useSlipValue } from './useSlipValue';

/**
 * The slip's foot, above the Place button: which legs are locked and why, and the way out
 * (remove them; the other legs keep their stakes). On a phone the rows may be scrolled
 * away, so the reason sits where the bettor presses Place. The live region is always
 * in the DOM, so a lock arriving while the bettor looks elsewhere is announced.
 */
export const BetslipLockNotice = memo(function BetslipLockNotice({ id, placeButtonId }: { id: string; placeButtonId: string }) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip, catalogue } = useRuntime().store;
  // The locked legs and their names only: a toggle of an open leg renders nothing here.
  const locked = useSlipValue(() => {
    const locks = betslip.locks.value;
    return orderedSelections(betslip.state.value).flatMap((selection) => {
      const reason = locks[selection.outcomeId];
      return reason === undefined ? [] : [{ outcomeId: selection.outcomeId, name: catalogue.outcome(selection.outcomeId)?.description ?? selection.outcomeDescription ?? selection.outcomeId, reason }];
    });
  });
  const count = locked.length;
  // The Remove button goes with the locks: focus moves on to Place, now enabled, not to the page.
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current || count > 0) return;
    removing.current = false;
    (document.getElementById(placeButtonId) as HTMLButtonElement | null)?.focus();
  }, [count, placeButtonId]);
  return (
    <div className="sb-placement__locks" data-locked={count > 0 || undefined}>
      {/* A live region without the status role: the foot's placement status keeps that one. */}
      <div id={id} aria-live="polite">
        {count > 0 ? (
          <>
            <ul className="sb-placement__locked-legs">
              {locked.map(({ outcomeId, name, reason }) => (
                <li key={outcomeId}>
                  <LockIcon />
                  {t('lock.leg', {
                    name,
                    reason: t(`lock.${reason}`),
                  })}
                </li>
              ))}
            </ul>
            <p className="sb-placement__locks-help">{t('lock.placePaused', { count })}</p>
          </>
        ) : null}
      </div>
      {count > 0 ? (
        <button type="button" className="sb-button sb-placement__remove-locked" onClick={() => {
            removing.current = true;
            betslip.removeLocked();
          }}>
          {t('lock.removeLocked', { count })}
        </button>
      ) : null}
    </div>
  );
});
