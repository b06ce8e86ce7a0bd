import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/** The mobile menu button (spec 2): opens and closes the menu drawer through the ui model. */
export function HamburgerButton() {
  useSignals();
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const open = store.ui.mobileMenuOpen.value;
  return (
    <button type="button" className="sb-header__icon-button sb-header__hamburger" aria-label={t('menu')} aria-expanded={open} onClick={() => store.ui.toggleMobileMenu()}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
