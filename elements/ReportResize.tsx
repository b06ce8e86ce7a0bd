import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import { observeResize, type HostBridge, type SportsbookResizeDetail } from '../src/host';
import type { Runtime } from '../src/store';

/**
 * Reports the element's size: `sportsbook-resize` on the element and, framed, a `resize`
 * message to the parent (what sportsbook-frame.js sizes the iframe by).
 */
export function ReportResize({ bridge, host, runtime }: { bridge: HostBridge; host: HTMLElement; runtime: Runtime }) {
  useEffect(() => {
    let last: SportsbookResizeDetail | null = null;
    const post = () => {
      if (last && runtime.config.hostOrigin.peek() !== null) bridge.postToParent('resize', last);
    };
    const stopObserving = observeResize(host, (detail) => {
      last = detail;
      post();
    });
    // A framed site learns its host origin once the operator's allow-list has loaded,
    // usually after the first layout: the size goes out then.
    const stopFollowingOrigin = effect(() => {
      if (runtime.config.hostOrigin.value !== null) post();
    });
    return () => {
      stopObserving();
      stopFollowingOrigin();
    };
  }, [bridge, host, runtime]);
  return null;
}
