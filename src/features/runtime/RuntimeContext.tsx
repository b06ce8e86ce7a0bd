import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Runtime } from '../../store';

// Each custom element mounts its own React root, so the page's one runtime reaches every
// tree through a provider that each element feeds with the same object.
const RuntimeContext = createContext<Runtime | null>(null);

/** Gives a tree the runtime and the runtime's texts (one i18next instance per runtime). */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n.i18n}>{children}</I18nextProvider>
    </RuntimeContext.Provider>
  );
}

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) {
    throw new Error(
      'A sportsbook feature rendered without a runtime. Render it inside <RuntimeProvider runtime={createRuntime()}> ' +
        'or use the custom elements, which provide the page runtime themselves.',
    );
  }
  return runtime;
}
