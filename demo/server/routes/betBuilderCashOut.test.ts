// @vitest-environment node
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { betBuilderPrice } from '../bets/betBuilderPricing';
import { harness } from '../testing/harness';
import { finalScoreGrid, jointProbability, scorePredicate } from '../world/betBuilderModel';
import { repriceEvent } from '../world/simulator';
import type { SandboxEvent } from '../world/worldTypes';

type Harness = ReturnType<typeof harness>;

/** The wallet exactly, as the sandbox keeps it. */
const balance = (h: Harness, accountId: string): Big => new Big(h.sandbox.accounts.wallet(accountId).balance);

/** core cashOutOffer on its own: returns x 95 / (current price x 100), rounded down to the currency's places. */
const offer = (returns: Big, price: number, places = 2): Big => returns.times(95).div(new Big(price).times(100)).round(places, Big.roundDown);

function builderMatch(h: Harness): SandboxEvent {
  const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch');
  if (!event) throw new Error('The contract seed has no prematch top bet-builder match');
  return event;
}

const outcomeOf = (event: SandboxEvent, market: string, description: string): string => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!.id;

/** The sandbox's own price for one open leg now: its chance over the score grid, with the builder's margin. */
function onePrice(h: Harness, event: SandboxEvent, outcomeId: string): number {
  const market = event.markets.find((candidate) => candidate.outcomes.some((outcome) => outcome.id === outcomeId))!;
  const predicate = scorePredicate(market.spec, market.outcomes.findIndex((outcome) => outcome.id === outcomeId), event.model.kind === 'goals' && event.model.threeWay)!;
  return betBuilderPrice(jointProbability(finalScoreGrid(h.sandbox.world.events.get(event.id)!), [predicate]));
}

/** A bet builder placed by `username` at the sandbox's price: home win and both teams to score. */
async function placedBuilder(h: Harness, unitStake: number, username = 'demo') {
  const event = builderMatch(h);
  const player = await h.login(username);
  const legs = [outcomeOf(event, 'Match Result', event.competitors[0]!.name), outcomeOf(event, 'Both Teams To Score', 'Yes')];
  const { decimal } = (await h.call('/xapi/rest/betbuilder/price', { body: { eventId: event.id, outcomeIds: legs } })).json as { decimal: number };
  const placed = await h.call(`/xapi/rest/accounts/${player.accountId}/betbuilders?uuid=cash-${username}-${unitStake}&withAuth=true`, { token: player.token, body: { eventId: event.id, outcomeIds: legs, decimal, unitStake } });
  expect(placed.json.status).toBe('PLACED');
  const betId = String(placed.json.bets[0].betId);
  const open = () => h.sandbox.betting.openBets(player.accountId).find((bet) => bet.betId === betId);
  return { ...player, event, legs, decimal, betId, open, path: `/xapi/bet/account/${player.accountId}/openbet/${betId}/cashout` };
}

describe('cash out of a bet builder', () => {
  it('offers the value at the price its legs have together now, less 5%, and pays it once, exactly', async () => {
    const h = harness();
    const bet = await placedBuilder(h, 10);
    // Nothing moved since it was placed: its legs' price now is the price it was struck at, so 10 x D x 0.95 / D.
    expect(bet.open()!.cashOutValue).toBe(9.5);
    const before = balance(h, bet.accountId);

    const cashed = await h.call(bet.path, { token: bet.token, body: { value: 9.5 } });
    expect(cashed.json).toMatchObject({ status: 'CASHED_OUT', bet: { status: 'cashed-out', returns: 9.5 } });
    expect(balance(h, bet.accountId).toString()).toBe(before.plus('9.5').toString());
    // Exactly once: the bet is gone from the open bets and a second request pays nothing.
    expect(bet.open()).toBeUndefined();
    const again = await h.call(bet.path, { token: bet.token, body: { value: 9.5 } });
    expect(again.status).toBe(409);
    expect(balance(h, bet.accountId).toString()).toBe(before.plus('9.5').toString());
    expect(h.sandbox.store.state.transactions.filter((entry) => entry.accountId === bet.accountId && entry.type === 'cashout').map((entry) => entry.amount)).toEqual(['9.5']);
  });

  it('values a won leg at its result and the rest at its price now; a void leg gives the stake back if the rest wins; a lost leg ends the offer', async () => {
    const h = harness();
    const won = await placedBuilder(h, 10);
    await h.call('/sandbox/settle', { body: { results: { [won.legs[0]!]: 'win' }, betIds: [won.betId] } });
    // Pays 10 x D if both teams score: that over both teams to score's price now.
    const returns = new Big(10).times(won.decimal).round(2, Big.roundDown);
    const expected = offer(returns, onePrice(h, won.event, won.legs[1]!));
    expect(won.open()!.cashOutValue).toBe(expected.toNumber());
    expect(expected.lte(won.open()!.potentialReturns)).toBe(true);

    const voided = await placedBuilder(h, 7, 'punter');
    await h.call('/sandbox/settle', { body: { results: { [voided.legs[0]!]: 'void' }, betIds: [voided.betId] } });
    // A void leg and none lost voids the builder whole: the stake (7) is what it pays if the other leg wins.
    expect(voided.open()!.cashOutValue).toBe(offer(new Big(7), onePrice(h, voided.event, voided.legs[1]!)).toNumber());

    const lost = await placedBuilder(h, 5, 'placer');
    await h.call('/sandbox/settle', { body: { results: { [lost.legs[0]!]: 'lose' }, betIds: [lost.betId] } });
    expect(lost.open()).toMatchObject({ status: 'open', cashOutValue: null });
    const refused = await h.call(lost.path, { token: lost.token, body: { value: 1 } });
    expect(refused.json).toMatchObject({ error: 'cashout-unavailable' });
  });

  it('keeps its value while its legs’ prices stay, and moves it when the feed reprices them', async () => {
    const h = harness();
    const bet = await placedBuilder(h, 10);
    const event = h.sandbox.world.events.get(bet.event.id)!;
    if (event.state.kind !== 'goals') throw new Error('a football match');
    // Twenty minutes pass on the model's clock without a reprice: a value that moved now would be refused as changed a moment later.
    event.state.elapsed += 1200;
    expect(bet.open()!.cashOutValue).toBe(9.5);
    repriceEvent(h.sandbox.world, event, true);
    const now = new Big(10).times(bet.decimal).round(2, Big.roundDown);
    const joint = jointProbability(finalScoreGrid(event), bet.legs.map((outcomeId) => {
      const market = event.markets.find((candidate) => candidate.outcomes.some((outcome) => outcome.id === outcomeId))!;
      return scorePredicate(market.spec, market.outcomes.findIndex((outcome) => outcome.id === outcomeId), true)!;
    }));
    expect(bet.open()!.cashOutValue).toBe(offer(now, betBuilderPrice(joint)).toNumber());
    expect(bet.open()!.cashOutValue).not.toBe(9.5);
  });

  it('cashes out part of a builder: pays exactly the amount, leaves the exact remainder on, and settles the remainder exactly', async () => {
    const h = harness();
    const bet = await placedBuilder(h, 10);
    const before = balance(h, bet.accountId);
    const part = await h.call(`${bet.path}?uuid=part-1`, { token: bet.token, body: { value: 9.5, amount: '4.75' } });
    // 10 x (9.50 - 4.75) / 9.50 = 5.00 stays on, returning 5 x D.
    const remainingReturns = new Big(5).times(bet.decimal).round(2, Big.roundDown);
    expect(part.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', amount: 4.75, bet: { status: 'open', unitStake: 5, totalStake: 5, potentialReturns: remainingReturns.toNumber(), cashOutValue: 4.75 } });
    const replay = await h.call(`${bet.path}?uuid=part-1`, { token: bet.token, body: { value: 9.5, amount: '4.75' } });
    expect(replay.json).toMatchObject({ status: 'PARTLY_CASHED_OUT', idempotentReplay: true });
    expect(balance(h, bet.accountId).toString()).toBe(before.plus('4.75').toString());

    await h.call('/sandbox/settle', { body: { results: { [bet.legs[0]!]: 'win', [bet.legs[1]!]: 'win' }, betIds: [bet.betId] } });
    expect(balance(h, bet.accountId).toString()).toBe(before.plus('4.75').plus(remainingReturns).toString());
  });

  it('values a tax brand’s builder from its returns net of tax, never above them', async () => {
    const h = harness();
    const bet = await placedBuilder(h, 50, 'safari');
    // KES 50 with 12.5% excise and 20% withholding: the record's returns, net of tax.
    const wagered = new Big(50).times(100).div('112.5');
    const gross = wagered.times(bet.decimal);
    const returns = gross.minus(gross.minus(wagered).times('0.2')).round(2, Big.roundDown);
    expect(bet.open()!.potentialReturns).toBe(returns.toNumber());
    expect(bet.open()!.cashOutValue).toBe(offer(returns, bet.decimal).toNumber());
    const before = balance(h, bet.accountId);
    const value = bet.open()!.cashOutValue!;
    await h.call(bet.path, { token: bet.token, body: { value } });
    expect(balance(h, bet.accountId).toString()).toBe(before.plus(value).toString());
  });
});
