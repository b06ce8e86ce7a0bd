/**
 * The ES side of the script-tag loader (elements/iife.ts): the module the loader imports.
 * It runs in the same evaluation as the ES entry, before any promise callback, so the
 * moment the elements are defined (a host's `customElements.whenDefined(...)` callback),
 * the loader's `window.Sportsbook` already carries the real functions and element classes.
 * Anywhere else (the ES tag, a bundler, the standalone site) it changes nothing.
 */
import * as Sportsbook from './index';
import { LOADER_MARK } from './loaderMark';

const published = (window as { Sportsbook?: object }).Sportsbook as (Record<PropertyKey, unknown> & { [LOADER_MARK]?: true }) | undefined;
if (published?.[LOADER_MARK] === true) {
  // `ready` stays the loader's own promise (a host may hold it); it settles as the real one does.
  const { ready: _ready, ...real } = Sportsbook;
  Object.assign(published, real);
}

export default Sportsbook;
