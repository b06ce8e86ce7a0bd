import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSection } from '../../core';
import { BalancesSection } from './balances/BalancesSection';
import { CashierSection } from './cashier/CashierSection';
import { PreferencesSection } from './preferences/PreferencesSection';
import { ProfileSection } from './profile/ProfileSection';
import { SaferGamblingSection } from './saferGambling/SaferGamblingSection';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { retryableLazy } from '../../ui/retryableLazy';
import { retryingImport } from '../../ui/retryingImport';

// The history pages (issue 21) are their own chunk: the other account pages never load the table, the CSV export or My Bets' cards.
const loadTransactionsPage = retryingImport(() => import('./history/TransactionsPage'));
const loadBetHistoryPage = retryingImport(() => import('./history/BetHistoryPage'));
const TransactionsPage = retryableLazy(async () => ({ default: (await loadTransactionsPage()).TransactionsPage }));
const BetHistoryPage = retryableLazy(async () => ({ default: (await loadBetHistoryPage()).BetHistoryPage }));

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<LoadingIndicator label={t('loading')} />}>{children}</Suspense>;
}

/**
 * The content of one account page: one case per page, whose component lives in its own
 * folder under features/account (loaded with the account page's chunk unless said otherwise).
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
    case 'transactions':
      return (
        <Lazy>
          <TransactionsPage />
        </Lazy>
      );
    case 'bets':
      return (
        <Lazy>
          <BetHistoryPage />
        </Lazy>
      );
    case 'deposit':
    case 'withdraw':
      return <CashierSection action={section} />;
    default:
      return null;
  }
}
