import { useRef, useState } from 'react';
import { readOperatorMessage, type OperatorFrameMessage } from '../../core';
import { useFrameMessages } from '../../ui/useFrameMessages';

export interface OperatorFrameProps {
  src: string;
  /** The configured page's origin: the only one whose messages count. */
  origin: string;
  /** The frame's accessible name. */
  title: string;
  onMessage: (message: OperatorFrameMessage) => void;
  /** Shown until the page has loaded. */
  loadingText: string;
}

/** The height a page gets until it says its own (resize), and the most it may take. */
const START_HEIGHT = 520;
const MAX_HEIGHT = 2000;

/**
 * The operator's page in a frame, and its side of the message contract
 * (docs/account-cashier.md "The frame's messages"): a message counts only from this frame's
 * window and the configured page's origin; 'resize' sets the frame's height.
 */
export function OperatorFrame({ src, origin, title, onMessage, loadingText }: OperatorFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(START_HEIGHT);
  const [loaded, setLoaded] = useState(false);
  useFrameMessages(frameRef, origin, readOperatorMessage, (message) => {
    if (message.action === 'resize') setHeight(Math.min(message.height, MAX_HEIGHT));
    else onMessage(message);
  });

  return (
    <div className="sb-operator-frame">
      {loaded ? null : (
        <p className="sb-operator-frame__loading" role="status">
          {loadingText}
        </p>
      )}
      <iframe
        ref={frameRef}
        className="sb-operator-frame__frame"
        src={src}
        title={title}
        style={{ height: `${height}px` }}
        allow="payment"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
