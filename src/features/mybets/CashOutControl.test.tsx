import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASH_OUT_PRICE_SETTLE_MS } from '../../../demo/server/bets/cashOutWatch';
import { bettableOutcomes, manualSleep } from '../../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import type { Runtime } from '../../store';
import type { CashOutPushModel, PushedCashOut } from '../../store/cashOutPushModel';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { MyBets } from './MyBets';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  vi.useRealTimers();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const cents = (amount: number) => Math.round(amount * 100);
/** The figure as the panel must show it: currency code, two decimals (independent of formatAmount). */
const eur = (amount: number) => `EUR ${(cents(amount) / 100).toFixed(2)}`;

/**
 * The runtime with a cash-out push the test drives: what the operator pushes for the bet
 * (offered, suspended) is set by hand, so the control's answer to each state is seen exactly.
 */
function withPushedCashOut(runtime: Runtime): { runtime: Runtime; push(betId: string, pushed: PushedCashOut | null): void } {
  const values = new Map<string, Signal<PushedCashOut | null>>();
  const pushedOf = (betId: string): Signal<PushedCashOut | null> => {
    const existing = values.get(betId);
    if (existing) return existing;
    const created = signal<PushedCashOut | null>(null);
    values.set(betId, created);
    return created;
  };
  const cashOutPush: CashOutPushModel = { ...runtime.store.cashOutPush, pushed: (betId): ReadonlySignal<PushedCashOut | null> => pushedOf(betId) };
  return {
    runtime: { ...runtime, store: { ...runtime.store, cashOutPush } },
    push: (betId, pushed) => act(() => void (pushedOf(betId).value = pushed)),
  };
}

async function cashierWithOneBet(seed: string) {
  const hold = manualSleep();
  const operator = inProcessSandbox(seed, { sleep: hold.sleep });
  const test = await headerRuntime(operator, { player: 'cashier' });
  const outcome = bettableOutcomes(operator.sandbox, 1)[0]!;
  const placed = await test.runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.outcomeId, decimal: outcome.decimal, unitStake: 10 }] }, `${seed}-bet`);
  await test.runtime.store.openBets.refetch();
  await test.runtime.store.wallet.refetch();
  const bet = placed.bets[0]!;
  const value = test.runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.cashOutValue!;
  return { ...test, operator, hold, outcome, bet, value };
}

describe('CashOutControl while the pushed offer is suspended (a price is moving)', () => {
  it('turns a confirmation waiting for the bettor into a disabled "Cash out suspended", keeps Cancel, and gives the confirmation back when the offer returns', async () => {
    const { runtime: base, bet, value, hold } = await cashierWithOneBet('cashout-control-suspended');
    const { runtime, push } = withPushedCashOut(base);
    push(bet.betId, { state: 'offered', value, potentialReturns: bet.potentialReturns });
    renderInShell(runtime, <MyBets />);
    const card = await screen.findByRole('article', { name: `Single ${bet.description}` });
    act(() => within(card).getByRole('button', { name: `Cash out ${eur(value)}` }).click());
    expect(within(card).getByRole('button', { name: `Confirm cash out ${eur(value)}` })).toBeTruthy();

    push(bet.betId, { state: 'suspended', value: null, potentialReturns: bet.potentialReturns });
    expect(within(card).queryByRole('button', { name: /^Confirm cash out/ })).toBeNull();
    const suspended = within(card).getByRole('button', { name: 'Cash out suspended' }) as HTMLButtonElement;
    expect(suspended.disabled).toBe(true);
    const note = document.getElementById(suspended.getAttribute('aria-describedby')!)!;
    expect([note.getAttribute('role'), note.textContent]).toEqual(['status', 'The price is changing or the market is suspended: cash out returns when it settles.']);
    expect((within(card).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => suspended.click());
    expect(base.store.cashOut.state(bet.betId).value).toEqual({ phase: 'confirming', value });
    expect(hold.asked()).toEqual([]);

    push(bet.betId, { state: 'offered', value, potentialReturns: bet.potentialReturns });
    expect(within(card).getByRole('button', { name: `Confirm cash out ${eur(value)}` })).toBeTruthy();
    expect(note.textContent).toBe('');
  });

  it('in the dialog (lightweight confirmation off), the confirm button is disabled while suspended and says why', async () => {
    const hold = manualSleep();
    const operator = inProcessSandbox('cashout-control-dialog', { sleep: hold.sleep });
    const test = await headerRuntime(operator, { player: 'cashier', settings: { lightweight_cashout_confirmation: false } });
    const outcome = bettableOutcomes(operator.sandbox, 1)[0]!;
    const placed = await test.runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.outcomeId, decimal: outcome.decimal, unitStake: 10 }] }, 'dialog-bet');
    await test.runtime.store.openBets.refetch();
    const bet = placed.bets[0]!;
    const value = test.runtime.store.openBets.data.value![0]!.cashOutValue!;
    const { runtime, push } = withPushedCashOut(test.runtime);
    renderInShell(runtime, <MyBets />);
    act(() => screen.getByRole('button', { name: `Cash out ${eur(value)}` }).click());
    const dialog = screen.getByRole('alertdialog', { name: 'Cash out this bet?' });
    push(bet.betId, { state: 'suspended', value: null, potentialReturns: bet.potentialReturns });
    const suspended = within(dialog).getByRole('button', { name: 'Cash out suspended' }) as HTMLButtonElement;
    expect(suspended.disabled).toBe(true);
    expect(document.getElementById(suspended.getAttribute('aria-describedby')!)!.textContent).toBe('The price is changing or the market is suspended: cash out returns when it settles.');
    expect(within(dialog).queryByRole('button', { name: /^Confirm cash out/ })).toBeNull();
  });

  it('says clearly that nothing happened when the operator refused because the price was moving, and offers the new value', async () => {
    const { runtime: base, operator, bet, outcome, value, hold } = await cashierWithOneBet('cashout-control-refused');
    // No push here (a page that polls): the operator's refusal is what tells the bettor.
    const { runtime } = withPushedCashOut(base);
    const balanceBefore = base.store.wallet.data.value!;
    renderInShell(runtime, <MyBets />);
    const card = await screen.findByRole('article', { name: `Single ${bet.description}` });
    act(() => within(card).getByRole('button', { name: `Cash out ${eur(value)}` }).click());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const moved = Number((outcome.decimal * 1.25).toFixed(2));
    await operator.fetch(new Request('http://sandbox.test/sandbox/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeId: outcome.outcomeId, decimal: moved, publish: true }) }));
    await act(() => base.store.cashOut.confirm(bet.betId));
    expect(hold.asked()).toEqual([]);
    const said = within(card).getByText('The price was changing, so nothing was cashed out: your bet stays open and your balance is unchanged. Cash out again when the new value shows.');
    expect(said.getAttribute('role')).toBe('status');
    await act(() => base.store.openBets.refetch());
    const newValue = Math.floor((1000 * bet.legs[0]!.decimal * 95) / (moved * 100) + 1e-9) / 100;
    expect(within(card).getByRole('button', { name: `Cash out ${eur(newValue)}` })).toBeTruthy();
    expect(base.store.wallet.data.value).toBe(balanceBefore);
    vi.advanceTimersByTime(CASH_OUT_PRICE_SETTLE_MS);
  });
});
