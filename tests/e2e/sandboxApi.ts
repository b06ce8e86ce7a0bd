import type { APIRequestContext } from '@playwright/test';

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

export interface OpenSelection {
  event: ApiEvent;
  market: ApiMarket;
  outcome: ApiOutcome;
}

/**
 * The latest-starting event of a list (GET `listPath`) with a market open to bets right
 * now, read from the event's own detail, and that market's first visible outcome. Fixtures
 * of a living world suspend now and then (a trader's hold, a goal), so a spec picks what is
 * open instead of assuming a fixture is; the latest start keeps a prematch pick from
 * kicking off mid-test.
 */
export async function openSelection(
  request: APIRequestContext,
  listPath: string,
  accept: (event: ApiEvent, market: ApiMarket) => boolean = () => true,
): Promise<OpenSelection> {
  const answer = await request.get(listPath);
  if (!answer.ok()) throw new Error(`GET ${listPath} answered ${answer.status()}`);
  const listed = ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => !event.outright && !event.jackpotId);
  for (const candidate of listed.reverse()) {
    const event = (await (await request.get(`/xapi/rest/events/${candidate.id}`)).json()) as ApiEvent;
    for (const market of event.markets) {
      const outcome = market.outcomes.find((entry) => !entry.hidden);
      if (market.status === 'open' && outcome && accept(event, market)) return { event, market, outcome };
    }
  }
  throw new Error(`No event of ${listPath} has an open market with a visible outcome (${listed.length} listed).`);
}
