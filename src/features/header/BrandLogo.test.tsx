import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
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

  it("offers the brand's mark (favicon_url) for the narrowest phones, the logo everywhere else", async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light' } });
    const { container } = renderInShell(runtime, <Header />);
    const sources = [...container.querySelectorAll('.sb-header__logo picture source')];
    expect(sources.map((source) => [source.getAttribute('media'), source.getAttribute('srcset')])).toEqual([['(max-width: 359px)', 'http://sandbox.test/api/brand-assets/eurobet/favicon.svg']]);
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toBe('http://sandbox.test/api/brand-assets/eurobet/logo-light.svg');
  });

  it('shows the logo alone when the brand has no mark', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { default_theme_mode: 'light', favicon_url: null } });
    const { container } = renderInShell(runtime, <Header />);
    expect(container.querySelector('.sb-header__logo picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toContain('logo-light.svg');
  });
});
