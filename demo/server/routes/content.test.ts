// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { BRANDS } from '../content/brands';
import { filePersistence } from '../persistence';
import { createSandbox } from '../sandbox';
import type { SandboxState } from '../sandboxState';
import { harness, prematchOutcome, START } from '../testing/harness';

describe('operator content (spec 7)', () => {
  const h = harness();

  it('serves every brand’s settings per channel with the Settings entity of spec 3', async () => {
    const all = (await h.call('/api/all_cached_settings?cached=t&all=t')).json as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(all)).toHaveLength(BRANDS.length);
    expect(BRANDS.length).toBe(10);
    for (const brand of BRANDS) {
      for (const channel of ['web', 'mobile']) {
        const settings = all[brand.id]![channel]!;
        expect(settings.channel).toBe(channel);
        expect(Object.keys(settings)).toEqual(
          expect.arrayContaining(['locale', 'last_publication_timestamp', 'default_theme_mode', 'default_price_format', 'coupon_layout', 'user_wallet_poll_time', 'odds_per_brand_enabled', 'bet_stake_min_amount', 'bet_stake_max_amount', 'color_theme', 'page_attributes', 'each_way_enabled', 'betcount_polling_interval', 'enable_my_bets', 'root_page_configuration', 'african_betslip', 'tax_deduction_enabled', 'stake_rate_percentage', 'display_logout_button', 'page_layouts', 'languages']),
        );
        expect(() => JSON.parse(String(settings.color_theme))).not.toThrow();
      }
    }
    expect(all.safaribet!.web).toMatchObject({ currency: 'KES', african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true, stake_rate_percentage: 12.5 });
    expect(all.kingsbet!.web).toMatchObject({ currency: 'GBP', each_way_enabled: true, uk_betslip: true });
    expect(all.harimau!.web).toMatchObject({ currency: 'MYR', default_price_format: 'malay', coupon_layout: 'asian' });
    expect(all.pinoy!.web).toMatchObject({ currency: 'PHP', enable_floating_betslip: true });
    const kes = (await h.call('/api/all_cached_settings?c=KES&cached=t')).json;
    expect(Object.keys(kes)).toEqual(['safaribet']);
  });

  it('serves widgets, adverts (a status field means failure), submenus, seals, metrics, news', async () => {
    expect((await h.call('/api/html_widgets/1?active=true')).json.content).toContain('Play responsibly');
    expect((await h.call('/api/html_widgets/4?active=true')).status).toBe(404);
    expect((await h.call('/api/adverts/16?player_type=standard&username=demo')).json).toMatchObject({ audience: 'LOGGED_IN_NOT_PLAYED', width_in_pixels: 280 });
    expect((await h.call('/api/adverts/18')).json).toMatchObject({ popup: true, popup_width: 800, popup_allow_resize: true });
    expect((await h.call('/api/adverts/999')).json).toHaveProperty('status', 404);
    expect(((await h.call('/api/adverts/jackpot_bets')).json as unknown as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(((await h.call('/api/submenus/1')).json.links as { name: string }[]).map((link) => link.name)).toEqual(expect.arrayContaining(['Promotions', 'VIP', 'Chat']));
    expect((await h.call('/api/gcb_seals?host=example.com')).json.token).toBe('seal-example.com');
    expect((await h.call('/api/metrics?app=sportsbook')).json.liveEvents).toBeGreaterThanOrEqual(40);
    // The seeded popups on request only (createSandboxApp's default): a test page starts without a modal.
    expect((await h.call('/api/news_popups')).json).toEqual([]);
    expect(((await h.call('/api/news_popups', { headers: { 'X-Sandbox-News-Popups': 'seeded' } })).json as unknown as { pages: unknown[] }[])[0]!.pages.length).toBe(2);
    expect((await h.call('/api/external_header')).json).toHaveProperty('html');
    expect((await h.call('/xapi/rest/promotions/epw')).json).toMatchObject({ maxAmount: 500 });
  });

  it('runs jackpots: active list, pricing by picks, placement', async () => {
    const active = (await h.call('/xapi/rest/jackpotbetweb/active')).json as unknown as { id: string; events: { ordinal: number; markets: { outcomes: { id: string }[] }[] }[] }[];
    expect(active.length).toBeGreaterThanOrEqual(2);
    const jackpot = active[0]!;
    const picks = jackpot.events.map((event) => event.markets[0]!.outcomes[0]!.id);
    const doubled = [...picks, jackpot.events[0]!.markets[0]!.outcomes[1]!.id];
    const priced = await h.call('/xapi/rest/jackpotbetslips/selections', { body: { globalStake: 0.5, jackpotId: jackpot.id, originId: 11, outcomeIds: doubled.join(',') } });
    expect(priced.json.model).toMatchObject({ complete: true, noOfBets: 2, totalCost: 1 });
    const { token } = await h.login('demo');
    expect((await h.call('/xapi/rest/accounts/1001/jackpotbetslips', { token, body: { jackpotId: jackpot.id, globalStake: 0.5, singles: picks.slice(1).map((outcomeId) => ({ outcomeId })) } })).status).toBe(400);
    const placed = await h.call('/xapi/rest/accounts/1001/jackpotbetslips', { token, body: { jackpotId: jackpot.id, globalStake: 0.5, singles: doubled.map((outcomeId) => ({ outcomeId })) } });
    expect(placed.json).toMatchObject({ status: 'PLACED', totalCost: 1, availableBalance: 999 });
  });

  it('stores a slip under a retail code and loads it back', async () => {
    const stored = await h.call('/xapi/rest/betslips/retailcodes', { body: { singles: [{ outcomeId: 'x' }] } });
    const code = String(stored.json.retailCode);
    expect(code).toMatch(/^RC[0-9A-F]{6}$/);
    expect((await h.call('/xapi/rest/betslips/retailcodes', { body: { retailCode: code.toLowerCase() } })).json.slip).toEqual({ singles: [{ outcomeId: 'x' }] });
    expect((await h.call('/xapi/rest/betslips/retailcodes', { body: { retailCode: 'RC000000' } })).status).toBe(404);
  });
});

describe('persistence (SANDBOX_DATA)', () => {
  it('keeps balances, sessions and bets across a restart with the same seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
    const persistence = filePersistence<SandboxState>(dir);
    const first = createSandbox({ seed: 'persist', now: () => START, persistence, log: () => undefined });
    const pick = prematchOutcome(first);
    const session = first.accounts.openSession(first.accounts.byUsername('demo')!);
    first.betting.place('1001', 'persist-1', { singles: [{ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: null, unitStake: 25 }] });
    expect(first.accounts.wallet('1001').balance).toBe('975');

    const second = createSandbox({ seed: 'persist', now: () => START + 1000, persistence, log: () => undefined });
    expect(second.accounts.wallet('1001').balance).toBe('975');
    expect(second.betting.openBets('1001')).toHaveLength(1);
    expect(second.accounts.sessionFromHeader(`Bearer ${session.token}`)?.accountId).toBe('1001');

    // A different seed has other events: the open bet is voided and refunded, exactly.
    const third = createSandbox({ seed: 'another-world', now: () => START + 2000, persistence, log: () => undefined });
    expect(third.betting.openBets('1001')).toHaveLength(0);
    expect(new Big(third.accounts.wallet('1001').balance).toNumber()).toBe(1000);
  });
});
