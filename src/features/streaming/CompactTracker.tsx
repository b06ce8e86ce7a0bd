import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { incidentText } from './trackerTexts';

/**
 * The live card's tracker, in the chip's place: a small pitch with the latest incident and
 * its name. A leaf of its own, so an incident re-renders this chip and not the card, and
 * of a fixed size, so nothing in the list moves. The pitch is one CSS-drawn element (the
 * live list's DOM budget counts every node of every card). No live region: a list of cards speaking
 * at once would drown the page (the event page's tracker speaks).
 */
export function CompactTracker({ eventId, href }: { eventId: string; href: string }) {
  useSignals();
  const { t } = useTranslation('events');
  const { catalogue } = useRuntime().store;
  // Only what the chip shows: a clock tick or a stat that is not drawn here renders nothing.
  const shown = useComputed(() => {
    const tracker = catalogue.event(eventId)?.value.tracker ?? null;
    return tracker ? `${tracker.sport}|${tracker.incident?.kind ?? 'none'}|${tracker.incident?.side ?? 'none'}|${tracker.incident?.points ?? 0}` : null;
  }).value;
  const tracker = shown === null ? null : (catalogue.event(eventId)?.peek().tracker ?? null);
  return (
    <li className="sb-event-badges__item sb-event-badges__item--tracker sb-event-badges__item--media" data-badge="tracker">
      {/* The event page with its tracker open: the chip is where a bettor presses for it. */}
      <AppLink href={href}>
        <span className="sb-visually-hidden">{t('tracker')}: </span>
        {tracker && <span className="sb-compact-pitch" aria-hidden="true" data-sport={tracker.sport} data-kind={tracker.incident?.kind ?? 'none'} data-side={tracker.incident?.side ?? 'none'} />}
        <span className="sb-compact-tracker__text">{tracker?.incident ? incidentText(t, tracker.incident, tracker.sport) : t('tracker')}</span>
      </AppLink>
    </li>
  );
}
