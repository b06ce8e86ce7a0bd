import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPersistence, memoryStorage } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { AA_CONTRAST, contrastRatio } from '../../theme/contrast';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { MaintenanceShell } from '../shell/MaintenanceShell';
import { BrandTheme } from './BrandTheme';
import { ALL_BRAND_SETTINGS, fakeColorScheme, themeTestRuntime } from './themeTestRuntime';

type Runtime = ReturnType<typeof themeTestRuntime>['runtime'];

async function renderTheme(runtime: Runtime) {
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <BrandTheme>
        <p>content</p>
      </BrandTheme>
    </RuntimeProvider>,
  );
  const wrapper = () => view.container.querySelector<HTMLElement>('.sb-theme')!;
  const token = (name: string) => wrapper().style.getPropertyValue(name);
  return { ...view, wrapper, token };
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sports');
  fakeColorScheme(false);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  document.head.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
});

describe('BrandTheme', () => {
  it('sets the brand’s colours as custom properties on its wrapper, with readable text on them', async () => {
    const { runtime } = themeTestRuntime('kingsbet', { theme: 'light' });
    const { wrapper, token, container } = await renderTheme(runtime);
    expect(wrapper().getAttribute('data-theme')).toBe('light');
    expect(token('--sb-color-header-bg')).toBe('#14532d');
    expect(token('--sb-color-accent')).toBe('#facc15');
    expect(token('--sb-color-bg')).toBe('#f7f7f2');
    expect(contrastRatio(token('--sb-color-header-text'), token('--sb-color-header-bg'))).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(token('--sb-color-accent-text'), token('--sb-color-accent'))).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(wrapper().textContent).toBe('content');
    // The host document is untouched.
    expect(document.documentElement.style.getPropertyValue('--sb-color-header-bg')).toBe('');
    expect(container.parentElement!.style.getPropertyValue('--sb-color-header-bg')).toBe('');
  });

  it('follows default_theme_mode, the theme attribute over it, and ?theme= over both, live', async () => {
    const { runtime } = themeTestRuntime('kingsbet');
    await runtime.store.settings.load();
    // The sandbox brands say 'system'; this device prefers light.
    const { wrapper, token } = await renderTheme(runtime);
    expect(wrapper().getAttribute('data-theme')).toBe('light');
    act(() => void runtime.config.apply({ theme: 'dark' }));
    expect(wrapper().getAttribute('data-theme')).toBe('dark');
    expect(token('--sb-color-bg')).toBe('#0f1412');
    expect(token('--sb-color-text')).toBe('#e8eeeb');
    act(() => void runtime.config.apply({ theme: null }));
    expect(wrapper().getAttribute('data-theme')).toBe('light');
    act(() => window.history.pushState(null, '', '/en/sports?theme=dark'));
    expect(wrapper().getAttribute('data-theme')).toBe('dark');
  });

  it('uses the operator’s dark mode when the brand says "dark mode"', async () => {
    const { runtime } = themeTestRuntime('kingsbet');
    (ALL_BRAND_SETTINGS.kingsbet!.web as Record<string, unknown>).default_theme_mode = 'dark mode';
    try {
      const { wrapper } = await renderTheme(runtime);
      expect(wrapper().getAttribute('data-theme')).toBe('dark');
    } finally {
      (ALL_BRAND_SETTINGS.kingsbet!.web as Record<string, unknown>).default_theme_mode = 'system';
    }
  });

  it('in system mode follows prefers-color-scheme as it changes', async () => {
    const device = fakeColorScheme(true);
    const { runtime } = themeTestRuntime('safaribet', { theme: 'system' });
    const { wrapper, unmount } = await renderTheme(runtime);
    expect(wrapper().getAttribute('data-theme')).toBe('dark');
    act(() => device.set(false));
    expect(wrapper().getAttribute('data-theme')).toBe('light');
    act(() => device.set(true));
    expect(wrapper().getAttribute('data-theme')).toBe('dark');
    unmount();
    expect(device.listeners.size).toBe(0);
  });

  it('switches to another brand’s colours when the brand changes, keeping the betslip', async () => {
    const { runtime } = themeTestRuntime('kingsbet', { theme: 'light' });
    const { token } = await renderTheme(runtime);
    seedCatalogue(runtime.store.catalogue);
    runtime.store.betslip.addSelection('o1-1');
    expect(token('--sb-color-header-bg')).toBe('#14532d');
    act(() => void runtime.config.apply({ brand: 'safaribet' }));
    expect(token('--sb-color-header-bg')).toBe('#b45309');
    expect(runtime.store.settings.settings.value.currency).toBe('KES');
    act(() => void runtime.config.apply({ theme: 'dark' }));
    expect(runtime.store.betslip.count.value).toBe(1);
    expect(runtime.store.betslip.state.value.bets['o1-1']).toBeDefined();
  });

  it('sets the favicon on the standalone site only', async () => {
    const embedded = await renderTheme(themeTestRuntime('golazo').runtime);
    expect(document.head.querySelector('link[rel~="icon"]')).toBeNull();
    embedded.unmount();

    const { runtime } = themeTestRuntime('golazo', { ownsDocument: true });
    const standalone = await renderTheme(runtime);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.href).toBe('http://operator.test/api/brand-assets/golazo/favicon.svg');
    act(() => void runtime.config.apply({ brand: 'pinoy' }));
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.href).toBe('http://operator.test/api/brand-assets/pinoy/favicon.svg');
    standalone.unmount();
    expect(document.head.querySelector('link[rel~="icon"]')).toBeNull();
  });

  it('gives the maintenance shell the persisted theme and favicon without a request', async () => {
    const storage = memoryStorage();
    createPersistence(storage).write('settings', { brand: 'harimau', channel: 'web', value: ALL_BRAND_SETTINGS.harimau!.web });
    const { runtime, fetch } = themeTestRuntime('harimau', { storage, theme: 'light', ownsDocument: true });
    await runtime.i18n.ready;
    const { container } = render(
      <RuntimeProvider runtime={runtime}>
        <MaintenanceShell />
      </RuntimeProvider>,
    );
    const wrapper = container.querySelector<HTMLElement>('.sb-theme')!;
    expect(wrapper.style.getPropertyValue('--sb-color-header-bg')).toBe('#991b1b');
    expect(wrapper.querySelector('h1')).not.toBeNull();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.href).toBe('http://operator.test/api/brand-assets/harimau/favicon.svg');
    expect(fetch).not.toHaveBeenCalled();
  });
});
