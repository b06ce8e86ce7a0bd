import type { Runtime } from '../store';
import { SPORTSBOOK_ERROR, type SportsbookErrorDetail } from './events/sportsbook-error';
import type { EmitPageEvent } from './pageEvents';

/**
 * sportsbook-error for each region that failed and shows its own notice instead
 * (store/failuresModel.ts). A subscription, not a signal: several regions can fail in one
 * commit, and each is its own event.
 */
export function followFailures(runtime: Runtime, emit: EmitPageEvent): () => void {
  return runtime.store.failures.subscribe((failure) => {
    const detail: SportsbookErrorDetail = { region: failure.region, message: failure.message };
    emit(SPORTSBOOK_ERROR, detail);
  });
}
