import { Hono } from 'hono';
import type { Accounts } from '../accounts/accounts';
import { errorBody } from '../http/requestContext';

/**
 * Stands in for an operator's casino backend (demo/casino.html): the casino checks its own
 * player's password and hands the page a game token, which the page gives the sportsbook
 * (`app.login(token)` or the `token` attribute). The token is a real sandbox session, so
 * the sportsbook's `GET /api/session` with `X-Game-Token` accepts it (spec 4, 7).
 */
export function casinoBackendRoutes(accounts: Accounts): Hono {
  const app = new Hono();
  app.post('/sandbox/game-token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { username?: unknown; password?: unknown } | null;
    if (!body || typeof body.username !== 'string' || typeof body.password !== 'string') {
      return c.json(errorBody('bad-request', 'Send JSON { "username": "demo", "password": "demo1234" } with Content-Type: application/json.'), 400);
    }
    const checked = accounts.checkCredentials(body.username, body.password);
    if (!checked.ok) return c.json(errorBody('login-failed', checked.failure.message, { responseCode: checked.failure.responseCode }), checked.failure.status as 401);
    const session = accounts.openSession(checked.player);
    return c.json({ token: session.token, username: session.username, expiresIn: Math.round((session.expiresAt - session.issuedAt) / 1000) });
  });
  return app;
}
