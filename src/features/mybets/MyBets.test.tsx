import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bettableOutcomes, manualSleep } from '../../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { MyBetsOverlay } from '../layout/MyBetsOverlay';
import { MyBets } from './MyBets';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const cents = (amount: number) => Math.round(amount * 100);
/** The figure as the panel must show it: currency code, thousands commas, two decimals (independent of formatAmount). */
const eur = (amount: number) => `EUR ${(cents(amount) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

async function cashierWithBets(seed: string, stakes: number[], settings: Record<string, unknown> = {}) {
  const hold = manualSleep();
  const operator = inProcessSandbox(seed, { sleep: hold.sleep });
  const test = await headerRuntime(operator, { player: 'cashier', settings });
  const outcomes = bettableOutcomes(operator.sandbox, stakes.length);
  const bets = [];
  for (const [index, stake] of stakes.entries()) {
    const outcome = outcomes[index]!;
    const placed = await test.runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.outcomeId, decimal: outcome.decimal, unitStake: stake }] }, `${seed}-${index}`);
    bets.push({ outcome, bet: placed.bets[0]! });
  }
  await test.runtime.store.openBets.refetch();
  await test.runtime.store.wallet.refetch();
  return { ...test, hold, bets };
}

describe('My Bets tabs', () => {
  it('selects Open by default, moves with the arrow keys, and logged out offers the login', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('mybets-tabs'));
    renderInShell(runtime, <MyBets />);
    const open = screen.getByRole('tab', { name: 'Open' });
    const settled = screen.getByRole('tab', { name: 'Settled' });
    expect([open.getAttribute('aria-selected'), open.tabIndex, settled.tabIndex]).toEqual(['true', 0, -1]);
    expect(screen.getByRole('tabpanel').textContent).toBe('Log in to see your open bets.Login');
    act(() => open.focus());
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    expect(runtime.store.myBets.selectedTab.value).toBe('settled');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Settled' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Log in to see your settled bets.Login');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Settled' }), { key: 'ArrowRight' });
    expect(runtime.store.myBets.selectedTab.value).toBe('open');
    act(() => screen.getByRole('button', { name: 'Login' }).click());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });
});

describe('My Bets open bets (in-process sandbox)', () => {
  it('lists each open bet with its legs, stake line, total stake, potential returns and cash-out value', async () => {
    const { runtime, bets } = await cashierWithBets('mybets-list', [12.5, 4]);
    renderInShell(runtime, <MyBets />);
    const list = await screen.findByRole('list', { name: 'Open bets' });
    for (const { bet, outcome } of bets) {
      const card = within(list).getByRole('article', { name: `Single ${outcome.outcomeDescription}` });
      expect(within(card).getByText(outcome.event.description!)).toBeTruthy();
      expect(within(card).getByText(`Odds ${bet.legs[0]!.decimal.toFixed(2)}`)).toBeTruthy();
      expect(within(card).getByText(`${eur(bet.unitStake)} × 1 bet`)).toBeTruthy();
      expect(within(card).getByTestId('mybets-total-stake').textContent).toBe(eur(bet.unitStake));
      // Independent: stake x price, rounded down to the cent.
      expect(within(card).getByTestId('mybets-potential-returns').textContent).toBe(eur(Math.floor(cents(bet.unitStake) * bet.legs[0]!.decimal + 1e-9) / 100));
      const listed = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!;
      expect(within(card).getByRole('button', { name: `Cash out ${eur(listed.cashOutValue!)}` })).toBeTruthy();
    }
    // Closed: the polled bet count; open on the open tab: the list itself.
    await act(() => runtime.store.betCount.refetch());
    expect(runtime.store.myBets.badge.value).toBe('2');
    act(() => runtime.store.myBets.open());
    expect(runtime.store.myBets.badge.value).toBe(String(runtime.store.openBets.data.value!.length));
  });

  it('shows one bet’s detail from GET openbet/{betId} when expanded', async () => {
    const { runtime, bets, paths } = await cashierWithBets('mybets-detail', [3]);
    renderInShell(runtime, <MyBets />);
    const { bet, outcome } = bets[0]!;
    const toggle = await screen.findByRole('button', { name: `Show details of ${outcome.outcomeDescription}` });
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(bet.betId)).toBeTruthy();
    expect(paths).toContain(`/xapi/bet/account/1016/openbet/${bet.betId}`);
  });

  it('cashes out with the lightweight confirmation: confirm in place, countdown, result, balance and settled', async () => {
    const { runtime, bets, hold } = await cashierWithBets('mybets-cashout', [20]);
    renderInShell(runtime, <MyBets />);
    const { bet } = bets[0]!;
    const value = runtime.store.openBets.data.value![0]!.cashOutValue!;
    const balanceBefore = runtime.store.wallet.data.value!;
    act(() => screen.getByRole('button', { name: `Cash out ${eur(value)}` }).click());
    const confirm = screen.getByRole('button', { name: `Confirm cash out ${eur(value)}` });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => confirm.click());
    expect(await screen.findByRole('progressbar', { name: 'Cash-out progress' })).toBeTruthy();
    expect(screen.getByText(`Cashing out ${eur(value)}…`).getAttribute('role')).toBe('status');
    expect(runtime.store.myBets.modal.value).toBe('closed');
    await vi.waitFor(() => expect(hold.asked()).toEqual([5_000]));
    act(() => hold.releaseAll());
    expect(await screen.findByText(`Cashed out ${eur(value)} on ${bet.description}`)).toBeTruthy();
    expect(cents(runtime.store.wallet.data.value!)).toBe(cents(balanceBefore) + cents(value));
    expect(screen.getByText('You have no open bets.')).toBeTruthy();

    act(() => screen.getByRole('tab', { name: 'Settled' }).click());
    const settled = await screen.findByRole('list', { name: 'Settled bets, the last 50' });
    const card = within(settled).getByRole('article', { name: `Single ${bet.description}` });
    expect(within(card).getByText('Cashed out')).toBeTruthy();
    // The leg the cash out left undecided is not called open.
    expect(within(card).queryByText('Open')).toBeNull();
    expect(within(card).getByTestId('mybets-returns').textContent).toBe(eur(value));
  });

  it('asks in a dialog when the lightweight confirmation is off, and offers a changed value to confirm', async () => {
    const { runtime, bets, hold, sandbox } = await cashierWithBets('mybets-dialog', [10], { lightweight_cashout_confirmation: false });
    renderInShell(runtime, <MyBets />);
    const { outcome } = bets[0]!;
    const value = runtime.store.openBets.data.value![0]!.cashOutValue!;
    act(() => screen.getByRole('button', { name: `Cash out ${eur(value)}` }).click());
    const dialog = screen.getByRole('alertdialog', { name: 'Cash out this bet?' });
    act(() => within(dialog).getByRole('button', { name: `Confirm cash out ${eur(value)}` }).click());
    await vi.waitFor(() => expect(hold.asked()).toHaveLength(1));
    const price = sandbox.world.events.get(outcome.event.id)!.markets.flatMap((market) => market.outcomes).find((candidate) => candidate.id === outcome.outcomeId)!.consolidatedPrice.currentPrice;
    price.decimal = Number((price.decimal * 2).toFixed(2));
    act(() => hold.releaseAll());
    const changed = runtime.store.cashOut.state(bets[0]!.bet.betId);
    await vi.waitFor(() => expect(changed.value.phase).toBe('value-changed'));
    const newValue = (changed.value as { value: number }).value;
    expect(cents(newValue)).toBe(Math.floor((1000 * bets[0]!.bet.legs[0]!.decimal * 95) / (price.decimal * 100) + 1e-9));
    expect(screen.getByText(`The cash-out value changed to ${eur(newValue)}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Confirm cash out ${eur(newValue)}` })).toBeTruthy();
  });
});

describe('My Bets modal on mobile with a cash out counting down', () => {
  it('stays mounted but hidden when closed mid-countdown, and unmounts when the countdown ends', async () => {
    const { runtime, bets, hold } = await cashierWithBets('mybets-overlay', [8]);
    const { container } = renderInShell(runtime, <MyBetsOverlay />);
    expect(container.querySelector('.sb-mybets-overlay')).toBeNull();
    act(() => runtime.store.myBets.open());
    const value = runtime.store.openBets.data.value![0]!.cashOutValue!;
    act(() => screen.getByRole('button', { name: `Cash out ${eur(value)}` }).click());
    act(() => screen.getByRole('button', { name: `Confirm cash out ${eur(value)}` }).click());
    act(() => screen.getByRole('button', { name: 'Close My Bets' }).click());
    const overlay = container.querySelector<HTMLElement>('.sb-mybets-overlay')!;
    expect([runtime.store.myBets.modal.value, overlay.hidden]).toEqual(['hidden', true]);
    expect(overlay.querySelector('progress')).not.toBeNull();
    await vi.waitFor(() => expect(hold.asked()).toHaveLength(1));
    act(() => hold.releaseAll());
    await vi.waitFor(() => expect(container.querySelector('.sb-mybets-overlay')).toBeNull());
    expect(runtime.store.myBets.modal.value).toBe('closed');
    expect(runtime.store.cashOut.state(bets[0]!.bet.betId).value.phase).toBe('cashed-out');
  });
});

describe('My Bets shows what the operator recorded (issue 17)', () => {
  it('a free bet shows its free stake and its winnings-only returns; a multiple its recorded extra winnings', async () => {
    const operator = inProcessSandbox('mybets-free-parlay');
    const { runtime } = await headerRuntime(operator, { player: 'demo' });
    const [free, ...legs] = bettableOutcomes(operator.sandbox, 4);
    // A free 5 pays its winnings only: 5 x (decimal - 1), rounded down.
    await runtime.api.bets.place('1001', { userAcceptOdds: 'A', singles: [{ outcomeId: free!.outcomeId, decimal: free!.decimal, unitStake: 0, freeMoneyUnitStake: 5 }] }, 'mybets-free');
    const treble = await runtime.api.bets.place('1001', { userAcceptOdds: 'A', singles: legs.map((leg) => ({ outcomeId: leg.outcomeId, decimal: leg.decimal, unitStake: 0 })), multiples: [{ unitStake: 10 }] }, 'mybets-treble');
    await runtime.store.openBets.refetch();
    renderInShell(runtime, <MyBets />);
    const list = await screen.findByRole('list', { name: 'Open bets' });
    const cards = within(list).getAllByRole('listitem').filter((item) => item.querySelector('[data-testid="mybets-total-stake"]'));
    const freeCard = cards.find((card) => card.querySelector('[data-testid="mybets-free-bet-stake"]'))!;
    const winnings = Math.floor(cents(5) * (cents(free!.decimal) - 100) / 100);
    expect(within(freeCard).getByTestId('mybets-free-bet-stake').textContent).toBe(eur(5));
    expect(within(freeCard).getByTestId('mybets-potential-returns').textContent).toBe(eur(winnings / 100));
    // The 3-leg tier: 5% of the winnings, as the slip showed and the sandbox recorded.
    const bonus = treble.bets[0]!.extraWinnings;
    expect(bonus).toBeGreaterThan(0);
    const trebleCard = cards.find((card) => card.querySelector('[data-testid="mybets-extra-winnings"]'))!;
    expect(within(trebleCard).getByTestId('mybets-extra-winnings').textContent).toBe(eur(bonus));
  });
});
