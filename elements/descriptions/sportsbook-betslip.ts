/** `<sportsbook-betslip>`: the betslip on its own. The element itself: elements/sportsbook-betslip.ts. */
import type { ElementDocs, ElementShape } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.ts';
import { PAGE_SETTING_ATTRIBUTES, PAGE_SETTING_DOCS } from './pageSettings.ts';

export const sportsbookBetslipShape = {
  tagName: 'sportsbook-betslip',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;

export const sportsbookBetslipDocs = {
  tagName: 'sportsbook-betslip',
  className: 'SportsbookBetslipElement',
  description: 'The betslip on its own, for a host page\'s sidebar; it shares its selections with every other element on the page.',
  attributes: PAGE_SETTING_DOCS,
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { betslip: 'The betslip panel, while open (closed, the element shows its toggle button).' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookBetslipShape>;
