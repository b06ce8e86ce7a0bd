import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { CORE_CONSTANTS, matchesUrlPattern } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { usePathname } from '../shell/usePathname';

/** How long after the last scroll event the button counts the page as still scrolling. */
const SCROLL_SETTLE_MS = 150;

/**
 * Spec 2 back-to-top: shown once the page has scrolled more than 200 px, hidden on the
 * routes the operator lists (setting back_to_top_hidden_routes, URL patterns), scrolls
 * smoothly to the top, and is half transparent while the page is scrolling.
 */
export function BackToTop() {
  useSignals();
  const { settings } = useRuntime().store;
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(() => window.scrollY > CORE_CONSTANTS.backToTopPx);
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolled(window.scrollY > CORE_CONSTANTS.backToTopPx);
      setScrolling(true);
      clearTimeout(settle);
      settle = setTimeout(() => setScrolling(false), SCROLL_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, []);

  const hiddenRoutes = settings.raw.value?.back_to_top_hidden_routes;
  const hiddenHere = Array.isArray(hiddenRoutes) && hiddenRoutes.some((pattern) => typeof pattern === 'string' && matchesUrlPattern(pattern, pathname));
  if (!scrolled || hiddenHere) return null;
  return (
    <button type="button" className={`sb-back-to-top${scrolling ? ' sb-back-to-top--scrolling' : ''}`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      Back to top
    </button>
  );
}
