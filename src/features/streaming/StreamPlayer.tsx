import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseStream } from '../../core';
import type { EventState } from '../../store/catalogueModel';
import { DESKTOP_MIN_WIDTH_PX, useViewportWidth } from '../layout/useViewportWidth';
import { useRuntime } from '../runtime/RuntimeContext';
import { streamAddress } from './streamAddress';

type PlayerState = 'loading' | 'playing' | 'unavailable';

/**
 * The event's stream, played in place: a 16:9 box that holds its size from the first
 * frame to the last message, so opening, loading, failing or ending never moves the page.
 * Muted autoplay (browsers allow it muted), the browser's own controls (keyboard and
 * screen reader ready), and a clear message in the same box when the stream cannot be
 * shown to this bettor or the event is over (docs/streaming.md "The player").
 */
export function StreamPlayer({ event, id }: { event: { readonly value: EventState }; id?: string }) {
  useSignals();
  const { t } = useTranslation('eventPage');
  const runtime = useRuntime();
  const mobile = useViewportWidth() < DESKTOP_MIN_WIDTH_PX;
  const streaming = useComputed(() => event.value.streaming).value;
  const sportCode = useComputed(() => event.value.sportCode).value;
  const finished = useComputed(() => event.value.isFinished).value;
  const [state, setState] = useState<PlayerState>('loading');
  const choice = chooseStream(streaming, mobile ? 'mobile' : 'desktop', sportCode);
  const apiBase = new URL(runtime.config.apiBase.value, runtime.page.baseUrl).href;
  const src = choice.offered ? streamAddress(choice.entry.stream_id, apiBase) : null;

  let message: string | null = null;
  if (finished) message = t('stream.ended');
  else if (src === null || state === 'unavailable') message = t('stream.unavailable');

  return (
    <div className="sb-stream" id={id} data-state={message ? (finished ? 'ended' : 'unavailable') : state}>
      {message === null && src !== null ? (
        <>
          <video
            className="sb-stream__video"
            src={src}
            controls
            muted
            autoPlay
            playsInline
            loop
            preload="auto"
            aria-label={t('stream.label', { event: event.value.description })}
            onPlaying={() => setState('playing')}
            onError={() => setState('unavailable')}
          />
          {state === 'loading' && (
            <p className="sb-stream__overlay" role="status">
              {t('stream.loading')}
            </p>
          )}
        </>
      ) : (
        <p className="sb-stream__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
