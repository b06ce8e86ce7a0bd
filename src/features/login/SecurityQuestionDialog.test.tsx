import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { openLogin, renderLogin, submitLogin, type } from './loginTestRuntime';

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));

async function atQuestionStep() {
  const { runtime, opener } = await renderLogin(sandboxFetch());
  openLogin(opener);
  submitLogin('question', 'demo1234');
  const dialog = await screen.findByRole('dialog', { name: 'Security question' });
  return { runtime, opener, dialog };
}

const answer = () => screen.getByLabelText('Your answer') as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('security question dialog (spec 2, 5, 8)', () => {
  it('shows the question and a masked answer with show/hide', async () => {
    const { dialog } = await atQuestionStep();
    expect(dialog.textContent).toContain("What was your first pet's name?");
    expect(answer().type).toBe('password');
    expect(document.activeElement).toBe(answer());
    const toggle = screen.getByRole('button', { name: 'Show answer' });
    act(() => toggle.click());
    expect([answer().type, toggle.getAttribute('aria-pressed'), toggle.textContent]).toEqual(['text', 'true', 'Hide answer']);
  });

  it("says 'Field should be required' for an empty answer and keeps submit disabled", async () => {
    await atQuestionStep();
    expect(confirm().disabled).toBe(true);
    fireEvent.blur(answer());
    expect(screen.getByRole('alert').textContent).toBe('Field should be required');
    type(answer(), '   ');
    expect(screen.getByRole('alert').textContent).toBe('Field should be required');
    expect(confirm().disabled).toBe(true);
  });

  it('shows the server message under the field for a wrong answer, then logs in with the right one', async () => {
    const { runtime } = await atQuestionStep();
    type(answer(), 'cat');
    fireEvent.click(confirm());
    expect((await screen.findByText('The answer is not correct.')).getAttribute('role')).toBe('alert');
    expect(answer().getAttribute('aria-invalid')).toBe('true');
    type(answer(), 'rex');
    fireEvent.click(confirm());
    await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the login when closed with ×', async () => {
    const { runtime } = await atQuestionStep();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect([runtime.store.session.step.value, runtime.store.session.question.value]).toEqual(['idle', null]);
  });
});
