import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { accountLinks } from '../header/accountLinks';
import { useHeaderSettings } from '../header/useHeaderSettings';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The mobile menu drawer's account section for a logged-in player: the header has no room
 * for the desktop account menu on a phone, so its pages and the logout (when
 * display_logout_button) are offered here. Nothing while logged out: the header's Login
 * and Join buttons stay visible on every width.
 */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  useSignals();
  const { t } = useTranslation('header');
  const { session } = useRuntime().store;
  const settings = useHeaderSettings();
  if (!session.loggedIn.value) return null;
  return (
    <nav className="sb-main-nav sb-drawer__account" aria-label={t('account.link')}>
      <ul className="sb-main-nav__list">
        <li>
          <AppLink className="sb-main-nav__link" href="/account" onClick={onNavigate}>
            {t('account.link')}
          </AppLink>
        </li>
        {accountLinks(settings).map((link) => (
          <li key={link.id}>
            <AppLink className="sb-main-nav__link" href={link.href} onClick={onNavigate}>
              {t(`account.${link.id}`)}
            </AppLink>
          </li>
        ))}
        {settings.displayLogoutButton ? (
          <li>
            <button
              type="button"
              className="sb-main-nav__link sb-drawer__logout"
              onClick={() => {
                onNavigate();
                void session.logout('user');
              }}
            >
              {t('account.logout')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
