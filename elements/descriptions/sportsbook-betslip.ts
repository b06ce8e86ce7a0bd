/** `<sportsbook-betslip>`: the betslip on its own. The element itself: elements/sportsbook-betslip.ts. */
import type { ElementShape } from './elementDescription.ts';
import { PAGE_SETTING_ATTRIBUTES } from './pageSettings.ts';

export const sportsbookBetslipShape = {
  tagName: 'sportsbook-betslip',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;
