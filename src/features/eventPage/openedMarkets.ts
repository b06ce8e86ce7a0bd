import { useState } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { createRuntimeMemory } from './runtimeMemory';

/**
 * Which markets the bettor opened or closed by hand, for as long as the page (its runtime)
 * lives: a market keeps its state in every tab and search that lists it, and when the
 * bettor comes back to the event. A market nobody touched opens as its list says (the first
 * ones). Kept per runtime, as the chosen tab is (chosenTab.ts); a reload forgets.
 */
const memoryOf = createRuntimeMemory<boolean>();

/** Whether a market is open (the bettor's choice, else `initiallyOpen`), and how to toggle it. */
export function useMarketOpen(marketId: string, initiallyOpen: boolean): [boolean, () => void] {
  const { store } = useRuntime();
  const [open, setOpen] = useState(() => memoryOf(store).get(marketId) ?? initiallyOpen);
  const toggle = () => {
    memoryOf(store).set(marketId, !open);
    setOpen(!open);
  };
  return [open, toggle];
}
