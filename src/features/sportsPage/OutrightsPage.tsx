import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { OutrightList } from './OutrightList';

/** /sports/outrights: the league winner markets of every sport. */
export function OutrightsPage() {
  const { t } = useTranslation('sportsPage');
  return (
    <PageSection title={t('outrightsTitle')} route="outrights">
      <OutrightList pathId={null} label={t('outrightsTitle')} emptyText={t('noOutrights')} />
    </PageSection>
  );
}
