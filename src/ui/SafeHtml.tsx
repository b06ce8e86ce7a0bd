import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadSanitizer, loadedSanitizer } from './loadSanitizer';
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
 * DOMPurify loads with the first operator HTML, and the style separation with it
 * (loadSanitizer.ts, operatorHtml.ts); until they have arrived the element stays empty:
 * nothing unsanitised is ever shown.
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
  const clean = useMemo(() => (sanitizer ? sanitizer.cleanOperatorHtml(html) : { html: '', css: '' }), [html, sanitizer]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (sanitizer && ref.current) sanitizer.applyOperatorStyleAttributes(ref.current);
  }, [clean.html, sanitizer]);
  useOperatorStyleSheet(ref, clean.css);
  return <Tag ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
