import { useState } from 'react';
import type { MarketTab } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { createRuntimeMemory } from './runtimeMemory';

/**
 * The tab a bettor chose on each event's page, for as long as the page (its runtime) lives:
 * back on an event from another page of the site, its tab is where it was left. Kept per
 * runtime, not per module, so two sportsbooks on one page do not share it; a reload forgets.
 */
const memoryOf = createRuntimeMemory<MarketTab>();

/** The tab chosen on this event's page before (null: none yet), and how to choose one. */
export function useChosenTab(eventId: string): [MarketTab | null, (tab: MarketTab) => void] {
  const { store } = useRuntime();
  const [chosen, setChosen] = useState<MarketTab | null>(() => memoryOf(store).get(eventId) ?? null);
  const choose = (tab: MarketTab) => {
    memoryOf(store).set(eventId, tab);
    setChosen(tab);
  };
  return [chosen, choose];
}
