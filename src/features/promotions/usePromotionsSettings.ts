import { useSignals } from '@preact/signals-react/runtime';
import { promotionsAddress, promotionsOffered } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/** Where promotions live and whether they are offered, from the operator's settings (core promotionsAddress / promotionsOffered). */
export function usePromotionsSettings(): { address: string; offered: boolean } {
  useSignals();
  const raw = useRuntime().store.settings.raw.value;
  return { address: promotionsAddress(raw), offered: promotionsOffered(raw) };
}
