import type { Runtime, SportsbookSettings } from '../src/store';

/**
 * Spec 2's query switches for the hosting mode, read by the standalone site only (an
 * embedding page's query is the host's, and it sets attributes instead):
 * - ?embedded=true: embedded mode (the site framed by an operator's page);
 * - ?content-embedded=true: the content column only (wins over embedded=true);
 * - ?mode=<mode>: any mode by name, e.g. ?mode=native-app for a native app's web view
 *   (wins over both; ?mode=translations stays the translation report's switch);
 * - ?betslip-origin=native-app|partner-app (or 20|21): the origin id of every bet call.
 * A value we cannot use goes to console.error with its fix, and the default stays.
 */
export function applyQuerySwitches(runtime: Runtime, search: string): void {
  const query = new URLSearchParams(search);
  const settings: Partial<SportsbookSettings> = {};
  if (query.get('embedded') === 'true') settings.mode = 'embedded';
  if (query.get('content-embedded') === 'true') settings.mode = 'content-embedded';
  const mode = query.get('mode');
  if (mode !== null && mode !== 'translations') settings.mode = mode as SportsbookSettings['mode'];
  const origin = query.get('betslip-origin');
  if (origin !== null) settings.betslipOrigin = origin as SportsbookSettings['betslipOrigin'];
  for (const problem of runtime.config.apply(settings)) console.error(`Sportsbook query switch: ${problem}`);
}
