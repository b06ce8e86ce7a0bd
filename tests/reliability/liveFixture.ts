import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiEvent } from '../e2e/sandboxApi';

const FOOTBALL = 240;

/**
 * The live football event with the most match left (so it does not end while a part runs),
 * with open markets that are no player props (those are folded away on the event page).
 */
export async function earlyLiveFootball(request: APIRequestContext): Promise<ApiEvent> {
  const answer = await request.get(`/xapi/rest/live/events?eventPathIds=${FOOTBALL}&eventsPerPage=50`);
  expect(answer.ok()).toBe(true);
  const events = ((await answer.json()) as { events: ApiEvent[] }).events.filter((event) => !event.isFinished && event.clock && event.markets.some((market) => market.status === 'open' && !market.playerName));
  expect(events.length, 'live football events with an open market').toBeGreaterThan(0);
  return events.sort((a, b) => a.clock!.minutes - b.clock!.minutes)[0]!;
}
