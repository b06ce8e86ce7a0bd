/** `<sportsbook-mybets>`: My Bets on its own. The element itself: elements/sportsbook-mybets.ts. */
import type { ElementDocs, ElementShape } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.ts';
import { PAGE_SETTING_ATTRIBUTES, PAGE_SETTING_DOCS } from './pageSettings.ts';

export const sportsbookMybetsShape = {
  tagName: 'sportsbook-mybets',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;

export const sportsbookMybetsDocs = {
  tagName: 'sportsbook-mybets',
  className: 'SportsbookMybetsElement',
  description: 'The player\'s bets (open and settled, cash out) on their own, for a host page\'s account area.',
  attributes: PAGE_SETTING_DOCS,
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { mybets: 'The My Bets panel.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookMybetsShape>;
