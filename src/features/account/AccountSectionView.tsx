import type { AccountSection } from '../../core';
import { BalancesSection } from './balances/BalancesSection';
import { PreferencesSection } from './preferences/PreferencesSection';
import { ProfileSection } from './profile/ProfileSection';
import { SaferGamblingSection } from './saferGambling/SaferGamblingSection';

/**
 * The content of one account page, each loaded with the account page's chunk. One case per
 * page; the page's component lives in its own folder under features/account.
 */
export function AccountSectionView({ section }: { section: AccountSection }) {
  switch (section) {
    case 'overview':
      return <ProfileSection />;
    case 'balances':
      return <BalancesSection />;
    case 'preferences':
      return <PreferencesSection />;
    case 'safer-gambling':
      return <SaferGamblingSection />;
    default:
      return null;
  }
}
