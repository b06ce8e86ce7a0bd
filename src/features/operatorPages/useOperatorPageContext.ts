import { useSignals } from '@preact/signals-react/runtime';
import type { OperatorPageContext } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * What an operator page is opened with: the page the bettor is on (return_url), the
 * language, and what a relative address resolves against. Read when the control renders
 * and again when it is pressed (the address may have moved since).
 */
export function useOperatorPageContext(amount: string | null = null): () => { context: OperatorPageContext; base: string } {
  useSignals();
  const { page, config, store } = useRuntime();
  // Read so a control re-renders (its href carries the address) when the route moves.
  void store.ui.currentPath.value;
  const locale = config.locale.value;
  return () => ({ context: { returnUrl: page.url(), locale, amount }, base: page.baseUrl });
}
