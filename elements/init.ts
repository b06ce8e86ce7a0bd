/**
 * `Sportsbook.init(settings)`: configures the page's sportsbook from JavaScript instead of
 * attributes, before or after the first element. Settings are checked as the attributes
 * are, but a refused one throws (a script can catch it; an attribute cannot).
 */
import { createConfigModel, type SportsbookSettings } from '../src/store';
import { getPageRuntime, hasPageRuntime, rememberInitSettings } from './pageRuntime';
import { ready, type SportsbookReadyInfo } from './pageReady';
import { AT_START_SETTINGS, atStartConflict } from './settingChanges';

export function init(settings: Partial<SportsbookSettings> = {}): Promise<SportsbookReadyInfo> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new TypeError('Sportsbook.init(settings): give an object of settings, for example Sportsbook.init({ brand: "eurobet", locale: "de" }).');
  }
  const problems = createConfigModel().apply(settings);
  if (problems.length > 0) {
    throw new TypeError(`Sportsbook.init: ${problems.join(' ')} Nothing was changed.`);
  }
  if (hasPageRuntime()) {
    const { runtime } = getPageRuntime();
    // api-base, routing and base-path are read when the sportsbook starts: a different one now would be used by nothing.
    const conflicts = Object.entries(settings).flatMap(([setting, value]) => {
      if (value === undefined || !AT_START_SETTINGS.has(setting as keyof SportsbookSettings)) return [];
      const conflict = atStartConflict(runtime, setting as keyof SportsbookSettings, value, `Call Sportsbook.init({ ${setting} }) before the first sportsbook element is on the page, or give the attribute to the first element.`);
      return conflict === null ? [] : [conflict];
    });
    if (conflicts.length > 0) throw new TypeError(`Sportsbook.init: ${conflicts.join(' ')} Nothing was changed.`);
    runtime.config.apply(settings);
  } else {
    getPageRuntime(settings);
  }
  rememberInitSettings(settings);
  return ready;
}
