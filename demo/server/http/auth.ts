import type { Context } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { Session } from '../sandboxState';
import { errorBody } from './requestContext';

/**
 * Spec 6: authenticated calls carry a bearer token. No valid token: 401. A valid token for
 * another player's account, or one the operator refuses access (POST /sandbox/sessions/end
 * `refused`): 403.
 */
export function requireSession(c: Context, accounts: Accounts, accountId?: string): Session | Response {
  const session = accounts.sessionFromHeader(c.req.header('authorization'));
  if (!session) return c.json(errorBody('unauthorized', 'Send Authorization: Bearer <jweToken> from a login; the token is missing, unknown or expired.'), 401);
  if (session.refused === true) return c.json(errorBody('forbidden', 'Access refused for this session: the operator has refused this player access (POST /sandbox/sessions/end). Log in again.'), 403);
  if (accountId !== undefined && session.accountId !== accountId) return c.json(errorBody('forbidden', `This token belongs to account ${session.accountId}, not ${accountId}.`), 403);
  return session;
}

export const isResponse = (value: unknown): value is Response => value instanceof Response;
