import type { ReactNode } from 'react';
import { RegionBoundary } from '../failures/RegionBoundary';
import { SportsbookRouter } from '../routing/SportsbookRouter';

/**
 * What every widget renders inside: the page runtime's router, so a card's link or a search
 * result moves the one address every element shares (a `<sportsbook-app>` on the page
 * follows it, and the host hears `sportsbook-navigate` either way), and one root box that
 * sizes to its container from 280 px phones to desktop columns. A part that fails to render
 * shows the widget's compact notice with a Retry inside that box (region "widget"), never a
 * page-sized one on the host's page.
 */
export function WidgetSurface({ kind, children }: { kind: 'event' | 'live-now' | 'top-events' | 'search'; children: ReactNode }) {
  return (
    <SportsbookRouter>
      <div className={`sb-widget sb-widget--${kind}`} part="widget">
        <RegionBoundary region="widget">{children}</RegionBoundary>
      </div>
    </SportsbookRouter>
  );
}
