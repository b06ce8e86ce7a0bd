import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { Header } from './Header';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

describe('header in embedded mode (hostOwnsAccount): the host shows the player, we keep the navigation', () => {
  it('logged in: no balance or account menu; the logo and the search stay', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { player: 'demo' });
    const first = renderInShell(runtime, <Header />);
    const full = screen.getByRole('banner');
    // The same runtime with the full header shows them, so their absence below is the mode's doing.
    expect(within(full).getByRole('button', { name: /^Balance/ })).toBeTruthy();
    first.unmount();

    renderInShell(runtime, <Header hostOwnsAccount />);
    const banner = screen.getByRole('banner');
    expect(runtime.store.session.loggedIn.value).toBe(true);
    expect(within(banner).queryByRole('button', { name: /^Balance/ })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(banner).getByRole('search')).toBeTruthy();
    expect(banner.querySelector('.sb-header__start a, .sb-header__start img')).not.toBeNull();
  });

  it('logged out: no Login or Join', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header hostOwnsAccount />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Join' })).toBeNull();
  });
});
