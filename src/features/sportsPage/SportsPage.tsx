import { useTranslation } from 'react-i18next';
import { findLeague } from '../../core';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { queryValue, withQuery } from './addressQuery';
import { CompetitionBrowser, CompetitionsState } from './CompetitionBrowser';
import { FixtureList } from './FixtureList';
import { OutrightList } from './OutrightList';
import { useCompetitions } from './useCompetitions';
import { useSportOfRoute } from './useSportOfRoute';

/**
 * A sport's page (`/sports/{id}-{CODE}`): its competitions and leagues, its outrights and
 * its upcoming fixtures. `?league=` narrows both lists to one league; the header search's
 * league results link here with it.
 */
export function SportsPage({ sportId, sportCode, segment }: { sportId: number | null; sportCode: string | null; segment: string }) {
  const { t } = useTranslation('sportsPage');
  const sport = useSportOfRoute(sportId, sportCode);
  if (sport.status === 'unknown') {
    return (
      <PageSection title={t('unknownTitle')} route="sport">
        <p role="alert" className="sb-sports-page__notice">
          {t('unknownSport', { sport: segment })}
        </p>
        <AppLink href="/">{t('goHome')}</AppLink>
      </PageSection>
    );
  }
  if (sport.status === 'loading') {
    return (
      <PageSection title={t('loadingTitle')} route="sport">
        <p role="status" className="sb-loading">
          {t('loading')}
        </p>
      </PageSection>
    );
  }
  return <KnownSportPage id={sport.id} code={sport.code} name={sport.name} />;
}

function KnownSportPage({ id, code, name }: { id: number; code: string; name: string }) {
  const { t } = useTranslation('sportsPage');
  const { path, search } = useAppLocation();
  const leagueParam = queryValue(search, 'league');
  const leagueId = leagueParam !== null && /^\d+$/.test(leagueParam) ? leagueParam : null;
  const competitions = useCompetitions(id);
  const league = leagueId !== null && competitions.status === 'ready' ? findLeague(competitions.data, leagueId) : null;
  // A league keeps the date filter and sort already chosen; its fixtures start at page one.
  const leagueHref = (chosen: string | null) => withQuery(path, search, { league: chosen });
  return (
    <PageSection title={name} route="sport">
      <section className="sb-sports-page__section" aria-labelledby="sb-sports-competitions">
        <h2 id="sb-sports-competitions" className="sb-sports-page__heading">
          {t('competitions')}
        </h2>
        <CompetitionsState competitions={competitions}>{(loaded) => <CompetitionBrowser competitions={loaded} leagueId={leagueId} leagueHref={leagueHref} showAll />}</CompetitionsState>
      </section>
      <OutrightList
        pathId={leagueId === null ? id : Number(leagueId)}
        label={t('outrightsOf', { name: league?.name ?? name })}
        emptyText={null}
        frame={(list) => (
          <section className="sb-sports-page__section sb-sports-page__outrights" aria-labelledby="sb-sports-outrights">
            <h2 id="sb-sports-outrights" className="sb-sports-page__heading">
              {t('outrights')}
            </h2>
            {list}
          </section>
        )}
      />
      <section className="sb-sports-page__section" aria-labelledby="sb-sports-fixtures" data-sport={code}>
        <h2 id="sb-sports-fixtures" className="sb-sports-page__heading">
          {league ? t('fixturesOf', { name: league.name }) : t('fixtures')}
        </h2>
        <FixtureList sportId={id} leagueId={leagueId} label={t('fixturesOf', { name: league?.name ?? name })} />
      </section>
    </PageSection>
  );
}
