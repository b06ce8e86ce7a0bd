import { useEffect, useRef } from 'react';
import { RegionFallback } from '../failures/RegionFallback';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Reports a widget's failure (null or undefined: none) once, as a region that failed to
 * render is (the host's `sportsbook-error` with region "widget", the operator's metrics):
 * once per failure, so a failure that ends and comes back is reported again, while an effect
 * run twice (StrictMode) or a re-render with a new error object reports nothing more.
 */
export function useReportWidgetFailure(error: unknown): void {
  const { store } = useRuntime();
  const reported = useRef(false);
  const failing = error !== null && error !== undefined;
  useEffect(() => {
    if (!failing) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    store.failures.report('widget', error);
  }, [store, failing, error]);
}

/**
 * A widget whose data could not be loaded: the regions' own compact notice with a Retry
 * button (RegionFallback, region "widget") in the widget's box, reported once. The host
 * page and the other elements carry on.
 */
export function WidgetFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useReportWidgetFailure(error);
  return <RegionFallback region="widget" onRetry={onRetry} />;
}
