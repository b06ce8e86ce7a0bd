import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerState } from '../../core';
import type { EventState } from '../../store/catalogueModel';
import { TrackerPitch } from './TrackerPitch';
import { incidentText, sideName, statRowsOf } from './trackerTexts';
import { trackerAnnouncement } from './trackerAnnouncement';

/**
 * The event page's match tracker: the pitch (or court) with the latest incident, the
 * incident in words, and both sides' stats, all from the feed's tracker state, so it moves
 * with the live feed. Screen readers hear a short summary through a polite live region,
 * only for what matters (trackerAnnouncement), never every attack.
 */
export function MatchTracker({ event, id }: { event: { readonly value: EventState }; id?: string }) {
  useSignals();
  const { t } = useTranslation('events');
  const tracker = useComputed(() => event.value.tracker).value;
  const opponents = useComputed(() => event.value.opponents).value;
  const announcement = useAnnouncement(tracker, opponents);
  if (!tracker) {
    return (
      <div className="sb-tracker sb-tracker--empty" id={id}>
        <p className="sb-tracker__waiting">{t('matchTracker.waiting')}</p>
      </div>
    );
  }
  const home = sideName('home', opponents);
  const away = sideName('away', opponents);
  const { incident } = tracker;
  return (
    <div className="sb-tracker" id={id} data-sport={tracker.sport} data-seq={tracker.seq}>
      <div className="sb-tracker__stage">
        <TrackerPitch sport={tracker.sport} incident={incident} />
        <p className="sb-tracker__incident" data-testid="tracker-incident">
          {incident ? (
            <>
              <span className="sb-tracker__incident-kind">{incidentText(t, incident, tracker.sport)}</span>
              <span className="sb-tracker__incident-side">{sideName(incident.side, opponents)}</span>
            </>
          ) : (
            <span className="sb-tracker__incident-kind">{t('matchTracker.waiting')}</span>
          )}
        </p>
      </div>
      <table className="sb-tracker__stats">
        <caption className="sb-visually-hidden">{t('matchTracker.statsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{home}</th>
            <td />
            <th scope="col">{away}</th>
          </tr>
        </thead>
        <tbody>
          {statRowsOf(tracker.sport).map((row) => (
            <tr key={row} data-stat={row}>
              <td>{tracker.stats.home[row]}</td>
              <th scope="row">{t(`matchTracker.stat.${row}`)}</th>
              <td>{tracker.stats.away[row]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sb-visually-hidden" aria-live="polite" data-testid="tracker-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** The live region's text: changed only when trackerAnnouncement says the change is worth saying. */
function useAnnouncement(tracker: TrackerState | null, opponents: EventState['opponents']): string {
  const { t } = useTranslation('events');
  const [text, setText] = useState('');
  const lastSaid = useRef<{ at: number; seq: number } | null>(null);
  useEffect(() => {
    if (!tracker?.incident) return;
    const now = Date.now();
    if (!trackerAnnouncement(tracker, lastSaid.current, now)) return;
    lastSaid.current = { at: now, seq: tracker.seq };
    const { incident } = tracker;
    const score = tracker.sport === 'football' ? `${tracker.stats.home.goals}–${tracker.stats.away.goals}` : `${tracker.stats.home.points}–${tracker.stats.away.points}`;
    setText(t('matchTracker.announcement', { incident: incidentText(t, incident, tracker.sport), side: sideName(incident.side, opponents), score }));
  }, [tracker, opponents, t]);
  return text;
}
