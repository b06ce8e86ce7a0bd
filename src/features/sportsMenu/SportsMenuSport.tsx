import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText, type Route } from '../../core';
import type { MenuSport } from '../../store';
import { AppLink } from '../routing/AppLink';
import { isCurrentLiveSport, isCurrentSport, liveSportPath, sportPath } from './sportsMenuLinks';

/**
 * One sport of the menu: its name links to its page, and its live count (when it has live
 * events) is a second link, to its live list, so a bettor reaches in-play in one tap.
 */
export function SportsMenuSport({ sport, route, onNavigate }: { sport: MenuSport; route: Route; onNavigate?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }) {
  const { t } = useTranslation('sportsMenu');
  const live = badgeText(sport.liveEventCount);
  const current = isCurrentSport(route, sport.id, sport.code);
  const liveCurrent = isCurrentLiveSport(route, sport.id, sport.code);
  const liveLabel = live === null ? '' : t('liveCount', { sport: sport.name, value: live });
  return (
    <li className="sb-sports-menu__item" data-sport={sport.code}>
      <AppLink className="sb-sports-menu__link" href={sportPath(sport.id, sport.code)} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {sport.name}
      </AppLink>
      {live !== null && (
        <AppLink className="sb-badge sb-sports-menu__live" href={liveSportPath(sport.id, sport.code)} aria-label={liveLabel} title={liveLabel} aria-current={liveCurrent ? 'page' : undefined} onClick={onNavigate}>
          {live}
        </AppLink>
      )}
    </li>
  );
}
