import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { ownedTestPage } from '../runtime/testRuntime';
import { AppShell } from './AppShell';

const SETTINGS = { locale: 'en', channel: 'web', languages: [{ id: 'en', name: 'English', locale: 'en' }], display_hamburger_menu: true, clem_show_header: false };

/** A standalone-site runtime whose every request goes through `fetch`, a spy. */
async function shellAt(path: string, { width = 1366, loadSettings = true } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async () => Response.json({ eurobet: { web: SETTINGS } }));
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://operator.test/' }, { page: ownedTestPage(), storage: memoryStorage(), reload: () => undefined, fetch: fetch as unknown as typeof globalThis.fetch });
  if (loadSettings) await runtime.store.settings.load();
  await runtime.i18n.ready;
  fetch.mockClear();
  render(
    <RuntimeProvider runtime={runtime}>
      <AppShell />
    </RuntimeProvider>,
  );
  return { runtime, fetch };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  window.history.replaceState(null, '', '/');
});

describe('maintenance shell (spec 2: no store or session handling)', () => {
  for (const path of ['/en/maintenance', '/maintenance', '/static/flutter-maintenance']) {
    it(`${path}: the reduced shell and not one request, though nothing is cached`, async () => {
      const { fetch } = await shellAt(path, { loadSettings: false });
      await settle();
      expect(screen.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });

    it(`${path}: no locale redirect, even with the language list known`, async () => {
      await shellAt(path);
      await settle();
      expect(window.location.pathname).toBe(path);
    });
  }

  it('the full shell, by contrast, fetches the settings and applies the locale redirect', async () => {
    const { fetch } = await shellAt('/sports', { loadSettings: false });
    await settle();
    expect(fetch).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/en/sports');
  });
});

describe('full shell', () => {
  it('starts with a skip link that moves focus to <main id="sb-content">', async () => {
    await shellAt('/en/sports');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    const app = document.querySelector('.sb-app') as HTMLElement;
    expect(app.querySelector('a, button')).toBe(skip);
    act(() => skip.click());
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(document.activeElement?.id).toBe('sb-content');
    expect(window.location.hash).toBe('');
  });

  it('desktop: menu, content and betslip columns; no drawer or sheet', async () => {
    const { runtime } = await shellAt('/en/live/sport/');
    expect(screen.getByRole('complementary', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Betslip and My Bets' })).toBeTruthy();
    act(() => runtime.store.betslip.open());
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
  });

  it('mobile: one column; the footer’s menu item opens the drawer, the betslip opens as a sheet', async () => {
    const { runtime } = await shellAt('/en/live/sport/', { width: 375 });
    expect(screen.queryByRole('complementary')).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    act(() => within(footer).getByRole('button', { name: 'Menu' }).click());
    // The drawer's content is loaded on demand (MenuDrawer.tsx).
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    act(() => screen.getByTestId('menu-backdrop').click());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    act(() => runtime.store.betslip.open());
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeTruthy();
  });

  it('widening to desktop closes an open mobile menu, so the page is not left scroll-locked', async () => {
    const { runtime } = await shellAt('/en/sports', { width: 375 });
    act(() => runtime.store.ui.toggleMobileMenu());
    expect(document.documentElement.style.overflow).toBe('hidden');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });
});

describe('framed by sportsbook-frame.js', () => {
  it('the shell root carries the band of the frame the bettor sees, which every overlay places itself by', async () => {
    const { runtime } = await shellAt('/en/', { width: 375 });
    await settle();
    const root = document.querySelector<HTMLElement>('.sb-app')!;
    // Not framed: no band, each overlay keeps to the screen's edges.
    expect(root.style.getPropertyValue('--sb-host-viewport-top')).toBe('');
    act(() => runtime.store.hostViewport.follow({ top: -3000, height: 667 }, 7000));
    expect(root.style.getPropertyValue('--sb-host-viewport-top')).toBe('3000px');
    expect(root.style.getPropertyValue('--sb-host-viewport-height')).toBe('667px');
    expect(root.style.getPropertyValue('--sb-host-viewport-bottom')).toBe('calc(100% - 3667px)');
  });
});
