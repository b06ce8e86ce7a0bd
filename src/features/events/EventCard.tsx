import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { couponLayoutOf, marketKeyOfType, sportLayoutGroup } from '../../core';
import type { MarketState } from '../../store';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { cardMarketIds } from './cardMarketIds';
import { CricketLastBalls } from './CricketLastBalls';
import { EventBadges } from './EventBadges';
import { EventScoreboard } from './EventScoreboard';
import { EventStatus } from './EventStatus';
import { MarketPrices } from './MarketPrices';

/** Runners a golf card lists before linking to the whole field. */
export const GOLF_RUNNERS_ON_CARD = 4;

/** Where an event's page is: live events under /live, the others under /events (spec 2). */
export function eventHref(event: { slug: string; live: boolean }): string {
  return event.live ? `/live/${event.slug}` : `/events/${event.slug}`;
}

export interface EventCardProps {
  eventId: string;
  /** On the live page: show the euro market chosen for the list (store.liveFilter) instead of the main one. */
  followEuroMarket?: boolean | undefined;
}

/** Which kind of line an asian card's market shows, by its type. */
function linesOf(marketTypeId: number): 'handicap' | 'total' | undefined {
  const key = marketKeyOfType(marketTypeId);
  return key === 'HDP' ? 'handicap' : key === 'OVER_UNDER' ? 'total' : undefined;
}

/**
 * One event in a list, laid out by its sport (spec 1: default, secondary, golf, cricket)
 * and the bettor's view type (euro: the main market; asian and thai: handicap and
 * over/under lines). Re-renders when the event itself changes (clock, score, markets),
 * the view type or the chosen euro market; never on a price tick, which only the price
 * buttons see.
 */
export const EventCard = memo(function EventCard({ eventId, followEuroMarket = false }: EventCardProps) {
  useSignals();
  const { t } = useTranslation('events');
  const { catalogue, preferences, liveFilter } = useRuntime().store;
  const titleId = useId();
  // Only the choice itself: another filter change (competition, leagues) leaves the card alone.
  const euroMarket = useComputed(() => (followEuroMarket ? liveFilter.mobile.value.selectedEuroMarket : null)).value;
  const coupon = couponLayoutOf(preferences.viewType.value);
  const event = catalogue.event(eventId)?.value;
  if (!event) return null;
  // A league outright is one field of runners whatever the sport: it reads like golf.
  const layout = event.outright ? 'golf' : sportLayoutGroup(event.sportCode);
  // Peeked: a market's status or prices never change which markets the card shows.
  const markets = event.marketIds.map((id) => catalogue.market(id)?.peek()).filter((market): market is MarketState => market !== undefined);
  const shownMarketIds = cardMarketIds(event.sportCode, layout, markets, { coupon, euroMarket });
  const asianLines = coupon === 'asian' && layout !== 'golf' && layout !== 'cricket';
  const href = eventHref(event);
  const golfField = layout === 'golf' ? (markets.find((market) => market.id === shownMarketIds[0])?.outcomeIds.length ?? 0) : 0;
  return (
    <article className={`sb-event-card sb-event-card--${layout}`} aria-labelledby={titleId} data-live={event.live}>
      <div className="sb-event-card__meta">
        <span className="sb-event-card__league">{event.leagueName}</span>
        <EventStatus event={event} layout={layout} />
        <EventBadges event={event} />
        <FavouriteStar eventId={eventId} eventName={event.description} />
      </div>
      <h3 className="sb-event-card__title">
        <AppLink id={titleId} href={href}>
          {event.description}
        </AppLink>
      </h3>
      <EventScoreboard event={event} layout={layout} />
      {layout === 'cricket' && event.live && <CricketLastBalls balls={event.cricketOutcomes} />}
      <div className={asianLines ? 'sb-event-card__markets sb-event-card__markets--asian' : 'sb-event-card__markets'}>
        {shownMarketIds.length === 0 ? (
          <p className="sb-event-card__empty">{t('noPrices')}</p>
        ) : (
          shownMarketIds.map((marketId) => <MarketPrices key={marketId} marketId={marketId} limit={layout === 'golf' ? GOLF_RUNNERS_ON_CARD : undefined} lines={asianLines ? linesOf(markets.find((market) => market.id === marketId)?.marketTypeId ?? 0) : undefined} />)
        )}
      </div>
      {golfField > GOLF_RUNNERS_ON_CARD && (
        <AppLink className="sb-event-card__more" href={href}>
          {t('allRunners', { count: golfField })}
        </AppLink>
      )}
    </article>
  );
});
