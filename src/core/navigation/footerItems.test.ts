import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_SETTINGS, footerItems, type EmbedMode, type FooterSettings } from './footerItems';

/** A mobile operator that turns everything on: header shown, hamburger, Kiron, no prematch root. */
const base: Partial<FooterSettings> = { clem_show_header: true, display_hamburger_menu: true, kiron_enabled: true, virtuals_enabled: true, root_page_configuration: 'live' };
const mobile = (settings: Partial<FooterSettings> = {}, promotionsAvailable = true, mode: EmbedMode = 'standalone') =>
  footerItems({ settings: { ...base, ...settings }, viewportWidth: 375, promotionsAvailable, mode }).map((item) => item.id);

describe('mobile footer items (spec 2)', () => {
  it('orders calendar, live, others and keeps at most 5', () => {
    expect(mobile()).toEqual(['calendar', 'live', 'betslip', 'mybets', 'promotions']);
  });

  it('gives each item its spec 2 target', () => {
    const items = footerItems({ settings: { ...base, enable_my_bets: false, enable_floating_betslip: true }, viewportWidth: 375, promotionsAvailable: true });
    expect(items).toEqual([
      { id: 'calendar', href: '/sports' },
      { id: 'live', href: '/live/sport/' },
      { id: 'promotions', href: '/promotions' },
      { id: 'kiron', href: '/sports/kiron' },
    ]);
    const configured = footerItems({ settings: { ...base, promotions_url: 'https://promo.example/offers' }, viewportWidth: 375, promotionsAvailable: true });
    expect(configured.find((item) => item.id === 'promotions')?.href).toBe('https://promo.example/offers');
    expect(configured.find((item) => item.id === 'mybets')?.href).toBe('/open_bets');
  });

  it('keeps the menu only with the hamburger on and the header off; first on a prematch root', () => {
    expect(mobile({ root_page_configuration: 'prematch' })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'promotions']);
    expect(mobile({ root_page_configuration: 'prematch', clem_show_header: false })).toEqual(['menu', 'calendar', 'live', 'betslip', 'mybets']);
    expect(mobile({ root_page_configuration: 'PREMATCH', clem_show_header: false })).toEqual(['menu', 'calendar', 'live', 'betslip', 'mybets']);
    expect(mobile({ clem_show_header: false })).toEqual(['calendar', 'live', 'menu', 'betslip', 'mybets']);
  });

  it('shows my account in place of promotions when neither header nor hamburger is on', () => {
    expect(mobile({ clem_show_header: false, display_hamburger_menu: false })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'account']);
    expect(mobile({ clem_show_header: false, display_hamburger_menu: false, enable_my_bets: false })).toEqual(['calendar', 'live', 'betslip', 'account', 'kiron']);
    expect(mobile({ clem_show_header: true, display_hamburger_menu: false })).not.toContain('account');
  });

  it('applies every hide rule', () => {
    expect(mobile({ enable_floating_betslip: true })).toEqual(['calendar', 'live', 'mybets', 'promotions', 'kiron']);
    expect(mobile({ enable_my_bets: false })).toEqual(['calendar', 'live', 'betslip', 'promotions', 'kiron']);
    expect(mobile({ virtuals_enabled: false })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'kiron']);
    expect(mobile({}, false)).toEqual(['calendar', 'live', 'betslip', 'mybets', 'kiron']);
    expect(mobile({ kiron_enabled: false, enable_my_bets: false, virtuals_enabled: false })).toEqual(['calendar', 'live', 'betslip']);
  });

  it('hides host-owned items in the native app, iframe and content-only modes', () => {
    const open = { clem_show_header: false, display_hamburger_menu: false, enable_my_bets: false };
    expect(mobile(open, true, 'standalone')).toEqual(['calendar', 'live', 'betslip', 'account', 'kiron']);
    expect(mobile(open, true, 'iframe')).toEqual(['calendar', 'live', 'betslip', 'kiron']);
    expect(mobile({ enable_my_bets: false }, true, 'native-app')).toEqual(['calendar', 'live', 'betslip', 'kiron']);
    expect(mobile({ clem_show_header: false }, true, 'content-only')).toEqual(['calendar', 'live', 'betslip', 'mybets']);
  });

  it('falls back to the defaults for settings not given', () => {
    expect(DEFAULT_FOOTER_SETTINGS.enable_floating_betslip).toBe(false);
    expect(footerItems({ viewportWidth: 375, promotionsAvailable: true }).map((item) => item.id)).toEqual(['calendar', 'live', 'menu', 'betslip', 'mybets']);
  });
});

describe('desktop footer items (spec 2)', () => {
  const desktop = (settings: Partial<FooterSettings>, viewportWidth = 1024) => footerItems({ settings: { ...base, ...settings }, viewportWidth, promotionsAvailable: true }).map((item) => item.id);

  it('shows only betslip and My Bets from 1024 px', () => {
    expect(desktop({})).toEqual(['betslip', 'mybets']);
    expect(desktop({}, 1700)).toEqual(['betslip', 'mybets']);
    expect(desktop({}, 1023)).toHaveLength(5);
  });

  it('shows My Bets only when enabled, the betslip only without the floating betslip', () => {
    expect(desktop({ enable_my_bets: false })).toEqual(['betslip']);
    expect(desktop({ enable_floating_betslip: true })).toEqual(['mybets']);
  });
});

describe('footer invariants (property)', () => {
  it('never shows more than 5 items, never twice, never account and promotions together', () => {
    const settings = fc.record({
      clem_show_header: fc.boolean(),
      display_hamburger_menu: fc.boolean(),
      enable_floating_betslip: fc.boolean(),
      enable_my_bets: fc.boolean(),
      virtuals_enabled: fc.boolean(),
      kiron_enabled: fc.boolean(),
      root_page_configuration: fc.constantFrom('prematch', 'live', ''),
    });
    fc.assert(
      fc.property(settings, fc.integer({ min: 200, max: 2000 }), fc.boolean(), fc.constantFrom<EmbedMode>('standalone', 'iframe', 'native-app', 'content-only'), (given, width, promotionsAvailable, mode) => {
        const ids = footerItems({ settings: given, viewportWidth: width, promotionsAvailable, mode }).map((item) => item.id);
        expect(ids.length).toBeLessThanOrEqual(5);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.includes('account') && ids.includes('promotions')).toBe(false);
        if (ids.includes('menu')) expect(given.display_hamburger_menu && !given.clem_show_header).toBe(true);
        if (width >= 1024) ids.forEach((id) => expect(['betslip', 'mybets']).toContain(id));
      }),
    );
  });
});
