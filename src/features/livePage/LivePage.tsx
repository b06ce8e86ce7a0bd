import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS } from '../../core';
import { EventList } from '../events/EventList';
import { EuroMarketPicker } from './EuroMarketPicker';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';

/** Spec 9: the live page shows 50 events per page. */
const LIVE_PAGE_SIZE = CORE_CONSTANTS.livePageSize;

/**
 * The live list (`/live/sport/` and `/live/sport/{id}-{CODE}`): the live feed's events,
 * one sport at a time when the address names one, 50 per page with "Show more", and tabs
 * for the sports with live events and their counts. The list re-renders only when the set
 * of live events changes: a sport code never changes, so it is read without subscribing,
 * and clocks, scores and prices update inside the cards.
 */
export function LivePage({ sportCode }: { sportCode: string | null }) {
  useSignals();
  const { t } = useTranslation('livePage');
  const { store } = useRuntime();
  const { catalogue, live, sports } = store;
  // How far the list is opened, for the sport it was opened on: another sport starts at 50.
  const [paging, setPaging] = useState({ sportCode, shown: LIVE_PAGE_SIZE as number });
  const shown = paging.sportCode === sportCode ? paging.shown : LIVE_PAGE_SIZE;

  useEffect(() => {
    live.start();
    return sports.watch();
  }, [live, sports]);

  const sportOf = (eventId: string) => catalogue.event(eventId)?.peek().sportCode ?? null;
  const eventIds = useComputed(() => {
    const all = catalogue.liveEventIds.value;
    return sportCode === null ? all : all.filter((eventId) => sportOf(eventId) === sportCode.split('-')[0]);
  }).value;
  const tabs = sports.list.value.filter((sport) => sport.liveEventCount > 0 && !sport.code.includes('-'));
  const connecting = live.connection.value === 'connecting' && catalogue.liveEventIds.value.length === 0;
  const currentSport = tabs.find((sport) => sport.code === sportCode);

  return (
    <PageSection title={currentSport ? t('titleForSport', { sport: currentSport.name }) : t('title')} route="live-list">
      {tabs.length > 0 ? (
        <nav aria-label={t('sports')}>
          <ul className="sb-live-tabs">
            <li>
              <AppLink className="sb-live-tabs__tab" href="/live/sport/" aria-current={sportCode === null ? 'page' : undefined}>
                {t('all')}
              </AppLink>
            </li>
            {tabs.map((sport) => (
              <li key={sport.code}>
                <AppLink className="sb-live-tabs__tab" href={`/live/sport/${sport.id}-${sport.code}`} aria-current={sport.code === sportCode ? 'page' : undefined}>
                  {sport.name} <span className="sb-live-tabs__count">{sport.liveEventCount}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {connecting ? (
        <p role="status">{t('loading')}</p>
      ) : eventIds.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <>
          <EuroMarketPicker eventIds={eventIds} />
          <EventList eventIds={eventIds.slice(0, shown)} label={currentSport?.name ?? t('title')} followEuroMarket />
          {eventIds.length > shown ? (
            <button type="button" className="sb-button sb-live-more" onClick={() => setPaging({ sportCode, shown: shown + LIVE_PAGE_SIZE })}>
              {t('showMore', { shown, total: eventIds.length })}
            </button>
          ) : null}
        </>
      )}
    </PageSection>
  );
}
