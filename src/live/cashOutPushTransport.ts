import { decodeCashOutMessage, type DecodedCashOutMessage } from './decodeCashOutMessage';

export type CashOutPushState = 'connecting' | 'connected' | 'reconnecting' | 'absent' | 'stopped';

export interface CashOutPushTransportOptions {
  /** Absolute URL of the bettor's stream (GET /xapi/bet/account/{accountId}/cashout/stream). */
  url(accountId: string): string;
  /** The bearer token now, or null (logged out): the stream is an account call. */
  token(): string | null;
  onMessage(message: DecodedCashOutMessage): void;
  onState(state: CashOutPushState): void;
  fetch?: typeof fetch;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** "No such call" (not an outage): the operator has no cash-out push, and polling carries the values. */
const ABSENT_STATUSES = new Set([404, 405, 501]);

/**
 * Reads the per-account cash-out push (docs/api.md "Cash-out push"). It needs the bearer
 * token, which EventSource cannot send, so it reads the server-sent events with fetch.
 * A dropped stream reconnects with backoff (each connection opens with every bet's state,
 * so nothing is missed); an operator without the call (404) is remembered as `absent` and
 * never asked again by this transport: the open bets poll then carries the values.
 */
export function createCashOutPushTransport(options: CashOutPushTransportOptions) {
  const { backoffBaseMs = 500, backoffCapMs = 10_000, setTimer = (callback, ms) => setTimeout(callback, ms), clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) } = options;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let controller: AbortController | null = null;
  let timer: unknown = null;
  let attempts = 0;
  let absent = false;
  let running: string | null = null;

  const setState = (state: CashOutPushState) => options.onState(state);

  /** Splits the text stream into SSE messages (blank-line separated) and hands each over. */
  function readMessages(buffer: string, onMessage: (type: string, data: string) => void): string {
    let rest = buffer;
    for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
      const block = rest.slice(0, end);
      rest = rest.slice(end + 2);
      let type = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onMessage(type, data.join('\n'));
    }
    return rest;
  }

  async function connect(accountId: string): Promise<void> {
    const token = options.token();
    if (token === null || running !== accountId) return;
    controller = new AbortController();
    const { signal } = controller;
    setState(attempts === 0 ? 'connecting' : 'reconnecting');
    try {
      const response = await fetchImpl(options.url(accountId), { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal });
      if (ABSENT_STATUSES.has(response.status)) {
        absent = true;
        running = null;
        setState('absent');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`cash-out push answered ${response.status}`);
      attempts = 0;
      setState('connected');
      const reader = response.body.getReader();
      // A decoder in streaming mode keeps a character split across two chunks whole.
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer = readMessages((buffer + decoder.decode(value, { stream: true })).replace(/\r\n/g, '\n'), (type, data) => {
          if (type !== 'heartbeat') options.onMessage(decodeCashOutMessage(type, data));
        });
      }
    } catch {
      if (signal.aborted) return;
    }
    if (signal.aborted || running !== accountId) return;
    // The stream ended or failed: again after a growing wait, so a whole audience does not reconnect at once.
    attempts += 1;
    setState('reconnecting');
    timer = setTimer(() => void connect(accountId), Math.min(backoffCapMs, backoffBaseMs * 2 ** (attempts - 1)));
  }

  return {
    /** Follows this bettor's values; a call for the same account while running does nothing. */
    start(accountId: string): void {
      if (absent || running === accountId) return;
      this.stop();
      running = accountId;
      attempts = 0;
      void connect(accountId);
    },
    stop(): void {
      const wasRunning = running !== null;
      running = null;
      controller?.abort();
      controller = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (wasRunning) setState('stopped');
    },
    get absent() {
      return absent;
    },
  };
}
