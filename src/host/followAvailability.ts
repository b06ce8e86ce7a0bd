import { effect } from '@preact/signals-core';
import type { Runtime } from '../store';
import { SPORTSBOOK_AVAILABLE, type SportsbookAvailableDetail } from './events/sportsbook-available';
import { SPORTSBOOK_MAINTENANCE, type SportsbookMaintenanceDetail } from './events/sportsbook-maintenance';
import { SPORTSBOOK_UNAVAILABLE, type SportsbookUnavailableDetail } from './events/sportsbook-unavailable';
import type { EmitPageEvent } from './pageEvents';

/**
 * sportsbook-maintenance, sportsbook-unavailable (blocked) and sportsbook-available as the
 * runtime's availability changes (store.availability, fed by the API client's answers);
 * the starting 'available' says nothing.
 */
export function followAvailability(runtime: Runtime, emit: EmitPageEvent): () => void {
  let previous = runtime.store.availability.state.peek();
  return effect(() => {
    const state = runtime.store.availability.state.value;
    if (state === previous) return;
    const before = previous;
    previous = state;
    if (state === 'maintenance') {
      const detail: SportsbookMaintenanceDetail = { state, previousState: before === 'blocked' ? 'blocked' : 'available' };
      emit(SPORTSBOOK_MAINTENANCE, detail);
    } else if (state === 'blocked') {
      const detail: SportsbookUnavailableDetail = { state, previousState: before === 'maintenance' ? 'maintenance' : 'available' };
      emit(SPORTSBOOK_UNAVAILABLE, detail);
    } else if (before !== 'available') {
      const detail: SportsbookAvailableDetail = { state, previousState: before };
      emit(SPORTSBOOK_AVAILABLE, detail);
    }
  });
}
