import { CORE_CONSTANTS, DEFAULT_CORE_SETTINGS } from '../settings/defaults';

/** Spec 2 "Mobile footer navigation": the items, in the spec table's order. */
export type FooterItemId = 'menu' | 'live' | 'calendar' | 'betslip' | 'mybets' | 'promotions' | 'kiron' | 'account';

export interface FooterItem {
  id: FooterItemId;
  /** Where the item goes; null for items that toggle a panel (menu, betslip). */
  href: string | null;
}

/** The operator settings the footer reads (spec 2). */
export interface FooterSettings {
  /** The header is shown: the header then holds the account link and the menu. */
  clem_show_header: boolean;
  display_hamburger_menu: boolean;
  enable_floating_betslip: boolean;
  enable_my_bets: boolean;
  /** The virtuals flag the promotions item depends on (spec 2). */
  virtuals_enabled: boolean;
  /** The Kiron virtuals flag. */
  kiron_enabled: boolean;
  /** PREMATCH_ROOT_PAGE puts the menu before the calendar and live items. */
  root_page_configuration: string;
  /** The operator's promotions address; empty or null means /promotions. */
  promotions_url: string | null;
}

/** root_page_configuration's value for the prematch page (compared case-insensitively). */
export const PREMATCH_ROOT_PAGE = 'prematch';

/**
 * Defaults for settings spec 9 does not give: the header is not shown, the hamburger and
 * My Bets are on, promotions on, Kiron off (a contracted third-party product), no root
 * page configured (the spec's "otherwise" order); the floating betslip follows spec 9 (off).
 */
export const DEFAULT_FOOTER_SETTINGS: Readonly<FooterSettings> = Object.freeze({
  clem_show_header: false,
  display_hamburger_menu: true,
  enable_floating_betslip: DEFAULT_CORE_SETTINGS.enable_floating_betslip,
  enable_my_bets: true,
  virtuals_enabled: true,
  kiron_enabled: false,
  root_page_configuration: '',
  promotions_url: null,
});

/** How the sportsbook is hosted: spec 2's native app, iframe (embedded=true) and content-only (content-embedded=true) modes. */
export type EmbedMode = 'standalone' | 'iframe' | 'native-app' | 'content-only';

/**
 * Spec 2 says these modes "hide some footer items" without naming them. Our choice: a
 * native app has its own account and promotions screens; a framing page owns the
 * player's account; content-only mode keeps just the betting items (calendar, live,
 * betslip, My Bets).
 */
export const FOOTER_ITEMS_HIDDEN_IN_MODE: Readonly<Record<EmbedMode, readonly FooterItemId[]>> = Object.freeze({
  standalone: Object.freeze([]),
  iframe: Object.freeze(['account'] as const),
  'native-app': Object.freeze(['account', 'promotions'] as const),
  'content-only': Object.freeze(['menu', 'account', 'promotions', 'kiron'] as const),
});

export interface FooterContext {
  settings?: Partial<FooterSettings>;
  /** Viewport width in px; from the first breakpoint (1024) up it is desktop (spec 2, 9). */
  viewportWidth: number;
  /** Whether the promotions feature is available (e.g. the content service offers it). */
  promotionsAvailable: boolean;
  mode?: EmbedMode;
}

const DESKTOP_MIN_WIDTH_PX = CORE_CONSTANTS.breakpointsPx[0] ?? 1024;

export const FOOTER_HREFS = Object.freeze({
  live: '/live/sport/',
  calendar: '/sports',
  mybets: '/open_bets',
  promotions: '/promotions',
  kiron: '/sports/kiron',
  account: '/account',
});

/**
 * The footer's items (spec 2), at most 5 (spec 9). Desktop (1024 px and up) shows only
 * betslip and My Bets. Mobile: the menu only with the hamburger on and the header off; My
 * Account only when neither the header nor the hamburger is on, and then in promotions'
 * place; betslip hidden with the floating betslip; My Bets behind enable_my_bets;
 * promotions behind the virtuals flag and the feature; Kiron behind its flag. Order on a
 * prematch root page: menu, calendar, live, others; otherwise calendar, live, others,
 * where the others keep the spec table's order (menu, betslip, My Bets, promotions or
 * account, Kiron), so the menu leads them and the five-item cap never drops it.
 */
export function footerItems({ settings: given = {}, viewportWidth, promotionsAvailable, mode = 'standalone' }: FooterContext): FooterItem[] {
  const settings: FooterSettings = { ...DEFAULT_FOOTER_SETTINGS, ...given };
  const betslip: FooterItem[] = settings.enable_floating_betslip ? [] : [{ id: 'betslip', href: null }];
  const myBets: FooterItem[] = settings.enable_my_bets ? [{ id: 'mybets', href: FOOTER_HREFS.mybets }] : [];
  if (Number.isFinite(viewportWidth) && viewportWidth >= DESKTOP_MIN_WIDTH_PX) return [...betslip, ...myBets];

  const accountShown = !settings.clem_show_header && !settings.display_hamburger_menu;
  const menuShown = settings.display_hamburger_menu && !settings.clem_show_header;
  const promotionsShown = !accountShown && settings.virtuals_enabled && promotionsAvailable;

  const menu: FooterItem[] = menuShown ? [{ id: 'menu', href: null }] : [];
  const leading: FooterItem[] = [
    { id: 'calendar', href: FOOTER_HREFS.calendar },
    { id: 'live', href: FOOTER_HREFS.live },
  ];
  const others: FooterItem[] = [
    ...betslip,
    ...myBets,
    ...(accountShown ? [{ id: 'account' as const, href: FOOTER_HREFS.account }] : []),
    ...(promotionsShown ? [{ id: 'promotions' as const, href: settings.promotions_url || FOOTER_HREFS.promotions }] : []),
    ...(settings.kiron_enabled ? [{ id: 'kiron' as const, href: FOOTER_HREFS.kiron }] : []),
  ];
  const prematchRoot = settings.root_page_configuration.trim().toLowerCase() === PREMATCH_ROOT_PAGE;
  const ordered = prematchRoot ? [...menu, ...leading, ...others] : [...leading, ...menu, ...others];
  const hidden = FOOTER_ITEMS_HIDDEN_IN_MODE[mode];
  return ordered.filter((item) => !hidden.includes(item.id)).slice(0, CORE_CONSTANTS.footerMaxItems);
}
