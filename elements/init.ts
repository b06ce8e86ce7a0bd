/**
 * `Sportsbook.init(settings)`: configures the page's sportsbook from JavaScript instead of
 * attributes, before or after the first element. Settings are checked as the attributes
 * are, but a refused one throws (a script can catch it; an attribute cannot).
 */
import { createConfigModel, type SportsbookSettings } from '../src/store';
import { getPageRuntime, hasPageRuntime } from './pageRuntime';
import { ready, type SportsbookReadyInfo } from './pageReady';

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
    if (settings.apiBase !== undefined && settings.apiBase.trim() !== runtime.config.apiBase.peek()) {
      throw new TypeError(
        'Sportsbook.init: api-base is read when the sportsbook starts, and it has started already. ' +
          'Call Sportsbook.init({ apiBase }) before the first sportsbook element is on the page, or give the api-base attribute to the first element.',
      );
    }
    runtime.config.apply(settings);
  } else {
    getPageRuntime(settings);
  }
  return ready;
}
