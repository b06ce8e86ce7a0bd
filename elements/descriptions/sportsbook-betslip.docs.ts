/** The docs half of <sportsbook-betslip>'s description (elements/descriptions/sportsbook-betslip.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookBetslipShape } from './sportsbook-betslip.ts';

export const sportsbookBetslipDocs = {
  tagName: 'sportsbook-betslip',
  className: 'SportsbookBetslipElement',
  description: 'The betslip on its own, for a host page\'s sidebar; it shares its selections with every other element on the page.',
  attributes: PAGE_SETTING_DOCS,
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { betslip: 'The betslip panel, while open (closed, the element shows its toggle button).' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookBetslipShape>;
