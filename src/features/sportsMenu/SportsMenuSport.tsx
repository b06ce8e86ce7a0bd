import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../core';
import type { MenuSport } from '../../store';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSportIconStyle } from './SportIcon';
import { liveSportPath, sportPath } from './sportsMenuLinks';

/** A sport as the menu lists it; its live count is read by its badge. */
export type MenuEntrySport = Pick<MenuSport, 'id' | 'code' | 'name'>;

interface SportsMenuSportProps {
  sport: MenuEntrySport;
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
  const iconStyle = useSportIconStyle(sport.code);
  return (
    <li className="sb-sports-menu__item" data-sport={sport.code}>
      <AppLink className="sb-sports-menu__link" href={sportPath(sport.id, sport.code)} aria-current={current ? 'page' : undefined} onClick={onNavigate} style={iconStyle}>
        <span className="sb-sports-menu__name">{sport.name}</span>
      </AppLink>
      <SportLiveBadge sport={sport} liveCurrent={liveCurrent} onNavigate={onNavigate} />
    </li>
  );
}

/**
 * The live count's link, reading the sport's count itself: the list is asked for again on
 * every live-set change (nearly every world step with 500 live events), and a changed
 * count renders this badge, not the menu nor the sport's row (issue 19).
 */
function SportLiveBadge({ sport, liveCurrent, onNavigate }: { sport: MenuEntrySport; liveCurrent: boolean; onNavigate?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }) {
  useSignals();
  const { t } = useTranslation('sportsMenu');
  const { sports } = useRuntime().store;
  // The code keys the row, so it never changes for this component.
  const count = useMemo(() => computed(() => sports.list.value.find((candidate) => candidate.code === sport.code)?.liveEventCount ?? 0), [sports, sport.code]).value;
  const live = badgeText(count);
  if (live === null) return null;
  const liveLabel = t('liveCount', { sport: sport.name, value: live });
  return (
    <AppLink className="sb-badge sb-sports-menu__live" href={liveSportPath(sport.id, sport.code)} aria-label={liveLabel} title={liveLabel} aria-current={liveCurrent ? 'page' : undefined} onClick={onNavigate}>
      {live}
    </AppLink>
  );
}

const sameEntry = (before: SportsMenuSportProps, after: SportsMenuSportProps): boolean =>
  before.current === after.current &&
  before.liveCurrent === after.liveCurrent &&
  before.onNavigate === after.onNavigate &&
  before.sport.id === after.sport.id &&
  before.sport.code === after.sport.code &&
  before.sport.name === after.sport.name;

/**
 * A refresh of the list (each live-set change, each minute) brings new objects for a
 * hundred sports; compared by value, only the rows whose name or state changed render
 * again, and a live count changing renders its badge alone.
 */
export const SportsMenuSport = memo(SportsMenuSportEntry, sameEntry);
