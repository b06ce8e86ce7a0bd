import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { assetUrl } from './assetUrl';
import { useBrandLogo } from './useBrandLogo';
import { fakeColorScheme, themeTestRuntime } from './themeTestRuntime';

function Logo() {
  const url = useBrandLogo();
  return url ? <img src={url} alt="logo" /> : <span>no logo</span>;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => window.history.replaceState(null, '', '/en/sports'));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('useBrandLogo', () => {
  it('gives the logo of the scheme on screen, resolved against the operator API', async () => {
    const device = fakeColorScheme(false);
    const { runtime } = themeTestRuntime('wicket', { theme: 'system' });
    await runtime.store.settings.load();
    await runtime.i18n.ready;
    render(
      <RuntimeProvider runtime={runtime}>
        <Logo />
      </RuntimeProvider>,
    );
    const src = () => screen.getByRole('img', { name: 'logo' }).getAttribute('src');
    expect(src()).toBe('http://operator.test/api/brand-assets/wicket/logo-light.svg');
    act(() => device.set(true));
    expect(src()).toBe('http://operator.test/api/brand-assets/wicket/logo-dark.svg');
    act(() => void runtime.config.apply({ brand: 'lebet', theme: 'light' }));
    expect(src()).toBe('http://operator.test/api/brand-assets/lebet/logo-light.svg');
  });

  it('is null before the settings arrive', async () => {
    const { runtime } = themeTestRuntime('wicket');
    await runtime.i18n.ready;
    render(
      <RuntimeProvider runtime={runtime}>
        <Logo />
      </RuntimeProvider>,
    );
    expect(screen.getByText('no logo')).toBeTruthy();
  });
});

describe('assetUrl', () => {
  it('resolves operator paths against the API base and refuses other schemes', () => {
    expect(assetUrl('/api/x.svg', 'https://api.example/', 'https://casino.example/page')).toBe('https://api.example/api/x.svg');
    expect(assetUrl('logo.svg', '/', 'https://site.example/en/live')).toBe('https://site.example/logo.svg');
    expect(assetUrl('https://cdn.example/l.png', '/', 'https://site.example/')).toBe('https://cdn.example/l.png');
    expect(assetUrl('data:image/svg+xml,<svg/>', '/', 'https://site.example/')).toBe('data:image/svg+xml,<svg/>');
    expect(assetUrl('javascript:alert(1)', '/', 'https://site.example/')).toBeNull();
    expect(assetUrl('data:text/html,hi', '/', 'https://site.example/')).toBeNull();
    expect(assetUrl('', '/', 'https://site.example/')).toBeNull();
    expect(assetUrl(42, '/', 'https://site.example/')).toBeNull();
  });
});
