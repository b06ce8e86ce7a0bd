import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { useRuntime } from '../runtime/RuntimeContext';
import { sportPath } from '../sportsMenu/sportsMenuLinks';
import { queryValue, withQuery } from './addressQuery';
import { CompetitionBrowser, CompetitionsState } from './CompetitionBrowser';
import { useCompetitions } from './useCompetitions';

/**
 * /sports/competitions: the competitions and leagues of one sport at a time, chosen by
 * `?sport=` from the operator's sports (the first, in the operator's order, until one is
 * chosen). One sport at a time because the tree is built from the sport's events: every
 * sport at once would read the whole catalogue. A league opens its sport's page with
 * `?league=`.
 */
export function CompetitionsPage() {
  useSignals();
  const { t } = useTranslation('sportsPage');
  const { sports } = useRuntime().store;
  const { path, search } = useAppLocation();
  useEffect(() => sports.watch(), [sports]);
  const offered = sports.list.value;
  const asked = Number(queryValue(search, 'sport'));
  const sport = offered.find((entry) => entry.id === asked) ?? offered[0] ?? null;
  const competitions = useCompetitions(sport?.id ?? null);

  return (
    <PageSection title={t('competitionsTitle')} route="competitions">
      {offered.length === 0 ? (
        <p role="status" className="sb-loading">
          {t('loading')}
        </p>
      ) : (
        <nav aria-label={t('sports')}>
          <ul className="sb-sports-tabs">
            {offered.map((entry) => (
              <li key={entry.code}>
                <AppLink className="sb-sports-chip" href={withQuery(path, search, { sport: String(entry.id) })} aria-current={entry.id === sport?.id ? 'true' : undefined}>
                  {entry.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sport === null ? null : (
        <CompetitionsState competitions={competitions}>
          {(loaded) => (
            <section className="sb-sports-page__section" aria-labelledby="sb-sports-competitions">
              <h2 id="sb-sports-competitions" className="sb-sports-page__heading">
                {t('competitionsOf', { name: sport.name })}
              </h2>
              <CompetitionBrowser competitions={loaded} leagueId={null} leagueHref={(leagueId) => `${sportPath(sport.id, sport.code)}${leagueId === null ? '' : `?league=${leagueId}`}`} showAll={false} />
            </section>
          )}
        </CompetitionsState>
      )}
    </PageSection>
  );
}
