import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from './headerTestRuntime';

afterEach(cleanupHeaderTests);

describe('header, logged out (spec 2)', () => {
  it('toggles the login dialog: Login reads Close while it is open', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'));
    renderInShell(runtime, <Header />);
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login.getAttribute('aria-expanded')).toBe('false');
    act(() => login.click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    expect(login.textContent).toBe('Close');
    expect(login.getAttribute('aria-expanded')).toBe('true');
    act(() => login.click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(login.textContent).toBe('Login');
    // Closed from elsewhere (the dialog's own close button), the header follows.
    act(() => runtime.store.ui.openModal('isLoginOpen'));
    act(() => runtime.store.ui.closeModals());
    expect(screen.getByRole('button', { name: 'Login' })).toBe(login);
  });

  it('links Join to the operator\'s registration page (registration_url, with return_url), and hides it without an address', async () => {
    const first = await headerRuntime(inProcessSandbox('header'), { settings: { registration_mode: 'same_tab', registration_url: 'https://signup.operator.test/join' } });
    const { unmount } = renderInShell(first.runtime, <Header />);
    const join = new URL(screen.getByRole('link', { name: 'Join' }).getAttribute('href')!);
    expect(`${join.origin}${join.pathname}`).toBe('https://signup.operator.test/join');
    expect(join.searchParams.get('lang')).toBe('en');
    expect(join.searchParams.get('return_url')).toBe(first.runtime.page.url());
    unmount();
    const second = await headerRuntime(inProcessSandbox('header'), { settings: { registration_url: '' } });
    renderInShell(second.runtime, <Header />);
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('hides Login and Join per display_login_button and display_registration_button ("false" strings too)', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { display_login_button: 'false', display_registration_button: false } });
    renderInShell(runtime, <Header />);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('goes to /login for a brand with a dedicated login (dedicated_login) instead of opening the dialog', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { settings: { dedicated_login: true } });
    renderInShell(runtime, <Header />, '/en/sports');
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/en/login');
    act(() => login.click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(screen.getByTestId('address').textContent).toBe('/en/login');
  });

  it('shows Login and Join on mobile too', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('header'), { width: 375 });
    renderInShell(runtime, <Header />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join' })).toBeTruthy();
  });
});
