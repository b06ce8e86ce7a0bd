/** `<sportsbook-top-events>`: a widget (docs/widgets.md). The element itself: elements/sportsbook-top-events.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookTopEventsShape = {
  tagName: 'sportsbook-top-events',
  // The page settings, as on every React element (any element may start the page's runtime), then its own.
  attributes: { ...PAGE_SETTING_ATTRIBUTES, ...{ max: { type: 'number' } } },
} as const satisfies ElementShape;
