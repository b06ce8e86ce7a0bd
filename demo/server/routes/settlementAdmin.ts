import { Hono } from 'hono';
import type { Betting } from '../bets/betting';
import { errorBody } from '../http/requestContext';
import type { BetLeg, StateStore } from '../sandboxState';

/** What a leg can be settled as: `place` is an each-way runner that placed without winning. */
export type ChosenResult = 'win' | 'lose' | 'void' | 'place';

const CHOSEN: readonly string[] = ['win', 'lose', 'void', 'place'];

/**
 * POST /sandbox/settle (docs/api.md "Sandbox controls"): settles open legs with the results
 * a test chooses, instead of waiting for the world to end their events. The money is then
 * paid by the sandbox's own settlement (betting.settleBet), exactly as after a final
 * whistle, so a test can check what a bet pays for any combination of results.
 */
export function settlementAdminRoutes(store: StateStore, betting: Betting): Hono {
  const app = new Hono();
  app.post('/sandbox/settle', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { results?: Record<string, unknown>; betIds?: unknown } | null;
    const results = body?.results;
    if (!results || typeof results !== 'object' || Object.values(results).some((result) => !CHOSEN.includes(String(result)))) {
      return c.json(errorBody('bad-request', 'Send { "results": { "<outcomeId>": "win" | "lose" | "void" | "place" }, "betIds"?: ["B00000001"] }.'), 400);
    }
    // Only the bets named, when named: other open bets on the same outcomes stay as they are.
    const only = Array.isArray(body.betIds) ? new Set(body.betIds.map(String)) : null;
    const touched = store.state.bets.filter((bet) => bet.status === 'open' && (only === null || only.has(bet.betId)) && bet.legs.some((leg) => leg.result === 'open' && results[leg.outcomeId] !== undefined));
    for (const bet of touched) {
      for (const leg of bet.legs) {
        const chosen = results[leg.outcomeId] as ChosenResult | undefined;
        if (leg.result !== 'open' || chosen === undefined) continue;
        decideLeg(leg, chosen);
      }
      if (bet.legs.every((leg) => leg.result !== 'open')) betting.settleBet(bet);
    }
    store.mutate(() => undefined);
    return c.json({ bets: touched.map(betting.publicBet) });
  });
  return app;
}

/** A leg's result, and for an each-way leg whether it placed (a winner placed too). */
function decideLeg(leg: BetLeg, chosen: ChosenResult): void {
  leg.result = chosen === 'place' ? 'lose' : chosen;
  leg.placed = leg.placeTerms === null || chosen === 'void' ? null : chosen === 'win' || chosen === 'place';
}
