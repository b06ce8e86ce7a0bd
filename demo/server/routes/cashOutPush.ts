import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { FEED_HEARTBEAT_MS } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import type { CashOutPushMessage, CashOutWatch } from '../bets/cashOutWatch';
import { isResponse, requireSession } from '../http/auth';
import { errorBody } from '../http/requestContext';
import type { LiveExtensions } from '../liveExtensions';

/**
 * GET /xapi/bet/account/{accountId}/cashout/stream (ours, docs/api.md "Cash-out push"):
 * server-sent events for one bettor, authenticated like every account call (bearer), so
 * it is read with fetch rather than EventSource. It opens with every open bet's state,
 * then sends each change; `heartbeat` every FEED_HEARTBEAT_MS when quiet. No cursor: a
 * reconnect opens with the whole state again. Part of the live extensions: switched off
 * (POST /sandbox/extensions), it answers 404 and the product polls the open bets instead.
 */
export function cashOutPushRoutes(accounts: Accounts, watch: CashOutWatch, extensions: LiveExtensions): Hono {
  const app = new Hono();
  app.get('/xapi/bet/account/:accountId/cashout/stream', (c) => {
    if (!extensions.enabled) return c.json(errorBody('not_found', 'This operator has no cash-out push: cash-out values come with GET /xapi/bet/account/{accountId}/openbets.'), 404);
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: (() => void) | null = null;
      const queue: CashOutPushMessage[] = [];
      stream.onAbort(() => {
        closed = true;
        wake?.();
      });
      const unsubscribe = watch.subscribe(session.accountId, (message) => {
        queue.push(message);
        wake?.();
      });
      try {
        while (!closed) {
          if (queue.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, FEED_HEARTBEAT_MS);
            });
            wake = null;
            if (closed) break;
            if (queue.length === 0) {
              await stream.writeSSE({ event: 'heartbeat', data: '{}' });
              continue;
            }
          }
          for (const message of queue.splice(0)) await stream.writeSSE({ event: message.type, data: JSON.stringify(message.payload) });
        }
      } finally {
        unsubscribe();
      }
    });
  });
  return app;
}
