/**
 * Every element's description, in the order the docs and the manifest list them. The
 * build tools read the docs halves (<tag>.docs.ts) from here; the elements import only
 * their shapes (<tag>.ts), so no docs text reaches a shipped script.
 */
import type { ElementShape } from './elementDescription.ts';
import { sportsbookAppShape } from './sportsbook-app.ts';
import { sportsbookAppDocs } from './sportsbook-app.docs.ts';
import { sportsbookBetslipShape } from './sportsbook-betslip.ts';
import { sportsbookBetslipDocs } from './sportsbook-betslip.docs.ts';
import { sportsbookLoginStatusShape } from './sportsbook-login-status.ts';
import { sportsbookLoginStatusDocs } from './sportsbook-login-status.docs.ts';
import { sportsbookMybetsShape } from './sportsbook-mybets.ts';
import { sportsbookMybetsDocs } from './sportsbook-mybets.docs.ts';
import { sportsbookEventShape } from './sportsbook-event.ts';
import { sportsbookEventDocs } from './sportsbook-event.docs.ts';
import { sportsbookLiveNowShape } from './sportsbook-live-now.ts';
import { sportsbookLiveNowDocs } from './sportsbook-live-now.docs.ts';
import { sportsbookTopEventsShape } from './sportsbook-top-events.ts';
import { sportsbookTopEventsDocs } from './sportsbook-top-events.docs.ts';
import { sportsbookSearchShape } from './sportsbook-search.ts';
import { sportsbookSearchDocs } from './sportsbook-search.docs.ts';

export const ELEMENT_DOCS = [sportsbookAppDocs, sportsbookBetslipDocs, sportsbookMybetsDocs, sportsbookLoginStatusDocs, sportsbookEventDocs, sportsbookLiveNowDocs, sportsbookTopEventsDocs, sportsbookSearchDocs] as const;

/** Each element's shape by tag name, for the tools that pair it with its docs. */
export const ELEMENT_SHAPES = {
  'sportsbook-app': sportsbookAppShape,
  'sportsbook-betslip': sportsbookBetslipShape,
  'sportsbook-mybets': sportsbookMybetsShape,
  'sportsbook-login-status': sportsbookLoginStatusShape,
  'sportsbook-event': sportsbookEventShape,
  'sportsbook-live-now': sportsbookLiveNowShape,
  'sportsbook-top-events': sportsbookTopEventsShape,
  'sportsbook-search': sportsbookSearchShape,
} as const satisfies Record<(typeof ELEMENT_DOCS)[number]['tagName'], ElementShape>;
