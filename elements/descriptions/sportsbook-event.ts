/** `<sportsbook-event>`: a widget (docs/widgets.md). The element itself: elements/sportsbook-event.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookEventShape = {
  tagName: 'sportsbook-event',
  // The page settings, as on every React element (any element may start the page's runtime), then its own.
  attributes: { ...PAGE_SETTING_ATTRIBUTES, ...{ eventId: { type: 'string' } } },
} as const satisfies ElementShape;
