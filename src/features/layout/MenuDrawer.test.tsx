import { useSignals } from '@preact/signals-react/runtime';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRuntime } from '../runtime/RuntimeContext';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { MenuDrawer } from './MenuDrawer';

/** Stands in for the header's hamburger: it toggles the same store flag. */
function Hamburger() {
  useSignals();
  const { ui } = useRuntime().store;
  return (
    <button type="button" aria-expanded={ui.mobileMenuOpen.value} onClick={() => ui.toggleMobileMenu()}>
      Open menu
    </button>
  );
}

async function setup() {
  window.history.replaceState(null, '', '/en/sports');
  const { runtime } = await layoutRuntime({}, { width: 375, widgets: { 1: '<p>Play responsibly</p>' } });
  renderInShell(
    runtime,
    <>
      <Hamburger />
      <MenuDrawer items={[{ name: 'html_widget', id: 1 }]} />
    </>,
  );
  const hamburger = screen.getByRole('button', { name: 'Open menu' });
  hamburger.focus();
  act(() => hamburger.click());
  // The drawer's content is loaded on demand (the first time in this file, ready after).
  await screen.findByRole('dialog', { name: 'Menu' });
  return { runtime, hamburger };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mobile menu drawer (spec 2)', () => {
  it('opens as a modal dialog with the main routes, the display preferences and the menu items, focus inside', async () => {
    const { runtime } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const mainNavigation = within(dialog).getByRole('navigation', { name: 'Main navigation' });
    expect(within(mainNavigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Live', 'Sports', 'Jackpot', 'Promotions', 'Virtuals']);
    // The sports menu follows the main routes (this operator's stub serves no sports list).
    const sportsMenu = within(dialog).getByRole('navigation', { name: 'Sports' });
    expect(mainNavigation.compareDocumentPosition(sportsMenu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(sportsMenu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Homepage', 'Favourites', 'Jackpot Bet']);
    expect(within(dialog).getByRole('group', { name: 'Display' })).toBeTruthy();
    expect(await within(dialog).findByText('Play responsibly')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { runtime, hamburger } = await setup();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
    expect(document.activeElement).toBe(hamburger);
  });

  it('closes on a backdrop click', async () => {
    const { runtime } = await setup();
    act(() => screen.getByTestId('menu-backdrop').click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
  });

  it('closes on navigation, and the link still navigates', async () => {
    const { runtime } = await setup();
    act(() => within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Live' }).click());
    expect(window.location.pathname).toBe('/en/live/sport/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
  });

  it('closes when a sports menu entry is tapped, which navigates', async () => {
    const { runtime } = await setup();
    const sportsMenu = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Sports' });
    act(() => within(sportsMenu).getByRole('link', { name: 'Jackpot Bet' }).click());
    expect(window.location.pathname).toBe('/en/sports/10002');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
  });

  it('closes when the address changes by other means (back button, host)', async () => {
    const { runtime } = await setup();
    act(() => {
      window.history.pushState(null, '', '/en/jackpot');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
  });

  it('keeps Tab inside the drawer', async () => {
    await setup();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button, select')];
    const last = focusable[focusable.length - 1] as HTMLElement;
    expect(last.tagName).toBe('SELECT');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
