import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetslipSheet } from './BetslipSheet';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';

describe('mobile betslip sheet (spec 2)', () => {
  it('shows the open slip over a backdrop; a backdrop tap closes it', async () => {
    const { runtime } = await layoutRuntime({}, { width: 375 });
    renderInShell(runtime, <BetslipSheet />);
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
    act(() => runtime.store.betslip.open());
    const sheet = screen.getByRole('region', { name: 'Betslip' });
    expect(within(sheet).getByRole('heading', { name: /Betslip/ })).toBeTruthy();
    act(() => screen.getByTestId('betslip-backdrop').click());
    expect(runtime.store.betslip.isOpen.value).toBe(false);
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
  });

  it('closes on Escape', async () => {
    const { runtime } = await layoutRuntime({}, { width: 375 });
    renderInShell(runtime, <BetslipSheet />);
    act(() => runtime.store.betslip.open());
    fireEvent.keyDown(screen.getByRole('region', { name: 'Betslip' }), { key: 'Escape' });
    expect(runtime.store.betslip.isOpen.value).toBe(false);
  });
});
