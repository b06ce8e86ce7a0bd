import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionsAddress, promotionsOffered, type Route } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';

interface NavigationEntry {
  id: 'home' | 'live' | 'sports' | 'jackpot' | 'promotions' | 'virtuals';
  href: string;
  /** The route pages this entry stands for, to mark it current. */
  pages: readonly Route['page'][];
}

/**
 * The main routes (spec 2 route table) for the left column and the mobile menu drawer.
 * The sports menu proper (issue 7) will sit beside this list.
 */
export function MainNavigation({ onNavigate }: { onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  useSignals();
  const { t } = useTranslation('layout');
  const { route } = useAppLocation();
  const settings = useRuntime().store.settings.raw.value;
  const entries: NavigationEntry[] = [
    { id: 'home', href: '/', pages: ['home'] },
    { id: 'live', href: '/live/sport/', pages: ['live-list', 'live-event'] },
    { id: 'sports', href: '/sports', pages: ['sport', 'fixtures', 'competitions', 'outrights', 'event'] },
    { id: 'jackpot', href: '/jackpot', pages: ['jackpot'] },
    // Spec 2's rule for the footer bar (virtuals flag and the promotions feature), kept for every promotions link.
    ...(promotionsOffered(settings) ? [{ id: 'promotions' as const, href: promotionsAddress(settings), pages: ['promotions' as const] }] : []),
    { id: 'virtuals', href: '/sports/kiron', pages: ['virtuals'] },
  ];
  return (
    <nav className="sb-main-nav" aria-label={t('navigation')}>
      <ul className="sb-main-nav__list">
        {entries.map((entry) => {
          const current = entry.pages.includes(route.page);
          return (
            <li key={entry.id}>
              <AppLink className="sb-main-nav__link" href={entry.href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                {t(`nav.${entry.id}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
