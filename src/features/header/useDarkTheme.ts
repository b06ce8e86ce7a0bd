import { useEffect, useState, type RefObject } from 'react';

/** The nearest data-theme, climbing out of shadow roots to the host page. */
function isDark(element: Element): boolean {
  let node: Element | null = element;
  while (node) {
    const themed = node.closest('[data-theme]');
    if (themed) return themed.getAttribute('data-theme') === 'dark';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/**
 * Whether the header sits under data-theme="dark" (on our root, the element or the page),
 * following changes: the theme is someone else's to set, the header only picks the logo.
 */
export function useDarkTheme(ref: RefObject<Element | null>): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setDark(isDark(element));
    update();
    const observer = new MutationObserver(update);
    const options = { attributes: true, attributeFilter: ['data-theme'], subtree: true };
    const root = element.getRootNode();
    if (root instanceof ShadowRoot) {
      observer.observe(root, options);
      observer.observe(root.host, { attributes: true, attributeFilter: ['data-theme'] });
    }
    observer.observe(document.documentElement, options);
    return () => observer.disconnect();
  }, [ref]);
  return dark;
}
