/** `<sportsbook-live-now>`: a widget (docs/widgets.md). The element itself: elements/sportsbook-live-now.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookLiveNowShape = {
  tagName: 'sportsbook-live-now',
  // The page settings, as on every React element (any element may start the page's runtime), then its own.
  attributes: { ...PAGE_SETTING_ATTRIBUTES, ...{ sport: { type: 'string' }, max: { type: 'number' } } },
} as const satisfies ElementShape;
