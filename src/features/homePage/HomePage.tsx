import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { useSportsMenuBeside } from '../sportsMenu/SportsMenuBeside';
import { HomeHighlights } from './HomeHighlights';
import { HomeSports } from './HomeSports';
import { HOME_LIVE_COUNT, HOME_UPCOMING_COUNT } from './homeQueries';

export { HOME_LIVE_COUNT, HOME_UPCOMING_COUNT } from './homeQueries';

/**
 * The home page (`/` and the Homepage pseudo-category 10001): "Live now", up to 10 live
 * events spread across sports in the operator's order, and "Upcoming", the next fixtures.
 * The live feed runs while it shows, so clocks, scores and prices move inside the cards.
 * Where no sports menu is beside the page, the sports come first (HomeSports).
 */
export function HomePage() {
  const { t } = useTranslation('homePage');
  const sportsMenuBeside = useSportsMenuBeside();
  return (
    <PageSection title={t('title')} route="home">
      <div className="sb-home">
        {/* Without a sports menu beside the page (phones, layouts with no left column), home is where every sport is reached. */}
        {sportsMenuBeside ? null : <HomeSports />}
        <HomeHighlights liveCount={HOME_LIVE_COUNT} upcomingCount={HOME_UPCOMING_COUNT} />
      </div>
    </PageSection>
  );
}
