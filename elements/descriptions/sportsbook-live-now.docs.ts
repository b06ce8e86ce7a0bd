/** The docs half of <sportsbook-live-now>'s description (elements/descriptions/sportsbook-live-now.ts): read by the build tools only. */
import type { ElementDocs } from './elementDescription.ts';
import { ALL_SPORTSBOOK_EVENTS } from './events.docs.ts';
import { PAGE_SETTING_DOCS } from './pageSettings.docs.ts';
import type { sportsbookLiveNowShape } from './sportsbook-live-now.ts';

export const sportsbookLiveNowDocs = {
  tagName: 'sportsbook-live-now',
  className: 'SportsbookLiveNowElement',
  description: 'The live events of one sport (or of every sport), at most max, with prices and scores moving with the live feed.',
  attributes: {
    ...PAGE_SETTING_DOCS,
    sport: {
      type: 'string',
      default: 'every sport',
      description: 'Sport code, for example "FOOT", "TENN" or "BASK" (any case). An unknown code is refused with a console.error and the widget shows nothing. A change applies live.',
    },
    max: {
      type: 'number',
      default: '10',
      description: 'Most events shown, a whole number from 1 to 50. A refused value is reported with a console.error and 10 are shown. A change applies live.',
    },
  },
  events: ALL_SPORTSBOOK_EVENTS,
  parts: { widget: 'The widget\'s box around the heading and the event cards.' },
  methods: true,
} as const satisfies ElementDocs<typeof sportsbookLiveNowShape>;
