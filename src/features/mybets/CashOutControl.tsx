import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { cashOutCanStart, cashOutProgress, cashOutSecondsLeft } from '../../core';
import { Modal } from '../../ui/Modal';
import type { MyBet } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { AutoCashOutRule } from './AutoCashOutRule';
import { PartialCashOutForm } from './PartialCashOutForm';
import { useMoneyText } from './useMoneyText';
import { useNow } from './useNow';

/**
 * One open bet's cash out. Spec 9 "lightweight cashout confirmation" (on by default): the
 * first tap turns the button into "Confirm cash out" in place; off, a dialog asks. After
 * confirming, a countdown for cashout_timeout while the operator holds the request; then
 * the result, a changed value to confirm again, or why it is not possible. Every change is
 * said in the polite status region, so a screen reader hears the countdown and the result.
 */
export function CashOutControl({ bet }: { bet: MyBet }) {
  useSignals();
  const { t } = useTranslation('myBets');
  const money = useMoneyText();
  const { cashOut, cashOutPush, settings } = useRuntime().store;
  const state = cashOut.state(bet.betId).value;
  const lightweight = settings.settings.value.lightweight_cashout_confirmation;
  const counting = state.phase === 'counting-down';
  const now = useNow(cashOut.now, counting);
  // A pushed value is newer than the list's (docs/mybets.md "Values as prices move").
  const pushed = cashOutPush.pushed(bet.betId).value;
  const offer = pushed === null ? bet.cashOutValue : pushed.value;
  const suspended = pushed?.state === 'suspended';

  if (offer === null && !suspended && state.phase === 'idle') return null;
  const amount = (value: number) => money(value, bet.currency);
  const confirmButton = (value: number) => (
    <button type="button" className="sb-button sb-mybets__cashout sb-mybets__cashout--confirm" onClick={() => void cashOut.confirm(bet.betId)}>
      {t('cashOut.confirm', { amount: amount(value) })}
    </button>
  );
  const cancelButton = (
    <button type="button" className="sb-button sb-button--quiet" onClick={() => cashOut.cancel(bet.betId)}>
      {t('cashOut.cancel')}
    </button>
  );
  // Shown, not hidden, so the bettor sees why the button went: the price is moving.
  const suspendedButton = (describedBy: string) => (
    <button type="button" className="sb-button sb-mybets__cashout sb-mybets__cashout--suspended" disabled aria-describedby={describedBy}>
      {t('cashOut.suspended')}
    </button>
  );
  // The operator refuses a cash out while the offer is suspended, so neither the offer nor a
  // confirmation waiting for the bettor can be pressed then; Cancel stays.
  const confirmOrSuspended = (value: number, describedBy = `${bet.betId}-suspended`) => (suspended ? suspendedButton(describedBy) : confirmButton(value));
  const offerButton = suspended ? suspendedButton(`${bet.betId}-suspended`) : offer === null ? null : (
    <button type="button" className="sb-button sb-mybets__cashout" onClick={() => cashOut.request(bet.betId, offer)}>
      {t('cashOut.button', { amount: amount(offer) })}
    </button>
  );

  let controls = null;
  let message = '';
  switch (state.phase) {
    case 'idle':
      controls = offerButton;
      if (suspended) message = t('cashOut.suspendedNote');
      break;
    case 'confirming':
      if (suspended) message = t('cashOut.suspendedNote');
      controls = lightweight ? (
        <>
          {confirmOrSuspended(state.value)}
          {cancelButton}
        </>
      ) : (
        <Modal title={t('cashOut.dialogTitle')} role="alertdialog" onClose={() => cashOut.cancel(bet.betId)} closeLabel={t('cashOut.cancel')}>
          <p>{t('cashOut.dialogBody', { amount: amount(state.value), description: bet.description })}</p>
          {suspended ? <p id={`${bet.betId}-dialog-suspended`}>{t('cashOut.suspendedNote')}</p> : null}
          <div className="sb-mybets__actions">
            {confirmOrSuspended(state.value, `${bet.betId}-dialog-suspended`)}
            {cancelButton}
          </div>
        </Modal>
      );
      break;
    case 'counting-down': {
      const seconds = cashOutSecondsLeft(state, now);
      // The live region says it once; the seconds tick beside the bar, not into the reader's ear.
      message = t('cashOut.counting', { amount: amount(state.value) });
      controls = (
        <>
          <progress className="sb-mybets__progress" aria-label={t('cashOut.progress')} max={100} value={Math.round(cashOutProgress(state, now) * 100)} />
          <span className="sb-mybets__seconds" aria-hidden="true">
            {t('cashOut.secondsLeft', { seconds })}
          </span>
        </>
      );
      break;
    }
    case 'value-changed':
      message = suspended ? t('cashOut.suspendedNote') : t('cashOut.changed', { amount: amount(state.value) });
      controls = (
        <>
          {confirmOrSuspended(state.value)}
          {cancelButton}
        </>
      );
      break;
    case 'price-changing':
      message = t('cashOut.priceChanging');
      controls = offerButton;
      break;
    case 'unavailable':
      message = t('cashOut.unavailable');
      controls = offerButton;
      break;
    case 'failed':
      message = t('cashOut.failed');
      controls = offerButton;
      break;
    case 'cashed-out':
      message = t('cashOut.done', { amount: amount(state.value) });
      break;
  }

  return (
    <div className="sb-mybets__cashout-area">
      <div className="sb-mybets__actions">{controls}</div>
      <p id={`${bet.betId}-suspended`} className="sb-mybets__cashout-status" role="status" aria-live="polite">
        {message}
      </p>
      {state.phase === 'idle' && offer !== null && !suspended ? <PartialCashOutForm bet={bet} value={offer} /> : null}
      {cashOutCanStart(state) ? <AutoCashOutRule bet={bet} /> : null}
    </div>
  );
}
