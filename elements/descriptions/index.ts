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

export const ELEMENT_DOCS = [sportsbookAppDocs, sportsbookBetslipDocs, sportsbookMybetsDocs, sportsbookLoginStatusDocs] as const;

/** Each element's shape by tag name, for the tools that pair it with its docs. */
export const ELEMENT_SHAPES = {
  'sportsbook-app': sportsbookAppShape,
  'sportsbook-betslip': sportsbookBetslipShape,
  'sportsbook-mybets': sportsbookMybetsShape,
  'sportsbook-login-status': sportsbookLoginStatusShape,
} as const satisfies Record<(typeof ELEMENT_DOCS)[number]['tagName'], ElementShape>;
