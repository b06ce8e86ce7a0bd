import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { ToastArea } from './ToastArea';

afterEach(() => vi.useRealTimers());

/** The toast area with a runtime whose first texts (the toasts' own words among them) have arrived. */
async function setup(locale?: string) {
  const runtime = createRuntime(locale ? { locale } : {}, { storage: memoryStorage(), reload: () => undefined });
  await runtime.i18n.ready;
  render(
    <RuntimeProvider runtime={runtime}>
      <ToastArea />
    </RuntimeProvider>,
  );
  return runtime;
}

describe('toast area (spec 2)', () => {
  it('shows each type, errors as alerts and the rest as status messages', async () => {
    const { ui } = (await setup()).store;
    act(() => {
      ui.showToast({ text: 'Your choice has been saved', type: 'success' });
      ui.showToast({ text: 'Betslip: Something went wrong', type: 'error', durationMs: 10000 });
    });
    expect(screen.getByRole('status').textContent).toContain('Your choice has been saved');
    expect(screen.getByRole('alert').textContent).toContain('Betslip: Something went wrong');
  });

  it('shows a store-made message in the bettor’s language, with its values', async () => {
    const runtime = await setup('fr');
    await act(async () => {
      await runtime.i18n.changeLanguage('fr');
      runtime.store.ui.showToast({ text: 'Betslip: Something went wrong (u-1)', message: { key: 'placement:serverError', values: { uuid: 'u-1' } }, type: 'error', durationMs: 10000 });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Erreur: Coupon : une erreur est survenue (requête u-1)×');
    expect(screen.getByRole('button', { name: 'Fermer : Coupon : une erreur est survenue (requête u-1)' })).toBeTruthy();
  });

  it('a message among the later texts shows once they have arrived, never as its key; the other toasts stay', async () => {
    const runtime = await setup();
    const { ui } = runtime.store;
    act(() => void ui.showToast({ text: 'Saved', type: 'success' }));
    act(() => void ui.showToast({ text: 'Error 500', message: { key: 'notifications:error-500' }, type: 'error' }));
    // Only the first screen's texts so far: the toast waits for its message (and asks for it).
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('error-500');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: difficulties at present×');
    expect(runtime.i18n.i18n.hasLoadedNamespace('myBets'), 'the later part came whole').toBe(true);
  });

  it('updates a toast in place and dismisses it with its close button', async () => {
    const { ui } = (await setup()).store;
    let id = 0;
    act(() => {
      id = ui.showToast({ text: 'Placing your bet', type: 'info' });
    });
    act(() => ui.updateToast(id, { text: 'Bet placed', type: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Bet placed');
    // The close button's name is translated: the language's texts load with the runtime.
    const dismiss = await screen.findByRole('button', { name: 'Dismiss: Bet placed' });
    act(() => dismiss.click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes by itself after 5000 ms by default, an error toast after its 10 s', async () => {
    const { ui } = (await setup()).store;
    vi.useFakeTimers();
    act(() => {
      ui.showToast({ text: 'Saved' });
      ui.showToast({ text: 'Failed', type: 'error', durationMs: 10000 });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
