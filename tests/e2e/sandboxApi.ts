/**
 * The sandbox's market data as the end-to-end specs read it straight from the API (GET
 * /xapi/rest/events...), to pick fixtures and compute the figures the page must show.
 * Only the fields the specs use; docs/api.md has the whole answer.
 */
export interface ApiOutcome {
  id: string;
  description: string;
  hidden: boolean;
  consolidatedPrice: { currentPrice: { decimal: number } };
}

export interface ApiMarket {
  id: string;
  description: string;
  marketTypeId: number;
  status: string;
  playerName: string | null;
  outcomes: ApiOutcome[];
}

export interface ApiEvent {
  id: string;
  slug: string;
  description: string;
  sportCode: string;
  feedCode: string;
  startTime: string;
  isFinished: boolean;
  outright?: boolean;
  jackpotId?: string | null;
  clock: { minutes: number; seconds?: number; status: string } | null;
  scores: { home: string; away: string } | null;
  markets: ApiMarket[];
}

/** A name as a literal inside a RegExp (outcome names can hold dots, brackets, plus signs). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
