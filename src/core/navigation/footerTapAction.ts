import { isMyBetsPath } from '../routing/routes';
import type { FooterItem } from './footerItems';

/** What a footer tap does (spec 2). */
export type FooterTapAction =
  | { kind: 'navigate'; href: string }
  | { kind: 'start-login'; flow: 'external' | 'dialog' }
  | { kind: 'go-back' }
  | { kind: 'toggle-mybets' }
  | { kind: 'toggle-betslip' }
  | { kind: 'toggle-menu' };

export interface FooterTapContext {
  loggedIn: boolean;
  /** The current path, to know whether a My Bets page is showing. */
  currentPath: string;
  /** The operator logs players in through an external flow instead of the login dialog. */
  externalLogin?: boolean;
}

/**
 * Spec 2 taps. My Account: logged in goes to /account, logged out starts login (the
 * external flow or the login dialog). My Bets: logged out starts login; on a My Bets page
 * (a path containing mybets counts) goes back; otherwise toggles the My Bets modal. The
 * betslip and menu items toggle their panels; the rest go to their address.
 */
export function footerTapAction(item: FooterItem, { loggedIn, currentPath, externalLogin = false }: FooterTapContext): FooterTapAction {
  const startLogin: FooterTapAction = { kind: 'start-login', flow: externalLogin ? 'external' : 'dialog' };
  switch (item.id) {
    case 'account':
      return loggedIn ? { kind: 'navigate', href: item.href ?? '/account' } : startLogin;
    case 'mybets':
      if (!loggedIn) return startLogin;
      return isMyBetsPath(currentPath) ? { kind: 'go-back' } : { kind: 'toggle-mybets' };
    case 'betslip':
      return { kind: 'toggle-betslip' };
    case 'menu':
      return { kind: 'toggle-menu' };
    default:
      return item.href === null ? { kind: 'navigate', href: '/' } : { kind: 'navigate', href: item.href };
  }
}
