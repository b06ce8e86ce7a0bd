import { useEffect, useRef, type RefObject } from 'react';

/**
 * Reads a message from a framed page: the message its contract allows, or null for anything
 * else (another origin, an unknown action, a malformed body). core's readPartnerMessage and
 * readOperatorMessage are such readers.
 */
export type FrameMessageReader<Message> = (data: unknown, messageOrigin: string, expectedOrigin: string) => Message | null;

/**
 * Listens to the messages of the page in `frameRef`: only from that frame's own window (a
 * message another frame or the host sends is not this page's) and only what `read` accepts
 * from `origin`. `onMessage` may change every render; the listener is set once per origin.
 */
export function useFrameMessages<Message>(frameRef: RefObject<HTMLIFrameElement | null>, origin: string, read: FrameMessageReader<Message>, onMessage: (message: Message) => void): void {
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  });
  useEffect(() => {
    const frame = frameRef.current;
    const view = frame?.ownerDocument.defaultView;
    if (!frame || !view) return;
    const receive = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      const message = read(event.data, event.origin, origin);
      if (message !== null) listener.current(message);
    };
    view.addEventListener('message', receive);
    return () => view.removeEventListener('message', receive);
  }, [frameRef, origin, read]);
}
