import { useSignals } from '@preact/signals-react/runtime';
import { AccountMenu } from './AccountMenu';
import { AutoExclusionLink } from './AutoExclusionLink';
import { BalanceWidget } from './BalanceWidget';
import { BrandLogo } from './BrandLogo';
import { ExternalHeader } from './ExternalHeader';
import { HeaderSearch } from '../search/HeaderSearch';
import { HamburgerButton } from './HamburgerButton';
import { LanguageSelector } from './LanguageSelector';
import { LoginButtons } from './LoginButtons';
import { SubHeader } from './SubHeader';
import { useHeaderSettings } from './useHeaderSettings';
import { useIsDesktop } from '../layout/useViewportWidth';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The site header (spec 2 "Header"): the operator's external strip when configured, then
 * a sticky bar (--sb-header-height) with the menu button (mobile), the logo, the search
 * (a field on desktop, an icon opening a dialog on mobile), and either
 * Login and Join or the balance, the regulated auto-exclusion button and the account
 * menu (desktop); the language selector and the sub-header are desktop only.
 * `subHeaderFitCount` fixes how many sub-header links fit (tests; no layout in jsdom).
 * `hostOwnsAccount` (embedded mode): the host page shows login, balance, account and
 * language, and is itself the header above us, so only the navigation stays: menu
 * button, logo (the way home), search and sub-header (docs/embedding-modes.md).
 */
export function Header({ subHeaderFitCount, hostOwnsAccount = false }: { subHeaderFitCount?: number; hostOwnsAccount?: boolean } = {}) {
  useSignals();
  const { store } = useRuntime();
  const settings = useHeaderSettings();
  const desktop = useIsDesktop();
  const loggedIn = store.session.loggedIn.value;
  return (
    <>
      {hostOwnsAccount ? null : <ExternalHeader />}
      <header className="sb-header" part="header">
        <div className="sb-header__bar">
          <div className="sb-header__start">
            {!desktop && settings.displayHamburgerMenu ? <HamburgerButton /> : null}
            <BrandLogo />
          </div>
          {desktop ? <HeaderSearch desktop /> : null}
          <div className="sb-header__end">
            {desktop ? null : <HeaderSearch desktop={false} />}
            {hostOwnsAccount ? null : loggedIn ? (
              <>
                <BalanceWidget desktop={desktop} />
                <AutoExclusionLink desktop={desktop} />
                {desktop ? <AccountMenu /> : null}
              </>
            ) : (
              <LoginButtons />
            )}
            {desktop && !hostOwnsAccount ? <LanguageSelector /> : null}
          </div>
        </div>
        {desktop ? <SubHeader fitCount={subHeaderFitCount} /> : null}
      </header>
    </>
  );
}
