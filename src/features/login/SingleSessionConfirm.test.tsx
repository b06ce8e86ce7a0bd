import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

const AUTHENTICATE = 'POST /auth/en/api/plugins/component/route/header_login/authenticate';

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));

describe('single-session confirmation (spec 2, brand kingsbet: single_session_mode)', () => {
  it('asks first; Cancel goes back to the filled-in form without sending anything', async () => {
    const operator = sandboxFetch();
    const { opener } = await renderLogin({ ...operator, brand: 'kingsbet' });
    openLogin(opener);
    submitLogin('kings', 'demo1234');
    const confirm = screen.getByRole('alertdialog', { name: 'Log in here?' });
    expect(confirm.textContent).toContain('Logging in here ends your session elsewhere.');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Continue' }));
    act(() => within(confirm).getByRole('button', { name: 'Cancel' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('kings');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(operator.requests).not.toContain(AUTHENTICATE);
  });

  it('logs in on Continue, ending the session elsewhere', async () => {
    const operator = sandboxFetch();
    const elsewhere = operator.sandbox.accounts.openSession(operator.sandbox.accounts.byUsername('kings')!).token;
    const { runtime, opener } = await renderLogin({ ...operator, brand: 'kingsbet' });
    openLogin(opener);
    submitLogin('kings', 'demo1234');
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(operator.sandbox.accounts.sessionFromHeader(`Bearer ${elsewhere}`)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask for an incomplete form: the error shows at once', async () => {
    const { opener } = await renderLogin({ ...sandboxFetch(), brand: 'kingsbet' });
    openLogin(opener);
    submitLogin('kings', '');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('provided credential is invalid');
  });

  it('is not asked on other brands', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch());
    openLogin(opener);
    submitLogin('demo', 'demo1234');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
  });
});
