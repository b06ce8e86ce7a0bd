import { createConfigModel, type Runtime, type SportsbookSettings } from '../src/store';
import { afterFirstOddsShown } from '../src/ui/firstOddsShown';
import { followHostToken } from './hostActions';
import { settlePageReady } from './pageReady';

/**
 * The settings a new runtime can start with: each one the config accepts. A refused one
 * is left out here (the runtime must start) and reported by whoever set it.
 */
export function acceptedSettings(settings: Partial<SportsbookSettings>): Partial<SportsbookSettings> {
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    if (createConfigModel().apply({ [key]: value }).length === 0) accepted[key] = value;
  }
  return accepted as Partial<SportsbookSettings>;
}

/**
 * What the page runtime does from its creation on: follow the host's token, settle `ready`,
 * fetch the later texts once the first odds are on screen. Returns the function that stops
 * following (the runtime is being disposed).
 */
export function startPageIntegration(runtime: Runtime): () => void {
  const stopFollowingToken = followHostToken(runtime);
  settlePageReady(runtime);
  // The texts the first screen does not show (src/i18n/firstNamespaces.ts) wait for its odds
  // (issue 19), then arrive before the bettor opens a page or dialog that needs them; one
  // that needs them sooner asks for them itself. Here and not in src/i18n, which may not
  // know about the page's odds (layer rules, docs/architecture.md "Layers").
  void afterFirstOddsShown().then(() => {
    if (!runtime.disposed) void runtime.i18n.loadLaterTexts();
  });
  return stopFollowingToken;
}
