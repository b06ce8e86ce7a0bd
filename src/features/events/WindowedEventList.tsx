import { effect, untracked, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { defaultRangeExtractor, measureElement as measureWithObserver, observeWindowOffset, observeWindowRect, useVirtualizer, windowScroll, type Range, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { VisibleBand } from '../../store/hostViewportModel';
import { useRuntime } from '../runtime/RuntimeContext';
import { EventCard } from './EventCard';
import { elementsAbove, findListScroller, listOffsetIn, type ListScroller } from './listScroller';

export interface WindowedEventListProps {
  eventIds: readonly string[];
  label: string;
  followEuroMarket?: boolean | undefined;
}

/**
 * A card's height before it has been measured: a live card at 1366 px (the compact card,
 * Events.css). Only the scrollbar's first guess depends on it; each card is measured once
 * it renders.
 */
const ESTIMATED_CARD_PX = 64;
/**
 * Cards rendered beyond each edge of the viewport: enough for a fling to find cards
 * already there, and for Tab to reach the next card before it scrolls in; few enough that
 * the page stays under its 1,400-element budget (docs/performance.md).
 */
const OVERSCAN_CARDS = 2;

type Scrolling = Element | Window;

/**
 * The live list's cards, rendered only near the viewport (@tanstack/react-virtual): the
 * list is as tall as all of its cards, each card sits at its measured offset, and only the
 * cards in view plus a few each side are in the DOM. The `<ul>` keeps every card's place
 * for assistive technology (`aria-setsize`, `aria-posinset`), a focused card stays mounted
 * while focused, and a card's key is its event id, so a live event coming or going moves
 * nothing else. Why windowing and not `content-visibility`: docs/events.md "500 events".
 */
export function WindowedEventList({ eventIds, label, followEuroMarket }: WindowedEventListProps) {
  useSignals();
  const band = useRuntime().store.hostViewport.band;
  const framedWithBand = band.value !== null;
  const listRef = useRef<HTMLUListElement>(null);
  const [scroller, setScroller] = useState<ListScroller | null>(null);

  useLayoutEffect(() => {
    if (listRef.current) setScroller(findListScroller(listRef.current, framedWithBand));
  }, [framedWithBand]);

  // The first commit only places the list, to find what scrolls it: the layout effect above
  // renders the cards before the browser paints. Cards drawn here were drawn twice before
  // the first odds (VirtualCards is another component, so React mounted them again).
  if (scroller === null) return <ul ref={listRef} className="sb-event-list" aria-label={label} />;
  // Keyed by the scroller's kind: each binds the virtualiser to other observers.
  return <VirtualCards key={scroller.kind} scroller={scroller} band={band} eventIds={eventIds} label={label} followEuroMarket={followEuroMarket} />;
}

/** The virtualiser's observers for each kind of scroller (see listScroller.ts). */
type ScrollerOptions = Pick<VirtualizerOptions<Scrolling, HTMLLIElement>, 'getScrollElement'> & Partial<Pick<VirtualizerOptions<Scrolling, HTMLLIElement>, 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'initialOffset'>>;
type Observers = VirtualizerOptions<Scrolling, HTMLLIElement>;

function scrollerOptions(scroller: ListScroller, band: ReadonlySignal<VisibleBand | null>): ScrollerOptions {
  if (scroller.kind === 'element') return { getScrollElement: () => scroller.element };
  const win = scroller.window;
  if (scroller.kind === 'window') {
    return {
      getScrollElement: () => win,
      observeElementRect: observeWindowRect as Observers['observeElementRect'],
      observeElementOffset: observeWindowOffset as Observers['observeElementOffset'],
      scrollToFn: windowScroll as Observers['scrollToFn'],
      initialOffset: () => win.scrollY,
    };
  }
  // Framed: the frame never scrolls; the host's scroll arrives as the visible band. The
  // frame cannot scroll its host either, so scrolling writes nothing (a card keeps its place
  // when one above resizes only on our own site; see docs/events.md).
  return {
    getScrollElement: () => win,
    observeElementRect: (_instance, report) =>
      effect(() => {
        const height = band.value?.height ?? win.innerHeight;
        untracked(() => report({ width: win.innerWidth, height }));
      }),
    observeElementOffset: (_instance, report) =>
      effect(() => {
        const top = band.value?.top ?? 0;
        untracked(() => report(top, false));
      }),
    scrollToFn: () => undefined,
  };
}

function VirtualCards({ scroller, band, eventIds, label, followEuroMarket }: WindowedEventListProps & { scroller: ListScroller; band: ReadonlySignal<VisibleBand | null> }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [gap, setGap] = useState(0);
  // The focused card stays rendered wherever the bettor scrolls: unmounting it would drop
  // focus to the document and lose the bettor's place for Tab. Kept in a ref, not state: a
  // card can only take focus while rendered, so moving focus between cards in view needs no
  // render (a price pressed in the list rendered the whole window, issue 19's betslip
  // toggle). The virtualiser asks the extractor again whenever its range moves and reads the
  // ref then; only a card kept out of range that loses focus asks for a render to drop it.
  const focusedId = useRef<string | null>(null);
  const [dropKeptCard, setDropKeptCard] = useState(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focusedIndex = focusedId.current === null ? -1 : eventIds.indexOf(focusedId.current);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    // dropKeptCard: a new extractor makes the virtualiser ask again (it remembers the last answer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [eventIds, dropKeptCard],
  );
  const options = useMemo(() => scrollerOptions(scroller, band), [scroller, band]);
  // The build runs no React Compiler; the virtualiser re-renders this component itself
  // when its range changes, which is what the rule warns a compiled component would miss.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<Scrolling & Element, HTMLLIElement>({
    ...(options as Pick<VirtualizerOptions<Element, HTMLLIElement>, 'getScrollElement'>),
    count: eventIds.length,
    getItemKey: (index) => eventIds[index] ?? index,
    estimateSize: () => ESTIMATED_CARD_PX,
    // A card that is not laid out (a hidden page, jsdom) measures 0: keep the estimate, or
    // every card would fit in the viewport and render.
    measureElement: (element, entry, instance) => {
      const size = measureWithObserver(element, entry, instance);
      return size > 0 ? size : ESTIMATED_CARD_PX;
    },
    overscan: OVERSCAN_CARDS,
    scrollMargin,
    gap,
    rangeExtractor,
    // The virtualiser writes each card's top and the list's height itself, in the same task
    // as it measures: a card that grows (a tracker chip's text wrapping, a badge shown) moves
    // the cards below it before the frame is painted. Through a React render (the default) a
    // size seen by the ResizeObserver waited for a scheduled render, and the frame between
    // showed the cards below overlapping it or a gap (the live pre-paint's hand-over caught
    // cards 35-70 px off in a loaded CI run). Only a change of range renders.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  if (scroller.kind === 'band') (virtualizer as Virtualizer<Scrolling, HTMLLIElement>).shouldAdjustScrollPositionOnItemSizeChange = () => false;

  // The list's start in its scroller, and the theme's gap between cards, measured after
  // every commit and whenever something above the list changes size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      setScrollMargin(listOffsetIn(list, scroller));
      setGap(Number.parseFloat(getComputedStyle(list).rowGap) || 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const element of elementsAbove(list, scroller)) observer.observe(element);
    return () => observer.disconnect();
  }, [scroller, eventIds]);

  /** Moves the kept focus; a card that was rendered only because it had focus is dropped. */
  const keepFocused = (eventId: string | null) => {
    const previous = focusedId.current;
    focusedId.current = eventId;
    if (previous === null || previous === eventId || virtualizer.range === null) return;
    const inRange = defaultRangeExtractor({ ...virtualizer.range, overscan: OVERSCAN_CARDS, count: eventIds.length });
    if (!inRange.includes(eventIds.indexOf(previous))) setDropKeptCard((generation) => generation + 1);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    keepFocused((event.target as Element).closest<HTMLElement>('[data-event-id]')?.dataset.eventId ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) keepFocused(null);
  };

  // The list element is both the virtualiser's size container and the one measured above.
  const containerRef = virtualizer.containerRef;
  const setListElement = useCallback(
    (element: HTMLUListElement | null) => {
      listRef.current = element;
      containerRef(element);
    },
    [containerRef],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <ul ref={setListElement} className="sb-event-list sb-event-list--windowed" aria-label={label} onFocus={onFocus} onBlur={onBlur}>
      {items.map((item) => {
        const eventId = eventIds[item.index] as string;
        return (
          <li key={eventId} ref={virtualizer.measureElement} data-index={item.index} className="sb-event-list__item" data-event-id={eventId} aria-setsize={eventIds.length} aria-posinset={item.index + 1}>
            <EventCard eventId={eventId} followEuroMarket={followEuroMarket} />
          </li>
        );
      })}
    </ul>
  );
}
