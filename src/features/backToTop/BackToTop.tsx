import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS, matchesUrlPattern } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { usePathname } from '../shell/usePathname';
import { useRightInset } from './useRightInset';

/** How long after the last scroll event the button counts the page as still scrolling. */
const SCROLL_SETTLE_MS = 150;
/** The button's distance from the content's right edge (BackToTop.css's own `right`). */
const EDGE_GAP_PX = 16;

type Scroller = Window | HTMLElement;

const offsetOf = (scroller: Scroller) => ('scrollY' in scroller ? scroller.scrollY : scroller.scrollTop);

/**
 * Spec 2 back-to-top: shown once the page or the sportsbook's own scroll container (the
 * content column, which scrolls on its own when the shell fills its box) has scrolled more
 * than 200 px; hidden on the routes the operator lists (setting back_to_top_hidden_routes,
 * URL patterns); scrolls smoothly to the top whichever of the two scrolled; half
 * transparent while scrolling. It sits at the content column's right edge, never over the
 * right column (the betslip, My Bets).
 */
export function BackToTop({ container = null }: { container?: HTMLElement | null }) {
  useSignals();
  const { t } = useTranslation('shell');
  const { settings } = useRuntime().store;
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState<readonly Scroller[]>([]);
  const [scrolling, setScrolling] = useState(false);
  const rightInset = useRightInset(container);

  useEffect(() => {
    const scrollers: Scroller[] = container ? [window, container] : [window];
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setScrolled((before) => {
      const now = scrollers.filter((scroller) => offsetOf(scroller) > CORE_CONSTANTS.backToTopPx);
      return now.length === before.length && now.every((scroller, index) => scroller === before[index]) ? before : now;
    });
    const onScroll = () => {
      measure();
      setScrolling(true);
      clearTimeout(settle);
      settle = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    measure();
    for (const scroller of scrollers) scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const scroller of scrollers) scroller.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, [container]);

  const hiddenRoutes = settings.raw.value?.back_to_top_hidden_routes;
  const hiddenHere = Array.isArray(hiddenRoutes) && hiddenRoutes.some((pattern) => typeof pattern === 'string' && matchesUrlPattern(pattern, pathname));
  if (scrolled.length === 0 || hiddenHere) return null;
  return (
    <button
      type="button"
      className={`sb-back-to-top${scrolling ? ' sb-back-to-top--scrolling' : ''}`}
      style={rightInset > 0 ? { right: rightInset + EDGE_GAP_PX } : undefined}
      onClick={() => scrolled.forEach((scroller) => scroller.scrollTo({ top: 0, behavior: 'smooth' }))}
    >
      {t('backToTop')}
    </button>
  );
}
