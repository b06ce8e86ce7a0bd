/** `<sportsbook-app>`: the whole sportsbook. The element itself: elements/sportsbook-app.ts. */
import type { ElementDocs, ElementShape } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.ts';
import { PAGE_SETTING_ATTRIBUTES, PAGE_SETTING_DOCS } from './pageSettings.ts';

export const sportsbookAppShape = {
  tagName: 'sportsbook-app',
  attributes: PAGE_SETTING_ATTRIBUTES,
} as const satisfies ElementShape;

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
