import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { OperatorPageLink } from '../operatorPages/OperatorPageLink';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * Logged out (spec 2): Login, which opens the login dialog and reads Close while it is
 * open, or goes to /login for a brand with a dedicated login page (setting
 * dedicated_login); and Join, the operator's registration page (registration_url, opened as
 * registration_mode says; hidden without an address).
 */
export function LoginButtons() {
  useSignals();
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const settings = useHeaderSettings();
  const loginOpen = store.ui.modals.value.isLoginOpen;
  return (
    <div className="sb-header__group">
      {settings.displayLoginButton ? (
        settings.dedicatedLogin ? (
          <AppLink className="sb-header__button sb-header__button--outline" href="/login">
            {t('login')}
          </AppLink>
        ) : (
          <button
            type="button"
            className="sb-header__button sb-header__button--outline"
            aria-haspopup="dialog"
            aria-expanded={loginOpen}
            onClick={() => (loginOpen ? store.ui.closeModals() : store.ui.openModal('isLoginOpen'))}
          >
            {loginOpen ? t('close') : t('login')}
          </button>
        )
      ) : null}
      {settings.displayRegistrationButton ? (
        <OperatorPageLink className="sb-header__button sb-header__button--primary" action="register">
          {t('join')}
        </OperatorPageLink>
      ) : null}
    </div>
  );
}
