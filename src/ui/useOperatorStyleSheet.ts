import { useLayoutEffect, type RefObject } from 'react';
// The same constructed sheet per CSS text as our own styles: one parse per page.
import { sheetFor, supportsAdoptedSheets } from '../theme/adoptStyles';

/**
 * Gives the shadow root (or document) around `ref` the operator's `css` while the element
 * is mounted: a constructed stylesheet, which a host's style-src does not govern, where a
 * <style> element would be blocked and reported. It goes first among the root's sheets,
 * so our own rules still win a tie, as they did over the operator's <style> element.
 * Without constructable sheets (jsdom, very old WebViews) a <style> element in the root
 * instead, which there needs style-src 'unsafe-inline'.
 */
export function useOperatorStyleSheet(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || css.trim() === '') return;
    const root = element.getRootNode() as ShadowRoot | Document;
    if (supportsAdoptedSheets(root)) {
      const sheet = sheetFor(css);
      root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
      return () => {
        // Only this one adoption: another widget may have adopted the same sheet.
        const index = root.adoptedStyleSheets.indexOf(sheet);
        if (index !== -1) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((_, at) => at !== index);
      };
    }
    const style = element.ownerDocument.createElement('style');
    style.textContent = css;
    (root instanceof ShadowRoot ? root : element.ownerDocument.head).prepend(style);
    return () => style.remove();
  }, [ref, css]);
}
