import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventState } from '../../store/catalogueModel';
import { useAppLocation } from '../routing/useAppLocation';
import { MatchTracker } from './MatchTracker';
import { StreamPlayer } from './StreamPlayer';

type Panel = 'stream' | 'tracker';

/**
 * The event page's "Live stream" and "Match tracker" buttons and the panel the pressed one
 * opens in place, under the header. One panel at a time (a stream and a tracker of the
 * same match say the same thing); pressing the open one closes it. A finished match offers
 * neither; a panel already open stays until closed.
 */
export function EventMedia({ event }: { event: { readonly value: EventState } }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const hasStream = useComputed(() => event.value.hasStream).value;
  const hasTracker = useComputed(() => event.value.hasTracker).value;
  // A finished match offers nothing more to watch or follow (its page says Finished). A panel
  // open at the whistle stays, saying the stream has ended or showing the final stats, with
  // its own button to close it.
  const finished = useComputed(() => event.value.isFinished).value;
  // A card's "Live stream" or tracker chip links here with `?media=`: that panel starts open.
  const { search } = useAppLocation();
  const [open, setOpen] = useState<Panel | null>(() => requestedPanel(search));
  const panelId = useId();
  const offersStream = hasStream && (!finished || open === 'stream');
  const offersTracker = hasTracker && (!finished || open === 'tracker');
  if (!offersStream && !offersTracker) return null;
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  return (
    <section className="sb-event-media" aria-label={t('media.label')}>
      <div className="sb-event-media__buttons">
        {offersStream && (
          <button type="button" className="sb-event-media__button" data-media="stream" aria-expanded={open === 'stream'} aria-controls={open === 'stream' ? panelId : undefined} onClick={() => toggle('stream')}>
            {t('media.stream')}
          </button>
        )}
        {offersTracker && (
          <button type="button" className="sb-event-media__button" data-media="tracker" aria-expanded={open === 'tracker'} aria-controls={open === 'tracker' ? panelId : undefined} onClick={() => toggle('tracker')}>
            {t('media.tracker')}
          </button>
        )}
      </div>
      {open === 'stream' && offersStream && <StreamPlayer event={event} id={panelId} />}
      {open === 'tracker' && offersTracker && <MatchTracker event={event} id={panelId} />}
    </section>
  );
}

/** The panel an address asks for (`?media=stream` or `?media=tracker`), or none. */
export function requestedPanel(search: string): Panel | null {
  const media = new URLSearchParams(search).get('media');
  return media === 'stream' || media === 'tracker' ? media : null;
}
