import { useSignals } from '@preact/signals-react/runtime';
import { useSignalEffect } from '@preact/signals-react';
import { memo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FOOTER_SETTINGS, booleanSetting, footerItems, promotionsOffered, footerTapAction, highlightedFooterItem, type EmbedMode, type FooterItem, type FooterItemId, type FooterSettings } from '../../core';
import { useViewportWidth } from '../layout/useViewportWidth';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { usePathname } from '../shell/usePathname';

/** The operator's footer flags, read as booleans whatever type the back office sent. */
function footerSettings(raw: Readonly<Record<string, unknown>> | null): FooterSettings {
  const value = raw ?? {};
  const flag = (key: keyof FooterSettings & string) => booleanSetting(value[key], DEFAULT_FOOTER_SETTINGS[key] as boolean);
  return {
    clem_show_header: flag('clem_show_header'),
    display_hamburger_menu: flag('display_hamburger_menu'),
    enable_floating_betslip: flag('enable_floating_betslip'),
    enable_my_bets: flag('enable_my_bets'),
    virtuals_enabled: flag('virtuals_enabled'),
    kiron_enabled: flag('kiron_enabled'),
    root_page_configuration: typeof value.root_page_configuration === 'string' ? value.root_page_configuration : DEFAULT_FOOTER_SETTINGS.root_page_configuration,
    promotions_url: typeof value.promotions_url === 'string' && value.promotions_url.trim() !== '' ? value.promotions_url.trim() : null,
  };
}

/**
 * The footer navigation (spec 2 "Mobile footer navigation"): core decides the items, their
 * order, the tap actions and the highlight; this renders them, 50 px high, with the
 * betslip count and the My Bets badge (99+).
 */
export function MobileFooter({ mode = 'standalone' }: { mode?: EmbedMode }) {
  useSignals();
  const { store, router } = useRuntime();
  const { t } = useTranslation('footer');
  const { betslip, myBets, session, ui, settings } = store;
  const width = useViewportWidth();
  const currentPath = usePathname();
  const items = footerItems({ settings: footerSettings(settings.raw.value), viewportWidth: width, promotionsAvailable: promotionsOffered(settings.raw.value), mode });
  const myBetsOpen = myBets.modal.value === 'visible';
  const highlighted = highlightedFooterItem(items, { currentPath, betslipOpen: betslip.isOpen.value, myBetsOpen });

  const tap = (item: FooterItem) => (event: MouseEvent) => {
    const action = footerTapAction(item, { loggedIn: session.loggedIn.peek(), currentPath });
    if (action.kind === 'navigate') return;
    event.preventDefault();
    switch (action.kind) {
      case 'start-login':
        ui.openModal('isLoginOpen');
        break;
      case 'go-back':
        // Through the router: in memory routing a step back in the host's own history would take the bettor off the casino's page.
        router.back();
        break;
      case 'toggle-mybets':
        if (myBets.modal.peek() === 'visible') myBets.close();
        else {
          betslip.close();
          myBets.open();
        }
        break;
      case 'toggle-betslip':
        // Spec 2: opening the betslip closes the My Bets panel.
        if (!betslip.isOpen.peek() && myBets.modal.peek() === 'visible') myBets.close();
        betslip.toggleOpen();
        break;
      case 'toggle-menu':
        ui.toggleMobileMenu();
        break;
    }
  };

  const badge = (id: FooterItemId): string | null => (id === 'mybets' ? myBets.badge.value : null);

  return (
    <nav className="sb-footer" part="footer" aria-label={t('navigation')}>
      <ul className="sb-footer__items">
        {items.map((item) => {
          const count = badge(item.id);
          const label = t(`items.${item.id}`);
          const content = (
            <>
              <span className="sb-footer__label">{label}</span>
              {item.id === 'betslip' ? <BetslipCountBadge /> : null}
              {count ? (
                <span className="sb-badge sb-footer__badge" aria-label={t('badge.mybets', { value: count })}>
                  {count}
                </span>
              ) : null}
            </>
          );
          const className = `sb-footer__item${highlighted === item.id ? ' sb-footer__item--current' : ''}`;
          return (
            <li key={item.id}>
              {item.href !== null ? (
                <AppLink className={className} href={item.href} aria-current={highlighted === item.id ? 'page' : undefined} onClick={tap(item)}>
                  {content}
                </AppLink>
              ) : (
                <button type="button" className={item.id === 'betslip' ? `${className} sb-betslip-toggle` : className} aria-expanded={item.id === 'betslip' ? betslip.isOpen.value : ui.mobileMenuOpen.value} onClick={tap(item)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The betslip's count on its footer item, written by an effect like a price: a betslip
 * toggle changes it without rendering the footer (issue 19 render budget). Hidden, and
 * without text, at 0. React renders no children here, so only the effect writes the text.
 */
const BetslipCountBadge = memo(function BetslipCountBadge() {
  const { t } = useTranslation('footer');
  const { betslip } = useRuntime().store;
  const badge = useRef<HTMLSpanElement | null>(null);
  const write = (element: HTMLSpanElement, count: number) => {
    element.hidden = count === 0;
    element.textContent = count === 0 ? '' : String(count);
    if (count === 0) element.removeAttribute('aria-label');
    else element.setAttribute('aria-label', t('badge.betslip', { value: String(count) }));
  };
  useSignalEffect(() => {
    const count = betslip.count.value;
    if (badge.current) write(badge.current, count);
  });
  return (
    <span
      ref={(element) => {
        badge.current = element;
        // Written as it mounts (and again on a language change), before the first paint.
        if (element) write(element, betslip.count.peek());
      }}
      className="sb-badge sb-footer__badge"
    />
  );
});
