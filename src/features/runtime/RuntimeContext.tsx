import { createContext, useContext, type ReactNode } from 'react';
import type { Runtime } from '../../store';

// Each custom element mounts its own React root, so the page's one runtime reaches every
// tree through a provider that each element feeds with the same object.
const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
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
