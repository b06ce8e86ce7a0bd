import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { MobileFooter } from '../footer/MobileFooter';
import { Header } from '../header/Header';
import { OrientationNotice } from '../layout/OrientationNotice';
import { PageColumns } from '../layout/PageColumns';
import { useIsDesktop } from '../layout/useViewportWidth';
import { LoginDialogs } from '../login/LoginDialogs';
import { RouteView } from '../pages/RouteView';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { useAppLocation } from '../routing/useAppLocation';
import { useLocaleSync } from '../routing/useLocaleSync';
import { useRuntime } from '../runtime/RuntimeContext';
import { BrandTheme } from '../theme/BrandTheme';
import { ToastArea } from '../toasts/ToastArea';
import { MaintenanceShell } from './MaintenanceShell';
import { SkipLink } from './SkipLink';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useDocumentMeta } from './useDocumentMeta';
import { useScrollLock } from './useScrollLock';
import { useTranslationReport } from './useTranslationReport';

/** The standalone site owns the document; embedded, the operator's page does. */
const isStandalone = () => document.documentElement.hasAttribute('data-sportsbook-standalone');

/** The full sportsbook site, under the runtime's router. */
export function AppShell() {
  return (
    <SportsbookRouter>
      <ShellForRoute />
    </SportsbookRouter>
  );
}

function ShellForRoute() {
  const { route } = useAppLocation();
  return route.page === 'maintenance' ? <MaintenanceShell /> : <FullShell />;
}

/** Skip link, header, the page's columns (with drawers and sheets on mobile), footer navigation, dialogs, toasts. */
function FullShell() {
  useSignals();
  const { store, config } = useRuntime();
  const locale = config.locale.value;
  const { search } = useAppLocation();
  const standalone = isStandalone();
  const desktop = useIsDesktop();
  // The standalone site fetches the operator's settings itself; an embedding page may not
  // run the operator API on its own origin, so embedded elements wait for a view to ask.
  useEffect(() => {
    if (standalone) void store.settings.load();
  }, [standalone, store.settings]);
  useLocaleSync();
  useDocumentMeta(store.settings, standalone);
  useDocumentLanguage(locale, standalone);
  useScrollLock(store.ui);
  useTranslationReport(search);
  return (
    <BrandTheme>
      <div className="sb-app" lang={locale}>
        <SkipLink />
        <Header />
        <PageColumns desktop={desktop}>
          <RouteView />
        </PageColumns>
        <MobileFooter />
        <OrientationNotice />
        <LoginDialogs />
        <ToastArea />
      </div>
    </BrandTheme>
  );
}
