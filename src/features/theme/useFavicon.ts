import { useEffect } from 'react';

/**
 * Points the page's `<link rel="icon">` at the brand's favicon_url, only where the sportsbook
 * owns the document (`runtime.page.ownsDocument`: our own site): embedded, the host page's
 * head is not ours to touch. The previous icon comes back when the brand has none or the shell goes.
 */
export function useFavicon(url: string | null, ownsDocument: boolean): void {
  useEffect(() => {
    if (!url || !ownsDocument) return;
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
  }, [url, ownsDocument]);
}
