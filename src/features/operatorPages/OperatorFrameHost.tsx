import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { OperatorFrameDialog } from './lazyOperatorFrameDialog';

/**
 * Where the operator frame dialog shows: the app shell mounts this once. While it is on the
 * page, `*_mode: frame` opens the dialog here; without it (a betslip alone) the controls
 * follow their link instead.
 */
export function OperatorFrameHost() {
  useSignals();
  const { operatorPages } = useRuntime().store;
  useEffect(() => operatorPages.hostFrames(), [operatorPages]);
  const frame = operatorPages.frame.value;
  if (frame === null) return null;
  return (
    <Suspense fallback={null}>
      <OperatorFrameDialog key={frame.src} frame={frame} onDone={() => operatorPages.done()} onClose={() => operatorPages.close()} />
    </Suspense>
  );
}
