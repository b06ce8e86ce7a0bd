/** The docs half of <sportsbook-app>'s description (elements/descriptions/sportsbook-app.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookAppShape } from './sportsbook-app.ts';

export const sportsbookAppDocs = {
  tagName: 'sportsbook-app',
  className: 'SportsbookAppElement',
  description: 'The whole sportsbook: header, menu, pages, betslip, My Bets and footer.',
  attributes: PAGE_SETTING_DOCS,
  events: ALL_SPORTSBOOK_EVENTS,
  parts: {
    header: 'The header bar (logo, search, login, balance).',
    content: 'The page content column (<main>).',
    footer: 'The footer navigation bar.',
    betslip: 'The betslip panel, while open.',
    mybets: 'The My Bets panel, while open.',
  },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookAppShape>;
