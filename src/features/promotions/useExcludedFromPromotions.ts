import { useSignals } from '@preact/signals-react/runtime';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';

/** The player details' excludedFromPromotions flag (spec 3): false logged out, and until the details arrive. */
export function useExcludedFromPromotions(): boolean {
  useSignals();
  const { promotions } = useRuntime().store;
  const loaded = useLoaded(() => promotions.excluded(), `excluded|${promotions.scope.value}`);
  return loaded.status === 'ready' && loaded.data;
}
