import { useLayoutEffect, type RefObject } from 'react';

/** The focused element of the tree `node` lives in: inside the shadow root, document.activeElement is only the host. */
export function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * For a dialog-like surface mounted while open: moves focus into it on mount and gives it
 * back to whatever had it (the button that opened it) on unmount, so a keyboard user
 * continues where they were.
 */
export function useFocusReturn(container: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    const previous = activeElementOf(node);
    (initial.current ?? node).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [container, initial]);
}
