/**
 * Every element's description, in the order the docs and the manifest list them. The
 * build tools read the docs halves from here; the elements import only their shapes.
 */
import type { ElementShape } from './elementDescription.ts';
import { sportsbookAppDocs, sportsbookAppShape } from './sportsbook-app.ts';
import { sportsbookBetslipDocs, sportsbookBetslipShape } from './sportsbook-betslip.ts';
import { sportsbookLoginStatusDocs, sportsbookLoginStatusShape } from './sportsbook-login-status.ts';
import { sportsbookMybetsDocs, sportsbookMybetsShape } from './sportsbook-mybets.ts';

export const ELEMENT_DOCS = [sportsbookAppDocs, sportsbookBetslipDocs, sportsbookMybetsDocs, sportsbookLoginStatusDocs] as const;

/** Each element's shape by tag name, for the tools that pair it with its docs. */
export const ELEMENT_SHAPES = {
  'sportsbook-app': sportsbookAppShape,
  'sportsbook-betslip': sportsbookBetslipShape,
  'sportsbook-mybets': sportsbookMybetsShape,
  'sportsbook-login-status': sportsbookLoginStatusShape,
} as const satisfies Record<(typeof ELEMENT_DOCS)[number]['tagName'], ElementShape>;
