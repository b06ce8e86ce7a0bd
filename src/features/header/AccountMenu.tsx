import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { MenuButton, menuItemProps } from '../../ui/MenuButton';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { accountLinks } from './accountLinks';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * Logged in on desktop (spec 2): a link to /account and, beside it, a menu with my
 * profile (when profile_tab_enabled), my bets, balances, transactions and logout (when
 * display_logout_button). The regulated variant's profile and transactions entries go to
 * its own pages (alt_profile_url, alt_transactions_url).
 */
export function AccountMenu() {
  useSignals();
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const settings = useHeaderSettings();
  return (
    <div className="sb-header__account">
      <AppLink className="sb-header__link" href="/account">
        {t('account.link')}
      </AppLink>
      <MenuButton
        align="end"
        buttonClassName="sb-header__icon-button sb-header__chevron"
        buttonLabel={t('account.menu')}
        label={
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        }
      >
        {accountLinks(settings).map((link) => (
          <AppLink key={link.id} {...menuItemProps} href={link.href}>
            {t(`account.${link.id}`)}
          </AppLink>
        ))}
        {settings.displayLogoutButton ? (
          <button {...menuItemProps} type="button" onClick={() => void store.session.logout('user')}>
            {t('account.logout')}
          </button>
        ) : null}
      </MenuButton>
    </div>
  );
}
