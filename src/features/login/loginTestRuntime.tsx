import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRuntime, memoryStorage, type Runtime, type StorageLike } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { LoginDialogs } from './LoginDialogs';

export interface LoginTestOptions {
  /** The operator: the in-process sandbox's fetch (tests/support/sandboxFetch) or a stub. */
  fetch: typeof fetch;
  brand?: string;
  storage?: StorageLike;
  now?: () => number;
  /** Rendered instead of the dialogs alone (the page, say). */
  children?: ReactNode;
}

/**
 * A runtime over the given operator with its settings and texts loaded, rendering the
 * login dialogs and an opener button (as the header's Login button), for component tests.
 */
export async function renderLogin({ fetch, brand = 'eurobet', storage = memoryStorage(), now, children }: LoginTestOptions): Promise<{ runtime: Runtime; opener: HTMLElement }> {
  const runtime = createRuntime({ brand, apiBase: 'http://sandbox.test/' }, { fetch, storage, reload: () => undefined, ...(now ? { now } : {}) });
  await runtime.store.settings.load();
  await runtime.i18n.ready;
  render(
    <RuntimeProvider runtime={runtime}>
      <button type="button" onClick={() => runtime.store.ui.openModal('isLoginOpen')}>
        Open login
      </button>
      {children ?? <LoginDialogs />}
    </RuntimeProvider>,
  );
  return { runtime, opener: screen.getByRole('button', { name: 'Open login' }) };
}

/** Opens the login dialog from the opener, as a bettor would. */
export function openLogin(opener: HTMLElement): void {
  opener.focus();
  act(() => opener.click());
}

export function type(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

/** Fills the login form and presses Login. */
export function submitLogin(username: string, password: string): void {
  type(screen.getByLabelText('Username'), username);
  type(screen.getByLabelText('Password'), password);
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}
