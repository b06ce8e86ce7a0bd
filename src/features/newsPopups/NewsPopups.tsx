import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { NewsPopupDialog } from './lazyNewsPopupDialog';

/**
 * The operator's news popup, when one is due (spec 3). The shell renders this only where
 * no login dialog is open (LoginDialogs' `otherwise`), so a popup never covers a login, a
 * one-time code or the terms of use; it shows once they are done.
 *
 * Operator content: a popup that fails to render, or whose code does not arrive, fails
 * alone (region 'operator-content'), reported like a broken widget; the page goes on.
 * Until the dialog's code has arrived nothing shows: a modal covers the page, so it
 * shifts nothing when it appears.
 */
export function NewsPopups() {
  useSignals();
  const { newsPopups } = useRuntime().store;
  if (!newsPopups.isVisible.value) return null;
  return (
    <RegionBoundary region="operator-content">
      <Suspense fallback={null}>
        <NewsPopupDialog />
      </Suspense>
    </RegionBoundary>
  );
}
