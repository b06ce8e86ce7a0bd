import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { Big } from '../../core';
import { BetslipSheet } from '../layout/BetslipSheet';
import { OutcomePrice } from '../prices/OutcomePrice';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { QuickBetPanel } from './QuickBetPanel';
import { SlipBar } from './SlipBar';

afterEach(disposeTestRuntimes);

/** A 375 px page on the in-process sandbox with quick bets on or off, the price of an open prematch outcome on show. */
async function setup({ quickBets, player }: { quickBets: boolean; player?: string }) {
  const operator = sandboxFetch({ seed: 'quick-bet-ui', settings: { quick_bet_enabled: quickBets } });
  const placements: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url).pathname)) placements.push(await request.clone().text());
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', locale: 'en' }, fetch: fetchImpl, width: 375 });
  if (player !== undefined) await runtime.store.session.login(player, 'demo1234');
  const { event, outcome, decimal } = prematchOutcome(operator.sandbox);
  await runtime.loadEvent(event.id);
  renderWithRuntime(
    runtime,
    <>
      <OutcomePrice outcomeId={outcome.id} label={outcome.description} />
      <SlipBar />
      <QuickBetPanel />
      <BetslipSheet takesFocus />
    </>,
  );
  const price = screen.getByRole('button', { name: new RegExp(`^${outcome.description} `) });
  return { runtime, sandbox: operator.sandbox, outcome, decimal, price, placements };
}

const dialog = () => screen.getByRole('dialog', { name: 'Quick bet' });
/** The dialog's code is loaded on demand: its first appearance is awaited. */
const opened = () => screen.findByRole('dialog', { name: 'Quick bet' });

describe('quick bet on a phone (issue 23)', () => {
  it('opens for a pick on an empty slip and places exactly one bet with the exact stake, through the slip', async () => {
    const { runtime, sandbox, decimal, price, placements } = await setup({ quickBets: true, player: 'placer' });
    fireEvent.click(price);
    const panel = await opened();
    // The full slip stays closed; the bar waits behind the panel.
    expect(runtime.store.betslip.isOpen.value).toBe(false);
    expect(screen.getByTestId('slip-bar').hidden).toBe(true);
    const stake = within(panel).getByRole('textbox', { name: /^Stake for / });
    expect(document.activeElement).toBe(stake);

    fireEvent.click(within(within(panel).getByRole('group', { name: 'Quick stakes' })).getByRole('button', { name: 'Stake 25.00' }));
    // The stake reaches the field through the slip's store, written by the field's own render:
    // awaited (a busy CI runner once read the field before it).
    await waitFor(() => expect((within(panel).getByRole('textbox', { name: /^Stake for / }) as HTMLInputElement).value).toBe('25'));
    const returns = new Big(25).times(decimal).round(2, Big.roundDown).toFixed(2);
    await waitFor(() => expect(within(panel).getByTestId('bet-returns').textContent).toBe(returns));

    const place = within(panel).getByRole('button', { name: 'Place bet' });
    fireEvent.click(place);
    // A second press while the first is out sends nothing more.
    fireEvent.click(place);
    expect(await within(panel).findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(placements).toHaveLength(1);
    expect(JSON.parse(placements[0]!).singles).toEqual([expect.objectContaining({ unitStake: 25, decimal })]);
    expect(within(panel).getByTestId('receipt-stake').textContent).toBe('EUR 25.00');
    expect(within(panel).getByTestId('receipt-returns').textContent).toBe(`EUR ${returns}`);
    expect(Number(sandbox.accounts.wallet('1014').balance)).toBe(4975);

    // Done closes the panel; the slip is empty and the bar stays away.
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Quick bet' })).toBeNull();
    expect(runtime.store.betslip.count.value).toBe(0);
    expect(screen.getByTestId('slip-bar').hidden).toBe(true);
  });

  it('logged out, Place asks to log in and keeps the selection and its stake', async () => {
    const { runtime, price, placements } = await setup({ quickBets: true });
    fireEvent.click(price);
    await opened();
    const stake = within(dialog()).getByRole('textbox', { name: /^Stake for / });
    fireEvent.change(stake, { target: { value: '7.5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Place bet' }));
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    expect(placements).toHaveLength(0);
    expect((within(dialog()).getByRole('textbox', { name: /^Stake for / }) as HTMLInputElement).value).toBe('7.5');
    expect(runtime.store.betslip.count.value).toBe(1);
  });

  it('"Add to betslip" keeps the selection and its stake on the slip bar; closing takes it off', async () => {
    const { runtime, decimal, price } = await setup({ quickBets: true });
    fireEvent.click(price);
    await opened();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Stake for / }), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to betslip' }));
    expect(screen.queryByRole('dialog', { name: 'Quick bet' })).toBeNull();
    const returns = new Big(10).times(decimal).round(2, Big.roundDown).toFixed(2);
    expect(screen.getByTestId('slip-bar').hidden).toBe(false);
    expect(screen.getByTestId('slip-bar-returns').textContent).toBe(`EUR ${returns}`);
    // With a selection on the slip, the next pick (the same price: off again) goes to the slip, not a quick bet.
    fireEvent.click(price);
    expect(screen.queryByRole('dialog', { name: 'Quick bet' })).toBeNull();
    expect(runtime.store.betslip.count.value).toBe(0);

    fireEvent.click(price);
    fireEvent.click(within(await opened()).getByRole('button', { name: 'Close quick bet' }));
    expect(screen.queryByRole('dialog', { name: 'Quick bet' })).toBeNull();
    expect(runtime.store.betslip.count.value).toBe(0);
  });

  it('a selection the host adds while the panel is open is never placed unseen: the panel hands over to the bar', async () => {
    const { runtime, sandbox, placements, price } = await setup({ quickBets: true, player: 'placer' });
    const other = prematchOutcome(sandbox, 1);
    await runtime.loadEvent(other.event.id);
    fireEvent.click(price);
    const panel = await opened();
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Quick stakes' })).getByRole('button', { name: 'Stake 25.00' }));
    // The host's addSelection (docs/embedding-api.md) while the panel shows its one row.
    act(() => void runtime.store.betslip.addSelection(other.outcome.id));
    // The panel goes (it stayed, and its Place bet placed two bets of 25, EUR 50, from a panel showing one).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick bet' })).toBeNull());
    expect(placements).toHaveLength(0);
    expect(screen.getByTestId('slip-bar').hidden).toBe(false);
    expect(screen.getByTestId('slip-bar-count').textContent).toBe('2');
    expect(runtime.store.betslip.state.value.bets[other.outcome.id]!.unitStake).toBe(0);
  });

  it('says in the panel why the bet was refused for the whole slip (the balance), with the way to deposit', async () => {
    const { price, placements } = await setup({ quickBets: true, player: 'newcomer' });
    fireEvent.click(price);
    const panel = await opened();
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Stake for / }), { target: { value: '5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(placements).toHaveLength(1));
    // RES-00056 is the slip's, shown at its top, which the panel did not have: Place bet did nothing the bettor could see.
    await waitFor(() => expect(within(panel).getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringMatching(/greater than your balance/)));
    expect(within(panel).getAllByRole('link', { name: /Deposit/ })).toHaveLength(1);
    expect((within(panel).getByRole('textbox', { name: /^Stake for / }) as HTMLInputElement).value).toBe('5');
  });

  it('off (the default), a pick goes to the bar and opens nothing', async () => {
    const { runtime, price } = await setup({ quickBets: false });
    fireEvent.click(price);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.store.betslip.isOpen.value).toBe(false);
    expect(screen.getByTestId('slip-bar-count').textContent).toBe('1');
    // The bar opens the sheet, which takes focus, and gives it back on Escape.
    const bar = screen.getByRole('button', { name: /^Betslip, 1 selection/ });
    act(() => bar.focus());
    fireEvent.click(bar);
    const sheet = screen.getByRole('region', { name: 'Betslip' });
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
    expect(document.activeElement).toBe(bar);
  });
});
