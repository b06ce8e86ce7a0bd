import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationBadge, couponLayoutOf, eventCardStyle, marketKeyOfType, sportLayoutGroup, type ClassificationBadge } from '../../core';
import type { EventState, MarketState } from '../../store';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { cardMarketIds } from './cardMarketIds';
import { CricketLastBalls } from './CricketLastBalls';
import { EventBadges } from './EventBadges';
import { EventScoreboard } from './EventScoreboard';
import { EventStatus } from './EventStatus';
import { MarketPrices } from './MarketPrices';
import { RegionBoundary } from '../failures/RegionBoundary';
import { scoreColumns, type ScoreColumn } from './scoreColumns';

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
 * What a card is built from: the event without its live values (clock, scores, counters,
 * the period, the last balls), which leaf components write themselves. A live second
 * changes none of it, so the card does not render on a clock tick.
 */
export interface EventCardShape {
  slug: string;
  description: string;
  sportCode: string;
  leagueName: string;
  outright: boolean;
  live: boolean;
  isFinished: boolean;
  startTime: string | null;
  hasStream: boolean;
  hasTracker: boolean;
  marketIds: readonly string[];
  /** Home first. */
  opponents: EventState['opponents'];
  /** The scoreboard's period columns so far: a new period adds one (a rare change). */
  columns: readonly ScoreColumn[];
  /** The jackpot a leg belongs to (its badge links to the coupon). */
  jackpotId: string | null;
  /** A jackpot leg or a bet-builder event (core classificationBadge); going live takes the bet-builder badge off. */
  kindBadge: ClassificationBadge | null;
}

function shapeOf(event: EventState, settings: { bet_builder_enabled: boolean }): EventCardShape {
  return {
    slug: event.slug,
    description: event.description,
    sportCode: event.sportCode,
    leagueName: event.leagueName,
    outright: event.outright,
    live: event.live,
    isFinished: event.isFinished,
    startTime: event.startTime,
    hasStream: event.hasStream,
    hasTracker: event.hasTracker,
    marketIds: event.marketIds,
    opponents: [...event.opponents].sort((a, b) => Number(b.home) - Number(a.home)),
    columns: scoreColumns(event.scoresPerPeriod),
    jackpotId: event.jackpotId ?? null,
    kindBadge: classificationBadge(event, settings),
  };
}

const sameList = <T,>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) => a.length === b.length && a.every((item, index) => same(item, b[index] as T));

export function sameShape(a: EventCardShape, b: EventCardShape): boolean {
  return (
    a.slug === b.slug &&
    a.description === b.description &&
    a.sportCode === b.sportCode &&
    a.leagueName === b.leagueName &&
    a.outright === b.outright &&
    a.live === b.live &&
    a.isFinished === b.isFinished &&
    a.startTime === b.startTime &&
    a.hasStream === b.hasStream &&
    a.hasTracker === b.hasTracker &&
    a.jackpotId === b.jackpotId &&
    a.kindBadge === b.kindBadge &&
    sameList(a.marketIds, b.marketIds, (x, y) => x === y) &&
    sameList(a.opponents, b.opponents, (x, y) => x.id === y.id && x.description === y.description && x.home === y.home) &&
    sameList(a.columns, b.columns, (x, y) => x.key === y.key && x.instance === y.instance)
  );
}

/** The event's shape, keeping its identity while it compares the same, so a clock tick renders nothing. */
function useEventShape(eventId: string): EventCardShape | undefined {
  const { catalogue, settings } = useRuntime().store;
  const last = useRef<EventCardShape | undefined>(undefined);
  return useComputed(() => {
    const event = catalogue.event(eventId)?.value;
    if (!event) return (last.current = undefined);
    const next = shapeOf(event, settings.settings.value);
    if (last.current && sameShape(last.current, next)) return last.current;
    return (last.current = next);
  }).value;
}

/**
 * One event in a list, laid out by its sport (spec 1: default, secondary, golf, cricket)
 * and the bettor's view type (euro: the main market; asian and thai: handicap and
 * over/under lines). Re-renders when the event's shape changes (its markets, going live,
 * a new period column), the view type or the chosen euro market; never on a clock, score,
 * counter or price tick, which leaf components write into their text nodes.
 */
export const EventCard = memo(function EventCard({ eventId, followEuroMarket = false }: EventCardProps) {
  useSignals();
  const { t } = useTranslation('events');
  const { catalogue, preferences, liveFilter, settings } = useRuntime().store;
  const titleId = useId();
  // Only the choice itself: another filter change (competition, leagues) leaves the card alone.
  const euroMarket = useComputed(() => (followEuroMarket ? liveFilter.mobile.value.selectedEuroMarket : null)).value;
  const coupon = couponLayoutOf(preferences.viewType.value);
  // The operator's new_event_card_enabled: off draws the classic row (docs/settings.md).
  const cardStyle = eventCardStyle(settings.settings.value);
  const event = useEventShape(eventId);
  if (!event) return null;
  // A league outright is one field of runners whatever the sport: it reads like golf.
  const layout = event.outright ? 'golf' : sportLayoutGroup(event.sportCode);
  // A golf field or an outright is a list of runners, never one row: it keeps the card.
  const classic = cardStyle === 'classic' && layout !== 'golf';
  // Peeked: a market's status or prices never change which markets the card shows.
  const markets = event.marketIds.map((id) => catalogue.market(id)?.peek()).filter((market): market is MarketState => market !== undefined);
  const shownMarketIds = cardMarketIds(event.sportCode, layout, markets, { coupon, euroMarket });
  const asianLines = coupon === 'asian' && layout !== 'golf' && layout !== 'cricket';
  const href = eventHref(event);
  const golfField = layout === 'golf' ? (markets.find((market) => market.id === shownMarketIds[0])?.outcomeIds.length ?? 0) : 0;
  return (
    <article className={`sb-event-card sb-event-card--${layout}${classic ? ' sb-event-card--classic' : ''}`} aria-labelledby={titleId} data-live={event.live}>
      <div className="sb-event-card__meta">
        <span className="sb-event-card__league">{event.leagueName}</span>
        <EventStatus eventId={eventId} layout={layout} live={event.live} isFinished={event.isFinished} startTime={event.startTime} />
        <EventBadges eventId={eventId} live={event.live} hasStream={event.hasStream} hasTracker={event.hasTracker} href={href} kindBadge={event.kindBadge} jackpotId={event.jackpotId} />
        <FavouriteStar eventId={eventId} eventName={event.description} />
      </div>
      <h3 className="sb-event-card__title">
        <AppLink id={titleId} href={href}>
          {event.description}
        </AppLink>
      </h3>
      {event.live && <EventScoreboard eventId={eventId} layout={layout} opponents={event.opponents} columns={event.columns} />}
      {layout === 'cricket' && event.live && <CricketLastBalls eventId={eventId} />}
      <div className={asianLines ? 'sb-event-card__markets sb-event-card__markets--asian' : 'sb-event-card__markets'}>
        {shownMarketIds.length === 0 ? (
          <p className="sb-event-card__empty">{t('noPrices')}</p>
        ) : (
          shownMarketIds.map((marketId) => (
            <RegionBoundary key={marketId} region="market">
              <MarketPrices marketId={marketId} limit={layout === 'golf' ? GOLF_RUNNERS_ON_CARD : undefined} lines={asianLines ? linesOf(markets.find((market) => market.id === marketId)?.marketTypeId ?? 0) : undefined} />
            </RegionBoundary>
          ))
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
