import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../store';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

const AUTHENTICATE = 'POST /auth/en/api/plugins/component/route/header_login/authenticate';

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));

describe('login dialog (spec 2, 5, 8)', () => {
  it('opens named Login with focus on the username, closes on Escape, resets and gives focus back', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch());
    openLogin(opener);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    submitLogin('', '');
    expect(runtime.store.session.error.value).toBe('error-invalid-login-credentials');
    fireEvent.keyDown(screen.getByLabelText('Username'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(runtime.store.session.error.value).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the × button', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch());
    openLogin(opener);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
  });

  it('cannot be closed where the brand forces login', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch({ settings: { force_login: true } }));
    openLogin(opener);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Username'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });

  it('refuses empty fields with the catalogue text and sends nothing', async () => {
    const operator = sandboxFetch();
    const { opener } = await renderLogin(operator);
    openLogin(opener);
    submitLogin('   ', 'demo1234');
    expect(screen.getByRole('alert').textContent).toBe('provided credential is invalid');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    submitLogin('demo', '');
    expect(screen.getByRole('alert').textContent).toBe('provided credential is invalid');
    expect(operator.requests).not.toContain(AUTHENTICATE);
  });

  it.each([
    ['demo', 'wrong', 'Invalid login credentials'],
    ['suspended', 'demo1234', 'Player account is suspended'],
    ['locked', 'demo1234', 'Player account is locked'],
    ['pending', 'demo1234', 'Pending Account Activation'],
  ])('announces the refusal of %s/%s: %s', async (username, password, text) => {
    const { opener } = await renderLogin(sandboxFetch());
    openLogin(opener);
    submitLogin(username, password);
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('shows the error in the bettor’s language', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch());
    runtime.i18n.i18n.addResource('fr', 'notifications', 'INT003', 'Identifiants invalides');
    await act(() => runtime.i18n.changeLanguage('fr'));
    openLogin(opener);
    fireEvent.change(screen.getByLabelText("Nom d'utilisateur"), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Identifiants invalides')).toBeTruthy();
  });

  it('disables the button while logging in and sends one request for two presses', async () => {
    const operator = sandboxFetch();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/authenticate')) await gate;
      return operator.fetch(input, init);
    }) as typeof fetch;
    const { runtime, opener } = await renderLogin({ fetch: slow });
    openLogin(opener);
    submitLogin('demo', 'demo1234');
    const button = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Still focusable: focus stays in the dialog, so Escape and the error stay in reach.
    button.focus();
    expect(document.activeElement).toBe(button);
    // A second press (Enter in a field) and a direct store call while the first is on its way.
    fireEvent.submit(button.closest('form')!);
    await act(() => runtime.store.session.login('demo', 'demo1234'));
    release();
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(operator.requests.filter((request) => request === AUTHENTICATE)).toHaveLength(1);
    // A successful login closes the dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs in through the session service in franco mode: the franco access token becomes the session\'s', async () => {
    const operator = sandboxFetch();
    const { runtime, opener } = await renderLogin(operator);
    runtime.config.apply({ mode: 'franco' });
    openLogin(opener);
    submitLogin('kings', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(operator.requests).toContain('POST /franco/accounts/sessions');
    expect(operator.requests).not.toContain(AUTHENTICATE);
    expect(runtime.store.session.details.value).toMatchObject({ username: 'kings', currency: 'GBP' });
    expect(runtime.store.session.details.value?.jweToken).toMatch(/^fr\./);
    expect(localStorage.getItem('sportsbook:device-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows and hides the password with a pressed toggle whose name follows', async () => {
    const { opener } = await renderLogin(sandboxFetch());
    openLogin(opener);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect([password.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
    act(() => toggle.click());
    expect([password.type, toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual(['text', 'true', 'Hide password']);
    expect(toggle.getAttribute('aria-controls')).toBe(password.id);
  });

  it('remembers the username by default and fills it in next time; unticked, forgets it', async () => {
    const storage = memoryStorage();
    const first = await renderLogin({ ...sandboxFetch(), storage });
    openLogin(first.opener);
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    submitLogin('demo', 'demo1234');
    await vi.waitFor(() => expect(first.runtime.store.session.loggedIn.value).toBe(true));
    expect(storage.getItem('username')).toBe('demo');
    await act(() => first.runtime.store.session.logout('user'));
    openLogin(first.opener);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    submitLogin('demo', 'demo1234');
    await vi.waitFor(() => expect(first.runtime.store.session.loggedIn.value).toBe(true));
    expect(storage.getItem('username')).toBeNull();
  });

  it('links to the forgotten-password page (setting forgotten_password_url) and closes on the way', async () => {
    const standard = await renderLogin(sandboxFetch({ settings: { forgotten_password_mode: 'same_tab', forgotten_password_url: '/account/forgotten-password' } }));
    openLogin(standard.opener);
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/en/account/forgotten-password');
    act(() => screen.getByRole('link', { name: 'Forgotten your password?' }).click());
    expect(window.location.pathname).toBe('/en/account/forgotten-password');
    expect(standard.runtime.store.ui.modals.value.isLoginOpen).toBe(false);
  });

  it('takes the operator’s forgotten-password address', async () => {
    const { opener } = await renderLogin(sandboxFetch({ settings: { forgotten_password_mode: 'new_tab', forgotten_password_url: 'https://operator.test/reset' } }));
    openLogin(opener);
    const dialog = screen.getByRole('dialog');
    const link = within(dialog).getByRole('link', { name: 'Forgotten your password?' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/operator\.test\/reset\?return_url=.+&lang=en$/);
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
  });
});
