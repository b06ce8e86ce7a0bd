import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { headerSettings, type HeaderSettings } from './headerSettings';

/** The header's settings, read again whenever the operator's settings change. */
export function useHeaderSettings(): HeaderSettings {
  useSignals();
  const { store } = useRuntime();
  const raw = store.settings.raw.value;
  return useMemo(() => headerSettings(raw), [raw]);
}
