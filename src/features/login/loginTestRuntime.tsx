import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStorage, type Runtime, type StorageLike } from '../../store';
import { renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { preloadLoginDialogs } from './lazyLoginDialogs';
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
 * The dialogs' code is loaded first, as the shell prefetches it once the first odds show:
 * a dialog then opens in the commit that asks for it, so "no dialog" means none was asked
 * for. Opening one before its code has arrived is LoginDialogs.lazy.test.tsx's subject.
 */
export async function renderLogin({ fetch, brand = 'eurobet', storage = memoryStorage(), now, children }: LoginTestOptions): Promise<{ runtime: Runtime; opener: HTMLElement }> {
  await preloadLoginDialogs();
  const runtime = await testRuntime({ config: { brand, apiBase: 'http://sandbox.test/' }, fetch, storage, ...(now ? { now } : {}) });
  renderWithRuntime(
    runtime,
    <>
      <button type="button" onClick={() => runtime.store.ui.openModal('isLoginOpen')}>
        Open login
      </button>
      {children ?? <LoginDialogs />}
    </>,
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
  const field = screen.getByLabelText('Username');
  type(field, username);
  type(screen.getByLabelText('Password'), password);
  // The form's own button: a logged-out page may show a Login button of its own.
  const form = field.closest('form');
  if (!form) throw new Error('The Username field is not inside a form');
  fireEvent.click(within(form).getByRole('button', { name: 'Login' }));
}
