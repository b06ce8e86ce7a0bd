import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';

afterEach(() => {
  disposeTestRuntimes();
  vi.useRealTimers();
});

interface SlipRequest {
  method: string;
  /** POST: the outcome ids; PUT: the slip model itself. */
  body: { singles?: { outcomeId: string; unitStake: number }[] } | null;
}

/** An operator with the given brand settings that records every betslips/selections request. */
async function brandRuntime(settings: Record<string, unknown>): Promise<{ runtime: Runtime; slipRequests: SlipRequest[] }> {
  const slipRequests: SlipRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/all_cached_settings') return Response.json({ eurobet: { web: { locale: 'en', channel: 'web', betslip_delay_before_update_stakes: 0, ...settings } } });
    if (path === '/xapi/rest/betslips/selections') {
      const text = await request.text();
      slipRequests.push({ method: request.method, body: text ? (JSON.parse(text) as SlipRequest['body']) : null });
      return Response.json({ model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [] });
    }
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
  const runtime = await testRuntime({ fetch: fetchImpl });
  seedCatalogue(runtime.store.catalogue, 4);
  return { runtime, slipRequests };
}

const lastPut = (requests: readonly SlipRequest[]) => requests.filter((request) => request.method === 'PUT').at(-1);
const row = (ref: string) => document.querySelector<HTMLElement>(`[data-bet-ref="${ref}"]`)!;
const text = (element: Element | null) => element?.textContent ?? '';
/** Cents as a grouped figure with two places, independently of the code under test. */
const cents = (value: bigint) => `${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`;
/** ceil(toWin / (decimal - 1)) in cents, the price in hundredths. */
const riskCents = (toWinCents: bigint, priceHundredths: bigint) => (toWinCents * 100n + (priceHundredths - 101n)) / (priceHundredths - 100n);

const HARIMAU = { currency: 'MYR', default_price_format: 'malay', odds_types: ['malay', 'euro'], betslip_negative_odds_enabled: true };

describe('negative-odds stakes (harimau: malay, negative odds on)', () => {
  it('reads the typed amount as the amount to win, shows the risk, and sends the risk', async () => {
    const { runtime, slipRequests } = await brandRuntime(HARIMAU);
    renderWithRuntime(runtime, <Betslip />);
    // Outcome 3 of e1 is priced 4.00: malay -0.33, a negative odd
    act(() => void runtime.store.betslip.addSelection('o1-3'));
    const single = row('sel1');
    expect(text(within(single).getByTestId('bet-price'))).toBe('-0.33');
    fireEvent.change(within(single).getByRole('textbox', { name: 'Stake for Outcome 3' }), { target: { value: '100' } });

    const risk = riskCents(10_000n, 400n); // 3,334 cents
    expect(text(within(single).getByTestId('bet-negative-odd'))).toBe(`Risk MYR ${cents(risk)} to win MYR ${cents(10_000n)}`);
    expect(text(screen.getByTestId('betslip-total-stake'))).toBe(cents(risk));
    expect(text(screen.getByTestId('betslip-potential-returns'))).toBe(cents(risk * 4n));
    expect(text(within(single).getByTestId('bet-returns'))).toBe(cents(risk * 4n));
    // The field keeps what the bettor typed
    expect((within(single).getByRole('textbox', { name: 'Stake for Outcome 3' }) as HTMLInputElement).value).toBe('100');

    // The PUT model and the placement request carry the risk
    await waitFor(() => expect(slipRequests.some((request) => request.method === 'PUT')).toBe(true));
    const put = lastPut(slipRequests);
    expect(put?.body?.singles?.[0]).toMatchObject({ outcomeId: 'o1-3', unitStake: Number(risk) / 100 });
    expect(runtime.store.placement.request.value.singles[0]).toMatchObject({ outcomeId: 'o1-3', decimal: 4, unitStake: Number(risk) / 100 });
  });

  it('keeps the typed amount when the price moves, and recomputes the risk once the move is accepted (until then it is sent at the accepted price)', async () => {
    const { runtime } = await brandRuntime(HARIMAU);
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-3'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Outcome 3' }), { target: { value: '100' } });
    act(() =>
      runtime.store.catalogue.applyPriceUpdates([
        { eventId: 'e1', marketId: 'm1', outcomeId: 'o1-3', currentPrice: { decimal: 2.6, spread: null, spread2: null, format: null }, status: null, hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null },
      ]),
    );
    // Not accepted yet: the bet would go at 4.00, so the slip shows (and charges) the risk at 4.00.
    const sent = riskCents(10_000n, 400n);
    expect(text(within(row('sel1')).getByTestId('bet-negative-odd'))).toBe(`Risk MYR ${cents(sent)} to win MYR ${cents(10_000n)}`);
    expect(runtime.store.placement.request.value.singles[0]).toMatchObject({ decimal: 4, unitStake: Number(sent) / 100 });
    act(() => void runtime.store.betslip.dispatch({ type: 'accept-price-changes' }));
    const risk = riskCents(10_000n, 260n); // 100 / 1.6 = 62.50
    expect(text(within(row('sel1')).getByTestId('bet-negative-odd'))).toBe(`Risk MYR ${cents(risk)} to win MYR ${cents(10_000n)}`);
    expect(text(screen.getByTestId('betslip-total-stake'))).toBe(cents(risk));
    expect(runtime.store.placement.request.value.singles[0]).toMatchObject({ decimal: 2.6, unitStake: Number(risk) / 100 });
    expect(runtime.store.betslip.state.value.bets['o1-3']?.unitStake).toBe(100);
  });

  it('stakes a positive malay price, and the brand without negative odds, as typed', async () => {
    const { runtime } = await brandRuntime(HARIMAU);
    renderWithRuntime(runtime, <Betslip />);
    // Outcome 1 at 2.00 is malay 1.00, positive
    act(() => void runtime.store.betslip.addSelection('o1-1'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake for Outcome 1' }), { target: { value: '100' } });
    expect(screen.queryByTestId('bet-negative-odd')).toBeNull();
    expect(text(screen.getByTestId('betslip-total-stake'))).toBe('100.00');
    disposeTestRuntimes();

    const off = await brandRuntime({ ...HARIMAU, betslip_negative_odds_enabled: false });
    renderWithRuntime(off.runtime, <Betslip />);
    act(() => void off.runtime.store.betslip.addSelection('o2-3'));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Stake for Outcome 3' }).at(-1)!, { target: { value: '100' } });
    expect(screen.queryByTestId('bet-negative-odd')).toBeNull();
    expect(text(screen.getAllByTestId('betslip-total-stake').at(-1)!)).toBe('100.00');
  });
});

describe('thousands-scaled stakes (garuda: IDR)', () => {
  it('marks the field as thousands and shows every figure in whole rupiah', async () => {
    const { runtime, slipRequests } = await brandRuntime({ currency: 'IDR', default_price_format: 'euro', bet_stake_min_amount: 5, bet_stake_max_amount: 50000 });
    renderWithRuntime(runtime, <Betslip />);
    act(() => void runtime.store.betslip.addSelection('o1-3'));
    const field = screen.getByRole('textbox', { name: 'Stake for Outcome 3' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(text(description)).toBe('in thousands of IDR');
    expect(text(row('sel1'))).toContain('×1000');
    fireEvent.change(field, { target: { value: '50' } });
    // 50 thousand = 50,000; x 4 = 200,000
    expect(text(screen.getByTestId('betslip-total-stake'))).toBe((50n * 1000n).toLocaleString('en-US'));
    expect(text(screen.getByTestId('betslip-potential-returns'))).toBe((50n * 1000n * 4n).toLocaleString('en-US'));
    // The server gets the stake in thousands
    await waitFor(() => expect(slipRequests.some((request) => request.method === 'PUT')).toBe(true));
    expect(lastPut(slipRequests)?.body?.singles?.[0]?.unitStake).toBe(50);
    // The operator's minimum (5, in thousands) is said in rupiah
    fireEvent.change(field, { target: { value: '1' } });
    expect(text(within(row('sel1')).getByRole('alert'))).toBe('The minimum stake is 5,000.');
  });
});
