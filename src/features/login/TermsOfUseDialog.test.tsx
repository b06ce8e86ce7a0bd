import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));

async function loggedIn(options: Parameters<typeof sandboxFetch>[0] & { brand?: string; fetch?: typeof fetch } = {}) {
  const operator = sandboxFetch(options);
  const { runtime, opener } = await renderLogin({ ...operator, ...(options.fetch ? { fetch: options.fetch } : {}), brand: options.brand ?? 'lebet' });
  openLogin(opener);
  submitLogin('lebet', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
  return { runtime, operator, opener };
}

describe('terms-of-use popup (spec 2, 4; brand lebet: terms_of_use_mode fr-region)', () => {
  it('opens after login with the French regulator wording, and cannot be dismissed', async () => {
    const { runtime } = await loggedIn();
    const dialog = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(runtime.store.ui.modals.value.isTermsOfUseOpen).toBe(true);
    expect(dialog.textContent).toContain('Autorité nationale des jeux (ANJ)');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('stores accept and closes; the next login does not ask again', async () => {
    const { runtime, operator, opener } = await loggedIn();
    await act(async () => screen.getByRole('button', { name: 'Accept' }).click());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operator.sandbox.store.state.terms['2006']).toBe('accepted');
    expect(runtime.store.session.loggedIn.value).toBe(true);
    await act(() => runtime.store.session.logout('user'));
    openLogin(opener);
    submitLogin('lebet', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores decline and logs out (terms_of_use_decline_logout)', async () => {
    const { runtime, operator } = await loggedIn();
    await act(async () => screen.getByRole('button', { name: 'Decline' }).click());
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(false));
    expect(operator.sandbox.store.state.terms['2006']).toBe('declined');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores decline and stays logged in without terms_of_use_decline_logout', async () => {
    const { runtime } = await loggedIn({ settings: { terms_of_use_decline_logout: false } });
    await act(async () => screen.getByRole('button', { name: 'Decline' }).click());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runtime.store.session.loggedIn.value).toBe(true);
  });

  it('logs a failed accept and closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const operator = sandboxFetch();
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('sessions/accept-terms') ? new Response('down', { status: 503 }) : operator.fetch(input, init)) as typeof fetch;
    const { runtime } = await loggedIn({ fetch: failing });
    await act(async () => screen.getByRole('button', { name: 'Accept' }).click());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Terms of use could not be accepted'));
    expect(runtime.store.session.loggedIn.value).toBe(true);
  });

  it('has no regulator wording in another mode, and no popup without a mode', async () => {
    await loggedIn({ settings: { terms_of_use_mode: 'standard' } });
    expect(screen.getByRole('dialog', { name: 'Terms of use' }).textContent).not.toContain('ANJ');
    document.body.replaceChildren();
    const { runtime } = await loggedIn({ brand: 'eurobet' });
    expect(runtime.store.ui.modals.value.isTermsOfUseOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
