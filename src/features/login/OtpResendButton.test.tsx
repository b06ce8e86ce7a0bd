import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../store';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin } from './loginTestRuntime';

const GENERATE = 'POST /auth/en/api/plugins/component/route/header_login/otp/generate';

beforeEach(() => {
  window.history.replaceState(null, '', '/en/sports');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('one-time code resend (spec 4, 9: 5 windows of 59 s, persisted per user)', () => {
  it('counts 295 s down, unlocks, sends a new code and restarts; a reload keeps the count', async () => {
    let clock = Date.UTC(2026, 10, 22, 12);
    const now = () => clock;
    const storage = memoryStorage();
    const operator = sandboxFetch({ now });
    const { opener } = await renderLogin({ ...operator, storage, now });
    openLogin(opener);
    submitLogin('otp', 'demo1234');
    const button = (await screen.findByRole('button', { name: 'Send a new code in 4:55' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    const tick = (ms: number) =>
      act(() => {
        clock += ms;
        vi.advanceTimersByTime(1000);
      });
    tick(59_000);
    expect(button.textContent).toBe('Send a new code in 3:56');
    tick(235_000);
    expect(button.textContent).toBe('Send a new code in 0:01');
    tick(1_000);
    expect(button.textContent).toBe('Send a new code');
    expect(button.disabled).toBe(false);
    expect(operator.requests.filter((request) => request === GENERATE)).toHaveLength(1);

    fireEvent.click(button);
    expect(await screen.findByText('A new code has been sent.')).toBeTruthy();
    expect(operator.requests.filter((request) => request === GENERATE)).toHaveLength(2);
    expect(button.textContent).toBe('Send a new code in 4:55');
    expect(button.disabled).toBe(true);
    tick(30_000);

    // A reload: a new runtime over the same storage; logging in again keeps the countdown.
    document.body.replaceChildren();
    const again = await renderLogin({ ...operator, storage, now });
    openLogin(again.opener);
    submitLogin('otp', 'demo1234');
    expect(await screen.findByRole('button', { name: 'Send a new code in 4:25' })).toBeTruthy();
    expect(operator.requests.filter((request) => request === GENERATE)).toHaveLength(2);
  });
});
