import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { shellRegions } from '../../core';
import { RegionBoundary } from '../failures/RegionBoundary';
import { MobileFooter } from '../footer/MobileFooter';
import { Header } from '../header/Header';
import { OrientationNotice } from '../layout/OrientationNotice';
import { PageColumns } from '../layout/PageColumns';
import { useIsDesktop } from '../layout/useViewportWidth';
import { LoginDialogs } from '../login/LoginDialogs';
import { NewsPopups } from '../newsPopups/NewsPopups';
import { OperatorFrameHost } from '../operatorPages/OperatorFrameHost';
import { useNewsPopupsAfterFirstOdds } from '../newsPopups/useNewsPopupsAfterFirstOdds';
import { RouteView } from '../pages/RouteView';
import { SportsbookRouter } from '../routing/SportsbookRouter';
import { useAppLocation } from '../routing/useAppLocation';
import { useLocaleSync } from '../routing/useLocaleSync';
import { LaterTexts } from '../runtime/LaterTexts';
import { useRuntime } from '../runtime/RuntimeContext';
import { BrandTheme } from '../theme/BrandTheme';
import { ToastArea } from '../toasts/ToastArea';
import { usePageLoadReport } from './usePageLoadReport';
import { useThirdPartyScripts } from './useThirdPartyScripts';
import { InteractionBlocker } from './InteractionBlocker';
import { MaintenanceShell } from './MaintenanceShell';
import { PricesNotLiveNotice } from '../prices/PricesNotLiveNotice';
import { SkipLink } from './SkipLink';
import { RealityCheckDialog } from '../saferGambling/RealityCheckDialog';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useDocumentMeta } from './useDocumentMeta';
import { useHostViewportBand } from './useHostViewportBand';
import { usePrefetchOnDemand } from './usePrefetchOnDemand';
import { useScrollLock } from './useScrollLock';
import { useTranslationReport } from './useTranslationReport';

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

/**
 * Skip link, header, the page's columns (with drawers and sheets on mobile), footer
 * navigation, dialogs, toasts; which of them show follows the mode (core's shellRegions,
 * docs/embedding-modes.md), live: a `mode` attribute change re-renders this and nothing
 * else, so the slip and the page stay.
 */
function FullShell() {
  useSignals();
  const { store, config, page } = useRuntime();
  const locale = config.locale.value;
  const { search } = useAppLocation();
  // Our own site owns the document (title, meta, lang); embedded, the operator's page does.
  const standalone = page.ownsDocument;
  const desktop = useIsDesktop();
  const mode = config.mode.value;
  const regions = shellRegions(mode);
  const blocked = regions.interactionBlocker && store.interaction.blocked.value;
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
  usePrefetchOnDemand(desktop);
  useNewsPopupsAfterFirstOdds(store.newsPopups, regions.newsPopups);
  usePageLoadReport(store.pageLoad);
  // Our own site only: never into the document of an operator's page that holds an element.
  useThirdPartyScripts(store.settings, standalone === true && mode === 'standalone');
  // Framed by sportsbook-frame.js: overlays open in the band of the frame the bettor sees.
  const hostViewportBand = useHostViewportBand(store.hostViewport);
  return (
    <BrandTheme>
      <div className={`sb-app sb-app--${mode}`} lang={locale} inert={blocked} aria-busy={blocked || undefined} style={hostViewportBand}>
        <SkipLink />
        {regions.header === 'none' ? null : (
          <RegionBoundary region="header">
            <Header hostOwnsAccount={regions.header === 'navigation'} />
          </RegionBoundary>
        )}
        <PricesNotLiveNotice />
        <PageColumns desktop={desktop && regions.sideColumns} siteFooter={regions.siteFooter} floatingBetslip={regions.floatingBetslip}>
          <RouteView />
        </PageColumns>
        {regions.footerNavigation ? (
          <RegionBoundary region="footer">
            <MobileFooter mode={regions.embedMode} />
          </RegionBoundary>
        ) : null}
        <OrientationNotice />
        <LaterTexts>
          <LoginDialogs otherwise={regions.newsPopups ? <NewsPopups /> : null} />
          <OperatorFrameHost />
        </LaterTexts>
        <RealityCheckDialog />
        <ToastArea />
      </div>
      {blocked ? <InteractionBlocker /> : null}
    </BrandTheme>
  );
}
