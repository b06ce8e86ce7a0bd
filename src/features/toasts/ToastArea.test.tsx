import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { ToastArea } from './ToastArea';

afterEach(() => vi.useRealTimers());

function setup() {
  const runtime = createRuntime({}, { storage: memoryStorage(), reload: () => undefined });
  render(
    <RuntimeProvider runtime={runtime}>
      <ToastArea />
    </RuntimeProvider>,
  );
  return runtime;
}

describe('toast area (spec 2)', () => {
  it('shows each type, errors as alerts and the rest as status messages', () => {
    const { ui } = setup().store;
    act(() => {
      ui.showToast({ text: 'Your choice has been saved', type: 'success' });
      ui.showToast({ text: 'Betslip: Something went wrong', type: 'error', durationMs: 10000 });
    });
    expect(screen.getByRole('status').textContent).toContain('Your choice has been saved');
    expect(screen.getByRole('alert').textContent).toContain('Betslip: Something went wrong');
  });

  it('updates a toast in place and dismisses it with its close button', () => {
    const { ui } = setup().store;
    let id = 0;
    act(() => {
      id = ui.showToast({ text: 'Placing your bet', type: 'info' });
    });
    act(() => ui.updateToast(id, { text: 'Bet placed', type: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Bet placed');
    act(() => screen.getByRole('button', { name: 'Dismiss: Bet placed' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes by itself after 5000 ms by default, an error toast after its 10 s', () => {
    vi.useFakeTimers();
    const { ui } = setup().store;
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
