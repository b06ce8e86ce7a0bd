/**
 * The bench's probe, added to every SDK page before it loads (Playwright addInitScript):
 *
 * - First odds painted: the first frame in which an odds button with a price on it is in
 *   a shadow root of the page. An odds button is a toggle button (`aria-pressed`, what a
 *   selection is) whose text is a price: decimal "2.45", American "+120" or fractional
 *   "5/4" (the dash of a missing price does not count). Every shadow root is watched from
 *   the moment it is attached (open or closed) by a MutationObserver; when one appears, the
 *   next requestAnimationFrame, the frame that paints it, checks it has a box and takes
 *   `performance.now()`: milliseconds since navigation started.
 * - The resources the page had finished loading at that moment (their URLs), so the runner
 *   can add up the JavaScript that came before the first odds.
 * - Every shadow root, for counting DOM elements shadow roots included.
 *
 * A plain script, so it runs unchanged in the page. It publishes `globalThis.__sbBench`
 * (typed in pageProbe.ts).
 */
/* global document, window, Element, MutationObserver, requestAnimationFrame -- the probe runs in the page */
(() => {
  const target = globalThis;
  if (target.__sbBench) return;
  const PRICE_TEXT = /^(?:[+-]?\d+(?:\.\d+)?|\d+\/\d+)$/;
  const roots = new Set();
  const observers = [];
  let firstOdds = null;
  let framePending = false;

  const priceButton = () => {
    for (const root of roots) {
      for (const button of root.querySelectorAll('button[aria-pressed]')) {
        if (PRICE_TEXT.test((button.textContent ?? '').trim())) return button;
      }
    }
    return null;
  };

  const check = () => {
    if (firstOdds !== null || framePending) return;
    const button = priceButton();
    if (button === null) return;
    framePending = true;
    requestAnimationFrame(() => {
      framePending = false;
      if (firstOdds !== null) return;
      const box = button.getBoundingClientRect();
      if (!button.isConnected || box.width === 0 || box.height === 0) {
        check();
        return;
      }
      const at = performance.now();
      firstOdds = {
        at,
        resources: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= at)
          .map((entry) => entry.name),
      };
      for (const observer of observers) observer.disconnect();
    });
  };

  const watch = (root) => {
    roots.add(root);
    if (firstOdds !== null) return;
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-pressed'] });
    observers.push(observer);
  };

  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };

  target.__sbBench = {
    firstOdds: () => firstOdds,
    /** Elements in the document and in every shadow root whose host is on the page. */
    countElements: () => {
      let count = document.getElementsByTagName('*').length;
      for (const root of roots) if (root.host.isConnected) count += root.querySelectorAll('*').length;
      return count;
    },
    shadowRootCount: () => [...roots].filter((root) => root.host.isConnected).length,
    /** The distinct `data-event-id`s listed right now, in every shadow root. */
    listedEventIds: () => {
      const ids = [];
      for (const root of roots) {
        if (!root.host.isConnected) continue;
        for (const item of root.querySelectorAll('[data-event-id]')) ids.push(item.getAttribute('data-event-id'));
      }
      return [...new Set(ids)];
    },
    /**
     * Presses the button that lists more events ("Show more (50 of 500)"), found by its
     * words in any shadow root; returns its text, or null when there is none. A plain
     * click, as the bettor's, whatever may float over it.
     */
    pressShowMore: () => {
      for (const root of roots) {
        if (!root.host.isConnected) continue;
        for (const button of root.querySelectorAll('button')) {
          const text = (button.textContent ?? '').trim();
          if (/^show more\b/i.test(text) && !button.disabled) {
            button.click();
            return text;
          }
        }
      }
      return null;
    },
    /** Scrolls the last listed event into view (a windowed list then renders what is near it), then the page to its end. */
    scrollLastListedIntoView: () => {
      let last = null;
      for (const root of roots) {
        if (!root.host.isConnected) continue;
        const items = root.querySelectorAll('[data-event-id]');
        if (items.length > 0) last = items[items.length - 1];
      }
      last?.scrollIntoView({ block: 'end' });
      window.scrollTo(0, document.scrollingElement.scrollHeight);
    },
  };
})();
