import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { MyBetsOverlay } from './MyBetsOverlay';

const overlay = () => document.querySelector<HTMLElement>('.sb-mybets-overlay');

describe('mobile My Bets overlay (spec 2, core isMyBetsOverlayShown)', () => {
  it('follows the modal state: closed nothing, visible shown, hidden mounted out of sight', async () => {
    const { runtime } = await layoutRuntime({}, { width: 375 });
    const { myBets } = runtime.store;
    renderInShell(runtime, <MyBetsOverlay />);
    expect(overlay()).toBeNull();
    act(() => myBets.open());
    expect(overlay()?.hidden).toBe(false);
    expect(within(overlay() as HTMLElement).getByRole('tablist', { name: 'My Bets' })).toBeTruthy();
    act(() => myBets.countdownStarted('bet-7'));
    act(() => screen.getByRole('button', { name: 'Close My Bets' }).click());
    expect(myBets.modal.value).toBe('hidden');
    expect(overlay()?.hidden).toBe(true);
  });

  it('opening the betslip closes it (spec 2)', async () => {
    const { runtime } = await layoutRuntime({}, { width: 375 });
    renderInShell(runtime, <MyBetsOverlay />);
    act(() => runtime.store.myBets.open());
    act(() => runtime.store.betslip.open());
    expect(runtime.store.myBets.modal.value).toBe('closed');
    expect(overlay()).toBeNull();
  });
});
