import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type RefObject } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';

/** How far below the viewport a card starts loading its markets, so they are there when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * Spec 9 lazy_loading_markets_live_event_count_threshold on the live list. The feed's
 * snapshot is light when more events are live than the threshold (main markets only).
 * Then a list longer than the threshold has each card ask for its markets once when it
 * nears the viewport; a shorter one (a sport tab, a filtered list) gets them at once, a
 * sport tab in one call. A resync (new snapshot generation) asks again for what is shown.
 * The cards are found by their `data-event-id` inside `listRef`, also those the windowed
 * list mounts later.
 */
export function useLazyLiveMarkets(listRef: RefObject<HTMLElement | null>, shownIds: readonly string[], listSize: number, sportId: number | null): void {
  useSignals();
  const { liveMarkets, settings } = useRuntime().store;
  const lazy = liveMarkets.lazy.value;
  const generation = liveMarkets.generation.value;
  const perCard = lazy && listSize > settings.settings.value.lazy_loading_markets_live_event_count_threshold;

  useEffect(() => {
    if (!lazy || perCard) return;
    if (sportId !== null) liveMarkets.requestSport(sportId);
    else shownIds.forEach((eventId) => liveMarkets.requestEvent(eventId));
  }, [lazy, perCard, sportId, shownIds, generation, liveMarkets]);

  useEffect(() => {
    const root = listRef.current;
    if (!perCard || root === null) return;
    const cards = [...root.querySelectorAll<HTMLElement>('[data-event-id]')];
    // Without an observer (an old browser) every shown card asks: correct, only less lazy.
    if (typeof IntersectionObserver === 'undefined') {
      cards.forEach((card) => liveMarkets.requestEvent(card.dataset.eventId ?? ''));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const eventId = (entry.target as HTMLElement).dataset.eventId;
          if (entry.isIntersecting && eventId) liveMarkets.requestEvent(eventId);
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    cards.forEach((card) => observer.observe(card));
    // The list is windowed: cards mount as the bettor scrolls, and each new one is watched too
    // (a removed one is dropped by the observer itself once it leaves the document).
    const arrivals = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.dataset.eventId) observer.observe(node);
          node.querySelectorAll<HTMLElement>('[data-event-id]').forEach((card) => observer.observe(card));
        }
      }
    });
    arrivals.observe(root, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      observer.disconnect();
    };
  }, [perCard, shownIds, generation, liveMarkets, listRef]);
}
