/** `<sportsbook-mybets>`: My Bets on its own. The element itself: elements/sportsbook-mybets.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookMybetsShape = {
  tagName: 'sportsbook-mybets',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;
