import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { Big } from '../../core';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';

afterEach(disposeTestRuntimes);

type Json = Record<string, any>;

/** The whole slip on the in-process sandbox, logged in as 'promo' (balance 100.00, promo cash 10.00); placements' bodies kept. */
async function setup(options: { player?: string | null; locale?: string } = {}) {
  const operator = sandboxFetch({ seed: 'promo-cash-ui' });
  const placements: Json[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url).pathname)) placements.push((await request.clone().json()) as Json);
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', locale: options.locale ?? 'en' }, fetch: fetchImpl });
  const player = options.player === undefined ? 'promo' : options.player;
  if (player !== null) await runtime.store.session.login(player, 'demo1234');
  const { event, outcome, decimal } = prematchOutcome(operator.sandbox);
  await runtime.loadEvent(event.id);
  act(() => {
    runtime.store.betslip.addSelection(outcome.id);
    runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 25 });
  });
  renderWithRuntime(runtime, <Betslip />);
  // The operator's own record of the wallet, not the slip's reading of it.
  const sandboxWallet = async () => operator.sandbox.accounts.wallet(operator.sandbox.accounts.byUsername(String(player))!.accountId);
  const setPromoCash = (amount: number) => operator.fetch(new Request('http://sandbox.test/sandbox/promo-cash', { method: 'POST', body: JSON.stringify({ username: player, amount }), headers: { 'content-type': 'application/json' } }));
  return { runtime, placements, decimal, sandboxWallet, setPromoCash, outcomeId: outcome.id };
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('promo cash on the slip', () => {
  it('offers "Use promo cash (EUR 10.00 available)", off by default; ticked, the figures follow the rule and the placement spends it', async () => {
    const { runtime, placements, decimal, sandboxWallet } = await setup();
    const cashReturns = new Big(25).times(decimal).round(2, 0);
    const box = await screen.findByRole('checkbox', { name: 'Use promo cash (EUR 10.00 available)' });
    expect(box).toHaveProperty('checked', false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Promo cash winnings are paid as cash; the promo cash stake is not returned.');
    expect(screen.queryByTestId('betslip-promo-cash-stake')).toBeNull();
    expect(figure('betslip-potential-returns')).toBe(cashReturns.toFixed(2));

    fireEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    expect(figure('betslip-total-stake')).toBe('25.00');
    expect(figure('betslip-promo-cash-stake')).toBe('10.00');
    expect(figure('betslip-from-balance')).toBe('15.00');
    expect(figure('betslip-potential-returns')).toBe(cashReturns.minus(10).toFixed(2));

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('heading', { name: /Bet placed/ });
    expect(placements).toHaveLength(1);
    expect(placements[0]).toMatchObject({ usePromoCash: true, promoCashStake: 10, totalCost: 25, globalStake: 25, potentialReturns: cashReturns.minus(10).toNumber() });
    expect(await sandboxWallet()).toMatchObject({ balance: '85', promoCash: '0' });
    // The wallet read again after the placement: no promo cash left, no offer.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /promo cash/i })).toBeNull());
    expect(runtime.store.betslip.promoCash.value).toBe(0);
  });

  it('promo cash spent elsewhere before placing: PROMO-CASH-SHORT said plainly, nothing taken, the choice goes off with a notice, the slip kept', async () => {
    const { runtime, placements, decimal, sandboxWallet, setPromoCash } = await setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Use promo cash (EUR 10.00 available)' }));
    await setPromoCash(0);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const refusal = await screen.findByText('Your promo cash is less than this slip spends (it was used elsewhere). Nothing was taken: check the slip and place it again.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(placements[0]).toMatchObject({ usePromoCash: true, promoCashStake: 10 });
    expect(await sandboxWallet()).toMatchObject({ balance: '100', promoCash: '0' });
    await waitFor(() => expect(screen.getByTestId('betslip-promo-cash-gone').textContent).toContain('Your promo cash is used up, so this slip no longer uses it.'));
    expect(screen.getByTestId('betslip-promo-cash-gone').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('checkbox', { name: /promo cash/i })).toBeNull();
    expect(runtime.store.betslip.state.value.usePromoCash).toBe(false);
    expect(runtime.store.betslip.count.value).toBe(1);
    expect(figure('betslip-potential-returns')).toBe(new Big(25).times(decimal).round(2, 0).toFixed(2));
    expect(screen.queryByTestId('betslip-promo-cash-stake')).toBeNull();
  });

  it('the balance check counts promo cash while it is used: 105.00 on 100.00 + 10.00', async () => {
    const { runtime } = await setup();
    const box = await screen.findByRole('checkbox', { name: /Use promo cash/ });
    act(() => void runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 105 }));
    await waitFor(() => expect(runtime.store.betslip.problems.value.map((problem) => problem.reason)).toContain('stake-too-high'));
    fireEvent.click(box);
    expect(runtime.store.betslip.problems.value.map((problem) => problem.reason)).not.toContain('stake-too-high');
  });

  it('in French', async () => {
    await setup({ locale: 'fr' });
    expect(await screen.findByRole('checkbox', { name: 'Utiliser le solde promo (10.00 EUR disponible)' })).toHaveProperty('checked', false);
  });

  it('is not offered without promo cash', async () => {
    const { runtime } = await setup({ player: 'demo' });
    await waitFor(() => expect(runtime.store.betslip.promoCash.value).toBe(0));
    expect(screen.queryByRole('checkbox', { name: /promo cash/i })).toBeNull();
  });

  it('is not offered logged out', async () => {
    const { runtime } = await setup({ player: null });
    expect(runtime.store.betslip.promoCash.value).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /promo cash/i })).toBeNull();
  });
});
