import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';

/**
 * Spec 2: on a single-session brand, logging in ends the player's session elsewhere, so
 * the bettor confirms first. Continue logs in; Cancel goes back to the filled-in form.
 */
export function SingleSessionConfirm({ onContinue, onCancel }: { onContinue: () => void; onCancel: () => void }) {
  const { t } = useTranslation('login');
  return (
    <Modal title={t('singleSession.title')} role="alertdialog" onClose={onCancel} closeLabel={t('close')} className="sb-login-modal">
      <p className="sb-login__text">{t('singleSession.text')}</p>
      <div className="sb-login__actions">
        <button type="button" className="sb-button" data-autofocus="" onClick={onContinue}>
          {t('singleSession.continue')}
        </button>
        <button type="button" className="sb-button sb-button--secondary" onClick={onCancel}>
          {t('singleSession.cancel')}
        </button>
      </div>
    </Modal>
  );
}
