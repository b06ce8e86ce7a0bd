import type { APIRequestContext } from '@playwright/test';
import { formatOdds } from '../../src/core/index';
import type { ApiEvent, ApiOutcome } from '../e2e/sandboxApi';
import type { ShownOnPage } from './shownOnPage';

/**
 * What the page shows against what the operator has now: every shown price and score
 * compared with the operator's live snapshot (GET /xapi/rest/live/snapshot), and an event
 * the snapshot does not carry (it just ended) with the event itself. The price text the
 * page must show is the operator's decimal through the SDK's own exact formatter (big.js;
 * the site's brand shows euro odds without a margin of its own), so "2.10" is never
 * compared with 2.1 as a float.
 */
export interface Comparison {
  prices: number;
  scores: number;
  /** One line per difference: where, what the page shows, what the operator has. */
  mismatches: string[];
  /** Card prices whose event has two markets of that name with that outcome: compared with any of them. */
  ambiguous: number;
  epoch: string;
}

interface Snapshot {
  epoch: string;
  cursor: number;
  events: ApiEvent[];
}

export async function operatorSnapshot(request: APIRequestContext): Promise<Snapshot> {
  const answer = await request.get('/xapi/rest/live/snapshot');
  if (!answer.ok()) throw new Error(`GET /xapi/rest/live/snapshot answered ${answer.status()}`);
  return (await answer.json()) as Snapshot;
}

/** What a price button shows without a price it can back (OutcomePrice's NO_PRICE_TEXT; its module is a React component). */
const NO_PRICE_TEXT = '–';

/** The text a price button shows for the operator's outcome (OutcomePrice: the formatted decimal, or the dash). */
export const expectedPriceText = (outcome: ApiOutcome) => formatOdds(outcome.consolidatedPrice.currentPrice.decimal, 'euro') || NO_PRICE_TEXT;

export async function compareWithOperator(request: APIRequestContext, shown: ShownOnPage): Promise<Comparison> {
  const snapshot = await operatorSnapshot(request);
  const events = new Map(snapshot.events.map((event) => [event.id, event]));
  for (const eventId of new Set([...shown.prices.map((price) => price.eventId), ...shown.scores.map((score) => score.eventId)])) {
    if (eventId === null || events.has(eventId)) continue;
    const answer = await request.get(`/xapi/rest/events/${eventId}`);
    if (answer.ok()) events.set(eventId, (await answer.json()) as ApiEvent);
  }
  const outcomesById = new Map<string, { event: ApiEvent; outcome: ApiOutcome }>();
  for (const event of events.values()) for (const market of event.markets) for (const outcome of market.outcomes) outcomesById.set(outcome.id, { event, outcome });

  const mismatches: string[] = [];
  let ambiguous = 0;
  for (const price of shown.prices) {
    const where = `${price.eventId ?? '?'} ${price.market} / ${price.outcome}`;
    // The event page names the outcome exactly: its label's id ends with the outcome's id.
    const byId = [...outcomesById.keys()].find((id) => price.labelId.endsWith(`-${id}`));
    if (byId) {
      const expected = expectedPriceText(outcomesById.get(byId)!.outcome);
      if (price.text !== expected) mismatches.push(`${where} (${byId}): page ${price.text}, operator ${expected}`);
      continue;
    }
    const event = price.eventId === null ? undefined : events.get(price.eventId);
    const candidates = (event?.markets ?? []).filter((market) => market.description === price.market).flatMap((market) => market.outcomes.filter((outcome) => outcome.description === price.outcome));
    if (candidates.length === 0) {
      mismatches.push(`${where}: page ${price.text}, the operator has no such outcome`);
      continue;
    }
    if (candidates.length > 1) ambiguous += 1;
    const expected = candidates.map(expectedPriceText);
    if (!expected.includes(price.text)) mismatches.push(`${where}: page ${price.text}, operator ${expected.join(' or ')}`);
  }
  for (const score of shown.scores) {
    const event = events.get(score.eventId);
    const expected = event?.scores ? [event.scores.home, event.scores.away].map(String) : null;
    const onPage = score.rows.map((row) => row.score);
    if (expected === null || onPage.join(':') !== expected.join(':')) mismatches.push(`${score.eventId} score: page ${onPage.join(':')}, operator ${expected?.join(':') ?? 'none'}`);
  }
  return { prices: shown.prices.length, scores: shown.scores.length, mismatches, ambiguous, epoch: snapshot.epoch };
}
