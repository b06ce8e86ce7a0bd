import type { Runtime, SportsbookSettings } from '../../store';
import { renderWithRuntime, testRuntime } from '../runtime/testRuntime';

/** A runtime whose operator offers `languages`, its settings and texts loaded. */
export function routingRuntime(languages: readonly string[], config: Partial<SportsbookSettings> = {}, extra: Record<string, unknown> = {}): Promise<Runtime> {
  const settings = { locale: languages[0], channel: 'web', languages: languages.map((locale) => ({ id: locale, name: locale.toUpperCase(), locale })), ...extra };
  return testRuntime({ config, fetch: (async () => Response.json({ eurobet: { web: settings } })) as typeof fetch });
}

export { renderWithRuntime as renderWith };
