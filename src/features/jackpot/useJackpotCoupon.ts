import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { Jackpot, JackpotListStatus } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The jackpot a page or slip shows: loads the active jackpots (once for the runtime) and
 * opens `jackpotId`'s coupon, so the event page and the right column's slip share one
 * coupon whichever mounts first.
 */
export function useJackpotCoupon(jackpotId: string): { status: JackpotListStatus; jackpot: Jackpot | null; retry: () => void } {
  useSignals();
  const { jackpot } = useRuntime().store;
  useEffect(() => {
    void jackpot.load();
    jackpot.select(jackpotId);
  }, [jackpot, jackpotId]);
  const found = jackpot.jackpots.value.find((entry) => entry.id === jackpotId) ?? null;
  return { status: jackpot.listStatus.value, jackpot: found, retry: () => void jackpot.load(true) };
}
