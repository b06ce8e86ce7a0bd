import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Cricket's recent balls (spec 3 cricketOutcomes: runs, W for a wicket ...), oldest first.
 * Subscribed to the balls alone (a leaf): a ball renders this list, a clock tick nothing.
 */
export function CricketLastBalls({ eventId }: { eventId: string }) {
  useSignals();
  const { t } = useTranslation('events');
  const event = useRuntime().store.catalogue.event(eventId);
  // Joined, so an event change that leaves the balls alone compares equal and renders nothing.
  const joined = useComputed(() => (event?.value.cricketOutcomes ?? []).join('\n')).value;
  if (joined === '') return null;
  const balls = joined.split('\n');
  return (
    <div className="sb-cricket-balls">
      <span className="sb-cricket-balls__label">{t('lastBalls')}</span>
      <ol className="sb-cricket-balls__list">
        {balls.map((ball, index) => (
          // Balls have no id; the position in the over is what identifies one.
          <li key={index} className="sb-cricket-balls__ball" data-ball={ball}>
            {ball}
          </li>
        ))}
      </ol>
    </div>
  );
}
