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
});
