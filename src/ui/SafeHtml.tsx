import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadSanitizer, loadedSanitizer } from './loadSanitizer';
import { useOperatorStyleSheet } from './useOperatorStyleSheet';

/**
 * Operator HTML (an external footer or header, an HTML widget) shown without its
 * scripts, event handlers or javascript: links: DOMPurify keeps the markup and drops
 * anything that would run. On a page that requires Trusted Types the sanitised markup is
 * signed by the sportsbook's policy (trustedHtmlPolicy.ts), never written as a string. The CMS is the operator's, but it is edited by many hands and
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
 *
 * Its box (`.sb-operator-html`, base.css) contains the layout of what it shows: a pasted
 * `position:fixed; inset:0` covers the widget, never the page and its prices.
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
  const clean = useMemo(() => (sanitizer ? sanitizer.cleanOperatorHtml(html) : null), [html, sanitizer]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (sanitizer && ref.current) sanitizer.applyOperatorStyleAttributes(ref.current);
  }, [clean, sanitizer]);
  useOperatorStyleSheet(ref, clean?.css ?? '');
  // Nothing is written before the sanitiser's answer: under Trusted Types even an empty
  // string in innerHTML is refused, only the sanitiser's TrustedHTML is accepted.
  return <Tag ref={ref} className={className ? `sb-operator-html ${className}` : 'sb-operator-html'} {...(clean ? { dangerouslySetInnerHTML: { __html: clean.html } } : {})} />;
}
