import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));
afterEach(() => setWidth(1024));

async function logIn(username: string, width: number, settings: Record<string, unknown> = {}) {
  setWidth(width);
  const { runtime, opener } = await renderLogin(sandboxFetch({ settings }));
  openLogin(opener);
  submitLogin(username, 'demo1234');
  await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
  return runtime;
}

describe('risk-group player modal (spec 2, 6; sandbox player risky)', () => {
  it('shows responsible-gambling advice on desktop after login, once per session', async () => {
    const runtime = await logIn('risky', 1280);
    const dialog = screen.getByRole('dialog', { name: 'Play responsibly' });
    expect(dialog.textContent).toContain('Betting should stay fun.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I understand' }));
    act(() => screen.getByRole('button', { name: 'I understand' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Still the same session: not again.
    act(() => runtime.store.ui.closeModals());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.session.riskNoticeDue.value).toBe(false);
  });

  it('counts Escape as read', async () => {
    await logIn('risky', 1280);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on mobile without the floating betslip, and is with it', async () => {
    const mobile = await logIn('risky', 375);
    expect(mobile.store.session.riskNoticeDue.value).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.replaceChildren();
    await logIn('risky', 375, { enable_floating_betslip: true });
    expect(screen.getByRole('dialog', { name: 'Play responsibly' })).toBeTruthy();
  });

  it('is not shown to other players', async () => {
    await logIn('demo', 1280);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
