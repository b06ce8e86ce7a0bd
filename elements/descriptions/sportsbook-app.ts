/** `<sportsbook-app>`: the whole sportsbook. The element itself: elements/sportsbook-app.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookAppShape = {
  tagName: 'sportsbook-app',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;
