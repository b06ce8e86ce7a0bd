import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { SessionEnd } from '../../store';
import { Modal } from '../../ui/Modal';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Why the bettor is logged out when they did not ask (issue 20): the session expired, the
 * operator no longer knows it (401) or refuses access (403). Shown once, after the reload or
 * the in-place reset that followed, as an alert dialog that takes the focus (its "Log in"
 * button) and gives it back on close. When the slip was kept it says so: logging in again
 * is all it takes to place it. Nothing is placed on its own.
 */
export function SessionEndedDialog({ reason }: { reason: SessionEnd }) {
  useSignals();
  const { t } = useTranslation('login');
  const { sessionEnd, ui, betslip } = useRuntime().store;
  const slipKept = betslip.count.value > 0;
  const close = () => sessionEnd.dismiss();
  const logIn = () => {
    sessionEnd.dismiss();
    ui.openModal('isLoginOpen');
  };
  return (
    <Modal title={t('sessionEnded.title')} onClose={close} closeLabel={t('close')} role="alertdialog" className="sb-login-modal sb-session-ended">
      <p className="sb-login__text" data-session-end={reason}>
        {t(`sessionEnded.${reason}`)}
      </p>
      {slipKept ? <p className="sb-login__text">{t('sessionEnded.slipKept')}</p> : null}
      <div className="sb-login__actions">
        <button type="button" className="sb-button" data-autofocus="" onClick={logIn}>
          {t('sessionEnded.logIn')}
        </button>
        <button type="button" className="sb-button sb-button--secondary" onClick={close}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
