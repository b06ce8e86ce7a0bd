import { useEffect } from 'react';

/** The standalone site owns the document; embedded, the operator's page does. */
const isStandalone = () => document.documentElement.hasAttribute('data-sportsbook-standalone');

/**
 * Points the page's `<link rel="icon">` at the brand's favicon_url, only on the standalone
 * site: embedded, the host page's head is not ours to touch. The previous icon comes back
 * when the brand has none or the shell goes.
 */
export function useFavicon(url: string | null): void {
  useEffect(() => {
    if (!url || !isStandalone()) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    const previous = link.getAttribute('href');
    link.href = url;
    return () => {
      if (created) link.remove();
      else if (previous === null) link.removeAttribute('href');
      else link.setAttribute('href', previous);
    };
  }, [url]);
}
