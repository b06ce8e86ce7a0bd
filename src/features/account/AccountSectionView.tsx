import type { AccountSection } from '../../core';
import { SaferGamblingSection } from './saferGambling/SaferGamblingSection';

/**
 * The content of one account page, each loaded with the account page's chunk. One case per
 * page; the page's component lives in its own folder under features/account.
 */
export function AccountSectionView({ section }: { section: AccountSection }) {
  switch (section) {
    case 'safer-gambling':
      return <SaferGamblingSection />;
    default:
      return null;
  }
}
