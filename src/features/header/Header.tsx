import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/** The site header (spec 2 "Header"). */
export function Header() {
  useSignals();
  const { t } = useTranslation('header');
  const { config, store } = useRuntime();
  const loginOpen = store.ui.modals.value.isLoginOpen;
  return (
    <header className="sb-app__header">
      <span className="sb-app__brand">{config.brand.value}</span>
      {store.session.loggedIn.value ? null : (
        <button type="button" className="sb-button" aria-expanded={loginOpen} onClick={() => (loginOpen ? store.ui.closeModals() : store.ui.openModal('isLoginOpen'))}>
          {loginOpen ? t('close') : t('login')}
        </button>
      )}
    </header>
  );
}
