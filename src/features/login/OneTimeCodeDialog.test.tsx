import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin, type } from './loginTestRuntime';

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));

/** Logs the `otp` player in up to the code step. */
async function atCodeStep() {
  const operator = sandboxFetch();
  const { runtime, opener } = await renderLogin(operator);
  openLogin(opener);
  submitLogin('otp', 'demo1234');
  const dialog = await screen.findByRole('dialog', { name: 'Enter your one-time code' });
  // The code the sandbox sent, as the e2e test reads it from GET /sandbox/otp/otp.
  const code = (await (await operator.fetch('http://sandbox.test/sandbox/otp/otp')).json()) as { code: string };
  return { runtime, opener, operator, dialog, code: code.code };
}

const field = () => screen.getByLabelText('One-time code') as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('one-time code dialog (spec 2, 5, 8)', () => {
  it('asks for a 6-digit code sent to the mobile number, valid 30 minutes, focus in the field', async () => {
    const { dialog } = await atCodeStep();
    expect(dialog.textContent).toContain('We have sent a code to your mobile number. It is valid for 30 minutes.');
    expect(document.activeElement).toBe(field());
    expect([field().inputMode, field().autocomplete]).toEqual(['numeric', 'one-time-code']);
    expect(confirm().disabled).toBe(true);
  });

  it.each([
    ['', 'Field should be required'],
    ['12a456', 'Field should be numeric'],
    ['12345', 'Minimum requirement not met'],
    ['1234567', 'Maximum requirement not met'],
  ])('%j: %s under the field, submit disabled', async (value, message) => {
    await atCodeStep();
    type(field(), 'x');
    type(field(), value);
    const alert = screen.getByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(field().getAttribute('aria-describedby')).toContain(alert.id);
    expect(confirm().disabled).toBe(true);
  });

  it('shows the server message under the field for a refused code', async () => {
    const { code, runtime } = await atCodeStep();
    type(field(), code === '000000' ? '111111' : '000000');
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    expect(await screen.findByText('The code is not correct or has expired. Request a new code.')).toBeTruthy();
    expect(runtime.store.session.loggedIn.value).toBe(false);
  });

  it('logs in with the right code and closes', async () => {
    const { code, runtime, opener } = await atCodeStep();
    type(field(), code);
    fireEvent.click(confirm());
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('resets the login when closed', async () => {
    const { runtime } = await atCodeStep();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.session.step.value).toBe('idle');
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    act(() => runtime.store.ui.openModal('isLoginOpen'));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
