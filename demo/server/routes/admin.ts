import { Big } from '../../../src/core/index';
import { Hono } from 'hono';
import type { Accounts } from '../accounts/accounts';
import type { Faults, FaultConfig } from '../faults';
import { pinPrice } from '../bets/pinPrice';
import { findSelection } from '../bets/selectionLookup';
import { errorBody } from '../http/requestContext';
import { liftFeedAlert, raiseFeedAlert, repriceEvent, tick } from '../world/simulator';
import { restartFeed } from '../world/restartFeed';
import type { World } from '../world/world';

/** Sandbox-only controls for tests and demos (docs/api.md "Sandbox controls"). */
export function adminRoutes(world: World, faults: Faults, accounts: Accounts, now: () => number): Hono {
  const app = new Hono();
  app.get('/sandbox/faults', (c) => c.json(faults.config));
  app.put('/sandbox/faults', async (c) => {
    const patch = (await c.req.json().catch(() => null)) as Partial<FaultConfig> | null;
    if (!patch || typeof patch !== 'object') return c.json(errorBody('bad-request', 'Send a JSON object with any of latencyMs, answerDelayMs, errorRate, betslip500, dropAfterCommit, garbleAfterCommit, server500AfterCommit, answerDelayAfterCommitMs, maintenance, blocked.'), 400);
    return c.json(faults.set(patch));
  });
  app.delete('/sandbox/faults', (c) => {
    faults.reset();
    return c.json(faults.config);
  });
  app.post('/sandbox/stream/cut', (c) => {
    faults.cutStreams();
    return c.json({ cut: true, pending: faults.pendingCuts() });
  });
  // How many cuts no stream has taken yet: a test that cuts many times waits for 0, so no
  // cut is left to end a stream after it (the reliability suite's stream cuts).
  app.get('/sandbox/stream/cut', (c) => c.json({ pending: faults.pendingCuts() }));
  // The operator's feed server restarts (docs/api.md "Sandbox controls"): same world, a new
  // epoch whose cursor counts from 0 again, every open stream ended.
  app.post('/sandbox/feed/restart', (c) => {
    const { epoch, previousEpoch } = restartFeed(world, now());
    return c.json({ epoch, previousEpoch, cursor: world.changes.latest });
  });
  app.post('/sandbox/feed-alert', async (c) => {
    const { feed = 'BU', ticks = 15, active = true } = (await c.req.json().catch(() => ({}))) as { feed?: string; ticks?: number; active?: boolean };
    if (active) raiseFeedAlert(world, feed, ticks);
    else liftFeedAlert(world);
    return c.json({ feedAlert: world.feedAlert });
  });
  // Stops (or restarts) the world's clock, scores and prices: an idle live page is measured with nothing moving.
  app.post('/sandbox/feed', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { frozen?: unknown } | null;
    if (typeof body?.frozen !== 'boolean') return c.json(errorBody('bad-request', 'Send { "frozen": true } to stop the world moving, or { "frozen": false } to let it move again.'), 400);
    world.frozen = body.frozen;
    return c.json({ frozen: world.frozen });
  });
  app.post('/sandbox/tick', async (c) => {
    const { count = 1, seconds = 1 } = (await c.req.json().catch(() => ({}))) as { count?: number; seconds?: number };
    for (let index = 0; index < Math.min(1000, count); index += 1) tick(world, world.lastTickMs + seconds * 1000);
    return c.json({ tick: world.tick, cursor: world.changes.latest, now: now() });
  });
  // Moves one outcome's price at the operator (docs/api.md "Sandbox controls"). Unpublished
  // by default: the bettor's screen keeps the old price, as when the feed lags. With
  // `onPlacement`, the move waits for the next placement that carries the outcome and lands
  // as that bet arrives, so the placement meets RES-00152 whatever the slip's own refresh
  // learned meanwhile (a slow machine gives it time to).
  app.post('/sandbox/price', async (c) => {
    const { outcomeId, decimal, publish = false, onPlacement = false, hold } = (await c.req.json().catch(() => ({}))) as { outcomeId?: string; decimal?: number | null; publish?: boolean; onPlacement?: boolean; hold?: boolean };
    const selection = findSelection(world, String(outcomeId ?? ''));
    if (!selection) return c.json(errorBody('outcome-not-found', `No outcome ${outcomeId}: send { "outcomeId": "<event>-<market>-<outcome>", "decimal": 2.5 }.`), 404);
    const { market, outcome } = selection;
    const holders = world.priceHolds.get(outcome.id) ?? 0;
    const unpin = () => {
      const { [outcome.id]: _released, ...rest } = market.pinned ?? {};
      market.pinned = rest;
      world.priceMovesOnPlacement.delete(outcome.id);
    };
    if (hold === true) {
      // The first holder sets the price (its own reading, or the current one); later holders
      // keep it, since moving it would move it under the first holder's slip.
      const current = outcome.consolidatedPrice.currentPrice.decimal;
      const wanted = holders === 0 && typeof decimal === 'number' && Number.isFinite(decimal) && decimal > 1 ? decimal : current;
      if (holders === 0) pinPrice(world, selection, wanted, publish || wanted !== current);
      world.priceHolds.set(outcome.id, holders + 1);
      return c.json({ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, holders: holders + 1 });
    }
    if (hold === false) {
      const left = Math.max(0, holders - 1);
      if (left === 0) {
        world.priceHolds.delete(outcome.id);
        unpin();
      } else world.priceHolds.set(outcome.id, left);
      return c.json({ outcomeId: outcome.id, holders: left, pinned: left > 0 });
    }
    // decimal null releases the pin: the model prices the outcome again from the next tick,
    // unless a test still holds the outcome, which then keeps its price where it is now.
    if (decimal === null) {
      if (holders > 0) {
        world.priceMovesOnPlacement.delete(outcome.id);
        return c.json({ outcomeId: outcome.id, pinned: true, holders });
      }
      unpin();
      return c.json({ outcomeId: outcome.id, pinned: false });
    }
    if (typeof decimal !== 'number' || !Number.isFinite(decimal) || decimal <= 1) return c.json(errorBody('bad-request', 'decimal must be a number above 1 (or null to release the pin).'), 400);
    if (onPlacement) {
      // Held where it is until then, so the simulator does not move it first.
      market.pinned = { ...market.pinned, [outcome.id]: outcome.consolidatedPrice.currentPrice.decimal };
      world.priceMovesOnPlacement.set(outcome.id, decimal);
      return c.json({ outcomeId: outcome.id, decimal, previous: outcome.consolidatedPrice.currentPrice.decimal, onPlacement: true });
    }
    const { previous } = pinPrice(world, selection, decimal, publish);
    return c.json({ outcomeId: outcome.id, decimal, previous, published: publish });
  });
  // A trader's hold on one market (docs/api.md "Sandbox controls"): suspends it, or releases
  // the hold, without touching any other market, so a test locks its own fixture only.
  app.post('/sandbox/market-status', async (c) => {
    const { marketId, status, publish = true } = (await c.req.json().catch(() => ({}))) as { marketId?: string; status?: string; publish?: boolean };
    if (status !== 'suspended' && status !== 'open') return c.json(errorBody('bad-request', 'Send { "marketId": "<event>-<market>", "status": "suspended" } or "open", and publish false to keep the feed unaware.'), 400);
    const event = world.events.get(String(marketId ?? '').split('-')[0] ?? '');
    const market = event?.markets.find((candidate) => candidate.id === marketId);
    if (!event || !market) return c.json(errorBody('market-not-found', `No market ${marketId}: market ids are "<event>-<market>", as GET /xapi/rest/events/{id} lists them.`), 404);
    // Only a trader's hold is released: a feed alert or a score keeps its own.
    const hold = status === 'suspended' ? { reason: 'trader' as const, untilTick: null } : market.hold?.reason === 'trader' ? null : market.hold;
    event.markets = event.markets.map((candidate) => (candidate === market ? { ...candidate, hold } : candidate));
    repriceEvent(world, event, publish);
    const now = event.markets.find((candidate) => candidate.id === marketId);
    return c.json({ marketId, status: now?.status, published: publish });
  });
  app.get('/sandbox/otp/:username', (c) => {
    const player = accounts.byUsername(c.req.param('username'));
    const code = player ? accounts.lastOtp(player.username) : null;
    return code ? c.json({ username: player?.username, code }) : c.json(errorBody('no-code', 'No code was sent to this player yet: call otp/generate first.'), 404);
  });
  // Ends a player's sessions as the operator would (docs/api.md "Sandbox controls"): revoked (401) or refused access (403).
  app.post('/sandbox/sessions/end', async (c) => {
    const { username = '', as = 'revoked' } = (await c.req.json().catch(() => ({}))) as { username?: string; as?: string };
    if (!accounts.byUsername(username) || (as !== 'revoked' && as !== 'refused')) return c.json(errorBody('bad-request', 'Send { "username": "<demo player>", "as": "revoked" } (401 from then on) or "refused" (403).'), 400);
    return c.json({ username, as, sessions: accounts.endSessions(username, as) });
  });
  // Short tokens for one player's next logins (refresh and expiry tests); null goes back to SANDBOX_TOKEN_LIFETIME.
  app.put('/sandbox/token-lifetime', async (c) => {
    const { username = '', seconds } = (await c.req.json().catch(() => ({}))) as { username?: string; seconds?: number | null };
    const valid = seconds === null || (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0);
    if (!accounts.byUsername(username) || !valid) return c.json(errorBody('bad-request', 'Send { "username": "<demo player>", "seconds": 60 } (or null for the sandbox default).'), 400);
    accounts.setTokenLifetime(username, seconds ?? null);
    return c.json({ username, seconds: seconds ?? null });
  });
  // Sets a player's promo cash (docs/api.md "Sandbox controls"): a test spends it "in another tab" or gives some back.
  app.post('/sandbox/promo-cash', async (c) => {
    const { username, amount } = (await c.req.json().catch(() => ({}))) as { username?: string; amount?: unknown };
    const player = accounts.byUsername(String(username ?? ''));
    if (!player || typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return c.json(errorBody('bad-request', 'Send { "username": "<demo player>", "amount": 10 } (0 or more, in currency units).'), 400);
    const held = new Big(accounts.wallet(player.accountId).promoCash);
    accounts.movePromoCash(player.accountId, new Big(amount).minus(held));
    const wallet = accounts.wallet(player.accountId);
    return c.json({ username: player.username, promoCash: Number(wallet.promoCash), balance: Number(wallet.balance) });
  });
  // The player's terms-of-use answer forgotten (new terms wait again), so a terms test can run twice on one sandbox.
  app.delete('/sandbox/terms/:username', (c) => {
    const player = accounts.byUsername(c.req.param('username'));
    if (!player) return c.json(errorBody('bad-request', 'No such demo player: GET /sandbox/players lists them.'), 400);
    accounts.forgetTerms(player.accountId);
    return c.json({ username: player.username, terms: null });
  });
  app.get('/sandbox/players', (c) => c.json(accounts.players.map(({ password: _password, securityAnswer: _answer, ...player }) => player)));
  return app;
}
