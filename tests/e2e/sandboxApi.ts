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

/** The accessible name of an outcome's price button: the outcome's name, then its price text ("Home 2.10", "Home +110", "Home –"). */
export const priceButtonName = (outcomeDescription: string): RegExp => new RegExp(`^${escapeRegExp(outcomeDescription)} [-+–\\d]`);

export interface OpenSelection {
  event: ApiEvent;
  market: ApiMarket;
  outcome: ApiOutcome;
}

/**
 * The latest-starting event of a list (GET `listPath`) with a market open to bets right
 * now (and `accept`ed), read from the event's own detail, with that market's first visible
 * priced outcome; `skip` passes over that many such events first, so tests that must not
 * share an outcome each take their own. Fixtures of a living world suspend now and then (a
 * trader's hold, a goal), so a spec picks what is open instead of assuming a fixture is;
 * the latest start keeps a prematch pick from kicking off mid-test.
 */
export async function openSelection(
  request: APIRequestContext,
  listPath: string,
  { accept = () => true, skip = 0 }: { accept?: (event: ApiEvent, market: ApiMarket) => boolean; skip?: number } = {},
): Promise<OpenSelection> {
  const answer = await request.get(listPath);
  if (!answer.ok()) throw new Error(`GET ${listPath} answered ${answer.status()}`);
  const listed = ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => !event.outright && !event.jackpotId);
  let passed = 0;
  for (const candidate of listed.reverse()) {
    const event = (await (await request.get(`/xapi/rest/events/${candidate.id}`)).json()) as ApiEvent;
    const found = event.markets
      .filter((market) => market.status === 'open' && accept(event, market))
      .map((market) => ({ event, market, outcome: market.outcomes.find((entry) => !entry.hidden && entry.consolidatedPrice.currentPrice.decimal > 1) }))
      .find((selection): selection is OpenSelection => selection.outcome !== undefined);
    if (!found) continue;
    if (passed === skip) return found;
    passed += 1;
  }
  throw new Error(`Fewer than ${skip + 1} events of ${listPath} have an open market with a visible outcome (${listed.length} listed).`);
}

// 100, not 40: the sandbox's jackpot fixtures (passed over: backed on the jackpot's own page) were
// 24 of the first 40 in a CI run, which left 16 where placement.spec takes its 18th.
const PREMATCH_FOOTBALL = '/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&eventsPerPage=100';

/** The first outcome of an open three-way market (Match Result) of a late prematch football fixture. */
export const prematchFootballPick = (request: APIRequestContext, skip = 0): Promise<OpenSelection> =>
  openSelection(request, PREMATCH_FOOTBALL, { skip, accept: (_event, market) => market.outcomes.length === 3 });

/**
 * Holds each pick's price (POST /sandbox/price { hold: true }), so the living world cannot
 * move a price under a test that is not about price moves: a tick turns the slip's Place
 * button into "Accept new prices" (seen on busy CI runs). The sandbox counts holders per
 * outcome: specs running side by side can land on one fixture (a suspended market shifts
 * the picks), and the price goes back to the world only when the last holder lets go. The
 * first holder pins it where this pick read it; a later one finds it held elsewhere, so the
 * pick's price is set to the held one, which the page shows. Returns the release.
 */
export async function holdPrices(request: APIRequestContext, picks: readonly OpenSelection[]): Promise<() => Promise<void>> {
  const held: OpenSelection[] = [];
  const release = async () => {
    for (const pick of held.splice(0)) {
      const answer = await request.post('/sandbox/price', { data: { outcomeId: pick.outcome.id, hold: false } });
      if (!answer.ok()) throw new Error(`POST /sandbox/price (release) for ${pick.outcome.id} answered ${answer.status()}: ${await answer.text()}`);
    }
  };
  for (const pick of picks) {
    const answer = await request.post('/sandbox/price', { data: { outcomeId: pick.outcome.id, hold: true, decimal: pick.outcome.consolidatedPrice.currentPrice.decimal, publish: true } });
    if (!answer.ok()) {
      await release();
      throw new Error(`POST /sandbox/price (hold) for ${pick.outcome.id} answered ${answer.status()}: ${await answer.text()}`);
    }
    held.push(pick);
    pick.outcome.consolidatedPrice.currentPrice.decimal = ((await answer.json()) as { decimal: number }).decimal;
  }
  return release;
}
