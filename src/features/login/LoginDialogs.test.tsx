import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sports');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

describe('login dialogs: which one shows (spec 2, 4)', () => {
  it('shows nothing until asked, the login dialog for the flag, and the step dialogs by the session step', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch());
    expect(screen.queryByRole('dialog')).toBeNull();
    openLogin(opener);
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Login' })]);
    submitLogin('question', 'demo1234');
    expect(await screen.findByRole('dialog', { name: 'Security question' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });

  it('shows no login dialog to a logged-in player even if the flag is set', async () => {
    const { runtime } = await renderLogin(sandboxFetch());
    await act(() => runtime.store.session.login('demo', 'demo1234'));
    act(() => runtime.store.ui.openModal('isLoginOpen'));
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it('after login: terms of use first, then the risk-group notice', async () => {
    const { runtime, opener } = await renderLogin(sandboxFetch({ settings: { terms_of_use_mode: 'fr-region' } }));
    openLogin(opener);
    submitLogin('risky', 'demo1234');
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Play responsibly' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Accept' }).click());
    expect(await screen.findByRole('dialog', { name: 'Play responsibly' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'I understand' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(runtime.store.session.termsOfUse.value).toBe('accepted'));
  });
});
