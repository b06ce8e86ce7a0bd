import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { loginSettings } from './loginSettings';

/**
 * The risk-group player modal (spec 2, 6): responsible-gambling advice shown once per
 * session to a player the operator flags (login details riskGroup). Acknowledging, ×
 * or Escape all count as read.
 */
export function RiskGroupDialog() {
  const { t } = useTranslation('login');
  const { session, settings } = useRuntime().store;
  const { responsibleGamblingUrl } = loginSettings(settings.raw.peek());
  const acknowledge = () => session.acknowledgeRiskNotice();
  return (
    <Modal title={t('risk.title')} onClose={acknowledge} closeLabel={t('close')} className="sb-login-modal">
      <p className="sb-login__text">{t('risk.text')}</p>
      <p className="sb-login__text">
        <AppLink className="sb-login__link" href={responsibleGamblingUrl} onClick={acknowledge}>
          {t('risk.link')}
        </AppLink>
      </p>
      <div className="sb-login__actions">
        <button type="button" className="sb-button" data-autofocus="" onClick={acknowledge}>
          {t('risk.acknowledge')}
        </button>
      </div>
    </Modal>
  );
}
