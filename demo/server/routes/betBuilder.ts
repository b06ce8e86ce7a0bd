import { Hono } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { BettorPricing } from '../bets/bettorPrice';
import type { Betting, BetBuilderPlacementRequest } from '../bets/betting';
import type { Faults } from '../faults';
import { isResponse, requireSession } from '../http/auth';
import { errorBody } from '../http/requestContext';
import { overrideBrandOfRequest } from '../http/overrideBrandOfRequest';
import { dropConnection } from './bets';

/**
 * The bet builder's two calls (docs/api.md "Bet builder"): a price for one event's legs
 * together, asked as the bettor changes them, and the placement of that price as one bet,
 * idempotent per (account, uuid) like betslips.
 */
export function betBuilderRoutes(accounts: Accounts, betting: Betting, faults: Faults, pricing?: BettorPricing): Hono {
  const app = new Hono();

  app.post('/xapi/rest/betbuilder/price', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { eventId?: unknown; outcomeIds?: unknown } | null;
    if (!body || typeof body.eventId !== 'string' || !Array.isArray(body.outcomeIds) || body.outcomeIds.some((id) => typeof id !== 'string')) {
      return c.json(errorBody('bad-request', 'Send { "eventId": "<event id>", "outcomeIds": ["<outcome id>", ...] }.'), 400);
    }
    // Priced for the bettor's override brand (odds per brand), as their legs are: the token is optional here.
    const session = accounts.sessionFromHeader(c.req.header('authorization'));
    const quote = betting.quoteBetBuilderFor(body.eventId, body.outcomeIds as string[], overrideBrandOfRequest(c, accounts, pricing, session?.accountId ?? null));
    // A refusal is an answer about the legs, not a bad request: 200 with status REFUSED, as a placement's REJECTED.
    if (!quote.ok) return c.json({ status: 'REFUSED', eventId: quote.eventId, decimal: null, legs: [], errors: quote.errors });
    return c.json({ status: 'PRICED', eventId: quote.eventId, decimal: quote.decimal, legs: quote.legs, errors: [] });
  });

  app.post('/xapi/rest/accounts/:accountId/betbuilders', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const uuid = c.req.query('uuid');
    if (!uuid) return c.json(errorBody('uuid-required', 'Add a uuid query parameter: the same uuid never places a bet twice.'), 400);
    const body = (await c.req.json().catch(() => null)) as BetBuilderPlacementRequest | null;
    if (!body || typeof body !== 'object') return c.json(errorBody('bad-request', 'Send the bet builder as JSON: { eventId, outcomeIds, decimal, unitStake }.'), 400);
    const fault = faults.forRequest(c);
    const result = betting.placeBetBuilder(session.accountId, uuid, body, overrideBrandOfRequest(c, accounts, pricing, session.accountId));
    if (fault.dropAfterCommit && !result.idempotent) return dropConnection(c);
    return c.json({ ...result.body, uuid, idempotentReplay: result.idempotent });
  });

  return app;
}
