import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassificationBadge } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { CompactTracker } from '../streaming/CompactTracker';

export interface EventBadgesProps {
  eventId: string;
  /** From the card's shape: these change rarely. */
  live: boolean;
  hasStream: boolean;
  hasTracker: boolean;
  /** The event page's address: the stream and tracker chips open their panel there. */
  href: string;
  /** A jackpot leg or a bet-builder event (core classificationBadge). */
  kindBadge?: ClassificationBadge | null;
  jackpotId?: string | null;
}

/**
 * What else the event offers: open markets (live), a stream, a match tracker, and what
 * kind of event it is (a jackpot leg, linking to its coupon; a bet-builder event). Never
 * the odds provider: the feed code's prefix (spec 1, "BU"/"RS") is an internal code the
 * spec gives no bettor's name for (docs/events.md "Data source").
 */
export function EventBadges({ eventId, live, hasStream, hasTracker, href, kindBadge = null, jackpotId = null }: EventBadgesProps) {
  const { t } = useTranslation('events');
  return (
    <ul className="sb-event-badges">
      {live && <OpenMarketsBadge eventId={eventId} />}
      {hasStream && (
        <li className="sb-event-badges__item sb-event-badges__item--media" data-badge="stream">
          <AppLink href={mediaHref(href, 'stream')}>{t('stream')}</AppLink>
        </li>
      )}
      {hasTracker && live && <CompactTracker eventId={eventId} href={mediaHref(href, 'tracker')} />}
      {kindBadge === 'bet-builder' && (
        <li className="sb-event-badges__item sb-event-badges__item--kind" data-badge="bet-builder">
          {t('betBuilder')}
        </li>
      )}
      {kindBadge === 'jackpot' && jackpotId !== null && (
        <li className="sb-event-badges__item sb-event-badges__item--kind" data-badge="jackpot">
          <AppLink href={`/jackpot/sport/${encodeURIComponent(jackpotId)}`} aria-label={t('jackpotBadge')}>
            {t('jackpot')}
          </AppLink>
        </li>
      )}
    </ul>
  );
}

/** The event page with its stream or tracker panel open (EventMedia reads `media`). */
export function mediaHref(eventHref: string, panel: 'stream' | 'tracker'): string {
  return `${eventHref}?media=${panel}`;
}

/**
 * "+12" and its words ("12 open markets"), written like a price: a market opening or
 * closing renders nothing; the badge is hidden while no market is open.
 */
function OpenMarketsBadge({ eventId }: { eventId: string }) {
  const { store, i18n } = useRuntime();
  const event = store.catalogue.event(eventId);
  const texts = useComputed(() => {
    void i18n.textsVersion.value;
    const count = event?.value.liveOpenMarketCount ?? 0;
    return { count, shown: `+${count}`, words: i18n.i18n.t('events:openMarkets', { count }) };
  });
  const item = useRef<HTMLLIElement>(null);
  useSignalEffect(() => {
    const { count, shown, words } = texts.value;
    const element = item.current;
    if (!element) return;
    if (element.hidden !== (count <= 0)) element.hidden = count <= 0;
    const [visible, spoken] = [element.firstElementChild, element.lastElementChild];
    if (visible?.firstChild && visible.firstChild.nodeValue !== shown) visible.firstChild.nodeValue = shown;
    if (spoken?.firstChild && spoken.firstChild.nodeValue !== words) spoken.firstChild.nodeValue = words;
  });
  const initial = texts.peek();
  return (
    <li ref={item} className="sb-event-badges__item" data-badge="markets" hidden={initial.count <= 0}>
      <span aria-hidden="true">{initial.shown}</span>
      <span className="sb-visually-hidden">{initial.words}</span>
    </li>
  );
}
