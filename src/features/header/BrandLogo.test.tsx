import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { NARROW_PHONE_QUERY } from './BrandLogo';
import { Header } from './Header';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

describe('header brand logo (spec 2)', () => {
  it("shows the brand's light logo with the brand name as alt text, linking home", async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light' } });
    renderInShell(runtime, <Header />, '/en/live/sport/');
    const logo = screen.getByRole('img', { name: 'EuroBet' });
    // Operator asset paths resolve against the operator API, not the embedding page.
    expect(logo.getAttribute('src')).toBe('http://sandbox.test/api/brand-assets/eurobet/logo-light.svg');
    const home = screen.getByRole('link', { name: 'EuroBet' });
    expect(home.getAttribute('href')).toBe('/en');
    act(() => home.click());
    expect(screen.getByTestId('address').textContent).toBe('/en');
  });

  it('shows the brand name as text until the settings arrive', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { skipSettings: true });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'eurobet' }).textContent).toBe('eurobet');
    await act(() => runtime.store.settings.load());
    expect(screen.getByRole('img', { name: 'EuroBet' })).toBeTruthy();
  });

  it('takes the dark logo when the dark scheme is on, following a change', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light' } });
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toContain('logo-light.svg');
    act(() => void runtime.config.apply({ theme: 'dark' }));
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toBe('http://sandbox.test/api/brand-assets/eurobet/logo-dark.svg');
  });

  it("shows the brand's mark (favicon_url) on the narrowest phones, following the width, and lets go of the query when removed", async () => {
    const narrow = fakeMediaQuery(true);
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light' } });
    const { unmount } = renderInShell(runtime, <Header />);
    expect(narrow.asked).toContain('(max-width: 359px)');
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toBe('http://sandbox.test/api/brand-assets/eurobet/favicon.svg');
    act(() => narrow.change(false));
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toBe('http://sandbox.test/api/brand-assets/eurobet/logo-light.svg');
    expect(narrow.listeners.size).toBeGreaterThan(0);
    unmount();
    expect(narrow.listeners.size).toBe(0);
  });

  it('shows the logo alone when the brand has no mark, even on the narrowest phones', async () => {
    fakeMediaQuery(true);
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light', favicon_url: null } });
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toContain('logo-light.svg');
  });
});

/** window.matchMedia (jsdom has none) answering `matches` for the narrow-phone query, changed by hand, and no to every other; its listeners counted. */
function fakeMediaQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  let now = matches;
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => {
    asked.push(media);
    return {
      media,
      get matches() {
        return media === NARROW_PHONE_QUERY && now;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
  return {
    asked,
    listeners,
    change(next: boolean) {
      now = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
