import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPageContentHiddenByMyBets } from '../../core';
import { BackToTop } from '../backToTop/BackToTop';
import { FloatingBetslip } from '../betslip/FloatingBetslip';
import { QuickBetPanel } from '../betslip/QuickBetPanel';
import { SlipBar } from '../betslip/SlipBar';
import { useBookingCodeLink } from '../betslip/useBookingCodeLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { usePathname } from '../shell/usePathname';
import { BetslipSheet } from './BetslipSheet';
import { RegionBoundary } from '../failures/RegionBoundary';
import { LayoutItems } from './LayoutItems';
import { LeftColumn } from './LeftColumn';
import { MenuDrawer } from './MenuDrawer';
import { MyBetsOverlay } from './MyBetsOverlay';
import { RightColumn } from './RightColumn';
import { SiteFooter } from './SiteFooter';
import { SportsMenuBesideContext } from '../sportsMenu/SportsMenuBeside';
import { useOverlayScroll } from './useOverlayScroll';
import { usePageLayout } from './usePageLayout';
import { useIsDesktop } from './useViewportWidth';

/**
 * The page's columns (spec 2 "Page shell"). Desktop (1024 px and up): the operator's
 * layout for the path (left menu, content, right betslip / My Bets column, in the column
 * type's order), each column scrolling on its own. Mobile: the content alone, with the
 * menu drawer, the My Bets overlay and the betslip sheet. The content column holds the
 * page (`<main id="sb-content">`), the layout's centre_column_bottom items and the site
 * footer; it goes back to the top on every route change. A mode without side columns
 * passes `desktop={false}` at every width (the slip and My Bets then open as sheets);
 * `siteFooter` and `floatingBetslip` follow the mode (core's shellRegions).
 * Below 1024 px the slip's collapsed control is the slip bar (issue 23), with quick bets:
 * it replaces the floating button there; a wider window keeps what it had.
 */
export function PageColumns({ desktop, siteFooter = true, floatingBetslip = 'setting', children }: { desktop: boolean; siteFooter?: boolean; floatingBetslip?: 'setting' | 'always'; children: ReactNode }) {
  useSignals();
  const { myBets, ui } = useRuntime().store;
  const layout = usePageLayout();
  // A phone or portrait tablet (the viewport, whatever the mode's columns): the slip bar.
  const slipBar = !useIsDesktop();
  useBookingCodeLink();
  const pathname = usePathname();
  // A state, not a ref: the back-to-top button subscribes to this element's scroll.
  const [centre, setCentre] = useState<HTMLDivElement | null>(null);
  const centreRef = useRef<HTMLDivElement | null>(null);
  const attachCentre = useCallback((node: HTMLDivElement | null) => {
    centreRef.current = node;
    setCentre(node);
  }, []);

  useEffect(() => {
    if (centreRef.current) centreRef.current.scrollTop = 0;
  }, [pathname]);

  const menuOpen = ui.mobileMenuOpen.value;
  useEffect(() => {
    // The drawer exists only on mobile; widening the window must not leave the page scroll-locked.
    if (desktop && menuOpen) ui.toggleMobileMenu();
  }, [desktop, menuOpen, ui]);

  const contentHidden = !desktop && isPageContentHiddenByMyBets({ modal: myBets.modal.value });
  useOverlayScroll(centreRef, contentHidden, pathname);
  const columns = desktop ? layout.columns : (['content'] as const);
  // The left column holds the sports menu (desktop only); elsewhere the pages offer the sports themselves.
  const sportsMenuBeside = desktop && layout.columns.includes('left');

  return (
    <SportsMenuBesideContext value={sportsMenuBeside}>
      <div className={`sb-layout sb-layout--${desktop ? layout.columnType : 'mobile'}`}>
        {columns.map((column) => {
          if (column === 'left') return <LeftColumn key="left" items={layout.left} />;
          if (column === 'right') return <RightColumn key="right" items={layout.right} />;
          return (
            <div key="content" ref={attachCentre} className="sb-layout__column sb-layout__centre">
              <main id="sb-content" className="sb-app__content" part="content" tabIndex={-1} hidden={contentHidden} aria-hidden={contentHidden || undefined}>
                {children}
                <LayoutItems items={layout.centreBottom} className="sb-layout-items--centre-bottom" />
              </main>
              {desktop ? null : <MyBetsOverlay />}
              {siteFooter ? (
                <RegionBoundary region="footer">
                  <SiteFooter desktop={desktop} />
                </RegionBoundary>
              ) : null}
            </div>
          );
        })}
      </div>
      <BackToTop container={centre} />
      {slipBar ? (
        <>
          {/* The mode's 'always' floating control stands for a mode without the footer bar. */}
          <SlipBar footerBar={floatingBetslip !== 'always'} />
          <QuickBetPanel />
        </>
      ) : (
        <FloatingBetslip desktop={desktop} always={floatingBetslip === 'always'} />
      )}
      {desktop ? null : (
        <>
          <MenuDrawer items={layout.left} />
          <BetslipSheet takesFocus={slipBar} />
        </>
      )}
    </SportsMenuBesideContext>
  );
}
