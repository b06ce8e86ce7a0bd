/** The docs half of <sportsbook-event>'s description (elements/descriptions/sportsbook-event.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookEventShape } from './sportsbook-event.ts';

export const sportsbookEventDocs = {
  tagName: 'sportsbook-event',
  className: 'SportsbookEventElement',
  description: "One event's card on a host page: its main markets, scoreboard and clock, moving with the live feed. Prices go on the page's one betslip.",
  attributes: {
    ...PAGE_SETTING_DOCS,
    eventId: {
      type: 'string',
      default: 'none (required)',
      description: 'The operator\'s id of the event to show, for example "8123". Missing, malformed or unknown: a console.error says how to fix it and the widget shows no card. A change shows the other event live.',
    },
  },
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { widget: 'The widget\'s box around the event card.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookEventShape>;
