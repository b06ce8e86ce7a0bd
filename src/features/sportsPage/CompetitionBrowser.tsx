import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionEntry } from '../../core';
import { AppLink } from '../routing/AppLink';
import type { Loaded } from '../runtime/useLoaded';

export interface CompetitionBrowserProps {
  competitions: readonly CompetitionEntry[];
  /** The chosen league (path id), or null for all. */
  leagueId: string | null;
  /** Where choosing a league (null: clearing it) goes. */
  leagueHref(leagueId: string | null): string;
  /** Whether to offer "All leagues" (the sport page) or not (the competitions browser). */
  showAll: boolean;
}

/**
 * Countries and their leagues as links: each country folds open (the one holding the
 * chosen league starts open), the chosen league is `aria-current`, and "All leagues"
 * clears the choice. Links, not buttons, since a league is an address (`?league=`).
 */
export function CompetitionBrowser({ competitions, leagueId, leagueHref, showAll }: CompetitionBrowserProps) {
  const { t } = useTranslation('sportsPage');
  if (competitions.length === 0) return <p className="sb-sports-page__notice">{t('noCompetitions')}</p>;
  return (
    <nav className="sb-competitions" aria-label={t('competitions')}>
      {showAll ? (
        <AppLink className="sb-sports-chip sb-competitions__all" href={leagueHref(null)} aria-current={leagueId === null ? 'true' : undefined}>
          {t('allLeagues')}
        </AppLink>
      ) : null}
      <div className="sb-competitions__grid">
        {competitions.map((competition) => {
          const holdsChosen = competition.leagues.some((league) => league.id === leagueId);
          return (
            <details key={competition.id ?? 'none'} className="sb-competitions__country" open={holdsChosen || competitions.length === 1 || undefined}>
              <summary className="sb-competitions__summary">
                {competition.name ?? t('international')}
              </summary>
              <ul className="sb-competitions__leagues">
                {competition.leagues.map((league) => (
                  <li key={league.id}>
                    <AppLink className="sb-competitions__league" href={leagueHref(league.id)} aria-current={league.id === leagueId ? 'true' : undefined}>
                      <span>{league.name}</span>
                      <span className="sb-competitions__count" aria-hidden="true">
                        {league.fixtureCount}
                      </span>
                      <span className="sb-visually-hidden">{t('fixtureCount', { fixtures: league.fixtureCount })}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </nav>
  );
}

/** The competitions' loading and failure notices; `children` shows them once loaded. */
export function CompetitionsState({ competitions, children }: { competitions: Loaded<readonly CompetitionEntry[]>; children: (loaded: readonly CompetitionEntry[]) => ReactNode }) {
  const { t } = useTranslation('sportsPage');
  if (competitions.status === 'ready') return children(competitions.data);
  return competitions.status === 'failed' ? (
    <p role="alert" className="sb-sports-page__notice">
      {t('loadFailed')}
    </p>
  ) : (
    <p role="status" className="sb-loading">
      {t('loading')}
    </p>
  );
}
