/** The docs half of <sportsbook-search>'s description (elements/descriptions/sportsbook-search.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookSearchShape } from './sportsbook-search.ts';

export const sportsbookSearchDocs = {
  tagName: 'sportsbook-search',
  className: 'SportsbookSearchElement',
  description: "Event, team and league search. A followed result shows in the page's <sportsbook-app> when there is one, and fires sportsbook-navigate with the path either way.",
  attributes: {
    ...PAGE_SETTING_DOCS,

  },
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { widget: 'The widget\'s box around the search field and its results.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookSearchShape>;
