// @vitest-environment node
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { ODDS_LADDER } from '../content/brandMargins';
import { harness, prematchOutcome } from '../testing/harness';

type Json = Record<string, any>;

/** Spec 9 on its own: p = 1/price, p' = p + margin x sqrt(p(1-p)), 1/p' to the nearest ladder value (a tie to the lower). */
function laddered(feed: number, margin: number): number {
  const p = new Big(1).div(feed);
  const raw = new Big(1).div(p.plus(new Big(margin).times(p.times(new Big(1).minus(p)).sqrt())));
  return ODDS_LADDER.reduce((best, step) => (new Big(step).minus(raw).abs().lt(new Big(best).minus(raw).abs()) ? step : best));
}

/** The wicket-india and wicket-intl margins (league + market type 3, the match result): docs/pricing.md. */
const INDIA = 0.005 + 0.005;
const INTL = 0.03 + 0.02;

describe('the sandbox prices slips and bets as the bettor sees them (odds per brand)', () => {
  const h = harness();
  // A pick whose price the margins move, so "the feed price" and "the offered price" differ.
  const pick = (() => {
    for (let skip = 0; ; skip += 1) {
      const candidate = prematchOutcome(h.sandbox, skip);
      if (candidate.market.marketTypeId === 3 && laddered(candidate.decimal, INDIA) !== candidate.decimal) return candidate;
    }
  })();
  const slip = async (brand: string, token?: string, country?: string) =>
    (await h.call('/xapi/rest/betslips/selections', { token: token ?? null, headers: { 'x-sb-brand': brand, ...(country ? { 'x-sandbox-country': country } : {}) }, body: { outcomeIds: [pick.outcome.id] } })).json.model as Json;

  it('prices an anonymous visitor by the request country, and a brand without odds per brand at the feed price', async () => {
    expect((await slip('wicket')).singles[0].decimal).toBe(laddered(pick.decimal, INTL));
    expect((await slip('wicket', undefined, 'IN')).singles[0].decimal).toBe(laddered(pick.decimal, INDIA));
    expect((await slip('eurobet')).singles[0].decimal).toBe(pick.decimal);
  });

  it('strikes a logged-in player’s bet at the price of their override brand, and refuses the feed price as moved', async () => {
    const { token, accountId } = await h.login('wicket');
    const offered = laddered(pick.decimal, INDIA);
    expect((await slip('wicket', token)).singles[0].decimal).toBe(offered);
    const place = (decimal: number, uuid: string) =>
      h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=${uuid}`, { token, headers: { 'x-sb-brand': 'wicket' }, body: { singles: [{ outcomeId: pick.outcome.id, decimal, spread: pick.outcome.consolidatedPrice.currentPrice.spread ?? null, unitStake: 100 }] } });
    const atFeed = await place(pick.decimal, 'feed');
    expect(atFeed.json.errors[0].code).toBe('RES-00152');
    const placed = await place(offered, 'offered');
    expect(placed.json.status).toBe('PLACED');
    expect(placed.json.bets[0].legs[0].decimal).toBe(offered);
    expect(placed.json.bets[0].potentialReturns).toBe(new Big(100).times(offered).toNumber());
  });

  it('offers a bet builder at its override brand’s price: the league’s margin on the sandbox’s combined price, placed at that price', async () => {
    const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch')!;
    const legOf = (market: string, description: string) => event.markets.find((m) => m.description === market)!.outcomes.find((o) => o.description === description)!;
    const legs = [legOf('Match Result', event.competitors[0]!.name), legOf('Both Teams To Score', 'Yes')];
    const quote = async (brand: string, token?: string, country?: string) =>
      (await h.call('/xapi/rest/betbuilder/price', { token: token ?? null, headers: { 'x-sb-brand': brand, ...(country ? { 'x-sandbox-country': country } : {}) }, body: { eventId: event.id, outcomeIds: legs.map((leg) => leg.id) } })).json as Json;
    const own = (await quote('eurobet')).decimal as number;
    // Spec 9's formula with the league's margin alone (wicket-intl 0.03, wicket-india 0.005), rounded down to 2 places: no ladder.
    const withLeagueMargin = (margin: number) => {
      const p = new Big(1).div(own);
      return new Big(1).div(p.plus(new Big(margin).times(p.times(new Big(1).minus(p)).sqrt()))).round(2, Big.roundDown).toNumber();
    };
    const intl = await quote('wicket');
    expect(intl.decimal).toBe(withLeagueMargin(0.03));
    expect(intl.decimal).toBeLessThan(own);
    // Its legs as the bettor sees them on the page: the match result through the league's and market type 3's margins.
    expect(intl.legs[0].decimal).toBe(laddered(legs[0]!.consolidatedPrice.currentPrice.decimal, INTL));
    expect((await quote('wicket', undefined, 'IN')).decimal).toBe(withLeagueMargin(0.005));

    // The wicket player (IN, INR) is priced by wicket-india, and the bet is struck and recorded at that price.
    const { token, accountId } = await h.login('wicket');
    const offered = (await quote('wicket', token)).decimal as number;
    expect(offered).toBe(withLeagueMargin(0.005));
    const place = (decimal: number, uuid: string) =>
      h.call(`/xapi/rest/accounts/${accountId}/betbuilders?uuid=${uuid}`, { token, headers: { 'x-sb-brand': 'wicket' }, body: { eventId: event.id, outcomeIds: legs.map((leg) => leg.id), decimal, unitStake: 100, totalCost: 100 } });
    expect((await place(own, 'bb-own')).json).toMatchObject({ status: 'REJECTED', decimal: offered, errors: [{ code: 'RES-00152' }] });
    const placed = await place(offered, 'bb-offered');
    expect(placed.json.status).toBe('PLACED');
    expect(placed.json.bets[0]).toMatchObject({ combinedDecimal: offered, totalStake: 100, potentialReturns: new Big(100).times(offered).toNumber() });
  });
});
