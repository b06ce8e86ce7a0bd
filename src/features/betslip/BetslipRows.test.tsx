import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefreshedSingle } from '../../core';
import type { Runtime } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';

afterEach(() => disposeTestRuntimes());

/** An operator answering the settings and an empty slip refresh (the store tests cover the real sandbox's). */
async function slipRuntime(settings: Record<string, unknown> = {}): Promise<Runtime> {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/all_cached_settings') return Response.json({ eurobet: { web: { locale: 'en', channel: 'web', currency: 'EUR', ...settings } } });
    if (path === '/xapi/rest/betslips/selections') return Response.json({ model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [] });
    if (path === '/xapi/rest/promotions/epw') return Response.json({ epwPromoFilterValues: [{ betSize: 3, percentage: 5 }], maxAmount: 500 });
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
  const runtime = await testRuntime({ fetch: fetchImpl });
  seedCatalogue(runtime.store.catalogue, 4);
  return runtime;
}

const answer = (runtime: Runtime, singles: RefreshedSingle[]) =>
  act(() => void runtime.store.betslip.dispatch({ type: 'refresh-answered', singles, errors: [], availableBalance: null, now: Date.now() }));
const row = (ref: string) => document.querySelector<HTMLElement>(`[data-bet-ref="${ref}"]`)!;
const text = (element: Element | null) => element?.textContent ?? '';

describe('the betslip rows', () => {
  it('shows each single with its names, price, stake and returns, and the totals', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-2'));
    const slip = screen.getByRole('region', { name: /Betslip/ });
    const single = row('sel1');
    expect(within(single).getByText('Outcome 2')).toBeTruthy();
    expect(within(single).getByText('Home 1 v Away 1')).toBeTruthy();
    expect(within(single).getByText('Match Result')).toBeTruthy();
    expect(text(within(single).getByTestId('bet-price'))).toBe('3.00');
    const stake = within(single).getByRole('textbox', { name: 'Stake for Outcome 2' });
    act(() => stake.focus());
    fireEvent.change(stake, { target: { value: '1,234.5' } });
    // Kept as typed ('1234.5' grouped), focus stays while the figures update.
    expect((stake as HTMLInputElement).value).toBe('1,234.5');
    expect(document.activeElement).toBe(stake);
    // 1234.5 x 3 = 3703.5
    expect(text(within(single).getByTestId('bet-returns'))).toBe(text(screen.getByTestId('betslip-potential-returns')));
    expect(text(screen.getByTestId('betslip-potential-returns'))).toMatch(/3,703\.50/);
    expect(text(screen.getByTestId('betslip-total-stake'))).toMatch(/1,234\.50/);
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeTruthy();

    fireEvent.change(stake, { target: { value: '1234567890' } });
    expect(within(single).getByRole('alert').textContent).toBe('This stake is too long: 9 digits at most.');
    fireEvent.click(within(single).getByRole('button', { name: 'Remove Outcome 2' }));
    expect(screen.queryByRole('region', { name: /Betslip/ })).toBeNull();
  });

  it('a removed selection hands focus to the next row\'s remove button, or the one before (it fell to the page: lost in the phone\'s sheet)', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => {
      for (const id of ['o1-1', 'o2-1', 'o3-1']) void runtime.store.betslip.addSelection(id);
    });
    // The rows' refs are renumbered (sel1, sel2) on a removal: the buttons are taken by their place.
    const [first, second, third] = screen.getAllByRole('button', { name: /^Remove / });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(runtime.store.betslip.count.value).toBe(2);
    expect(document.activeElement).toBe(second);
    act(() => third!.focus());
    fireEvent.click(third!);
    expect(document.activeElement).toBe(second);
    expect(second!.isConnected).toBe(true);
  });

  it("shows the treble's price rounded down: never above the exact product its returns are paid on", async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => {
      for (const id of ['o1-1', 'o2-2', 'o3-3']) runtime.store.betslip.addSelection(id);
    });
    answer(runtime, [
      { outcomeId: 'o1-1', decimal: 2.5, outcomeState: 'A', message: null },
      { outcomeId: 'o2-2', decimal: 3.1, outcomeState: 'A', message: null },
      { outcomeId: 'o3-3', decimal: 4.93, outcomeState: 'A', message: null },
    ]);
    const treble = row('mul1');
    // 2.5 x 3.1 x 4.93 = 38.2075: half-up would show 38.21, more than the bet pays.
    expect(text(within(treble).getByTestId('bet-price'))).toBe('38.20');
    fireEvent.change(within(treble).getByRole('textbox', { name: 'Stake for Treble' }), { target: { value: '100' } });
    expect(text(within(treble).getByTestId('bet-returns'))).toMatch(/3,820\.75/);
  });

  it('builds the treble with its price and extra winnings, and lists the systems under "Systems"', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => {
      for (const id of ['o1-1', 'o2-2', 'o3-3']) runtime.store.betslip.addSelection(id);
    });
    const treble = row('mul1');
    // 2 x 3 x 4
    expect(text(within(treble).getByTestId('bet-price'))).toBe('24.00');
    fireEvent.change(within(treble).getByRole('textbox', { name: 'Stake for Treble' }), { target: { value: '2' } });
    expect(text(within(treble).getByTestId('bet-returns'))).toMatch(/48\.00/);
    // The promotion: (48 - 2) x 5% = 2.30
    expect(text(await within(treble).findByTestId('bet-extra-winnings'))).toMatch(/2\.30/);

    const systems = screen.getByRole('button', { name: 'Systems' });
    expect(systems.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(systems);
    const trixie = row('058');
    expect(within(trixie).getByText('Trixie')).toBeTruthy();
    expect(within(trixie).getByText('4 bets')).toBeTruthy();
    expect(within(row('057')).getByText('7 bets')).toBeTruthy();
    fireEvent.change(within(trixie).getByRole('textbox', { name: 'Stake for Trixie' }), { target: { value: '1' } });
    // Doubles 6 + 8 + 12, treble 24
    expect(text(within(trixie).getByTestId('bet-returns'))).toMatch(/50\.00/);
    expect(text(screen.getByTestId('betslip-total-stake'))).toMatch(/6\.00/);
  });

  it('names a system by its leg count: on four legs 058 is "Doubles and trebles", no Trixie', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => {
      for (const id of ['o1-1', 'o2-2', 'o3-3', 'o4-1']) runtime.store.betslip.addSelection(id);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Systems' }));
    expect(within(row('058')).getByText('Doubles and trebles')).toBeTruthy();
    expect(within(row('058')).getByText('10 bets')).toBeTruthy();
    expect(within(row('057')).getByText('Singles, doubles and trebles')).toBeTruthy();
    expect(within(row('057')).getByText('14 bets')).toBeTruthy();
    expect(within(row('059')).getByText('Lucky 15')).toBeTruthy();
    expect(screen.queryByText('Trixie')).toBeNull();
    expect(screen.queryByText('Patent')).toBeNull();
    expect(within(row('058')).getByRole('textbox', { name: 'Stake for Doubles and trebles' })).toBeTruthy();
  });

  it('says why there is no multiple for two selections of one event', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => {
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.addSelection('o1-2');
    });
    expect(row('mul1')).toBeNull();
    expect(screen.getByText('No multiple: two selections are from the same event.')).toBeTruthy();
  });

  it('stakes each way on a UK slip: the stake doubles and the place part pays at the terms', async () => {
    const runtime = await slipRuntime({ uk_betslip: true, each_way_enabled: true });
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-3'));
    answer(runtime, [{ outcomeId: 'o1-3', showEachWay: true, placeTerms: { places: 3, fraction: 0.2 } }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Outcome 3' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Each way/ }));
    expect(screen.getByText(/Places 1-3 at 1\/5 odds/)).toBeTruthy();
    // Win 5 x 4 = 20; place 5 x (3 x 0.2 + 1) = 8
    expect(text(screen.getByTestId('betslip-total-stake'))).toMatch(/10\.00/);
    expect(text(screen.getByTestId('bet-returns'))).toMatch(/28\.00/);
  });

  it('offers the free bet: max stakes it and clears the cash stake', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    answer(runtime, [{ outcomeId: 'o1-1', maxFreeMoneyStake: 5 }]);
    const group = screen.getByRole('group', { name: 'Use free bet' });
    fireEvent.click(within(group).getByRole('radio', { name: /Free bet/ }));
    expect(runtime.store.betslip.state.value.bets['o1-1']).toMatchObject({ freeBetMode: 'max', freeMoneyUnitStake: 5, unitStake: 0 });
    // The free bet pays its winnings: 5 x (2 - 1)
    expect(text(screen.getByTestId('bet-returns'))).toMatch(/5\.00/);
    fireEvent.click(within(group).getByRole('radio', { name: 'None' }));
    expect(runtime.store.betslip.state.value.bets['o1-1']?.freeMoneyUnitStake).toBeNull();
  });

  it('shows the stake after tax and the tax deduction in tax mode', async () => {
    const runtime = await slipRuntime({ african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true, stake_rate_percentage: 12.5, tax_returns_percentage: 20 });
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-3'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Outcome 3' }), { target: { value: '225' } });
    // 225 / 1.125 = 200; gross 800; tax on 600 winnings x 20% = 120; net 680
    expect(text(screen.getByTestId('bet-stake-after-tax'))).toMatch(/200\.00/);
    expect(text(screen.getByTestId('bet-tax-deduction'))).toMatch(/120\.00/);
    expect(text(screen.getByTestId('bet-returns'))).toMatch(/680\.00/);
  });

  it('shows a moved price struck through beside the new one, with its direction', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    // A live move of the feed's price.
    act(() =>
      runtime.store.catalogue.applyPriceUpdates([
        { eventId: 'e1', marketId: 'm1', outcomeId: 'o1-1', currentPrice: { decimal: 2.5, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null },
      ]),
    );
    const single = row('sel1');
    expect(within(single).getByText('Price changed from 2.00 to 2.50')).toBeTruthy();
    expect(single.querySelector('s')?.textContent).toBe('2.00');
    expect(single.querySelector('[data-move]')?.getAttribute('data-move')).toBe('up');
    act(() => void runtime.store.betslip.dispatch({ type: 'accept-price-changes' }));
    expect(single.querySelector('s')).toBeNull();
    expect(text(within(single).getByTestId('bet-price'))).toBe('2.50');
  });

  it('shows the closed message on the selection', async () => {
    const runtime = await slipRuntime();
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    answer(runtime, [{ outcomeId: 'o1-1', outcomeState: 'C' }]);
    expect(within(row('sel1')).getByText('Your selection is not available anymore')).toBeTruthy();
  });
});
