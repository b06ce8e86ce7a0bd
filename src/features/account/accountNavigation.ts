import { hasAccountTools, type AccountSection } from '../../core';
import type { SportsbookStore } from '../../store';

/**
 * The account area's navigation, in the order a bettor reads it: each page's address and
 * the key of its name in the `shell` namespace (`account.<section>`). A page whose content
 * an operator setting turns off (a cashier without an address, safer gambling outside a
 * regulated market) is left out by `visibleAccountSections`.
 */
export interface AccountNavigationEntry {
  section: AccountSection;
  href: string;
  /** Shown only when this says so; read while rendering, so it follows the operator's settings. */
  shown?: (store: SportsbookStore) => boolean;
}

export const ACCOUNT_NAVIGATION: readonly AccountNavigationEntry[] = [
  { section: 'overview', href: '/account' },
  { section: 'balances', href: '/account/balances' },
  { section: 'bets', href: '/account/bets' },
  { section: 'transactions', href: '/account/transactions' },
  { section: 'preferences', href: '/account/preferences' },
  { section: 'safer-gambling', href: '/account/safer-gambling', shown: (store) => hasAccountTools(store.saferGambling.profile.value) },
  { section: 'deposit', href: '/account/deposit' },
  { section: 'withdraw', href: '/account/withdraw' },
];
