import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../core';
import type { MenuSport } from '../../store';
import { AppLink } from '../routing/AppLink';
import { liveSportPath, sportPath } from './sportsMenuLinks';

interface SportsMenuSportProps {
  sport: MenuSport;
  /** The sport's page is open. */
  current: boolean;
  /** The sport's live list is open. */
  liveCurrent: boolean;
  onNavigate?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * One sport of the menu: its name links to its page, and its live count (when it has live
 * events) is a second link, to its live list, so a bettor reaches in-play in one tap.
 */
function SportsMenuSportEntry({ sport, current, liveCurrent, onNavigate }: SportsMenuSportProps) {
  const { t } = useTranslation('sportsMenu');
  const live = badgeText(sport.liveEventCount);
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

const sameEntry = (before: SportsMenuSportProps, after: SportsMenuSportProps): boolean =>
  before.current === after.current &&
  before.liveCurrent === after.liveCurrent &&
  before.onNavigate === after.onNavigate &&
  before.sport.id === after.sport.id &&
  before.sport.code === after.sport.code &&
  before.sport.name === after.sport.name &&
  before.sport.liveEventCount === after.sport.liveEventCount;

/**
 * Every refresh of the list (each live-feed change, each minute) brings new objects for a
 * hundred sports; compared by value, only the rows whose name, count or state changed
 * render again.
 */
export const SportsMenuSport = memo(SportsMenuSportEntry, sameEntry);
