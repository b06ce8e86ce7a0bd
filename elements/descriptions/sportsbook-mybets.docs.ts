/** The docs half of <sportsbook-mybets>'s description (elements/descriptions/sportsbook-mybets.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookMybetsShape } from './sportsbook-mybets.ts';

export const sportsbookMybetsDocs = {
  tagName: 'sportsbook-mybets',
  className: 'SportsbookMybetsElement',
  description: 'The player\'s bets (open and settled, cash out) on their own, for a host page\'s account area.',
  attributes: PAGE_SETTING_DOCS,
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { mybets: 'The My Bets panel.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookMybetsShape>;
