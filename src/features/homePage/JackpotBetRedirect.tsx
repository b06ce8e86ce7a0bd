import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';

/**
 * The Jackpot Bet pseudo-category (/sports/10002) is the jackpot screen's menu entry: it
 * replaces itself with /jackpot in the history (Back does not bounce here again), and
 * shows a link for the moment before, or for a browser that blocks it.
 */
export function JackpotBetRedirect() {
  const { t } = useTranslation('homePage');
  const { navigate } = useAppLocation();
  useEffect(() => navigate('/jackpot', { replace: true }), [navigate]);
  return (
    <PageSection title={t('shell:pages.jackpot')} route="jackpot">
      <p>{t('jackpotMoved')}</p>
      <AppLink href="/jackpot">{t('jackpotLink')}</AppLink>
    </PageSection>
  );
}
