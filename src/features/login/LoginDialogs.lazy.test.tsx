import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { memoryStorage } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { LoginDialogs } from './LoginDialogs';
import { openLogin, submitLogin } from './loginTestRuntime';

// A file of its own: in this module graph the dialogs' code has not been loaded yet
// (renderLogin preloads it, as the shell does once the first odds show).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./loginDialogChunk', async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

beforeEach(() => window.history.replaceState(null, '', '/en/sports'));
afterEach(disposeTestRuntimes);

describe('login dialogs loaded on demand (issue 19)', () => {
  it('loads the dialogs’ code only when one is asked for, then opens it with focus in, and gives focus back on close', async () => {
    const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/' }, fetch: sandboxFetch().fetch, storage: memoryStorage() });
    renderWithRuntime(
      runtime,
      <>
        <button type="button" onClick={() => runtime.store.ui.openModal('isLoginOpen')}>
          Open login
        </button>
        <LoginDialogs />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open login' });
    // Time for an import started by the mount to reach the module: none is.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunk.loads).toBe(0);

    openLogin(opener);
    // The code is on its way; the page behind is untouched and focus stays on the opener.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(chunk.loads).toBe(1);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));

    fireEvent.keyDown(screen.getByLabelText('Username'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(false);
    expect(document.activeElement).toBe(opener);

    // The next step's dialog comes with the same code: no second load.
    openLogin(opener);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    submitLogin('question', 'demo1234');
    expect(await screen.findByRole('dialog', { name: 'Security question' })).toBeTruthy();
    expect(chunk.loads).toBe(1);
  });
});
