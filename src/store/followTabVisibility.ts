/**
 * Calls `onVisible` each time the document's tab comes back into view (visibilitychange to
 * visible). Nothing happens without a document (server rendering, tests without a DOM).
 * Returns the function that stops listening.
 */
export function followTabVisibility(doc: Document | undefined, onVisible: () => void): () => void {
  if (!doc) return () => undefined;
  const listener = () => {
    if (doc.visibilityState === 'visible') onVisible();
  };
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}
