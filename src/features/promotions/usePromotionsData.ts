import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { ParlayExtraWinningsConfig } from '../../core';
import type { PromotionDetail, PromotionList } from '../../store';
import { useLoaded, type Loaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';

/** A store answer with a Retry: a new attempt asks again (the cache keeps no failure). */
function useRetryable<T>(load: () => Promise<T>, key: string): { loaded: Loaded<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaded(load, `${key}#${attempt}`);
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}

/** The operator's list, for the bettor's language, brand and login. */
export function usePromotionList() {
  useSignals();
  const { promotions } = useRuntime().store;
  return useRetryable<PromotionList>(() => promotions.list(), `list|${promotions.scope.value}`);
}

/** One promotion with its terms. */
export function usePromotionDetail(id: string) {
  useSignals();
  const { promotions } = useRuntime().store;
  return useRetryable<PromotionDetail | null>(() => promotions.detail(id), `detail|${id}|${promotions.scope.value}`);
}

/** The parlay extra-winnings promotion (GET promotions/epw), null when it cannot be used. */
export function useParlayPromotion() {
  useSignals();
  const { promotions } = useRuntime().store;
  return useRetryable<ParlayExtraWinningsConfig | null>(() => promotions.parlay(), `epw|${promotions.scope.value}`);
}
