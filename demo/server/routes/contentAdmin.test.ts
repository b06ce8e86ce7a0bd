// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness, prematchOutcome } from '../testing/harness';

type Json = Record<string, any>;

describe('PUT /sandbox/content: a test’s own operator content in every slot', () => {
  it('serves what was put, slot by slot, until DELETE brings the seed back', async () => {
    const h = harness();
    const mark = '<img src=x onerror=alert(1)>';
    const put = await h.call('/sandbox/content', {
      method: 'PUT',
      body: {
        htmlWidgets: { 1: { id: 1, name: 'w', active: true, content: mark }, 900: { id: 900, name: 'added', active: true, content: `<p>${mark}</p>` } },
        adverts: { 11: { name: mark }, 901: { name: 'new', audience: 'ALL', link: 'javascript:alert(1)' } },
        submenus: { 1: { id: 1, links: [{ id: 1, name: mark, url: 'vbscript:msgbox(1)' }] } },
        newsPopups: [{ id: 1, title: mark, pages: [] }],
        externalHeader: { css: 'a{}', js: 'alert(1)', html: mark },
        settings: { external_footer_html: mark, external_header_path: '/api/external_header' },
      },
    });
    expect(put.status).toBe(200);
    expect((await h.call('/api/html_widgets/1?active=true')).json.content).toBe(mark);
    expect((await h.call('/api/html_widgets/900?active=true')).json.content).toBe(`<p>${mark}</p>`);
    // An override changes the fields it names; the seeded advert keeps the rest.
    expect((await h.call('/api/adverts/11')).json).toMatchObject({ id: 11, name: mark, audience: 'ALL', link: '/promotions' });
    expect((await h.call('/api/adverts/901')).json).toMatchObject({ id: 901, name: 'new', link: 'javascript:alert(1)' });
    expect((await h.call('/api/submenus/1')).json.links).toEqual([{ id: 1, name: mark, url: 'vbscript:msgbox(1)' }]);
    expect((await h.call('/api/news_popups')).json).toEqual([{ id: 1, title: mark, pages: [] }]);
    expect((await h.call('/api/external_header')).json).toEqual({ css: 'a{}', js: 'alert(1)', html: mark });
    const settings = (await h.call('/api/all_cached_settings?cached=t&all=t')).json as Json;
    for (const brand of Object.values(settings)) expect(brand.web).toMatchObject({ external_footer_html: mark, external_header_path: '/api/external_header' });
    // The advert banner the sandbox draws puts the operator's name in SVG as text, never as markup.
    const banner = await h.app.request('/api/advert-assets/11.svg');
    expect(await banner.text()).toContain('&#60;img src=x onerror=alert(1)&#62;');

    expect((await h.call('/sandbox/content', { method: 'DELETE' })).status).toBe(200);
    expect((await h.call('/api/html_widgets/1?active=true')).json.content).toContain('Play responsibly');
    expect((await h.call('/api/adverts/11')).json.name).toBe('Weekend football');
    expect((await h.call('/api/adverts/901')).json).toMatchObject({ status: 404 });
    expect((await h.call('/api/submenus/1')).json.links).toHaveLength(9);
    const reset = (await h.call('/api/all_cached_settings?cached=t&all=t')).json as Json;
    for (const brand of Object.values(reset)) expect(brand.web.external_footer_html).toBeUndefined();
  });

  it('puts settings for one brand, or one brand\'s channel, leaving the other brands as they were', async () => {
    const h = harness();
    await h.call('/sandbox/content', { method: 'PUT', body: { brandSettings: { harimau: { max_bets_on_betslip: 4 }, 'harimau/mobile': { max_bets_on_betslip: 2 } } } });
    // A later put adds to a brand's settings, keeping what was put before.
    await h.call('/sandbox/content', { method: 'PUT', body: { brandSettings: { harimau: { poll_changes_refresh_interval: 1500 } } } });
    const settings = (await h.call('/api/all_cached_settings?cached=t&all=t')).json as Json;
    expect(settings.harimau.web).toMatchObject({ max_bets_on_betslip: 4, poll_changes_refresh_interval: 1500 });
    expect(settings.harimau.mobile).toMatchObject({ max_bets_on_betslip: 2, poll_changes_refresh_interval: 1500 });
    expect(settings.eurobet.web).toMatchObject({ max_bets_on_betslip: 15, poll_changes_refresh_interval: 5000 });
    // A key put as null goes back to the seed, the other keys stay.
    await h.call('/sandbox/content', { method: 'PUT', body: { brandSettings: { 'harimau/mobile': null } } });
    expect(((await h.call('/api/all_cached_settings?cached=t&all=t')).json as Json).harimau.mobile.max_bets_on_betslip).toBe(4);
    await h.call('/sandbox/content', { method: 'DELETE' });
    expect(((await h.call('/api/all_cached_settings?cached=t&all=t')).json as Json).harimau.mobile.max_bets_on_betslip).toBe(15);
  });

  it('serves a third-party script that notes its mark, and throws when asked', async () => {
    const h = harness();
    const script = await h.app.request('/sandbox/third-party.js?mark=tag-1<x>&throw=1');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toBe("(window.__sandboxThirdParty = window.__sandboxThirdParty || []).push('tag-1x');throw new Error('third-party script tag-1x failed');\n");
  });

  it('refuses every placement with the messages put in placementRefusals, taking nothing', async () => {
    const h = harness();
    const { token, accountId } = await h.login('demo');
    const before = h.sandbox.accounts.wallet(accountId).balance;
    await h.call('/sandbox/content', { method: 'PUT', body: { placementRefusals: ['<b>one</b>', 'two'] } });
    const pick = prematchOutcome(h.sandbox);
    const single = { outcomeId: pick.outcome.id, decimal: pick.decimal, unitStake: 5 };
    const refused = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=r-1&withAuth=true`, { token, body: { singles: [single] } });
    expect(refused.json).toMatchObject({ status: 'REJECTED', bets: [], errors: [{ code: 'SANDBOX-001', message: '<b>one</b>' }, { code: 'SANDBOX-002', message: 'two' }] });
    expect(h.sandbox.accounts.wallet(accountId).balance).toBe(before);
    expect(h.sandbox.betting.openBets(accountId)).toEqual([]);

    await h.call('/sandbox/content', { method: 'PUT', body: { placementRefusals: [] } });
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=r-2&withAuth=true`, { token, body: { singles: [single] } });
    expect(placed.json.status).toBe('PLACED');
  });

  it('renames an event, its competitors, markets and outcomes (POST /sandbox/names), as every list and detail serve them', async () => {
    const h = harness();
    const { event, market, outcome } = prematchOutcome(h.sandbox);
    const renamed = await h.call('/sandbox/names', {
      body: { eventId: event.id, description: 'E<svg onload=x>', competitors: ['H<x>', 'A<y>'], markets: { [market.id]: { description: 'M<z>', outcomes: { [outcome.id]: 'O<w>' } } } },
    });
    expect(renamed.json).toEqual({ eventId: event.id, description: 'E<svg onload=x>', competitors: ['H<x>', 'A<y>'] });
    const detail = (await h.call(`/xapi/rest/events/${event.id}`)).json as Json;
    expect(detail.description).toBe('E<svg onload=x>');
    expect(detail.opponents.map((opponent: Json) => opponent.description)).toEqual(['H<x>', 'A<y>']);
    const served = detail.markets.find((entry: Json) => entry.id === market.id);
    expect(served.description).toBe('M<z>');
    expect(served.outcomes.find((entry: Json) => entry.id === outcome.id).description).toBe('O<w>');
    // Only this fixture: another event sharing a team keeps its names.
    const others = [...h.sandbox.world.events.values()].filter((other) => other.id !== event.id);
    expect(others.some((other) => other.competitors.some((competitor) => competitor.name === 'H<x>'))).toBe(false);
    expect((await h.call('/sandbox/names', { body: { eventId: 'nope' } })).status).toBe(404);
  });
});
