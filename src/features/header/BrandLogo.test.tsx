import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(() => {
  cleanupHeaderTests();
  document.documentElement.removeAttribute('data-theme');
});

describe('header brand logo (spec 2)', () => {
  it("shows the brand's light logo with the brand name as alt text, linking home", async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />, '/en/live/sport/');
    const logo = screen.getByRole('img', { name: 'EuroBet' });
    expect(logo.getAttribute('src')).toBe('/api/brand-assets/eurobet/logo-light.svg');
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

  it('takes the dark logo under data-theme="dark", following a change', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toContain('logo-light');
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
      await Promise.resolve();
    });
    expect(screen.getByRole('img', { name: 'EuroBet' }).getAttribute('src')).toBe('/api/brand-assets/eurobet/logo-dark.svg');
  });

  it('finds data-theme on the element hosting the shadow root', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    const host = document.createElement('sportsbook-test');
    host.setAttribute('data-theme', 'dark');
    document.body.append(host);
    const container = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(container);
    const { render } = await import('@testing-library/react');
    const { RuntimeProvider } = await import('../runtime/RuntimeContext');
    const { SportsbookRouter } = await import('../routing/SportsbookRouter');
    render(
      <RuntimeProvider runtime={runtime}>
        <SportsbookRouter>
          <Header />
        </SportsbookRouter>
      </RuntimeProvider>,
      { container },
    );
    expect(container.querySelector('img')?.getAttribute('src')).toContain('logo-dark');
    host.remove();
  });
});
