import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

describe('header menu button (spec 2)', () => {
  it('toggles the mobile menu on mobile, with aria-expanded', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { width: 375 });
    renderInShell(runtime, <Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => button.click());
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the window across the 1024 px breakpoint', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { width: 1023 });
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('is absent when display_hamburger_menu is off', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { width: 375, settings: { display_hamburger_menu: false } });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
