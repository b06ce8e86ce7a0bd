import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { SportsbookSurface } from './SportsbookSurface';
import { fakeColorScheme, themeTestRuntime } from './themeTestRuntime';

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  fakeColorScheme(false);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  document.documentElement.removeAttribute('dir');
});

async function renderSurface(runtime: ReturnType<typeof themeTestRuntime>['runtime']) {
  await runtime.store.settings.load();
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <SportsbookSurface>
        <p>the betslip</p>
      </SportsbookSurface>
    </RuntimeProvider>,
  );
  const surface = view.container.querySelector<HTMLElement>('.sb-root')!;
  const theme = surface.querySelector<HTMLElement>(':scope > .sb-theme')!;
  return { ...view, surface, theme };
}

describe('SportsbookSurface (every element’s inside)', () => {
  it('gives any element the brand’s colours and the theme, as the app shell has them', async () => {
    const { runtime } = themeTestRuntime('kingsbet', { theme: 'dark' });
    const { theme } = await renderSurface(runtime);
    expect(theme.getAttribute('data-theme')).toBe('dark');
    expect(theme.style.getPropertyValue('--sb-color-bg')).toBe('#0f1412');
    expect(theme.style.getPropertyValue('--sb-color-accent')).toBe('#facc15');
    expect(theme.textContent).toBe('the betslip');
    act(() => void runtime.config.apply({ theme: 'light', brand: 'safaribet' }));
    expect(theme.getAttribute('data-theme')).toBe('light');
    expect(theme.style.getPropertyValue('--sb-color-accent')).toBe('#16a34a');
  });

  it('writes in the direction of the sportsbook’s locale, never the host page’s, and follows a locale change', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { runtime } = themeTestRuntime('eurobet');
    const { surface, theme } = await renderSurface(runtime);
    expect(surface.getAttribute('dir')).toBe('ltr');
    expect(theme.getAttribute('lang')).toBe('en');
    act(() => void runtime.config.apply({ locale: 'ar' }));
    expect(surface.getAttribute('dir')).toBe('rtl');
    expect(theme.getAttribute('lang')).toBe('ar');
    act(() => void runtime.config.apply({ locale: 'he' }));
    expect(surface.getAttribute('dir')).toBe('rtl');
    act(() => void runtime.config.apply({ locale: 'pt' }));
    expect(surface.getAttribute('dir')).toBe('ltr');
    expect(theme.getAttribute('lang')).toBe('pt');
  });
});
