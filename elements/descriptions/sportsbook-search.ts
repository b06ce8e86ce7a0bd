/** `<sportsbook-search>`: a widget (docs/widgets.md). The element itself: elements/sportsbook-search.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookSearchShape = {
  tagName: 'sportsbook-search',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;
