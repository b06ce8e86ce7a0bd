import { useTranslation } from 'react-i18next';
import type { AccountSection } from '../../core';
import { AppLink } from '../routing/AppLink';
import { PageSection } from './PageSection';

const SECTIONS: readonly { section: AccountSection; href: string }[] = [
  { section: 'overview', href: '/account' },
  { section: 'bets', href: '/account/bets' },
  { section: 'balances', href: '/account/balances' },
  { section: 'transactions', href: '/account/transactions' },
];

/** /account and its sub-pages (spec 2): the section navigation, the current one marked. */
export function AccountPage({ section }: { section: AccountSection }) {
  const { t } = useTranslation('shell');
  return (
    <PageSection title={t('pages.account')}>
      <nav aria-label={t('account.navigation')}>
        <ul className="sb-page__tabs">
          {SECTIONS.map((entry) => (
            <li key={entry.section}>
              <AppLink href={entry.href} aria-current={entry.section === section ? 'page' : undefined}>
                {t(`account.${entry.section}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </PageSection>
  );
}
