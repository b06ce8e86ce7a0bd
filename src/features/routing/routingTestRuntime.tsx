import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRuntime, memoryStorage, type Runtime, type SportsbookSettings } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';

/** A runtime whose operator offers `languages`, its settings and texts loaded. */
export async function routingRuntime(languages: readonly string[], config: Partial<SportsbookSettings> = {}, extra: Record<string, unknown> = {}): Promise<Runtime> {
  const settings = { locale: languages[0], channel: 'web', languages: languages.map((locale) => ({ id: locale, name: locale.toUpperCase(), locale })), ...extra };
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://operator.test/', ...config },
    { storage: memoryStorage(), reload: () => undefined, fetch: (async () => Response.json({ eurobet: { web: settings } })) as typeof fetch },
  );
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  return runtime;
}

export function renderWith(runtime: Runtime, children: ReactNode) {
  return render(<RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>);
}
