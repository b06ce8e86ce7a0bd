import { useTranslation } from 'react-i18next';
import type { LayoutItem } from '../../core';
import { DisplayPreferences } from '../preferences/DisplayPreferences';
import { LayoutItems } from './LayoutItems';
import { MainNavigation } from './MainNavigation';
import { SportsMenu } from '../sportsMenu/SportsMenu';

/** Spec 2: the left column is the menu: the main routes, the sports menu, the display preferences, then the layout's left_column items. */
export function LeftColumn({ items }: { items: readonly LayoutItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <aside className="sb-layout__column sb-layout__left" aria-label={t('leftColumn')}>
      <MainNavigation />
      <SportsMenu />
      <DisplayPreferences />
      <LayoutItems items={items} />
    </aside>
  );
}
