import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

const openMenu = () => {
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  act(() => trigger.click());
  return trigger;
};
const items = () => screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);

describe('header account menu, logged in on desktop (spec 2)', () => {
  it('links to /account and lists profile, my bets, balances, transactions and logout', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/en/account');
    const trigger = openMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual([
      ['My profile', '/en/account'],
      ['My bets', '/en/open_bets'],
      ['Balances', '/en/account/balances'],
      ['Transactions', '/en/account/transactions'],
      ['Log out', null],
    ]);
    // A chosen link navigates in the app and closes the menu.
    act(() => screen.getByRole('menuitem', { name: 'My bets' }).click());
    expect(screen.getByTestId('address').textContent).toBe('/en/open_bets');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard and closes with Escape, focus back on its button', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    renderInShell(runtime, <Header />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My profile');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My bets');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('logs the player out with reason user', async () => {
    const { runtime, paths, reload } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    const logout = vi.spyOn(runtime.store.session, 'logout');
    renderInShell(runtime, <Header />);
    openMenu();
    await act(async () => screen.getByRole('menuitem', { name: 'Log out' }).click());
    expect(logout).toHaveBeenCalledWith('user');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(false));
    expect(paths.some((path) => path.endsWith('/header_login/logout'))).toBe(true);
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('leaves out my profile (profile_tab_enabled off) and logout (display_logout_button off)', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', settings: { profile_tab_enabled: false, display_logout_button: 'false' } });
    renderInShell(runtime, <Header />);
    openMenu();
    expect(items().map(([name]) => name)).toEqual(['My bets', 'Balances', 'Transactions']);
  });

  it('regulated variant: the alternative profile and transactions pages, and the auto-exclusion button', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), {
      player: 'demo',
      settings: { regulated_variant: true, alt_profile_url: '/account/regulated-profile', alt_transactions_url: 'https://regulator.test/transactions', auto_exclusion_url: '/account/auto-exclusion' },
    });
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('link', { name: 'Self-exclusion' }).getAttribute('href')).toBe('/en/account/auto-exclusion');
    openMenu();
    expect(items()).toEqual(
      expect.arrayContaining([
        ['My profile', '/en/account/regulated-profile'],
        ['Transactions', 'https://regulator.test/transactions'],
      ]),
    );
  });

  it('has no auto-exclusion button outside the regulated variant, and its default address inside it', async () => {
    const plain = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    const { unmount } = renderInShell(plain.runtime, <Header />);
    expect(screen.queryByRole('link', { name: 'Self-exclusion' })).toBeNull();
    unmount();
    const regulated = await headerRuntime(inProcessSandbox('header'), { player: 'demo', width: 375, settings: { regulated_variant: 'true' } });
    renderInShell(regulated.runtime, <Header />);
    // On mobile it is an icon button with the same name.
    expect(screen.getByRole('link', { name: 'Self-exclusion' }).getAttribute('href')).toBe('/en/account/self-exclusion');
  });

  it('is desktop only', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo', width: 375 });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  });
});
