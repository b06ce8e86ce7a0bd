/**
 * What showing operator HTML takes once the page's odds are on screen, loaded together as
 * one chunk (loadSanitizer.ts): DOMPurify, and the separation of the operator's styles from
 * its markup (separateOperatorStyles.ts). Neither runs before the sanitiser has arrived, so
 * neither is downloaded before the first odds (issue 19).
 */
import DOMPurify from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { DEFERRED_STYLE_ATTRIBUTE, separateOperatorStyles } from './separateOperatorStyles';
import { sanitiseToTrustedHtml } from './trustedHtmlPolicy';

/**
 * The markup to show, sanitised, and the CSS of its `<style>` blocks (for a constructed
 * sheet). On a page that requires Trusted Types the markup is a TrustedHTML signed by our
 * policy (trustedHtmlPolicy.ts), which `innerHTML` accepts; elsewhere the sanitised string.
 */
export function cleanOperatorHtml(html: string): { html: TrustedHTML | string; css: string } {
  const separated = separateOperatorStyles(html);
  // FORCE_BODY: a leading element stays in the body the sanitiser returns; style blocks
  // are forbidden outright should one ever get past the separation.
  const clean = sanitiseToTrustedHtml((policy) =>
    DOMPurify.sanitize(separated.html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style'], FORCE_BODY: true, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy }),
  );
  return { html: clean, css: separated.css.join('\n') };
}

/** Applies the style attributes `cleanOperatorHtml` set aside, once its markup is in `root`. */
export function applyOperatorStyleAttributes(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    // The CSSOM, not the attribute: CSP's style-src-attr does not govern it.
    element.style.cssText = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
  }
}
