import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { RouteView } from '../pages/RouteView';
import { LoginDialogs } from './LoginDialogs';
import { renderLogin, submitLogin } from './loginTestRuntime';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

// The page is a chunk of its own, loaded on its route's first visit (src/features/pages/lazyPages.ts):
// loaded here first, so the test's wait is for the page, not for the test runner compiling it.
beforeAll(() => import('./LoginPage'));

beforeEach(() => {
  stubQuietEventSource();
  window.history.replaceState(null, '', '/en/sports');
});

const page = () => (
  <>
    <RouteView />
    <LoginDialogs />
  </>
);

describe('dedicated login page (spec 2; brand pinoy: dedicated_login)', () => {
  it('sends a login request to /login instead of opening the dialog', async () => {
    const { runtime, opener } = await renderLogin({ ...sandboxFetch(), brand: 'pinoy', children: page() });
    act(() => opener.click());
    expect(window.location.pathname).toBe('/en/login');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The login page's code arrives with its first visit (src/features/pages/lazyPages.ts).
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('logs in on the page (the same form), then goes home', async () => {
    window.history.replaceState(null, '', '/en/login');
    const { runtime } = await renderLogin({ ...sandboxFetch(), brand: 'pinoy', children: page() });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    submitLogin('pinoy', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(window.location.pathname).toBe('/en');
  });

  it('opens the one-time code step over the page', async () => {
    window.history.replaceState(null, '', '/en/login');
    await renderLogin({ ...sandboxFetch(), brand: 'pinoy', children: page() });
    submitLogin('otp', 'demo1234');
    expect(await screen.findByRole('dialog', { name: 'Enter your one-time code' })).toBeTruthy();
  });

  it('is a page on other brands too when visited, while their Login opens the dialog', async () => {
    const { opener } = await renderLogin({ ...sandboxFetch(), children: page() });
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/en/sports');
  });
});

describe('an account page visited logged out (spec 6: sent to login, back after it)', () => {
  it('opens the login dialog by itself, and shows the page at the same address once logged in', async () => {
    window.history.replaceState(null, '', '/en/account/balances');
    const { runtime } = await renderLogin({ ...sandboxFetch(), children: page() });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    submitLogin('demo', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(window.location.pathname).toBe('/en/account/balances');
    expect(await screen.findByRole('navigation', { name: 'Account sections' })).toBeTruthy();
    expect(screen.queryByText('Log in to see this page.')).toBeNull();
  });

  it('on a dedicated-login brand goes to /login with the way back, and back after the login', async () => {
    window.history.replaceState(null, '', '/en/account/transactions?type=deposit');
    const { runtime } = await renderLogin({ ...sandboxFetch(), brand: 'pinoy', children: page() });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(window.location.search).get('return')).toBe('/account/transactions?type=deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    submitLogin('pinoy', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/en/account/transactions'));
    expect(window.location.search).toBe('?type=deposit');
  });

  it('a logout on the page shows the notice without opening the login again', async () => {
    window.history.replaceState(null, '', '/en/account/balances');
    const { runtime } = await renderLogin({ ...sandboxFetch(), children: page() });
    await screen.findByRole('dialog', { name: 'Login' });
    submitLogin('demo', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(await screen.findByRole('navigation', { name: 'Account sections' })).toBeTruthy();
    await act(async () => runtime.store.session.logout('user'));
    expect(await screen.findByText('Log in to see this page.')).toBeTruthy();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it('a login page address naming another site returns home', async () => {
    window.history.replaceState(null, '', '/en/login?return=%2F%2Fevil.test%2F');
    const { runtime } = await renderLogin({ ...sandboxFetch(), brand: 'pinoy', children: page() });
    submitLogin('pinoy', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/en'));
  });
});
