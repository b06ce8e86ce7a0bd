import type { AccountSection } from '../../core';
import { CashierSection } from './cashier/CashierSection';

/**
 * The content of one account page, each loaded with the account page's chunk. One case per
 * page; the page's component lives in its own folder under features/account.
 */
export function AccountSectionView({ section }: { section: AccountSection }) {
  switch (section) {
    case 'deposit':
    case 'withdraw':
      return <CashierSection action={section} />;
    default:
      return null;
  }
}
