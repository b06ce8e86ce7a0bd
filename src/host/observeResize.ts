import { SPORTSBOOK_RESIZE, type SportsbookResizeDetail } from './events/sportsbook-resize';

/** The part of the DOM the observer needs, so a test can drive it without layout. */
export type ResizeObserverFactory = (callback: ResizeObserverCallback) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

const browserResizeObserver: ResizeObserverFactory = (callback) => new ResizeObserver(callback);

function borderBoxOf(entry: ResizeObserverEntry): SportsbookResizeDetail {
  // borderBoxSize is what the host lays out; contentRect leaves padding and borders out.
  const box = entry.borderBoxSize?.[0];
  if (box) return { width: Math.round(box.inlineSize), height: Math.round(box.blockSize) };
  return { width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) };
}

/**
 * Watches `element`'s size and, on each change of its rounded size (sub-pixel jitter
 * is not a change), dispatches `sportsbook-resize` on it and hands the size to `onChange`
 * (the bridge posts it to the parent frame). Returns the function that stops watching.
 */
export function observeResize(
  element: HTMLElement,
  onChange: (detail: SportsbookResizeDetail) => void,
  createObserver: ResizeObserverFactory = browserResizeObserver,
): () => void {
  let last: SportsbookResizeDetail | null = null;
  const observer = createObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    const detail = borderBoxOf(entry);
    if (last && last.width === detail.width && last.height === detail.height) return;
    last = detail;
    element.dispatchEvent(new CustomEvent(SPORTSBOOK_RESIZE, { detail, bubbles: true, composed: true }));
    onChange(detail);
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}
