import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EventList } from '../events/EventList';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useFavouriteEvents } from './useFavouriteEvents';
import { Skeleton } from '../../ui/Skeleton';

/**
 * The Favourites pseudo-category (/sports/10000): the bettor's starred events, live ones
 * first, updating live. Off when the operator switched favourites off (`favorites_enabled`).
 */
export function FavouritesPage() {
  useSignals();
  const { t } = useTranslation('favourites');
  const { settings } = useRuntime().store;
  return <PageSection title={t('title')} route="favourites">{settings.settings.value.favorites_enabled ? <FavouriteEvents /> : <p role="status">{t('disabled')}</p>}</PageSection>;
}

function FavouriteEvents() {
  const { t } = useTranslation('favourites');
  const { live } = useRuntime().store;
  const { status, eventIds, retry } = useFavouriteEvents();

  useEffect(() => {
    void live.start();
  }, [live]);

  return (
    <div className="sb-favourites">
      {status === 'failed' && (
        <div role="alert">
          <p>{t('error')}</p>
          <button type="button" className="sb-button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'loading' ? (
        <Skeleton label={t('loading')} shape="event-cards" count={3} />
      ) : eventIds.length > 0 ? (
        <EventList eventIds={eventIds} label={t('list')} />
      ) : (
        status === 'ready' && (
          <div role="status">
            <p>{t('empty')}</p>
            <p className="sb-favourites__hint">{t('emptyHint')}</p>
            <AppLink href="/">{t('browse')}</AppLink>
          </div>
        )
      )}
    </div>
  );
}
