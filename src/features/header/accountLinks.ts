import type { HeaderSettings } from './headerSettings';

export interface AccountLink {
  /** Also the text key under header:account. */
  id: 'profile' | 'myBets' | 'balances' | 'transactions';
  href: string;
}

/**
 * The logged-in player's account pages (spec 2 header dropdown): my profile only while the
 * profile tab is enabled, then my bets, balances and transactions (the regulated variant's
 * own profile and transactions pages where it has them). The desktop account menu and the
 * mobile menu drawer list the same pages, so a bettor finds the same choices on both.
 */
export function accountLinks(settings: HeaderSettings): AccountLink[] {
  return [
    ...(settings.profileTabEnabled ? [{ id: 'profile', href: settings.profileUrl } as const] : []),
    { id: 'myBets', href: '/open_bets' },
    { id: 'balances', href: '/account/balances' },
    { id: 'transactions', href: settings.transactionsUrl },
  ];
}
