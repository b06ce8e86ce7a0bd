/**
 * A live stream (text/event-stream) of malformed messages, for one real event, market and
 * outcome: bad JSON, unknown types, missing fields, wrong types, negative, zero, NaN and
 * infinite prices, garbage clocks and scores, and positions (SSE ids) whose epoch or cursor
 * is garbage. The well-formed positions are in the operator's own epoch and ahead of its
 * cursor, so the client does not discard them as old: each reaches the decoding it tests.
 * docs/reliability.md "The reliability suite".
 */
export interface StreamTarget {
  epoch: string;
  latest: number;
  eventId: string;
  marketId: string;
  outcomeId: string;
  marketTypeId: number;
}

interface Message {
  event?: string;
  id?: string;
  /** Written as is (it may be no JSON at all). */
  data: string;
}

export function malformedStreamMessages({ epoch, latest, eventId, marketId, outcomeId, marketTypeId }: StreamTarget): { name: string; message: Message }[] {
  let next = latest + 1_000;
  const id = () => `${epoch}:${(next += 1)}`;
  const price = (cp: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ eid: eventId, mid: marketId, s: 'O', mtid: marketTypeId, ptid: 190, oid: outcomeId, h: false, cp, pp: null, ap: null, ...extra });
  // JSON has no NaN or Infinity: written into the text as a JavaScript writer would.
  const rawPrice = (decimal: string) => `{"eid":"${eventId}","mid":"${marketId}","s":"O","mtid":${marketTypeId},"ptid":190,"oid":"${outcomeId}","h":false,"cp":{"d":${decimal},"f":"DECIMAL"}}`;
  return [
    { name: 'bad JSON', message: { event: 'price', id: id(), data: `{"eid":"${eventId}","mid":` } },
    { name: 'not JSON', message: { event: 'event', id: id(), data: '<html>502</html>' } },
    { name: 'unknown type', message: { event: 'teleport', id: id(), data: JSON.stringify({ eid: eventId }) } },
    { name: 'no type', message: { id: id(), data: JSON.stringify({ eid: eventId, cp: { d: 2 } }) } },
    { name: 'price without fields', message: { event: 'price', id: id(), data: '{}' } },
    { name: 'event without fields', message: { event: 'event', id: id(), data: '{}' } },
    { name: 'price of nothing known', message: { event: 'price', id: id(), data: price({ d: 2.5 }, { eid: 'no-such-event', mid: 'no-such-market', oid: 'no-such-outcome' }) } },
    { name: 'negative price', message: { event: 'price', id: id(), data: price({ d: -3.5, f: 'DECIMAL' }) } },
    { name: 'zero price', message: { event: 'price', id: id(), data: price({ d: 0, f: 'DECIMAL' }) } },
    { name: 'NaN price', message: { event: 'price', id: id(), data: rawPrice('NaN') } },
    { name: 'string NaN price', message: { event: 'price', id: id(), data: price({ d: 'NaN', f: 'DECIMAL' }) } },
    { name: 'infinite price', message: { event: 'price', id: id(), data: rawPrice('1e400') } },
    { name: 'null price', message: { event: 'price', id: id(), data: price(null) } },
    { name: 'price of the wrong type', message: { event: 'price', id: id(), data: price('2.50') } },
    { name: 'status of the wrong type', message: { event: 'price', id: id(), data: price({ d: 2 }, { s: 5, h: 'no' }) } },
    { name: 'garbage clock and scores', message: { event: 'event', id: id(), data: JSON.stringify({ eid: eventId, status: 'LIVE', clock: 'garbage', scores: { home: null, away: { goals: 1 } }, scoresPerPeriod: 'x', liveOpenMarketCount: -1 }) } },
    { name: 'scores of the wrong type', message: { event: 'event', id: id(), data: JSON.stringify({ eid: eventId, status: 7, clock: { minutes: 'NaN', seconds: -5, status: null }, scores: 'two-one', currentPeriodNumber: '1e400' }) } },
    { name: 'feed alert of the wrong type', message: { event: 'feed-alert', id: id(), data: JSON.stringify({ feed: 5, active: 'maybe' }) } },
    { name: 'position with no cursor', message: { event: 'price', id: `${epoch}:`, data: price({ d: 3.1, f: 'DECIMAL' }) } },
    { name: 'negative cursor', message: { event: 'price', id: `${epoch}:-5`, data: price({ d: 3.2, f: 'DECIMAL' }) } },
    { name: 'cursor not a number', message: { event: 'price', id: `${epoch}:NaN`, data: price({ d: 3.3, f: 'DECIMAL' }) } },
    { name: 'cursor past a double', message: { event: 'price', id: `${epoch}:1e400`, data: price({ d: 3.4, f: 'DECIMAL' }) } },
    { name: 'garbage position', message: { event: 'price', id: ':::', data: price({ d: 3.5, f: 'DECIMAL' }) } },
    { name: 'epoch never seen', message: { event: 'price', id: 'no-such-epoch:3', data: price({ d: 3.6, f: 'DECIMAL' }) } },
    { name: 'heartbeat garbage', message: { event: 'heartbeat', data: '{"epoch":5,"latest":"x"}' } },
    { name: 'heartbeat not JSON', message: { event: 'heartbeat', data: 'beat' } },
    { name: 'resync without data', message: { event: 'resync', id: id(), data: 'null' } },
  ];
}

/** The messages as one event-stream body. */
export function eventStreamBody(messages: readonly { message: Message }[]): string {
  return messages
    .map(({ message }) => [message.event ? `event: ${message.event}` : null, message.id !== undefined ? `id: ${message.id}` : null, `data: ${message.data}`].filter(Boolean).join('\n') + '\n\n')
    .join('');
}
