// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';

const DAY = 86_400_000;

describe('promotions (sandbox)', () => {
  it('lists the brand’s promotions in the request’s language, with dates, images and no terms', async () => {
    const h = harness();
    const english = (await h.call('/xapi/rest/promotions?l=en')).json.promotions as Record<string, unknown>[];
    expect(english.map((promotion) => promotion.id)).toEqual(['acca-insurance', 'bet-and-get', 'cash-out']);
    const first = english[0] as Record<string, unknown>;
    expect(first).toMatchObject({ title: 'Acca insurance', optIn: true, optedIn: null, imageUrl: '/api/promotion-assets/acca-insurance.svg', cta: { label: 'Build an acca', link: '/sports' } });
    expect(first.summary).toContain('EUR 20');
    expect(first).not.toHaveProperty('termsHtml');
    const dayStart = h.now - (h.now % DAY);
    expect(first.startsAt).toBe(new Date(dayStart - 3 * DAY).toISOString());
    expect(english[2]?.endsAt).toBeNull();

    const swahili = (await h.call('/xapi/rest/promotions?l=sw&pub=safaribet')).json.promotions as Record<string, unknown>[];
    expect(swahili[0]).toMatchObject({ title: 'Bima ya mkeka' });
    expect(swahili[0]?.summary).toContain('KES 2000');
    // A brand-only promotion shows for its brands alone.
    const kings = (await h.call('/xapi/rest/promotions?pub=kingsbet')).json.promotions as Record<string, unknown>[];
    expect(kings.map((promotion) => promotion.id)).toContain('extra-place-saturday');
    expect((await h.call('/xapi/rest/promotions/extra-place-saturday')).status).toBe(404);
  });

  it('answers a detail with its terms, and records an opt-in per player that list and detail then show', async () => {
    const h = harness();
    const detail = await h.call('/xapi/rest/promotions/acca-insurance?l=fr');
    expect(detail.json).toMatchObject({ id: 'acca-insurance', title: 'Assurance combiné' });
    expect(detail.json.termsHtml).toContain('<ol><li>Inscrivez-vous');

    expect((await h.call('/xapi/rest/promotions/acca-insurance/opt-in', { method: 'POST' })).status).toBe(401);
    const { token, accountId } = await h.login('demo');
    expect((await h.call('/xapi/rest/promotions/acca-insurance', { token })).json.optedIn).toBe(false);
    const optIn = await h.call('/xapi/rest/promotions/acca-insurance/opt-in', { method: 'POST', token });
    expect(optIn.json).toEqual({ id: 'acca-insurance', optedIn: true, optedInAt: new Date(h.now).toISOString() });
    // The first opt-in's time stays.
    h.advance(60_000);
    expect((await h.call('/xapi/rest/promotions/acca-insurance/opt-in', { method: 'POST', token })).json.optedInAt).toBe(new Date(h.now - 60_000).toISOString());
    expect((await h.call('/xapi/rest/promotions/acca-insurance', { token })).json.optedIn).toBe(true);
    const list = (await h.call('/xapi/rest/promotions', { token })).json.promotions as Record<string, unknown>[];
    expect(list.map((promotion) => promotion.optedIn)).toEqual([true, false, null]);
    expect((await h.call(`/sandbox/promotions/opt-ins?accountId=${accountId}`)).json.optIns).toEqual([{ accountId, promotionId: 'acca-insurance', at: new Date(h.now - 60_000).toISOString() }]);
    // Another player is not in.
    const other = await h.login('punter');
    expect((await h.call('/xapi/rest/promotions/acca-insurance', { token: other.token })).json.optedIn).toBe(false);
    await h.call('/sandbox/promotions/opt-ins', { method: 'DELETE' });
    expect((await h.call('/sandbox/promotions/opt-ins')).json.optIns).toEqual([]);
  });

  it('refuses an opt-in that is not offered, for an excluded player, or while told to fail', async () => {
    const h = harness();
    const { token } = await h.login('demo');
    expect((await h.call('/xapi/rest/promotions/cash-out/opt-in', { method: 'POST', token })).json.error).toBe('opt-in-not-offered');
    const excluded = await h.login('noPromo');
    const refused = await h.call('/xapi/rest/promotions/acca-insurance/opt-in', { method: 'POST', token: excluded.token });
    expect([refused.status, refused.json.error]).toEqual([409, 'excluded-from-promotions']);
    await h.call('/sandbox/content', { method: 'PUT', body: { promotions: { optIn: 'fail' } } });
    expect((await h.call('/xapi/rest/promotions/acca-insurance/opt-in', { method: 'POST', token })).status).toBe(503);
    expect((await h.call('/sandbox/promotions/opt-ins')).json.optIns).toEqual([]);
  });

  it('can be told to have none or to fail, and goes back to the seed', async () => {
    const h = harness();
    await h.call('/sandbox/content', { method: 'PUT', body: { promotions: { list: 'none' } } });
    expect((await h.call('/xapi/rest/promotions')).json).toEqual({ promotions: [] });
    await h.call('/sandbox/content', { method: 'PUT', body: { promotions: { list: 'fail' } } });
    expect((await h.call('/xapi/rest/promotions')).status).toBe(503);
    expect((await h.call('/xapi/rest/promotions/acca-insurance')).status).toBe(503);
    // The parlay promotion is another service: it still answers.
    expect((await h.call('/xapi/rest/promotions/epw')).json).toMatchObject({ maxAmount: 500 });
    await h.call('/sandbox/content', { method: 'DELETE' });
    expect(((await h.call('/xapi/rest/promotions')).json.promotions as unknown[]).length).toBe(3);
  });

  it('serves each promotion’s banner', async () => {
    const h = harness();
    const image = await h.call('/api/promotion-assets/bet-and-get.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(String(image.json)).toContain('>Bet, get a free bet</text>');
  });
});
