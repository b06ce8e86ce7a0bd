import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLink } from '../routing/AppLink';
import { PageColumns } from './PageColumns';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';

// The sandbox operator's three layouts (demo/server/content/operatorContent.ts).
const PAGE_LAYOUTS = [
  { name: 'Default', url: '/*', column_type: 'triple', left_column: [{ name: 'html_widget', id: 1 }], right_column: [{ name: 'advert', id: 11 }], centre_column_bottom: [{ name: 'html_widget', id: 2 }] },
  { name: 'Default', url: '/*/sports/10001*', column_type: 'side_right', left_column: [], right_column: [{ name: 'advert', id: 13 }, { name: 'html_widget', id: 3 }], centre_column_bottom: [] },
  { name: 'Default', url: '/*/account*', column_type: 'single', left_column: [], right_column: [], centre_column_bottom: [] },
];

const WIDGETS = {
  1: '<h3>Play responsibly</h3><p>18+ only.</p>',
  2: '<p>Centre bottom</p><script>window.__ran = true</script>',
  3: '<strong>Acca boost</strong><img src="x" onerror="window.__xss = true">',
};

/** The columns in display order, by their role. */
const columnOrder = (container: HTMLElement) =>
  [...(container.querySelector('.sb-layout')?.children ?? [])].map((column) => (column.matches('aside') ? column.getAttribute('aria-label') : column.querySelector('main') ? 'content' : '?'));

async function setup(path: string, { width = 1366, settings = {} as Record<string, unknown> } = {}) {
  window.history.replaceState(null, '', path);
  const { runtime, requests } = await layoutRuntime({ page_layouts: PAGE_LAYOUTS, ...settings }, { widgets: WIDGETS, width });
  const view = renderInShell(
    runtime,
    <PageColumns desktop={width >= 1024}>
      <h1>Page</h1>
      <AppLink href="/jackpot">Go to jackpot</AppLink>
    </PageColumns>,
  );
  return { runtime, requests, ...view };
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

describe('page columns by URL pattern (spec 2 page shell)', () => {
  it('global layout (triple): menu with the main routes and widget 1, the page with widget 2 below, betslip column asking for its advert', async () => {
    const { container, requests } = await setup('/en/live/sport/');
    expect(columnOrder(container)).toEqual(['Menu', 'content', 'Betslip and My Bets']);
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    const links = within(within(menu).getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Live', '/en/live/sport/'],
      ['Sports', '/en/sports'],
      ['Jackpot', '/en/jackpot'],
      ['Promotions', '/en/promotions'],
      ['Virtuals', '/en/sports/kiron'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    // The sports menu sits under the main routes (this stub operator serves no sports list).
    const sportsMenu = within(menu).getByRole('navigation', { name: 'Sports' });
    expect(within(sportsMenu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/sports/10001', '/en/sports/10000', '/en/sports/10002']);
    expect(within(menu).getByRole('group', { name: 'Display' })).toBeTruthy();
    expect(await within(menu).findByRole('heading', { name: 'Play responsibly' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('sb-content');
    expect(await within(main).findByText('Centre bottom')).toBeTruthy();
    expect(main.querySelector('script')).toBeNull();
    const right = screen.getByRole('complementary', { name: 'Betslip and My Bets' });
    expect(within(right).getByRole('button', { name: /Betslip/ })).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.startsWith('/api/adverts/11?'))).toBe(true));
  });

  it('sports home (side_right) beats the global pattern: no menu column, widget 3 sanitised in the right column', async () => {
    const { container } = await setup('/en/sports/10001');
    expect(columnOrder(container)).toEqual(['content', 'Betslip and My Bets']);
    const right = screen.getByRole('complementary', { name: 'Betslip and My Bets' });
    expect(await within(right).findByText('Acca boost')).toBeTruthy();
    expect(right.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('account pages (single) show the content only', async () => {
    const { container } = await setup('/en/account');
    expect(columnOrder(container)).toEqual(['content']);
  });

  it('triple_side_right puts content, right, then left; an unknown type or no setting falls back to triple', async () => {
    let view = await setup('/en/jackpot', { settings: { page_layouts: [{ name: 'Default', url: '/*', column_type: 'triple_side_right' }] } });
    expect(columnOrder(view.container)).toEqual(['content', 'Betslip and My Bets', 'Menu']);
    view.unmount();
    view = await setup('/en/jackpot', { settings: { page_layouts: [{ name: 'Default', url: '/*', column_type: 'quadruple' }] } });
    expect(columnOrder(view.container)).toEqual(['Menu', 'content', 'Betslip and My Bets']);
    view.unmount();
    view = await setup('/en/jackpot', { settings: { page_layouts: 'not a list' } });
    expect(columnOrder(view.container)).toEqual(['Menu', 'content', 'Betslip and My Bets']);
  });

  it('below 1024 px the page is one column, whatever the layout', async () => {
    const { container } = await setup('/en/live/sport/', { width: 1023 });
    expect(columnOrder(container)).toEqual(['content']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('scrolls the content column to the top on a route change', async () => {
    const { container } = await setup('/en/live/sport/');
    const centre = container.querySelector('.sb-layout__centre') as HTMLElement;
    centre.scrollTop = 640;
    act(() => screen.getByRole('link', { name: 'Go to jackpot' }).click());
    expect(window.location.pathname).toBe('/en/jackpot');
    expect(centre.scrollTop).toBe(0);
  });
});

describe('My Bets on mobile (spec 2, core isMyBetsOverlayShown / isPageContentHiddenByMyBets)', () => {
  it('visible: overlay shown, page content hidden; hidden (countdown): overlay kept but out of sight, content back; closed: overlay gone', async () => {
    const { runtime } = await setup('/en/live/sport/', { width: 375 });
    const { myBets } = runtime.store;
    const main = screen.getByRole('main');
    const overlay = () => document.querySelector<HTMLElement>('.sb-mybets-overlay');
    expect(overlay()).toBeNull();
    act(() => myBets.open());
    expect(main.hidden).toBe(true);
    expect(main.getAttribute('aria-hidden')).toBe('true');
    expect(overlay()?.hidden).toBe(false);
    expect(within(overlay() as HTMLElement).getByRole('region', { name: 'My Bets' })).toBeTruthy();
    act(() => {
      myBets.countdownStarted('bet-1');
      myBets.close();
    });
    expect(myBets.modal.value).toBe('hidden');
    expect(main.hidden).toBe(false);
    expect(main.hasAttribute('aria-hidden')).toBe(false);
    expect(overlay()?.hidden).toBe(true);
    act(() => myBets.countdownFinished('bet-1'));
    expect(overlay()).toBeNull();
  });

  it('on desktop My Bets opens in the right column and the page stays', async () => {
    const { runtime } = await setup('/en/live/sport/');
    act(() => runtime.store.myBets.open());
    expect(screen.getByRole('main').hidden).toBe(false);
    const right = screen.getByRole('complementary', { name: 'Betslip and My Bets' });
    expect(within(right).getByRole('heading', { name: 'My Bets' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('complementary', { name: 'Menu' })).getByRole('heading', { name: 'Play responsibly' })).toBeTruthy());
  });
});

describe('the desktop menu collapse (spec 3 desktopMenuOpen, desktop_menu_collapsed)', () => {
  const toggle = () => screen.getByRole('button', { name: 'Side menu' });
  const menuBody = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('starts open by default; the toggle collapses the column to its rail and opens it again', async () => {
    const { container } = await setup('/en/');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menuBody().hidden).toBe(false);
    expect(within(menuBody()).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    act(() => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menuBody().hidden).toBe(true);
    expect(container.querySelector('.sb-layout__left')?.classList.contains('sb-layout__left--collapsed')).toBe(true);
    act(() => toggle().click());
    expect(menuBody().hidden).toBe(false);
  });

  it('starts collapsed when the operator says so', async () => {
    await setup('/en/', { settings: { desktop_menu_collapsed: true } });
    await waitFor(() => expect(toggle().getAttribute('aria-expanded')).toBe('false'));
    expect(menuBody().hidden).toBe(true);
  });
});
