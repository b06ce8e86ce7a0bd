import { describe, expect, it } from 'vitest';
import { badgeText, footerItems, footerTapAction, isFooterItemHighlighted, type FooterContext, type FooterSettings } from './footerItems';
import { groupSubHeaderLinks, languageSelectorLayout } from './headerLayout';

const settings: FooterSettings = {
  clem_show_header: true,
  display_hamburger_menu: true,
  enable_floating_betslip: false,
  enable_my_bets: true,
  virtuals_enabled: true,
  kiron_enabled: true,
  root_page_configuration: 'live',
};
const mobile = (overrides: Partial<FooterSettings> = {}, extra: Partial<FooterContext> = {}): string[] =>
  footerItems({ settings: { ...settings, ...overrides }, viewportWidth: 375, promotionsAvailable: true, mode: 'standalone', ...extra }).map((item) => item.id);

describe('mobile footer (spec 2)', () => {
  it('orders calendar, live, others and keeps at most 5', () => {
    expect(mobile()).toEqual(['calendar', 'live', 'betslip', 'mybets', 'promotions']);
  });

  it('puts menu and calendar first on a prematch root page, menu only with the hamburger and no header', () => {
    expect(mobile({ root_page_configuration: 'prematch' })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'promotions']);
    expect(mobile({ root_page_configuration: 'prematch', clem_show_header: false })).toEqual(['menu', 'calendar', 'live', 'betslip', 'mybets']);
  });

  it('shows my account in place of promotions when neither header nor hamburger shows', () => {
    expect(mobile({ clem_show_header: false, display_hamburger_menu: false })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'account']);
  });

  it('applies every hide rule', () => {
    expect(mobile({ enable_floating_betslip: true })).toEqual(['calendar', 'live', 'mybets', 'promotions', 'kiron']);
    expect(mobile({ enable_my_bets: false })).toEqual(['calendar', 'live', 'betslip', 'promotions', 'kiron']);
    expect(mobile({ virtuals_enabled: false })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'kiron']);
    expect(mobile({}, { promotionsAvailable: false })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'kiron']);
    expect(mobile({ kiron_enabled: false, enable_my_bets: false, virtuals_enabled: false })).toEqual(['calendar', 'live', 'betslip']);
  });

  it('hides host-owned items when embedded', () => {
    expect(mobile({ clem_show_header: false, display_hamburger_menu: false }, { mode: 'native-app' })).toEqual(['calendar', 'live', 'betslip', 'mybets', 'kiron']);
    expect(mobile({}, { mode: 'content-only' })).toEqual(['live', 'betslip', 'mybets']);
  });

  it('shows only betslip and My Bets on desktop', () => {
    const desktop = (overrides: Partial<FooterSettings>) => footerItems({ settings: { ...settings, ...overrides }, viewportWidth: 1024, promotionsAvailable: true, mode: 'standalone' }).map((item) => item.id);
    expect(desktop({})).toEqual(['betslip', 'mybets']);
    expect(desktop({ enable_my_bets: false })).toEqual(['betslip']);
  });

  it('taps: account and My Bets start login when logged out; My Bets goes back on its own page', () => {
    expect(footerTapAction({ id: 'account', href: '/account' }, { loggedIn: true, onMyBetsPage: false })).toEqual({ kind: 'navigate', href: '/account' });
    expect(footerTapAction({ id: 'account', href: '/account' }, { loggedIn: false, onMyBetsPage: false })).toEqual({ kind: 'start-login' });
    expect(footerTapAction({ id: 'mybets', href: '/open_bets' }, { loggedIn: false, onMyBetsPage: false })).toEqual({ kind: 'start-login' });
    expect(footerTapAction({ id: 'mybets', href: '/open_bets' }, { loggedIn: true, onMyBetsPage: true })).toEqual({ kind: 'go-back' });
    expect(footerTapAction({ id: 'mybets', href: '/open_bets' }, { loggedIn: true, onMyBetsPage: false })).toEqual({ kind: 'toggle-mybets' });
    expect(footerTapAction({ id: 'live', href: '/live/sport/' }, { loggedIn: false, onMyBetsPage: false })).toEqual({ kind: 'navigate', href: '/live/sport/' });
  });

  it('does not highlight the selected item while the betslip or My Bets is open', () => {
    const live = { id: 'live' as const, href: '/live/sport/' };
    expect(isFooterItemHighlighted(live, '/en/live/sport/227-BASK', { betslipOpen: false, myBetsOpen: false })).toBe(true);
    expect(isFooterItemHighlighted(live, '/en/live/sport/', { betslipOpen: true, myBetsOpen: false })).toBe(false);
    expect(isFooterItemHighlighted({ id: 'calendar', href: '/sports' }, '/en/live/sport/', { betslipOpen: false, myBetsOpen: false })).toBe(false);
  });

  it('shows badges as 99+ above 99', () => {
    expect([0, 1, 99, 100, 250, Number.NaN].map(badgeText)).toEqual([null, '1', '99', '99+', '99+', null]);
  });
});

describe('header (spec 2)', () => {
  it('uses one column for up to 7 languages, a grid above', () => {
    expect(languageSelectorLayout(7, true)).toBe('single-column');
    expect(languageSelectorLayout(8, true)).toBe('grid');
    expect(languageSelectorLayout(1, true)).toBe('hidden');
    expect(languageSelectorLayout(5, false)).toBe('hidden');
  });

  it('groups sub-header links right and left, overflow under More', () => {
    const links = ['Football', 'Chat', 'Live', 'VIP', 'Casino', 'Store Locator', 'Promotions'].map((name, id) => ({ id, name, url: `/${id}` }));
    const names = (group: { name: string }[]) => group.map((link) => link.name);
    const all = groupSubHeaderLinks(links, 10);
    expect([names(all.left), names(all.right), names(all.more)]).toEqual([['Football', 'Live', 'Casino'], ['Chat', 'VIP', 'Store Locator', 'Promotions'], []]);
    const tight = groupSubHeaderLinks(links, 5);
    expect([names(tight.left), names(tight.right), names(tight.more)]).toEqual([['Football'], ['Chat', 'VIP', 'Store Locator', 'Promotions'], ['Live', 'Casino']]);
  });
});
