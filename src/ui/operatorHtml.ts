/**
 * What showing operator HTML takes once the page's odds are on screen, loaded together as
 * one chunk (loadSanitizer.ts): DOMPurify, and the separation of the operator's styles from
 * its markup (separateOperatorStyles.ts). Neither runs before the sanitiser has arrived, so
 * neither is downloaded before the first odds (issue 19).
 */
import DOMPurify from 'dompurify';
import { DEFERRED_STYLE_ATTRIBUTE, separateOperatorStyles } from './separateOperatorStyles';

/** The markup to show, sanitised, and the CSS of its `<style>` blocks (for a constructed sheet). */
export function cleanOperatorHtml(html: string): { html: string; css: string } {
  const separated = separateOperatorStyles(html);
  // FORCE_BODY: a leading element stays in the body the sanitiser returns; style blocks
  // are forbidden outright should one ever get past the separation.
  return { html: DOMPurify.sanitize(separated.html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style'], FORCE_BODY: true }), css: separated.css.join('\n') };
}

/** Applies the style attributes `cleanOperatorHtml` set aside, once its markup is in `root`. */
export function applyOperatorStyleAttributes(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    // The CSSOM, not the attribute: CSP's style-src-attr does not govern it.
    element.style.cssText = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
  }
}
