import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIdSlug } from '../../core';
import type { EventState } from '../../store/catalogueModel';
import { PageSection } from '../pages/PageSection';
import { expectOdds } from '../../ui/firstOddsShown';
import { useRuntime } from '../runtime/RuntimeContext';
import { useLoaded } from '../runtime/useLoaded';
import { EventMedia } from '../streaming/EventMedia';
import { EventHeader } from './EventHeader';
import { EventMarketsOrBuilder } from './EventBetBuilder';
import { useEventAfterResync } from './useEventAfterResync';
import { useNotificationText } from './useNotificationText';

export interface EventPageProps {
  /** The address's slug, `{id}-{name}` (core's recogniseRoute gives it for /events/ and /live/). */
  slug: string;
}

/** Spec 8: what a failed single event fetch shows, whatever the failure was. */
const NOT_FOUND = 'error-no-events-found-for-this-eventpath';
const FINISHED = 'Event is Finished';

/**
 * The event page (/events/{slug} and /live/{slug}): loads the event with all its markets
 * into the catalogue, then shows its header and its markets grouped by period and player.
 * Everything after the load comes from the catalogue's signals, so live clock, score,
 * status and price changes arrive without another request.
 */
export function EventPage({ slug }: EventPageProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('eventPage');
  const notification = useNotificationText();
  const eventId = parseIdSlug(slug);
  const loaded = useLoaded(eventId === null ? null : () => expectOdds(runtime.loadEvent(eventId)), slug);
  useEventAfterResync(loaded.status === 'ready' ? eventId : null);

  // Prematch prices move too, and a prematch event can kick off while open: the feed carries both.
  useEffect(() => {
    void runtime.store.live.start();
  }, [runtime]);
  // Without the push stream, the open event's markets come with each round of the spec's calls (liveMarketsModel).
  useEffect(() => (eventId === null ? undefined : runtime.store.liveMarkets.watchEvent(eventId)), [eventId, runtime]);
  // Odds per brand: the open event's power odds (spec 7), for as long as the page shows it.
  useEffect(() => (eventId === null ? undefined : runtime.store.pricing.followEvent(eventId)), [eventId, runtime]);

  if (eventId === null || loaded.status === 'failed') {
    return (
      <PageSection title={t('notFoundTitle')} route="event">
        <p className="sb-event-page__notice" role="alert">
          {notification(NOT_FOUND)}
        </p>
      </PageSection>
    );
  }
  const event = loaded.status === 'ready' ? runtime.store.catalogue.event(loaded.data) : undefined;
  if (!event) return <EventPageLoading />;
  return <LoadedEvent event={event} />;
}

/** Holds the header's and the first markets' places while the event loads, so nothing jumps when it arrives. */
function EventPageLoading() {
  const { t } = useTranslation('eventPage');
  return (
    <PageSection title={t('loading')} route="event">
      <div className="sb-event-page" aria-busy="true">
        <div className="sb-event-header sb-event-header--placeholder" aria-hidden="true" />
        <div className="sb-event-markets sb-event-markets--placeholder" aria-hidden="true">
          <div className="sb-event-placeholder-block" />
          <div className="sb-event-placeholder-block" />
          <div className="sb-event-placeholder-block" />
        </div>
      </div>
    </PageSection>
  );
}

function LoadedEvent({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const notification = useNotificationText();
  // Only these two re-render the page; the header follows the clock on its own.
  const title = useComputed(() => event.value.description).value;
  const finished = useComputed(() => event.value.isFinished).value;

  return (
    <PageSection title={title} route="event">
      <div className="sb-event-page">
        <EventHeader event={event} />
        <EventMedia event={event} />
        {finished ? (
          <p className="sb-event-page__notice" role="status">
            {notification(FINISHED)}
          </p>
        ) : (
          <EventMarketsOrBuilder event={event} />
        )}
      </div>
    </PageSection>
  );
}
