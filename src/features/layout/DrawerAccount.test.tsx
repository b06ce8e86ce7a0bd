import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { MenuDrawer } from './MenuDrawer';

afterEach(cleanupHeaderTests);

async function openDrawer(options: Parameters<typeof headerRuntime>[1]) {
  const test = await headerRuntime(inProcessSandbox('drawer'), { width: 375, ...options });
  renderInShell(test.runtime, <MenuDrawer items={[]} />);
  act(() => test.runtime.store.ui.toggleMobileMenu());
  // The drawer's content is loaded on demand (MenuDrawer.tsx).
  return { ...test, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

describe('mobile menu drawer, account section', () => {
  it('offers a logged-in player the account pages and logout; logging out closes the drawer', async () => {
    const { runtime, dialog } = await openDrawer({ player: 'demo' });
    const account = within(dialog).getByRole('navigation', { name: 'My account' });
    expect(within(account).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', '/en/account'],
      ['My profile', '/en/account'],
      ['My bets', '/en/open_bets'],
      ['Balances', '/en/account/balances'],
      ['Transactions', '/en/account/transactions'],
    ]);
    await act(async () => within(account).getByRole('button', { name: 'Log out' }).click());
    expect(runtime.store.ui.mobileMenuOpen.value).toBe(false);
    expect(runtime.store.session.loggedIn.value).toBe(false);
  });

  it('follows the operator: no profile without the profile tab, no logout without display_logout_button', async () => {
    const { dialog } = await openDrawer({ player: 'demo', settings: { profile_tab_enabled: false, display_logout_button: false } });
    const account = within(dialog).getByRole('navigation', { name: 'My account' });
    expect(within(account).getAllByRole('link').map((link) => link.textContent)).toEqual(['My account', 'My bets', 'Balances', 'Transactions']);
    expect(within(account).queryByRole('button')).toBeNull();
  });

  it('shows no account section while logged out', async () => {
    const { dialog } = await openDrawer({});
    expect(within(dialog).queryByRole('navigation', { name: 'My account' })).toBeNull();
    expect(within(dialog).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
