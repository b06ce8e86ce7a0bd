import { CORE_CONSTANTS } from '../settings/defaults';

/** Spec 2 "Mobile footer navigation". */
export type FooterItemId = 'menu' | 'live' | 'calendar' | 'betslip' | 'mybets' | 'promotions' | 'kiron' | 'account';

export interface FooterItem {
  id: FooterItemId;
  /** Where the item goes; null for items that toggle a panel. */
  href: string | null;
}

export interface FooterSettings {
  clem_show_header: boolean;
  display_hamburger_menu: boolean;
  enable_floating_betslip: boolean;
  enable_my_bets: boolean;
  /** The virtuals flag promotions depend on (spec 2). */
  virtuals_enabled: boolean;
  kiron_enabled: boolean;
  /** 'prematch' puts the menu and the calendar first. */
  root_page_configuration: string;
  /** Operator's promotions address, else /promotions. */
  promotions_url?: string | null;
}

export type EmbedMode = 'standalone' | 'iframe' | 'native-app' | 'content-only';

export interface FooterContext {
  settings: FooterSettings;
  /** Window width in px; 1024 and above is desktop (spec 2). */
  viewportWidth: number;
  /** The promotions feature is available (e.g. the CMS answered). */
  promotionsAvailable: boolean;
  mode: EmbedMode;
}

const DESKTOP_MIN_WIDTH = CORE_CONSTANTS.breakpointsPx[0] ?? 1024;

/**
 * Items hidden per embedding mode: the host owns account and promotions in a native app
 * or a frame, and the hamburger menu belongs to the host page there; content-only mode
 * keeps just the betting items.
 */
const HIDDEN_IN_MODE: Readonly<Record<EmbedMode, readonly FooterItemId[]>> = Object.freeze({
  standalone: [],
  iframe: ['menu', 'account'],
  'native-app': ['menu', 'account', 'promotions'],
  'content-only': ['menu', 'account', 'promotions', 'kiron', 'calendar'],
});

/**
 * The footer's items (spec 2), at most 5: on desktop only betslip and My Bets; on
 * mobile menu, calendar, live and the rest, each behind its setting, in the spec's order.
 */
export function footerItems({ settings, viewportWidth, promotionsAvailable, mode }: FooterContext): FooterItem[] {
  const betslipShown = !settings.enable_floating_betslip;
  const myBetsShown = settings.enable_my_bets;
  if (viewportWidth >= DESKTOP_MIN_WIDTH) {
    return [...(betslipShown ? [{ id: 'betslip' as const, href: null }] : []), ...(myBetsShown ? [{ id: 'mybets' as const, href: '/open_bets' }] : [])];
  }
  const accountShown = !settings.clem_show_header && !settings.display_hamburger_menu;
  const menuShown = settings.display_hamburger_menu && !settings.clem_show_header;
  const promotionsShown = !accountShown && settings.virtuals_enabled && promotionsAvailable;

  const menu: FooterItem[] = menuShown ? [{ id: 'menu', href: null }] : [];
  const calendar: FooterItem = { id: 'calendar', href: '/sports' };
  const live: FooterItem = { id: 'live', href: '/live/sport/' };
  const others: FooterItem[] = [
    ...(betslipShown ? [{ id: 'betslip' as const, href: null }] : []),
    ...(myBetsShown ? [{ id: 'mybets' as const, href: '/open_bets' }] : []),
    // My account replaces promotions when neither the header nor the hamburger shows it.
    ...(accountShown ? [{ id: 'account' as const, href: '/account' }] : []),
    ...(promotionsShown ? [{ id: 'promotions' as const, href: settings.promotions_url || '/promotions' }] : []),
    ...(settings.kiron_enabled ? [{ id: 'kiron' as const, href: '/sports/kiron' }] : []),
  ];
  const ordered = settings.root_page_configuration === 'prematch' ? [...menu, calendar, live, ...others] : [calendar, live, ...others, ...menu];
  const hidden = HIDDEN_IN_MODE[mode];
  return ordered.filter((item) => !hidden.includes(item.id)).slice(0, CORE_CONSTANTS.footerMaxItems);
}

/** What a footer tap does (spec 2). */
export type FooterTapAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'start-login' }
  | { kind: 'go-back' }
  | { kind: 'toggle-mybets' }
  | { kind: 'toggle-betslip' }
  | { kind: 'toggle-menu' };

export interface FooterTapContext {
  loggedIn: boolean;
  /** The current page is a My Bets page. */
  onMyBetsPage: boolean;
}

export function footerTapAction(item: FooterItem, { loggedIn, onMyBetsPage }: FooterTapContext): FooterTapAction {
  switch (item.id) {
    case 'account':
      return loggedIn ? { kind: 'navigate', href: '/account' } : { kind: 'start-login' };
    case 'mybets':
      if (!loggedIn) return { kind: 'start-login' };
      return onMyBetsPage ? { kind: 'go-back' } : { kind: 'toggle-mybets' };
    case 'betslip':
      return { kind: 'toggle-betslip' };
    case 'menu':
      return { kind: 'toggle-menu' };
    default:
      return { kind: 'navigate', href: item.href ?? '/' };
  }
}

/** Spec 2: the selected item is not highlighted while the betslip or My Bets is open. */
export function isFooterItemHighlighted(item: FooterItem, currentPath: string, panels: { betslipOpen: boolean; myBetsOpen: boolean }): boolean {
  if (panels.betslipOpen || panels.myBetsOpen || item.href === null) return false;
  const path = currentPath.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  return path === item.href || path.startsWith(item.href.endsWith('/') ? item.href : `${item.href}/`);
}

/** Spec 2: badge text, '99+' above 99, none for 0. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
