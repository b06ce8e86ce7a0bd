import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedEvents } from './usePagedEvents';

/**
 * The end of a paged list: an invisible sentinel that asks for the next page as it nears
 * the viewport, and a visible "Show more" button for keyboards, screen readers and
 * browsers without IntersectionObserver. A failed page turns the button into a retry. The
 * button is never disabled while a page loads: a disabled button drops keyboard focus.
 */
export function ShowMore({ paged }: { paged: PagedEvents }) {
  const { t } = useTranslation('sportsPage');
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, failed, loading, loadMore } = paged;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // Start a screen early, so the next cards are there when the bettor arrives.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: '0px 0px 600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loadMore, paged.eventIds]);

  if (!hasMore && !failed) return null;
  return (
    <div className="sb-sports-more">
      <div ref={sentinel} className="sb-sports-more__sentinel" aria-hidden="true" />
      {failed ? (
        <p role="alert" className="sb-sports-page__notice">
          {t('loadFailed')}
        </p>
      ) : null}
      <button type="button" className="sb-button sb-sports-more__button" onClick={loadMore} aria-busy={loading}>
        {failed ? t('retry') : loading ? t('loadingMore') : t('showMore')}
      </button>
    </div>
  );
}
