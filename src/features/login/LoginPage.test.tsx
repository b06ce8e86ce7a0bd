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
