import { useEffect, useRef, useState } from 'react';
import { readPartnerMessage, type PartnerFrameMessage } from '../../core';
import { useFrameMessages } from '../../ui/useFrameMessages';
import { useRuntime } from '../runtime/RuntimeContext';

export interface PartnerFrameProps {
  src: string;
  /** The partner's origin: the only one whose messages count. */
  origin: string;
  /** The frame's accessible name. */
  title: string;
  loadingText: string;
  onMessage: (message: Exclude<PartnerFrameMessage, { action: 'resize' }>) => void;
}

/** The least height a game gets, on the smallest phone. */
const MIN_HEIGHT = 360;
/** The footer's height (spec 2: 50 px), over the content's bottom on a phone and on a desktop (betslip, My Bets). */
const FOOTER_HEIGHT = 50;
/** The most a game may make the frame (a runaway resize loop stops here). */
const MAX_HEIGHT = 6000;

/**
 * The partner's game in a frame that fills the content column: as wide as the column and as
 * tall as the room left below it in the viewport, or the game's own height when it says a
 * taller one (resize), so only the page scrolls, never the frame inside it. Messages count
 * only from this frame's window and the partner's origin.
 */
export function PartnerFrame({ src, origin, title, loadingText, onMessage }: PartnerFrameProps) {
  const { page } = useRuntime();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState(0);
  const [room, setRoom] = useState(MIN_HEIGHT);
  const [loaded, setLoaded] = useState(false);
  useFrameMessages(frameRef, origin, readPartnerMessage, (message) => {
    if (message.action === 'resize') setContentHeight(Math.min(message.height, MAX_HEIGHT));
    else onMessage(message);
  });

  useEffect(() => {
    const frame = frameRef.current;
    const view = frame?.ownerDocument.defaultView;
    if (!frame || !view) return;
    const measure = () => {
      const { height } = page.viewport();
      const top = frame.getBoundingClientRect().top + view.scrollY;
      setRoom(Math.max(MIN_HEIGHT, Math.floor(height - top - FOOTER_HEIGHT)));
    };
    measure();
    return page.onViewportChange(measure);
  }, [page]);

  return (
    <div className="sb-partner-frame" aria-busy={loaded ? undefined : true}>
      {loaded ? null : (
        <div className="sb-partner-frame__loading sb-partner-skeleton" role="status">
          <span className="sb-visually-hidden">{loadingText}</span>
        </div>
      )}
      <iframe
        ref={frameRef}
        className="sb-partner-frame__frame"
        src={src}
        title={title}
        style={{ height: `${Math.max(room, contentHeight)}px` }}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
