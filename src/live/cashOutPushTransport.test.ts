// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCashOutPushTransport, type CashOutPushState } from './cashOutPushTransport';
import type { DecodedCashOutMessage } from './decodeCashOutMessage';

/** A response whose body hands over the given chunks, then ends (the stream dropped). */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

function setup(answers: (() => Response)[], token: string | null = 'tok') {
  const requests: { url: string; authorization: string | null }[] = [];
  const messages: DecodedCashOutMessage[] = [];
  const states: CashOutPushState[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const transport = createCashOutPushTransport({
    url: (accountId) => `https://api.example/xapi/bet/account/${accountId}/cashout/stream`,
    token: () => token,
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    fetch: (input, init) => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      const answer = answers.shift();
      return answer ? Promise.resolve(answer()) : new Promise<Response>(() => undefined);
    },
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => undefined,
  });
  return { transport, requests, messages, states, timers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createCashOutPushTransport', () => {
  it('reads the bettor’s stream with the bearer token, across chunk boundaries, skipping heartbeats', async () => {
    const { transport, requests, messages, states } = setup([() => streamed(['event: cashout\ndata: {"bid":"B1","s":"O",', '"cv":9.5,"pr":25}\n\nevent: heartbeat\ndata: {}\n\n', 'event: cashout\r\ndata: {"bid":"B1","s":"S","cv":null,"pr":25}\r\n\r\n'])]);
    transport.start('1049');
    await settle();
    expect(requests).toEqual([{ url: 'https://api.example/xapi/bet/account/1049/cashout/stream', authorization: 'Bearer tok' }]);
    expect(messages).toEqual([
      { kind: 'value', betId: 'B1', state: 'offered', value: 9.5, potentialReturns: 25 },
      { kind: 'value', betId: 'B1', state: 'suspended', value: null, potentialReturns: 25 },
    ]);
    expect(states.slice(0, 2)).toEqual(['connecting', 'connected']);
  });

  it('reconnects with a growing wait when the stream ends', async () => {
    const { transport, requests, timers, states } = setup([() => streamed([]), () => new Response('down', { status: 503 })]);
    transport.start('1049');
    await settle();
    expect(states.at(-1)).toBe('reconnecting');
    expect(timers.map((timer) => timer.ms)).toEqual([500]);
    timers[0]!.callback();
    await settle();
    expect(requests).toHaveLength(2);
    expect(timers.map((timer) => timer.ms)).toEqual([500, 1000]);
  });

  it('remembers an operator without the push (404) and never asks again, so polling carries the values', async () => {
    const { transport, requests, states, timers } = setup([() => new Response('{}', { status: 404 })]);
    transport.start('1049');
    await settle();
    expect(states.at(-1)).toBe('absent');
    expect(transport.absent).toBe(true);
    transport.start('1049');
    await settle();
    expect(requests).toHaveLength(1);
    expect(timers).toHaveLength(0);
  });

  it('asks nothing without a token', async () => {
    const { transport, requests } = setup([], null);
    transport.start('1049');
    await settle();
    expect(requests).toHaveLength(0);
  });
});
