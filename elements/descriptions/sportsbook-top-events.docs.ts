/** The docs half of <sportsbook-top-events>'s description (elements/descriptions/sportsbook-top-events.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookTopEventsShape } from './sportsbook-top-events.ts';

export const sportsbookTopEventsDocs = {
  tagName: 'sportsbook-top-events',
  className: 'SportsbookTopEventsElement',
  description: "The operator's highlighted events (the home page's Live now and Upcoming blocks, the spec's Homepage pseudo-category 10001).",
  attributes: {
    ...PAGE_SETTING_DOCS,
    max: {
      type: 'number',
      default: '10',
      description: 'Most events in each block (Live now, Upcoming), a whole number from 1 to 50. A refused value is reported with a console.error and 10 are shown. A change applies live.',
    },
  },
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { widget: 'The widget\'s box around both blocks.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookTopEventsShape>;
