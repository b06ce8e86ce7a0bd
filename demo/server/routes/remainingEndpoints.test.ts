// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { harness, prematchOutcome } from '../testing/harness';
import { DEMO_PLAYERS } from '../accounts/demoPlayers';

describe('the rest of the API (status, shape, auth)', () => {
  it('answers the remaining account endpoints with auth rules', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    const other = await h.login('kings');
    expect((await h.call('/xapi/rest/accounts/1001', { method: 'PUT', body: { wasSetRealMoneyBonuses: true, realMoneyBonuses: [1] } })).status).toBe(401);
    expect((await h.call('/xapi/rest/accounts/1001', { method: 'PUT', token: other.token, body: {} })).status).toBe(403);
    expect((await h.call('/xapi/rest/accounts/1001', { method: 'PUT', token, body: { wasSetRealMoneyBonuses: true, realMoneyBonuses: true } })).json).toMatchObject({ accountId: '1001', wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    // The choice is a yes or no (docs/account.md "The real-money bonus choice"): anything else is refused.
    expect((await h.call('/xapi/rest/accounts/1001', { method: 'PUT', token, body: { wasSetRealMoneyBonuses: true, realMoneyBonuses: [1] } })).status).toBe(400);
    expect((await h.call('/auth/en/api/plugins/component/route/header_login/als_integration/integrate', { method: 'POST', token })).json).toEqual({ result: 'SUCCESS', accountId: '1001', alsPlayerId: '1001' });
    expect((await h.call('/xapi/bet/account/1001/openbets')).status).toBe(401);
    expect((await h.call('/xapi/bet/account/1001/openbets', { token: other.token })).status).toBe(403);
    expect((await h.call('/xapi/rest/acchistory/dailySettledBets?numberOfBets=50')).status).toBe(401);
    expect((await h.call('/xapi/rest/accounts/1001/jackpotbetslips', { body: {} })).status).toBe(401);
    expect((await h.call('/xapi/rest/betslips/S1/status', { method: 'PUT', token })).status).toBe(404);
  });

  it('serves brand assets, sandbox controls and a JSON 404 for anything else', async () => {
    const h = harness();
    const logo = await h.app.request('/api/brand-assets/kingsbet/logo-light.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const logoText = await logo.text();
    // The brand's name fitted to the box (long names), its initial on a mark in the accent.
    expect(logoText).toContain('textLength="112" lengthAdjust="spacingAndGlyphs">Kings Bet UK</text>');
    expect(logoText).toMatch(/<circle cx="20" cy="20" r="16" fill="#[0-9a-f]{6}"\/><text [^>]*>K<\/text>/);
    const favicon = await (await h.app.request('/api/brand-assets/kingsbet/favicon.svg')).text();
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="32" height="32"/);
    expect(favicon).not.toContain('Kings Bet UK');
    const players = (await h.call('/sandbox/players')).json as unknown as Record<string, unknown>[];
    expect(players).toHaveLength(DEMO_PLAYERS.length);
    expect(players.every((player) => !('password' in player))).toBe(true);
    const before = h.sandbox.world.tick;
    expect((await h.call('/sandbox/tick', { body: { count: 3 } })).json.tick).toBe(before + 3);
    expect((await h.call('/sandbox/otp/demo')).status).toBe(404);
    expect((await h.call('/xapi/rest/nothing')).json.error).toBe('not_found');
    expect((await h.call('/xapi/rest/promotions')).json.promotions).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Acca insurance' })]));
    const stored = await h.call('/xapi/rest/jackpotbetslips/retailcodes', { body: { jackpotId: 'JP-MIDWEEK-10' } });
    expect(String(stored.json.retailCode)).toMatch(/^JR/);
  });

  it('self-excludes a player from betting for the chosen period', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    expect((await h.call('/xapi/rest/accounts/1001/self-exclusion', { token, body: { days: 0 } })).status).toBe(400);
    expect((await h.call('/xapi/rest/accounts/1001/self-exclusion', { token, body: { days: 7 } })).json).toMatchObject({ selfExcluded: true });
    const pick = prematchOutcome(h.sandbox);
    // The exclusion ends the player's sessions (issue 21): the token places nothing, and a new login is refused.
    const refused = await h.call('/xapi/rest/accounts/1001/betslips?uuid=se-1', { token, body: { singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 5 }] } });
    expect(refused.status).toBe(401);
    const login = await h.call('/xapi/icore/players/login', { body: { username: 'demo', password: 'demo1234' } });
    expect([login.status, login.json.responseCode]).toEqual([403, 'SELF_EXCLUDED']);
    h.advance(8 * 86_400_000);
    const fresh = await h.login('demo');
    const allowed = await h.call('/xapi/rest/accounts/1001/betslips?uuid=se-2', { token: fresh.token, body: { userAcceptOdds: 'A', singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 5 }] } });
    expect(allowed.json.status).not.toBe('REJECTED');
  });
});

describe('each way and jackpot settlement', () => {
  it('pays the place part of an each-way bet at the place terms', async () => {
    const h = harness('each-way');
    const { token } = await h.login('kings');
    const race = [...h.sandbox.world.events.values()].find((event) => event.sportCode === 'HORS' && event.phase === 'prematch')!;
    const market = race.markets[0]!;
    const outcome = market.outcomes[0]!;
    const price = outcome.consolidatedPrice.currentPrice.decimal;
    const placed = await h.call('/xapi/rest/accounts/2001/betslips?uuid=ew-1', { token, body: { singles: [{ outcomeId: outcome.id, decimal: price, spread: null, unitStake: 10, eachWay: true }] }, headers: { 'x-sb-brand': 'kingsbet' } });
    expect(placed.json.bets[0]).toMatchObject({ eachWay: true, noOfBets: 2, totalStake: 20 });
    expect(placed.json.availableBalance).toBe(980);
    // Run the race: kick-off now, then let it finish.
    race.startMs = h.now;
    h.run(60);
    const bet = h.sandbox.store.state.bets.find((candidate) => candidate.reference === placed.json.reference)!;
    expect(bet.status).not.toBe('open');
    const leg = bet.legs[0]!;
    const placePrice = new Big(price).minus(1).times(leg.placeTerms!.fraction).plus(1);
    const expected = (leg.result === 'win' ? new Big(10).times(price) : new Big(0)).plus(leg.placed ? new Big(10).times(placePrice) : 0);
    expect(Number(bet.returns)).toBe(expected.round(2, 0).toNumber());
    expect(Number(h.sandbox.accounts.wallet('2001').balance)).toBe(new Big(980).plus(expected.round(2, 0)).toNumber());
  });

  it('settles a jackpot coupon when its events end: the prize for all right, nothing otherwise', async () => {
    const h = harness('jackpot');
    const { token } = await h.login('highroller');
    const jackpot = h.sandbox.world.jackpots.find((candidate) => candidate.eventIds.length === 10)!;
    // Cover every outcome of every event: the coupon cannot lose.
    const outcomeIds = jackpot.eventIds.flatMap((id) => h.sandbox.world.events.get(id)!.markets[0]!.outcomes.map((outcome) => outcome.id));
    const placed = await h.call('/xapi/rest/accounts/1012/jackpotbetslips', { token, body: { jackpotId: jackpot.id, globalStake: 0.1, singles: outcomeIds.map((outcomeId) => ({ outcomeId })) } });
    expect(placed.json).toMatchObject({ status: 'PLACED', noOfBets: 3 ** 10 });
    expect(placed.json.totalCost).toBe(new Big(0.1).times(3 ** 10).toNumber());
    for (const id of jackpot.eventIds) h.sandbox.world.events.get(id)!.startMs = h.now;
    h.run(700);
    const bet = h.sandbox.store.state.bets.find((candidate) => candidate.betId === placed.json.betId)!;
    expect(bet.status).toBe('won');
    expect(Number(bet.returns)).toBe(jackpot.prize);
  }, 60_000);
});
