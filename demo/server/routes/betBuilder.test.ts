// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BET_BUILDER_CODES } from '../bets/betBuilderPricing';
import { harness } from '../testing/harness';
import type { SandboxEvent } from '../world/worldTypes';

type Harness = ReturnType<typeof harness>;

/** Balance in cents, exactly, from the sandbox's decimal string. */
function cents(h: Harness, accountId: string): bigint {
  const [whole, fraction = ''] = String(h.sandbox.accounts.wallet(accountId).balance).split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** stake x price in cents, rounded down as the sandbox pays (operator precision 2). */
const returnsInCents = (stake: string, decimal: number): bigint => (BigInt(Math.round(Number(stake) * 100)) * BigInt(Math.round(decimal * 100))) / 100n;

function builderMatch(h: Harness): SandboxEvent {
  const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch');
  if (!event) throw new Error('The contract seed has no prematch top bet-builder match');
  return event;
}

const outcome = (event: SandboxEvent, market: string, description: string): string => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!.id;

async function priced(h: Harness, eventId: string, outcomeIds: string[]) {
  const answer = await h.call('/xapi/rest/betbuilder/price', { body: { eventId, outcomeIds } });
  expect(answer.status).toBe(200);
  return answer.json;
}

describe('bet builder calls', () => {
  it('prices legs as they change and refuses a contradictory one with its message', async () => {
    const h = harness();
    const event = builderMatch(h);
    const home = event.competitors[0]!.name;
    const legs = [outcome(event, 'Match Result', home), outcome(event, 'Total Goals 1.5', 'Over 1.5')];
    const first = await priced(h, event.id, legs);
    expect(first).toMatchObject({ status: 'PRICED', eventId: event.id, errors: [] });
    expect(first.decimal).toBeGreaterThan(1);
    expect(first.legs.map((leg: { outcomeId: string }) => leg.outcomeId)).toEqual(legs);
    const refused = await priced(h, event.id, [...legs, outcome(event, 'Total Goals 1.5', 'Under 1.5')]);
    expect(refused).toMatchObject({ status: 'REFUSED', decimal: null, errors: [{ code: BET_BUILDER_CODES.sameMarket }] });
    const clash = await priced(h, event.id, [legs[0]!, outcome(event, 'Exact Total Goals', '0 Goals')]);
    expect(clash).toMatchObject({ status: 'REFUSED', errors: [{ code: BET_BUILDER_CODES.contradiction, message: `“Match Result: ${home}” and “Exact Total Goals: 0 Goals” cannot both win. Remove one of them.` }] });
    const bad = await h.call('/xapi/rest/betbuilder/price', { body: { eventId: event.id } });
    expect(bad.status).toBe(400);
  });

  it('places one bet at the agreed price, debits once, and a resent uuid answers the first answer', async () => {
    const h = harness();
    const event = builderMatch(h);
    const { token, accountId } = await h.login('demo');
    const legs = [outcome(event, 'Match Result', event.competitors[0]!.name), outcome(event, 'Both Teams To Score', 'Yes')];
    const { decimal } = await priced(h, event.id, legs);
    const before = cents(h, accountId);
    const body = { eventId: event.id, outcomeIds: legs, decimal, unitStake: 12.5, totalCost: 12.5 };
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=bb-1&withAuth=true`, { token, body });
    expect(placed.json).toMatchObject({ status: 'PLACED', idempotentReplay: false, errors: [], decimal });
    const [bet] = placed.json.bets;
    expect(bet).toMatchObject({ kind: 'bet-builder', combinedDecimal: decimal, totalStake: 12.5, potentialReturns: Number(returnsInCents('12.5', decimal)) / 100 });
    expect(bet.legs.map((leg: { outcomeId: string; marketDescription: string }) => [leg.outcomeId, leg.marketDescription])).toEqual([
      [legs[0], 'Match Result'],
      [legs[1], 'Both Teams To Score'],
    ]);
    expect(cents(h, accountId)).toBe(before - 1250n);

    const again = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=bb-1&withAuth=true`, { token, body });
    expect(again.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, reference: placed.json.reference });
    expect(cents(h, accountId)).toBe(before - 1250n);
    expect(h.sandbox.betting.openBets(accountId).filter((open) => open.kind === 'bet-builder')).toHaveLength(1);

    // A dropped answer: the bet is taken, and the retry under the same uuid finds it.
    const dropped = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=bb-2&withAuth=true`, { token, body, headers: { 'x-sandbox-fault': 'drop' } });
    expect(dropped.status).toBe(504);
    const retried = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=bb-2&withAuth=true`, { token, body });
    expect(retried.json).toMatchObject({ status: 'PLACED', idempotentReplay: true });
    expect(cents(h, accountId)).toBe(before - 2500n);
  });

  it('refuses a moved price (RES-00152, the new price in the answer), a contradiction and a cost mismatch, taking nothing', async () => {
    const h = harness();
    const event = builderMatch(h);
    const { token, accountId } = await h.login('demo');
    const legs = [outcome(event, 'Match Result', event.competitors[0]!.name), outcome(event, 'Both Teams To Score', 'Yes')];
    const { decimal } = await priced(h, event.id, legs);
    const before = cents(h, accountId);
    const moved = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=m-1&withAuth=true`, { token, body: { eventId: event.id, outcomeIds: legs, decimal: decimal + 0.5, unitStake: 5 } });
    expect(moved.json).toMatchObject({ status: 'REJECTED', decimal, errors: [{ code: 'RES-00152', ref: 'bb1' }] });
    const clash = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=m-2&withAuth=true`, { token, body: { eventId: event.id, outcomeIds: [legs[0], outcome(event, 'Exact Total Goals', '0 Goals')], decimal, unitStake: 5 } });
    expect(clash.json).toMatchObject({ status: 'REJECTED', errors: [{ code: BET_BUILDER_CODES.contradiction }] });
    const mismatch = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=m-3&withAuth=true`, { token, body: { eventId: event.id, outcomeIds: legs, decimal, unitStake: 5, totalCost: 4 } });
    expect(mismatch.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'COST-MISMATCH' }] });
    expect(cents(h, accountId)).toBe(before);
    expect(h.sandbox.betting.openBets(accountId)).toHaveLength(0);
  });

  it('settles from the simulated result: won only when every leg won, paid stake x price exactly', async () => {
    const h = harness();
    const event = builderMatch(h);
    const { token, accountId } = await h.login('demo');
    const home = event.competitors[0]!.name;
    const winning = [outcome(event, 'Match Result', home), outcome(event, 'Total Goals 2.5', 'Over 2.5')];
    const losing = [outcome(event, 'Match Result', home), outcome(event, 'Both Teams To Score', 'No')];
    const place = async (uuid: string, legs: string[], unitStake: number) => {
      const { decimal } = await priced(h, event.id, legs);
      const answer = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=${uuid}&withAuth=true`, { token, body: { eventId: event.id, outcomeIds: legs, decimal, unitStake } });
      expect(answer.json.status).toBe('PLACED');
      return { decimal: decimal as number, betId: answer.json.bets[0].betId as string };
    };
    const won = await place('s-1', winning, 7.35);
    const lost = await place('s-2', losing, 3);
    const before = cents(h, accountId);

    // Full time 3-1: the home side won, 4 goals, both scored.
    if (event.state.kind !== 'goals' || event.model.kind !== 'goals') throw new Error('a football match');
    event.state.periodScores = [[2, 0], [1, 1]];
    event.state.elapsed = event.model.periods * event.model.periodSeconds;
    event.phase = 'ended';
    h.sandbox.betting.settleEvent(event);

    const settled = h.sandbox.betting.settledBets(accountId, 10);
    expect(settled.find((bet) => bet.betId === won.betId)).toMatchObject({ status: 'won', returns: Number(returnsInCents('7.35', won.decimal)) / 100 });
    expect(settled.find((bet) => bet.betId === won.betId)!.legs.map((leg) => leg.result)).toEqual(['win', 'win']);
    expect(settled.find((bet) => bet.betId === lost.betId)).toMatchObject({ status: 'lost', returns: 0 });
    expect(settled.find((bet) => bet.betId === lost.betId)!.legs.map((leg) => leg.result)).toEqual(['win', 'lose']);
    expect(cents(h, accountId)).toBe(before + returnsInCents('7.35', won.decimal));
  });

  it('settles through the admin as a test chooses; a void leg with none lost gives the stake back', async () => {
    const h = harness();
    const event = builderMatch(h);
    const { token, accountId } = await h.login('demo');
    const legs = [outcome(event, 'Match Result', event.competitors[0]!.name), outcome(event, 'Both Teams To Score', 'Yes')];
    const { decimal } = await priced(h, event.id, legs);
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=v-1&withAuth=true`, { token, body: { eventId: event.id, outcomeIds: legs, decimal, unitStake: 4.2 } });
    const before = cents(h, accountId);
    const answer = await h.call('/sandbox/settle', { body: { results: { [legs[0]!]: 'win', [legs[1]!]: 'void' }, betIds: [placed.json.bets[0].betId] } });
    expect(answer.json.bets[0]).toMatchObject({ status: 'void', returns: 4.2 });
    expect(cents(h, accountId)).toBe(before + 420n);
  });
});
