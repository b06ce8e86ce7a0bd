import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { Big, isJackpotComplete, jackpotNumberOfBets } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import type { Betting, PlacementRequest } from '../bets/betting';
import type { BettorPricing } from '../bets/bettorPrice';
import { findSelection } from '../bets/selectionLookup';
import { PARLAY_PROMOTION, PARLAY_PROMOTION_BODY } from '../bets/parlayPromotion';
import { priceSlip, readSlipRequest } from '../bets/slipPricing';
import { taxRatesOfBrand } from '../bets/brandTax';
import { brandById } from '../content/brands';
import type { ContentOverridesStore } from '../content/contentOverrides';
import type { Faults } from '../faults';
import { isResponse, requireSession } from '../http/auth';
import { errorBody, requestContext } from '../http/requestContext';
import { overrideBrandOfRequest } from '../http/overrideBrandOfRequest';
import { placementKey, type BetRecord, type StateStore } from '../sandboxState';
import { publicEvent } from '../world/serialise';
import type { World } from '../world/world';

export interface BetRouteOptions {
  world: World;
  accounts: Accounts;
  betting: Betting;
  /** Odds per brand: the slip and the placement price as the bettor's screen does. */
  pricing?: BettorPricing;
  store: StateStore;
  faults: Faults;
  sleep: (ms: number) => Promise<void>;
  /** A test's server messages (PUT /sandbox/content placementRefusals). */
  contentOverrides?: ContentOverridesStore;
  /** A price of the bet is still moving (the cash-out watch's isSettling): no cash out until it settles. */
  priceSettling?: (bet: BetRecord) => boolean;
}

/** Spec 7: the parlay extra-winnings promotion (tiers by number of selections). */

/** A request's origin id (spec 7): the web's 11 unless the client forced another. */
const originIdOf = (request: unknown): number => {
  const value = (request as { originId?: unknown } | null)?.originId;
  return typeof value === 'number' && Number.isInteger(value) ? value : 11;
};

/**
 * Answers 200 with a body cut off mid-way (the "garble" fault): the bet was committed but
 * the client cannot read whether, as when a proxy truncates or rewrites an answer.
 */
function garbledAnswer(c: Context): Response {
  return c.body('{"status":"PLACED","bets":[{"betId":', 200, { 'content-type': 'application/json' });
}

/** Drops the connection without an answer (the "response lost after commit" fault). */
export function dropConnection(c: Context): Response {
  const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
  incoming?.socket?.destroy();
  return c.json(errorBody('connection-dropped', 'The sandbox dropped this response on purpose (fault: drop). The bet was committed; ask for it again with the same uuid.'), 504);
}

export function betRoutes({ world, accounts, betting, pricing, store, faults, sleep, contentOverrides, priceSettling = () => false }: BetRouteOptions): Hono {
  const app = new Hono();

  // Spec 4: the player's country and currency when logged in, else the request country.
  const overrideBrandOf = (c: Context, accountId: string | null): string | null => overrideBrandOfRequest(c, accounts, pricing, accountId);

  const slipContext = (c: Context, accountId: string | null) => {
    const context = requestContext(c);
    const player = accountId ? accounts.byAccount(accountId) : undefined;
    // A player's slip is priced by the rules of the brand their bets are placed under (as placement does).
    const settings = (player ? brandById(player.brand) : context.brand).settings;
    return {
      world,
      currency: player?.currency ?? context.brand.currency,
      minStake: Number(settings.bet_stake_min_amount ?? 0),
      maxStake: Number(settings.bet_stake_max_amount ?? 10000),
      freeBet: player?.freeBet ?? 0,
      balance: accountId ? Number(accounts.wallet(accountId).balance) : null,
      eachWayEnabled: Boolean(settings.each_way_enabled),
      epw: PARLAY_PROMOTION,
      tax: taxRatesOfBrand(settings),
      excludedFromPromotions: player?.excludedFromPromotions ?? false,
      ...(pricing ? { priceOf: (selection: Parameters<BettorPricing['price']>[0]) => pricing.price(selection, overrideBrandOf(c, accountId)) } : {}),
    };
  };

  // POST with outcome ids builds a slip; PUT with the current model reprices it (spec 7).
  for (const method of ['post', 'put'] as const) {
    app[method]('/xapi/rest/betslips/selections', async (c) => {
      const session = accounts.sessionFromHeader(c.req.header('authorization'));
      const body = await c.req.json().catch(() => null);
      if (body === null) return c.json(errorBody('bad-request', 'Send { "outcomeIds": [...] } (POST) or the slip model (PUT) as JSON.'), 400);
      const request = readSlipRequest(body);
      // The body's origin (POST with outcome ids) over the query's, so the echo shows what the slip itself carried.
      const originId = originIdOf({ originId: (body as { originId?: unknown }).originId ?? Number(c.req.query('originId') ?? 11) });
      return c.json({ ...priceSlip(request, slipContext(c, session?.accountId ?? null)), originId, uuid: c.req.query('uuid') ?? null });
    });
  }

  app.post('/xapi/rest/accounts/:accountId/betslips', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const uuid = c.req.query('uuid');
    if (!uuid) return c.json(errorBody('uuid-required', 'Add a uuid query parameter: the same uuid never places a bet twice.'), 400);
    const fault = faults.forRequest(c);
    if (fault.betslip500) return c.json(errorBody('betslip-failure', 'Betslip: Something went wrong', { uuid }), 500);
    const body = (await c.req.json().catch(() => null)) as PlacementRequest | null;
    if (!body || typeof body !== 'object') return c.json(errorBody('bad-request', 'Send the betslip model as JSON.'), 400);
    const refusals = contentOverrides?.current.placementRefusals ?? [];
    if (refusals.length > 0) {
      // Codes the SDK has no text for, so it shows the server's own words (spec 8); nothing is taken.
      const errors = refusals.map((message, index) => ({ code: `SANDBOX-${String(index + 1).padStart(3, '0')}`, message }));
      return c.json({ betSlipId: `X${uuid.slice(0, 8)}`, status: 'REJECTED', reference: null, delay: 0, bets: [], errors, availableBalance: Number(accounts.wallet(session.accountId).balance), uuid, idempotentReplay: false });
    }
    const result = betting.place(session.accountId, uuid, body, overrideBrandOf(c, session.accountId));
    if (fault.dropAfterCommit && !result.idempotent) return dropConnection(c);
    if (fault.garbleAfterCommit && !result.idempotent) return garbledAnswer(c);
    if (fault.server500AfterCommit && !result.idempotent) return c.json(errorBody('betslip-failure', 'Betslip: Something went wrong', { uuid }), 500);
    // The bet is taken; the answer comes too late for a client that gave up (fault: timeout).
    if (fault.answerDelayAfterCommitMs > 0 && !result.idempotent) await sleep(fault.answerDelayAfterCommitMs);
    // The origin the placement was recorded with (a replay answers the first one's).
    const originId = originIdOf(store.state.placements[placementKey(session.accountId, uuid)]?.request ?? body);
    return c.json({ ...result.body, uuid, idempotentReplay: result.idempotent, originId });
  });

  app.put('/xapi/rest/betslips/:betSlipId/status', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const found = betting.slipStatus(c.req.param('betSlipId'));
    if (!found) return c.json(errorBody('slip-not-found', `No slip ${c.req.param('betSlipId')}.`), 404);
    if (found.record.accountId !== session.accountId) return c.json(errorBody('forbidden', 'This slip belongs to another account.'), 403);
    return c.json(found.body);
  });

  const retail = (prefix: string) => async (c: Context) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return c.json(errorBody('bad-request', 'Send the slip, or { "retailCode": "..." } to load one.'), 400);
    if (typeof body.retailCode === 'string') {
      const slip = store.state.retailCodes[body.retailCode.toUpperCase()];
      return slip ? c.json({ retailCode: body.retailCode.toUpperCase(), slip }) : c.json(errorBody('retail-code-not-found', `No slip stored under ${body.retailCode}.`), 404);
    }
    const code = `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
    store.mutate((state) => {
      state.retailCodes[code] = body;
    });
    return c.json({ retailCode: code });
  };
  app.post('/xapi/rest/betslips/retailcodes', retail('RC'));
  app.post('/xapi/rest/jackpotbetslips/retailcodes', retail('JR'));

  app.get('/xapi/rest/promotions/epw', (c) => c.json(PARLAY_PROMOTION_BODY));

  app.get('/xapi/rest/jackpotbetweb/active', (c) =>
    c.json(
      world.jackpots.map((jackpot) => ({
        id: jackpot.id,
        name: jackpot.name,
        jackpotPrize: jackpot.prize,
        currency: jackpot.currency,
        unitStake: jackpot.unitStake,
        events: jackpot.eventIds.flatMap((id, index) => {
          const event = world.events.get(id);
          return event ? [{ ordinal: index + 1, ...publicEvent(event) }] : [];
        }),
      })),
    ),
  );

  const jackpotPicks = (jackpotId: string, outcomeIds: string[]) => {
    const jackpot = world.jackpots.find((candidate) => candidate.id === jackpotId);
    if (!jackpot) return null;
    const picks = outcomeIds.flatMap((outcomeId) => {
      const selection = findSelection(world, outcomeId);
      const ordinal = selection ? jackpot.eventIds.indexOf(selection.event.id) + 1 : 0;
      return ordinal > 0 ? [{ outcomeId, ordinal }] : [];
    });
    return { jackpot, picks };
  };

  app.post('/xapi/rest/jackpotbetslips/selections', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { globalStake?: number; jackpotId?: string; outcomeIds?: string | string[] };
    const ids = typeof body.outcomeIds === 'string' ? body.outcomeIds.split(',') : (body.outcomeIds ?? []);
    const found = jackpotPicks(String(body.jackpotId ?? ''), ids);
    if (!found) return c.json(errorBody('jackpot-not-found', `No active jackpot ${body.jackpotId}.`), 404);
    const stake = Number(body.globalStake ?? found.jackpot.unitStake);
    const noOfBets = jackpotNumberOfBets(found.jackpot.eventIds.length, found.picks);
    return c.json({
      model: {
        jackpotId: found.jackpot.id,
        jackpotPrize: found.jackpot.prize,
        globalStake: stake,
        noOfBets,
        complete: isJackpotComplete(found.jackpot.eventIds.length, found.picks),
        jackpotTotalStake: new Big(Number.isFinite(stake) ? stake : 0).times(noOfBets).toNumber(),
        totalCost: new Big(Number.isFinite(stake) ? stake : 0).times(noOfBets).toNumber(),
        singles: found.picks,
      },
    });
  });

  app.post('/xapi/rest/accounts/:accountId/jackpotbetslips', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const uuid = c.req.query('uuid');
    // Idempotent per account, as betslips are: another account's uuid is not this one's coupon.
    const key = uuid ? placementKey(session.accountId, uuid) : null;
    const replay = key ? store.state.jackpotPlacements[key] : undefined;
    if (replay) return c.json({ ...replay, uuid, idempotentReplay: true });
    const body = (await c.req.json().catch(() => ({}))) as { jackpotId?: string; globalStake?: number; originId?: number; singles?: { outcomeId: string }[] };
    const found = jackpotPicks(String(body.jackpotId ?? ''), (body.singles ?? []).map((single) => single.outcomeId));
    if (!found) return c.json(errorBody('jackpot-not-found', `No active jackpot ${body.jackpotId}.`), 404);
    if (!isJackpotComplete(found.jackpot.eventIds.length, found.picks)) return c.json(errorBody('jackpot-incomplete', 'Pick at least one outcome for every event of the jackpot.'), 400);
    const stake = Number(body.globalStake ?? found.jackpot.unitStake);
    if (!Number.isFinite(stake) || stake <= 0) return c.json(errorBody('bad-stake', 'globalStake must be a positive amount.'), 400);
    const noOfBets = jackpotNumberOfBets(found.jackpot.eventIds.length, found.picks);
    const placed = betting.placeJackpot(session.accountId, found.jackpot, found.picks.map((pick) => pick.outcomeId), stake, noOfBets);
    const answer = placed.ok
      ? { status: 'PLACED', reference: placed.bet.reference, betId: placed.bet.betId, jackpotId: found.jackpot.id, noOfBets, totalCost: Number(placed.bet.totalStake), availableBalance: Number(accounts.wallet(session.accountId).balance), originId: originIdOf(body) }
      : { status: 'REJECTED', errors: [{ code: 'RES-00056', message: 'Your stake is greater than your balance. Lower the stake or deposit.' }] };
    if (key) {
      store.mutate((state) => {
        state.jackpotPlacements[key] = answer;
      });
    }
    if (placed.ok && faults.forRequest(c).dropAfterCommit) return dropConnection(c);
    return c.json({ ...answer, uuid: uuid ?? null, idempotentReplay: false });
  });

  app.get('/xapi/rest/acchistory/dailySettledBets', (c) => {
    const session = requireSession(c, accounts);
    if (isResponse(session)) return session;
    const count = Math.min(50, Math.max(1, Number(c.req.query('numberOfBets') ?? 50) || 50));
    // Ours (docs/account-history.md): from (inclusive) and before (exclusive), ISO instants, for one day of the history page.
    const from = c.req.query('from');
    const before = c.req.query('before');
    if (from !== undefined || before !== undefined) {
      const fromMs = Date.parse(from ?? '');
      const beforeMs = Date.parse(before ?? '');
      if (!Number.isFinite(fromMs) || !Number.isFinite(beforeMs)) return c.json(errorBody('bad-request', 'Send both from and before as ISO 8601 times, e.g. from=2026-11-28T00:00:00.000Z&before=2026-11-29T00:00:00.000Z.'), 400);
      return c.json({ bets: betting.settledBets(session.accountId, count, { fromMs, beforeMs }) });
    }
    return c.json({ bets: betting.settledBets(session.accountId, count) });
  });

  app.get('/xapi/bet/account/:accountId/openbets', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    return c.json({ bets: betting.openBets(session.accountId) });
  });

  app.get('/xapi/bet/account/:accountId/openbet/:betId', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const bet = store.state.bets.find((candidate) => candidate.betId === c.req.param('betId') && candidate.accountId === session.accountId);
    return bet ? c.json(betting.publicBet(bet)) : c.json(errorBody('bet-not-found', `No bet ${c.req.param('betId')} on this account.`), 404);
  });

  app.get('/xapi/bet/account/:accountId/betcount', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    return c.json({ count: betting.openBets(session.accountId).length, balance: Number(accounts.wallet(session.accountId).balance), currency: accounts.byAccount(session.accountId)?.currency });
  });

  // Cash out (spec 1 "My Bets with cash out"; the path is ours, docs/api.md): the value
  // offered must be the current one, and must still be after cashout_timeout; neither when
  // the request arrives nor when it is paid may a price of the bet be moving. With
  // `amount` it is a partial cash out (docs/api.md "Partial cash out"): keyed by the
  // request's uuid like a placement, so a retried or doubled request pays once.
  const partialInFlight = new Map<string, Promise<{ status: 200 | 400 | 404 | 409; body: Record<string, unknown> }>>();
  app.post('/xapi/bet/account/:accountId/openbet/:betId/cashout', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const body = (await c.req.json().catch(() => ({}))) as { value?: unknown; amount?: unknown };
    const offered = Number(body.value);
    if (!Number.isFinite(offered) || offered <= 0) return c.json(errorBody('bad-request', 'Send { "value": <the cash-out value shown> }, and "amount" for a partial cash out.'), 400);
    const holdMs = Number(requestContext(c).brand.settings.cashout_timeout ?? 5000);
    const betId = c.req.param('betId');
    if (body.amount !== undefined) {
      const uuid = c.req.query('uuid');
      if (!uuid) return c.json(errorBody('uuid-required', 'Add a uuid query parameter to a partial cash out: the same uuid never pays twice.'), 400);
      const amount = typeof body.amount === 'number' ? String(body.amount) : typeof body.amount === 'string' ? body.amount.trim() : '';
      if (!/^\d+(\.\d+)?$/.test(amount)) return c.json(errorBody('bad-request', 'Send "amount" as a positive number in currency units, e.g. 4.75.'), 400);
      const key = placementKey(session.accountId, uuid);
      const answered = store.state.cashOutRequests?.[key];
      if (answered) return c.json({ ...answered, idempotentReplay: true });
      // A second request with the key while the first is held waits for the first's answer.
      const running = partialInFlight.get(key);
      if (running) {
        const first = await running;
        return c.json({ ...first.body, idempotentReplay: true }, first.status);
      }
      const work = (async () => {
        const checked = betting.partialCashOutCheck(session.accountId, betId, offered, amount, priceSettling);
        if (!checked.ok) return { status: checked.status, body: errorBody(checked.error, checked.message, { value: checked.value ?? null }) };
        await sleep(holdMs);
        const result = betting.partialCashOut(session.accountId, betId, offered, amount, priceSettling);
        if (!result.ok) return { status: result.status, body: errorBody(result.error, result.message, { value: result.value ?? null }) };
        const answer = { status: 'PARTLY_CASHED_OUT', amount: Number(result.amount), bet: result.bet, balance: Number(accounts.wallet(session.accountId).balance), uuid };
        store.mutate((state) => {
          state.cashOutRequests = { ...state.cashOutRequests, [key]: answer };
        });
        return { status: 200 as const, body: answer };
      })();
      partialInFlight.set(key, work);
      try {
        const done = await work;
        return c.json({ ...done.body, ...(done.status === 200 ? { idempotentReplay: false } : {}) }, done.status);
      } finally {
        partialInFlight.delete(key);
      }
    }
    const bet = store.state.bets.find((candidate) => candidate.betId === betId && candidate.accountId === session.accountId);
    const before = bet ? betting.cashOutValue(bet) : null;
    if (!bet || before === null || !before.eq(offered) || priceSettling(bet)) {
      const refused = betting.cashOut(session.accountId, betId, offered, priceSettling);
      if (!refused.ok) return c.json(errorBody(refused.error, refused.message, { value: refused.value ?? null }), refused.status);
    }
    await sleep(holdMs);
    const result = betting.cashOut(session.accountId, betId, offered, priceSettling);
    if (!result.ok) return c.json(errorBody(result.error, result.message, { value: result.value ?? null }), result.status);
    return c.json({ status: 'CASHED_OUT', bet: result.bet, balance: Number(accounts.wallet(session.accountId).balance) });
  });

  // Auto cash out (ours, docs/api.md "Auto cash out"): the rule lives at the operator.
  app.put('/xapi/bet/account/:accountId/openbet/:betId/autocashout', async (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const body = (await c.req.json().catch(() => null)) as { target?: unknown } | null;
    const target = body?.target;
    const text = typeof target === 'number' && Number.isFinite(target) ? String(target) : typeof target === 'string' && /^\d+(\.\d+)?$/.test(target.trim()) ? target.trim() : target === null ? null : undefined;
    if (text === undefined) return c.json(errorBody('bad-request', 'Send { "target": <value in currency units> } to cash out in full when the value reaches it, or { "target": null } to remove the rule.'), 400);
    const result = betting.setAutoCashOut(session.accountId, c.req.param('betId'), text, priceSettling);
    if (!result.ok) return c.json(errorBody(result.error, result.message), result.status);
    return c.json({ bet: result.bet, balance: Number(accounts.wallet(session.accountId).balance) });
  });
  app.delete('/xapi/bet/account/:accountId/openbet/:betId/autocashout', (c) => {
    const session = requireSession(c, accounts, c.req.param('accountId'));
    if (isResponse(session)) return session;
    const result = betting.setAutoCashOut(session.accountId, c.req.param('betId'), null);
    if (!result.ok) return c.json(errorBody(result.error, result.message), result.status);
    return c.json({ bet: result.bet, balance: Number(accounts.wallet(session.accountId).balance) });
  });

  return app;
}
