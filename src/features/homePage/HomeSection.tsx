import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EventList } from '../events/EventList';
import { Skeleton } from '../../ui/Skeleton';
import { AppLink } from '../routing/AppLink';

export interface HomeSectionProps {
  title: string;
  /** Where the whole list is (the live page, the fixtures), and the link's words. */
  moreHref: string;
  moreText: string;
  status: 'loading' | 'ready' | 'failed';
  eventIds: readonly string[];
  emptyText: string;
  onRetry: () => void;
}

/** One block of the home page: a heading with a link to the whole list, then the cards or the state it is in. */
export function HomeSection({ title, moreHref, moreText, status, eventIds, emptyText, onRetry }: HomeSectionProps) {
  const { t } = useTranslation('homePage');
  const headingId = useId();
  return (
    <section className="sb-home-section" aria-labelledby={headingId}>
      <div className="sb-home-section__head">
        <h2 id={headingId} className="sb-home-section__title">
          {title}
        </h2>
        <AppLink className="sb-home-section__more" href={moreHref}>
          {moreText}
        </AppLink>
      </div>
      {status === 'loading' ? (
        <Skeleton label={t('loading')} shape="event-cards" count={3} />
      ) : status === 'failed' ? (
        <div className="sb-home-section__status" role="alert">
          <p>{t('error')}</p>
          <button type="button" className="sb-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : eventIds.length === 0 ? (
        <p className="sb-home-section__status" role="status">
          {emptyText}
        </p>
      ) : (
        <EventList eventIds={eventIds} label={title} />
      )}
    </section>
  );
}
