import { useComputed, useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSourceOf } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export interface EventBadgesProps {
  eventId: string;
  /** From the card's shape: these change rarely. */
  live: boolean;
  hasStream: boolean;
  hasTracker: boolean;
  feedCode: string | null;
}

/**
 * What else the event offers: open markets (live), a stream, a match tracker, and which
 * odds provider prices it (spec 1: the feed code's prefix).
 */
export function EventBadges({ eventId, live, hasStream, hasTracker, feedCode }: EventBadgesProps) {
  const { t } = useTranslation('events');
  const source = dataSourceOf(feedCode);
  return (
    <ul className="sb-event-badges">
      {live && <OpenMarketsBadge eventId={eventId} />}
      {hasStream && (
        <li className="sb-event-badges__item" data-badge="stream">
          {t('stream')}
        </li>
      )}
      {hasTracker && (
        <li className="sb-event-badges__item" data-badge="tracker">
          {t('tracker')}
        </li>
      )}
      {source !== null && (
        <li className="sb-event-badges__item" data-badge="source">
          <abbr title={t('dataSource', { source })}>{source}</abbr>
        </li>
      )}
    </ul>
  );
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
