/**
 * What only the live list's pre-paint needs (prepaint.ts loads it for that page alone, beside
 * its calls): the page's description, its markup and the live page's stylesheets. Kept out of
 * the home page's pre-paint, whose bytes before the first odds are budgeted.
 */
export { prepaintLivePage, type ApiSnapshot } from './prepaintLive';
export { renderLivePrepaint } from './prepaintLiveView';
export { livePageStyles } from '../../src/features/livePage/styles';

import { readCoreSettings } from '../../src/core/settingsParsing/readCoreSettings';
import type { RawSettings } from './prepaintHome';

/** The snapshot's `lazyMarketsAbove` as the runtime reads it (createRuntime.ts: the settings through core's readCoreSettings). */
export function lazyMarketsAbove(settings: RawSettings): number {
  return readCoreSettings(settings).lazy_loading_markets_live_event_count_threshold;
}
