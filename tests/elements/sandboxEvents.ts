import { apiUrl } from './origins';

/**
 * The id of an open prematch match of the sandbox (not an outright), for a
 * `<sportsbook-event event-id>` under test: the API's first page, as a host would pick one.
 */
export async function prematchEventId(): Promise<string> {
  const answer = (await (await fetch(apiUrl('/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20'))).json()) as {
    events: { id: string; outright?: boolean; markets: { status: string }[] }[];
  };
  const event = answer.events.find((candidate) => !candidate.outright && candidate.markets.some((market) => market.status === 'open'));
  if (!event) throw new Error('The sandbox has no open prematch match on its first page');
  return event.id;
}
