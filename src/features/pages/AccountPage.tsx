import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { AccountSection } from '../../core';
import { ACCOUNT_NAVIGATION } from '../account/accountNavigation';
import { AccountSectionView } from '../account/AccountSectionView';
import { AppLink } from '../routing/AppLink';
import { PageSection } from './PageSection';
import { useRuntime } from '../runtime/RuntimeContext';

/** /account and its sub-pages (spec 2, issue 21): the section navigation, the current one marked, and the section's content. */
export function AccountPage({ section }: { section: AccountSection }) {
  useSignals();
  const { t } = useTranslation('shell');
  const { store } = useRuntime();
  return (
    <PageSection title={t('pages.account')}>
      <nav aria-label={t('account.navigation')}>
        <ul className="sb-page__tabs">
          {ACCOUNT_NAVIGATION.filter((entry) => entry.shown?.(store) ?? true).map((entry) => (
            <li key={entry.section}>
              <AppLink href={entry.href} aria-current={entry.section === section ? 'page' : undefined}>
                {t(`account.${entry.section}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSectionView section={section} />
    </PageSection>
  );
}
