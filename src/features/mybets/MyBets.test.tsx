import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRuntime } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { MyBets } from './MyBets';

function renderMyBets() {
  const runtime = createRuntime();
  render(
    <RuntimeProvider runtime={runtime}>
      <MyBets />
    </RuntimeProvider>,
  );
  return runtime;
}

describe('My Bets tabs', () => {
  it('selects Open by default, with only the selected tab in the tab order', () => {
    renderMyBets();
    const open = screen.getByRole('tab', { name: 'Open' });
    const settled = screen.getByRole('tab', { name: 'Settled' });
    expect(open.getAttribute('aria-selected')).toBe('true');
    expect(open.tabIndex).toBe(0);
    expect(settled.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Log in to see your open bets.');
  });

  it('moves to the next tab with the arrow keys and wraps around', () => {
    const runtime = renderMyBets();
    const open = screen.getByRole('tab', { name: 'Open' });
    act(() => open.focus());
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    const settled = screen.getByRole('tab', { name: 'Settled' });
    expect(runtime.store.myBets.selectedTab.value).toBe('settled');
    expect(document.activeElement).toBe(settled);
    expect(screen.getByRole('tabpanel').textContent).toBe('Log in to see your settled bets.');
    fireEvent.keyDown(settled, { key: 'ArrowRight' });
    expect(runtime.store.myBets.selectedTab.value).toBe('open');
  });

  it('selects a tab on click', () => {
    const runtime = renderMyBets();
    act(() => screen.getByRole('tab', { name: 'Settled' }).click());
    expect(runtime.store.myBets.selectedTab.value).toBe('settled');
  });
});
