import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutItem } from '../../core';
import { DisplayPreferences } from '../preferences/DisplayPreferences';
import { useRuntime } from '../runtime/RuntimeContext';
import { LayoutItems } from './LayoutItems';
import { MainNavigation } from './MainNavigation';
import { SportsMenu } from '../sportsMenu/SportsMenu';

/**
 * Spec 2: the left column is the menu: the main routes, the sports menu, the display
 * preferences, then the layout's left_column items. Desktop only (the shell renders it
 * from 1024 px). Its toggle collapses it to a narrow rail holding the toggle alone, the
 * content column taking the room (spec 3 desktopMenuOpen; the operator's
 * desktop_menu_collapsed decides how it starts, docs/settings.md). The menu stays mounted
 * while collapsed, so opening it again shows it at once.
 */
export function LeftColumn({ items }: { items: readonly LayoutItem[] }) {
  useSignals();
  const { t } = useTranslation('layout');
  const { ui } = useRuntime().store;
  const open = ui.desktopMenuOpen.value;
  const bodyId = useId();
  return (
    <aside className={`sb-layout__column sb-layout__left${open ? '' : ' sb-layout__left--collapsed'}`} aria-label={t('leftColumn')}>
      <button
        type="button"
        className="sb-layout__menu-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        title={open ? t('collapseMenu') : t('expandMenu')}
        onClick={() => ui.toggleDesktopMenu()}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path d={open ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={open ? 'sb-layout__menu-toggle-text' : 'sb-visually-hidden'}>{t('menuToggle')}</span>
      </button>
      <div id={bodyId} className="sb-layout__left-body" hidden={!open}>
        <MainNavigation />
        <SportsMenu />
        <DisplayPreferences />
        <LayoutItems items={items} />
      </div>
    </aside>
  );
}
