import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (an external footer or header, an HTML widget) shown without its
 * scripts, event handlers or javascript: links: DOMPurify keeps the markup and drops
 * anything that would run. The CMS is the operator's, but it is edited by many hands and
 * a pasted snippet must not be able to read a bettor's session.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'footer' | 'header' }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
