import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { FixtureList } from './FixtureList';

/** /sports/fixtures: the upcoming fixtures of every sport, with the sports page's filters and paging. */
export function FixturesPage() {
  const { t } = useTranslation('sportsPage');
  return (
    <PageSection title={t('fixturesTitle')} route="fixtures">
      <FixtureList sportId={null} leagueId={null} label={t('fixturesTitle')} />
    </PageSection>
  );
}
