import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSharedValue } from '../runtime/useSharedValue';
import { useAppLocation } from '../routing/useAppLocation';
import { SportsMenuSport } from './SportsMenuSport';
import { SportsMenuCategory } from './SportsMenuCategory';
import { isCurrentLiveSport, isCurrentSport, type PseudoCategoryKey } from './sportsMenuLinks';

/**
 * Spec 1/2 sports menu, under the main navigation in the left column and the mobile menu
 * drawer: the pseudo-categories Homepage, Favourites (with the count of favourites) and
 * Jackpot Bet, then the catalogue's sports in the operator's `sports_order`, each with
 * its live count. The list is fetched while a menu is on the page and follows the live feed.
 */
export function SportsMenu({ onNavigate }: { onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  useSignals();
  const { t } = useTranslation('sportsMenu');
  const { store } = useRuntime();
  const { route } = useAppLocation();
  const headingId = useId();
  const { sports } = store;
  useEffect(() => sports.watch(), [sports]);

  const categories: PseudoCategoryKey[] = store.settings.settings.value.favorites_enabled ? ['homepage', 'favourites', 'jackpotBet'] : ['homepage', 'jackpotBet'];
  // The sports' shape (which, in what order, their names), structurally shared: the live
  // counts change with every live-set change and are read by each sport's badge (issue 19).
  const list = useSharedValue(() => sports.list.value.map(({ id, code, name }) => ({ id, code, name })));
  const failed = !sports.loaded.value && sports.error.value !== null && !sports.loading.value;

  return (
    <nav className="sb-sports-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="sb-sports-menu__title">
        {t('title')}
      </h2>
      <ul className="sb-sports-menu__list">
        {categories.map((category) => (
          <SportsMenuCategory key={category} category={category} route={route} onNavigate={onNavigate} />
        ))}
        {list.map((sport) => (
          <SportsMenuSport
            key={sport.code}
            sport={sport}
            current={isCurrentSport(route, sport.id, sport.code)}
            liveCurrent={isCurrentLiveSport(route, sport.id, sport.code)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {!sports.loaded.value && !failed && (
        <p className="sb-sports-menu__status" role="status">
          {t('loading')}
        </p>
      )}
      {failed && (
        <div className="sb-sports-menu__status" role="alert">
          <p>{t('error')}</p>
          <button type="button" className="sb-button sb-button--quiet" onClick={() => void sports.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
    </nav>
  );
}
