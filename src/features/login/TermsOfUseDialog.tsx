import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { loginSettings } from './loginSettings';

/**
 * The terms-of-use popup (spec 2, 4): accept or decline, nothing else (no ×, no Escape).
 * Accept stores accept (a failed call is logged by the store) and the popup closes;
 * decline stores decline and logs out where terms_of_use_decline_logout is on. The
 * French-region mode ('fr-region') adds the regulator's (ANJ) wording. Terms the session
 * says must be accepted (termsToAccept) cannot be declined and stay logged in: no betting
 * under terms the player refused.
 */
export function TermsOfUseDialog() {
  useSignals();
  const { t } = useTranslation('login');
  const { session, settings, ui } = useRuntime().store;
  const options = loginSettings(settings.raw.value);
  const [answering, setAnswering] = useState(false);

  const answer = async (run: () => Promise<void>) => {
    setAnswering(true);
    await run();
    ui.closeModals();
  };

  return (
    <Modal title={t('terms.title')} className="sb-login-modal">
      <p className="sb-login__text">{t('terms.text')}</p>
      {options.termsOfUseMode === 'fr-region' ? (
        <p className="sb-login__text sb-login__regulator" lang="fr">
          {t('terms.regulator')}
        </p>
      ) : null}
      <p className="sb-login__text">
        <AppLink className="sb-login__link" href={options.termsOfUseUrl} target="_blank" rel="noopener">
          {t('terms.link')}
        </AppLink>
      </p>
      <div className="sb-login__actions">
        <button type="button" className="sb-button" disabled={answering} onClick={() => void answer(() => session.acceptTerms())}>
          {t('terms.accept')}
        </button>
        <button type="button" className="sb-button sb-button--secondary" disabled={answering} onClick={() => void answer(() => session.declineTerms({ logout: options.termsOfUseDeclineLogout || session.termsDue.peek() }))}>
          {t('terms.decline')}
        </button>
      </div>
    </Modal>
  );
}
