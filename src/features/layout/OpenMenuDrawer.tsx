import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayPreferences } from '../preferences/DisplayPreferences';
import { usePathname } from '../shell/usePathname';
import { DrawerAccount } from './DrawerAccount';
import { DrawerLanguage } from './DrawerLanguage';
import { MainNavigation } from './MainNavigation';
import { SportsMenu } from '../sportsMenu/SportsMenu';
import { activeElementOf, useFocusReturn } from './useFocusReturn';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open mobile menu drawer (MenuDrawer.tsx says when): the panel, its backdrop, focus
 * moved in and kept in, Escape, the backdrop and any navigation closing it. Its own chunk,
 * loaded when the menu first opens (issue 19).
 *
 * `children` end the panel: the layout's left-column items, rendered by MenuDrawer. Their
 * code stays in the shell's chunk (the desktop's left column shows them); imported from
 * here, it made the bundler split part of it (useLoaded) into a chunk of its own, one more
 * request before the first odds.
 */
export function OpenMenuDrawer({ close, children }: { close: () => void; children?: ReactNode }) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const openedAt = useRef(pathname);
  useFocusReturn(panel, closeButton);

  // The address can change without a click in the drawer (back button, host command).
  useEffect(() => {
    if (pathname !== openedAt.current) close();
  }, [pathname, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = activeElementOf(panel.current);
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="sb-drawer" onKeyDown={onKeyDown}>
      <div className="sb-drawer__backdrop" data-testid="menu-backdrop" onClick={close} aria-hidden="true" />
      <div ref={panel} className="sb-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="sb-drawer__header">
          <h2 id={titleId} className="sb-drawer__title">
            {t('menu')}
          </h2>
          <button ref={closeButton} type="button" className="sb-button sb-button--quiet" onClick={close}>
            {t('closeMenu')}
          </button>
        </div>
        <MainNavigation onNavigate={close} />
        <SportsMenu onNavigate={close} />
        <DrawerAccount onNavigate={close} />
        <DrawerLanguage />
        <DisplayPreferences />
        {children}
      </div>
    </div>
  );
}
