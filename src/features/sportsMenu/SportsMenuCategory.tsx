import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText, type Route } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { isCurrentPseudoCategory, pseudoCategoryPath, type PseudoCategoryKey } from './sportsMenuLinks';

/**
 * One pseudo-category of the menu (Homepage 10001, Favourites 10000, Jackpot Bet 10002).
 * Favourites carries the count of favourite events; it is read here, not in the menu, so
 * starring an event re-renders this one entry rather than a hundred sports.
 */
export function SportsMenuCategory({ category, route, onNavigate }: { category: PseudoCategoryKey; route: Route; onNavigate?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }) {
  useSignals();
  const { t } = useTranslation('sportsMenu');
  const favourites = useRuntime().store.favourites;
  const badge = category === 'favourites' ? badgeText(favourites.ids.value.length) : null;
  return (
    <li className="sb-sports-menu__item" data-category={category}>
      <AppLink
        className="sb-sports-menu__link"
        href={pseudoCategoryPath(category)}
        aria-current={isCurrentPseudoCategory(route, category) ? 'page' : undefined}
        // The name says what the badge counts ("Favourites: 3", not "Favourites 3").
        aria-label={badge === null ? undefined : t('favouritesCount', { value: badge })}
        onClick={onNavigate}
      >
        {t(category)}
        {/* A space between name and badge: the visible text must read as the name does (axe label-content-name-mismatch). */}
        {badge !== null && ' '}
        {badge !== null && <span className="sb-badge sb-sports-menu__count">{badge}</span>}
      </AppLink>
    </li>
  );
}
