import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadSanitizer, loadedSanitizer } from './loadSanitizer';
import { DEFERRED_STYLE_ATTRIBUTE, separateOperatorStyles } from './separateOperatorStyles';
import { useOperatorStyleSheet } from './useOperatorStyleSheet';

/**
 * Operator HTML (an external footer or header, an HTML widget) shown without its
 * scripts, event handlers or javascript: links: DOMPurify keeps the markup and drops
 * anything that would run. The CMS is the operator's, but it is edited by many hands and
 * a pasted snippet must not be able to read a bettor's session.
 *
 * Its styles apply without a Content-Security-Policy violation on a host whose style-src
 * has no 'unsafe-inline' (docs/deployment.md): `<style>` blocks become a constructed
 * stylesheet of our shadow root, and style attributes are set through the CSSOM after
 * the markup is in place (separateOperatorStyles.ts says why they never reach a parser).
 *
 * DOMPurify loads with the first operator HTML (loadSanitizer.ts); until it has arrived
 * the element stays empty: nothing unsanitised is ever shown.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'footer' | 'header' }) {
  const [sanitizer, setSanitizer] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    void loadSanitizer().then((loaded) => current && setSanitizer(() => loaded));
    return () => {
      current = false;
    };
  }, [sanitizer]);
  const clean = useMemo(() => {
    if (!sanitizer) return { html: '', css: '' };
    const separated = separateOperatorStyles(html);
    // FORCE_BODY: a leading element stays in the body the sanitiser returns; style blocks
    // are forbidden outright should one ever get past the separation.
    return { html: sanitizer.sanitize(separated.html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style'], FORCE_BODY: true }), css: separated.css.join('\n') };
  }, [html, sanitizer]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const element of ref.current?.querySelectorAll<HTMLElement>(`[${DEFERRED_STYLE_ATTRIBUTE}]`) ?? []) {
      // The CSSOM, not the attribute: CSP's style-src-attr does not govern it.
      element.style.cssText = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
      element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
    }
  }, [clean.html]);
  useOperatorStyleSheet(ref, clean.css);
  return <Tag ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
