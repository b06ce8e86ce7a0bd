import type { EmbedMode } from './footerItems';

/** How the sportsbook is hosted (the `mode` setting; docs/embedding-modes.md). */
export type ShellMode = 'standalone' | 'embedded' | 'content-embedded' | 'native-app' | 'franco';

/** Which parts of the page shell a mode shows. */
export interface ShellRegions {
  /**
   * 'full': logo, search, login / Join or balance and account, language, sub-header and
   * the operator's external header. 'navigation': the host shows the player's account,
   * so only what moves around the sportsbook stays (menu button, logo as home, search,
   * sub-header). 'none': no header at all.
   */
  header: 'full' | 'navigation' | 'none';
  /** Desktop's left menu and right betslip / My Bets columns; without them the slip and My Bets open as on mobile. */
  sideColumns: boolean;
  /** The footer navigation bar (spec 2 "Mobile footer navigation"). */
  footerNavigation: boolean;
  /** The site footer at the end of the content: links, responsible-gambling line, external footer, seal. */
  siteFooter: boolean;
  /** 'always': the floating betslip button is the way to the slip whatever enable_floating_betslip says. */
  floatingBetslip: 'setting' | 'always';
  /** Native-app mode's interaction blocker (docs/embedding-modes.md). */
  interactionBlocker: boolean;
  /** Which footer items the mode hides (FOOTER_ITEMS_HIDDEN_IN_MODE). */
  embedMode: EmbedMode;
  /**
   * The operator's news popups (spec 3), a modal over the sportsbook: where it is the page
   * the bettor came to, not where it is a part of someone else's screen (docs/news-popups.md).
   */
  newsPopups: boolean;
}

const FULL: ShellRegions = Object.freeze({ header: 'full', sideColumns: true, footerNavigation: true, siteFooter: true, floatingBetslip: 'setting', interactionBlocker: false, embedMode: 'standalone', newsPopups: true });

/**
 * Spec 1 and 2 leave most of this open; our choices, for an operator whose page (or app)
 * already has its own header, account, footer and legal lines:
 * - embedded (a host page or frame): the host shows login, balance, account and language,
 *   so our header keeps only navigation; the host's footer carries the legal lines, so
 *   our site footer goes; the footer bar stays without My Account.
 * - content-embedded: the content column only: no header, no side columns, no site
 *   footer; the footer bar stays with the betting items (spec 2: the mode hides "some"
 *   footer items), since it is the bettor's way to the slip and My Bets.
 * - native-app: only the content column, no header, no footer of either kind (spec 1);
 *   the app has its own tab bar. The floating betslip button stays so a bettor can bet,
 *   and the interaction blocker is in place.
 * - franco: the full shell; franco mode's own parts come with its session service.
 * News popups show where the sportsbook is the bettor's page (standalone, franco, embedded
 * in a host page with our navigation); not in the content column alone, a piece of the
 * host's page, nor in a native app, whose own screens carry the operator's news.
 */
const REGIONS: Readonly<Record<ShellMode, ShellRegions>> = Object.freeze({
  standalone: FULL,
  franco: FULL,
  embedded: Object.freeze({ ...FULL, header: 'navigation', siteFooter: false, embedMode: 'iframe' }),
  'content-embedded': Object.freeze({ ...FULL, header: 'none', sideColumns: false, siteFooter: false, embedMode: 'content-only', newsPopups: false }),
  'native-app': Object.freeze({ header: 'none', sideColumns: false, footerNavigation: false, siteFooter: false, floatingBetslip: 'always', interactionBlocker: true, embedMode: 'native-app', newsPopups: false }),
});

export function shellRegions(mode: ShellMode): ShellRegions {
  return REGIONS[mode] ?? FULL;
}
