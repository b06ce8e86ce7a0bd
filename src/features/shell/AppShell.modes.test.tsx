import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellMode } from '../../core';
import { createRuntime, memoryStorage } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { AppShell } from './AppShell';

// The footer bar shows a menu item (hamburger on, header setting off) and the site footer is on, so every region has something to show.
const SETTINGS = { locale: 'en', channel: 'web', languages: [{ id: 'en', name: 'English', locale: 'en' }, { id: 'fr', name: 'Français', locale: 'fr' }], display_hamburger_menu: true, clem_show_header: false, enable_flags: true, footer_enabled: true, registration_url: 'https://operator.test/join' };

async function shellIn(mode: ShellMode, { width = 1366 } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.history.replaceState(null, '', '/');
  const fetch = vi.fn(async () => Response.json({ eurobet: { web: SETTINGS } }));
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://operator.test/', routing: 'memory', mode }, { storage: memoryStorage(), reload: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch });
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  seedCatalogue(runtime.store.catalogue);
  render(
    <RuntimeProvider runtime={runtime}>
      <AppShell />
    </RuntimeProvider>,
  );
  return runtime;
}

/** Which regions of the shell are on screen. */
function regions() {
  const footer = screen.queryByRole('navigation', { name: 'Footer' });
  return {
    header: screen.queryByRole('banner') !== null,
    login: screen.queryByRole('button', { name: 'Login' }) !== null,
    join: screen.queryByRole('link', { name: 'Join' }) !== null,
    leftColumn: screen.queryByRole('complementary', { name: 'Menu' }) !== null,
    rightColumn: screen.queryByRole('complementary', { name: 'Betslip and My Bets' }) !== null,
    footerItems: footer ? within(footer).getAllByRole('listitem').map((item) => item.textContent?.replace(/\d+$/, '')) : null,
    siteFooter: document.querySelector('.sb-site-footer') !== null,
    content: screen.queryByRole('main') !== null,
  };
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  window.history.replaceState(null, '', '/');
});

describe('shell per mode (spec 1, 2; docs/embedding-modes.md)', () => {
  it('standalone, mobile: header with Login and Join, the footer bar with its menu, the site footer', async () => {
    await shellIn('standalone', { width: 375 });
    expect(regions()).toEqual({ header: true, login: true, join: true, leftColumn: false, rightColumn: false, footerItems: ['Sports', 'Live', 'Menu', 'Betslip', 'My Bets'], siteFooter: true, content: true });
  });

  it('standalone, desktop: header with Login and the language selector, both side columns, the site footer', async () => {
    await shellIn('standalone');
    expect(regions()).toEqual({ header: true, login: true, join: true, leftColumn: true, rightColumn: true, footerItems: ['Betslip', 'My Bets'], siteFooter: true, content: true });
    expect(screen.getByRole('button', { name: /Language:/ })).toBeTruthy();
  });

  it('embedded, desktop: the header without Login, Join or the language selector; both side columns; no site footer', async () => {
    await shellIn('embedded');
    expect(regions()).toEqual({ header: true, login: false, join: false, leftColumn: true, rightColumn: true, footerItems: ['Betslip', 'My Bets'], siteFooter: false, content: true });
    expect(screen.queryByRole('button', { name: /Language:/ })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('search')).toBeTruthy();
  });

  it('content-embedded, desktop: the content column and the footer bar with the betting items only', async () => {
    await shellIn('content-embedded');
    expect(regions()).toEqual({ header: false, login: false, join: false, leftColumn: false, rightColumn: false, footerItems: ['Betslip', 'My Bets'], siteFooter: false, content: true });
  });

  it('content-embedded, mobile: no menu item in the bar (there is no menu to open)', async () => {
    await shellIn('content-embedded', { width: 375 });
    expect(regions().footerItems).toEqual(['Sports', 'Live', 'Betslip', 'My Bets']);
  });

  it('content-embedded: the betslip opens as a sheet at desktop width, there being no right column', async () => {
    const runtime = await shellIn('content-embedded');
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeTruthy();
  });

  it('native-app on a phone: only the content column; the slip bar, on the bottom edge, is the way to the slip (issue 23)', async () => {
    const runtime = await shellIn('native-app', { width: 375 });
    expect(regions()).toEqual({ header: false, login: false, join: false, leftColumn: false, rightColumn: false, footerItems: null, siteFooter: false, content: true });
    expect(runtime.store.settings.settings.value.enable_floating_betslip).toBe(false);
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    // The pick opens nothing; no floating button sits over the bar.
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
    expect(screen.queryByTestId('floating-betslip')).toBeNull();
    expect(screen.getByTestId('slip-bar').className).toBe('sb-slip-bar sb-slip-bar--no-footer');
    act(() => screen.getByRole('button', { name: /^Betslip, 1 selection/ }).click());
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeTruthy();
  });

  it('native-app at desktop width: the floating betslip is the way to the slip even with enable_floating_betslip off', async () => {
    const runtime = await shellIn('native-app');
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    act(() => runtime.store.betslip.close());
    act(() => screen.getByTestId('floating-betslip').click());
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeTruthy();
  });

  it('a live mode change re-renders the shell and keeps the slip', async () => {
    const runtime = await shellIn('standalone', { width: 375 });
    act(() => {
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.close();
    });
    expect(runtime.config.apply({ mode: 'native-app' })).toEqual([]);
    await act(async () => undefined);
    expect(regions()).toMatchObject({ header: false, footerItems: null });
    expect(screen.getByTestId('slip-bar-count').textContent).toBe('1');
    expect(runtime.config.apply({ mode: 'embedded' })).toEqual([]);
    await act(async () => undefined);
    expect(regions()).toMatchObject({ header: true, login: false, footerItems: ['Sports', 'Live', 'Menu', 'Betslip', 'My Bets'] });
    expect(runtime.store.betslip.state.value.order).toEqual(['o1-1']);
  });
});

describe('native-app interaction blocker', () => {
  it('covers the shell, inert and busy, only while the native app holds it', async () => {
    const runtime = await shellIn('native-app', { width: 375 });
    const app = document.querySelector('.sb-app') as HTMLElement;
    expect(screen.queryByTestId('interaction-blocker')).toBeNull();
    expect(app.hasAttribute('inert')).toBe(false);

    act(() => runtime.store.interaction.setBlocked(true));
    const blocker = screen.getByTestId('interaction-blocker');
    expect(blocker.getAttribute('role')).toBe('status');
    expect(blocker.textContent).toBe('Please wait');
    expect(app.hasAttribute('inert')).toBe(true);
    expect(app.getAttribute('aria-busy')).toBe('true');
    expect(app.contains(blocker)).toBe(false);

    act(() => runtime.store.interaction.setBlocked(false));
    expect(screen.queryByTestId('interaction-blocker')).toBeNull();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(app.hasAttribute('aria-busy')).toBe(false);
  });

  it('is never shown outside native-app mode', async () => {
    const runtime = await shellIn('embedded', { width: 375 });
    act(() => runtime.store.interaction.setBlocked(true));
    expect(screen.queryByTestId('interaction-blocker')).toBeNull();
    expect(document.querySelector('.sb-app')!.hasAttribute('inert')).toBe(false);
  });
});
