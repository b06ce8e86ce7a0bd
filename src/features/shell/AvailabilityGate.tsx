import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { MaintenanceShell } from './MaintenanceShell';

/**
 * What an element shows while the operator is down for maintenance or blocks the visitor
 * (runtime.store.availability): the branded maintenance shell in place of its content, so
 * the host's page stays where it is. When the operator is back, the content mounts again
 * and fetches what it shows afresh.
 */
export function AvailabilityGate({ children }: { children: ReactNode }) {
  useSignals();
  const state = useRuntime().store.availability.state.value;
  return state === 'available' ? children : <MaintenanceShell reason={state} />;
}
