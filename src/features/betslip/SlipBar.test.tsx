import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefreshedSingle } from '../../core';
import type { Runtime } from '../../store';
import { seedCatalogue } from '../../store/testing/seedCatalogue';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';
import { SlipBar } from './SlipBar';

afterEach(() => disposeTestRuntimes());

/** An operator answering the settings and an empty slip refresh; the prices come from `answer`. */
async function phoneRuntime(): Promise<Runtime> {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/all_cached_settings') return Response.json({ eurobet: { web: { locale: 'en', channel: 'web', currency: 'EUR' } } });
    if (path === '/xapi/rest/betslips/selections') return Response.json({ model: { singles: [], multiples: [], systems: [], totalStake: 0, potentialReturns: 0, availableBalance: null }, errors: [] });
    return Response.json({}, { status: 404 });
  }) as typeof fetch;
  const runtime = await testRuntime({ fetch: fetchImpl, width: 375 });
  seedCatalogue(runtime.store.catalogue, 4);
  return runtime;
}

const PRICES: RefreshedSingle[] = [
  { outcomeId: 'o1-1', decimal: 2.5, outcomeState: 'A', message: null },
  { outcomeId: 'o2-2', decimal: 3.1, outcomeState: 'A', message: null },
  { outcomeId: 'o3-3', decimal: 4.93, outcomeState: 'A', message: null },
];

/** Puts the first `count` selections on the slip at PRICES (as the server's answer would). */
function pick(runtime: Runtime, count: number) {
  act(() => {
    for (const single of PRICES.slice(0, count)) runtime.store.betslip.addSelection(single.outcomeId);
    runtime.store.betslip.dispatch({ type: 'refresh-answered', singles: PRICES.slice(0, count), errors: [], availableBalance: null, now: Date.now() });
  });
}

const text = (element: Element | null) => element?.textContent ?? '';
const bar = () => screen.getByTestId('slip-bar');
const barFigures = () => ({ count: text(screen.getByTestId('slip-bar-count')), odds: text(screen.getByTestId('slip-bar-odds')), returns: text(screen.getByTestId('slip-bar-returns')) });
/** What the open slip shows: its potential returns (the figure alone) and the price of the multiple, else of the single. */
const slipFigures = () => {
  const multiple = document.querySelector('[data-bet-ref="mul1"] [data-testid="bet-price"]');
  return { returns: text(screen.getByTestId('betslip-potential-returns')), odds: text(multiple ?? document.querySelector('[data-bet-ref="sel1"] [data-testid="bet-price"]')) };
};

describe('the phone slip bar (issue 23)', () => {
  it('is hidden with an empty slip; a pick fills it without opening the slip', async () => {
    const runtime = await phoneRuntime();
    renderWithRuntime(runtime, <SlipBar />);
    expect(bar().hidden).toBe(true);
    pick(runtime, 1);
    expect(runtime.store.betslip.isOpen.value).toBe(false);
    expect(bar().hidden).toBe(false);
    expect(barFigures()).toEqual({ count: '1', odds: '2.50', returns: 'Enter stake' });
    // A polite announcement of what the pick did.
    expect(text(screen.getByRole('status'))).toBe('Added to the betslip: Outcome 1. 1 selection.');
    fireEvent.click(screen.getByRole('button', { name: /^Betslip, 1 selection/ }));
    expect(runtime.store.betslip.isOpen.value).toBe(true);
    act(() => void runtime.store.betslip.removeSelection('o1-1'));
    expect(bar().hidden).toBe(true);
    expect(text(screen.getByRole('status'))).toBe('Removed from the betslip: Outcome 1. 0 selections.');
  });

  it('says so when a closed selection leaves the slip while only the bar shows it (spec 4: "Your selection is not available anymore")', async () => {
    const runtime = await phoneRuntime();
    renderWithRuntime(runtime, <SlipBar />);
    pick(runtime, 2);
    const now = Date.now();
    act(() => void runtime.store.betslip.dispatch({ type: 'outcome-state-changed', outcomeId: 'o1-1', outcomeState: 'C', now }));
    // Removed 3 s later: the bar only counted one less, the message was on a row nobody could see.
    act(() => void runtime.store.betslip.dispatch({ type: 'remove-expired-closed', now: now + 3000 }));
    expect(barFigures().count).toBe('1');
    expect(runtime.store.ui.toasts.value.map((toast) => toast.text)).toEqual(['Your selection is not available anymore: Outcome 1']);
    expect(text(screen.getByRole('status'))).toBe('Your selection is not available anymore: Outcome 1. 1 selection.');
    // Removed by the bettor: no such notice.
    act(() => void runtime.store.betslip.removeSelection('o2-2'));
    expect(runtime.store.ui.toasts.value).toHaveLength(1);
  });

  it('gives up the hold when it leaves: a pick opens the slip again (a wider window)', async () => {
    const runtime = await phoneRuntime();
    const view = renderWithRuntime(runtime, <SlipBar />);
    expect(runtime.store.betslip.pickOpensSlip.value).toBe(false);
    view.unmount();
    expect(runtime.store.betslip.pickOpensSlip.value).toBe(true);
    pick(runtime, 1);
    expect(runtime.store.betslip.isOpen.value).toBe(true);
  });

  it("shows the slip's own figures for one, two and three selections with stakes, and says them in its name", async () => {
    const runtime = await phoneRuntime();
    const { betslip } = runtime.store;
    renderWithRuntime(
      runtime,
      <>
        <SlipBar />
        <Betslip />
      </>,
    );
    act(() => betslip.open());

    // One: 10 at 2.50 returns 25.00.
    pick(runtime, 1);
    act(() => void betslip.typeStake('sel1', '10'));
    expect(barFigures()).toEqual({ count: '1', odds: slipFigures().odds, returns: `EUR ${slipFigures().returns}` });
    expect(barFigures()).toEqual({ count: '1', odds: '2.50', returns: 'EUR 25.00' });
    expect(screen.getByRole('button', { name: 'Betslip, 1 selection, odds 2.50, returns EUR 25.00' })).toBeTruthy();

    // Two: singles 25.00 + 5 x 3.10 = 15.50, the double 2 x 7.75 = 15.50: 56.00 at odds 7.75.
    act(() => void betslip.addSelection('o2-2'));
    act(() => void betslip.dispatch({ type: 'refresh-answered', singles: PRICES.slice(0, 2), errors: [], availableBalance: null, now: Date.now() }));
    act(() => {
      betslip.typeStake('sel2', '5');
      betslip.typeStake('mul1', '2');
    });
    expect(barFigures()).toEqual({ count: '2', odds: slipFigures().odds, returns: `EUR ${slipFigures().returns}` });
    expect(barFigures()).toEqual({ count: '2', odds: '7.75', returns: 'EUR 56.00' });
    expect(screen.getByRole('button', { name: 'Betslip, 2 selections, odds 7.75, returns EUR 56.00' })).toBeTruthy();

    // Three: the treble 2.5 x 3.1 x 4.93 = 38.2075, shown 38.20 (rounded down, as the slip);
    // 2 on it returns 76.415, rounded down once to 76.41; with the singles, 116.91.
    act(() => void betslip.addSelection('o3-3'));
    act(() => void betslip.dispatch({ type: 'refresh-answered', singles: PRICES, errors: [], availableBalance: null, now: Date.now() }));
    act(() => void betslip.typeStake('mul1', '2'));
    expect(barFigures()).toEqual({ count: '3', odds: slipFigures().odds, returns: `EUR ${slipFigures().returns}` });
    expect(barFigures()).toEqual({ count: '3', odds: '38.20', returns: 'EUR 116.91' });
    expect(screen.getByRole('button', { name: 'Betslip, 3 selections, odds 38.20, returns EUR 116.91' })).toBeTruthy();

    // A price move: the bar follows with the slip's new figures (4.93 to 5.10: treble 39.525, 2 on it 79.05).
    act(() => void betslip.dispatch({ type: 'price-changed', outcomeId: 'o3-3', decimal: 5.1 }));
    expect(barFigures()).toEqual({ count: '3', odds: slipFigures().odds, returns: `EUR ${slipFigures().returns}` });
    expect(barFigures()).toEqual({ count: '3', odds: '39.52', returns: 'EUR 119.55' });
  });

  it('names the bar without odds when two selections make no multiple (one event)', async () => {
    const runtime = await phoneRuntime();
    renderWithRuntime(runtime, <SlipBar />);
    act(() => {
      runtime.store.betslip.addSelection('o1-1');
      runtime.store.betslip.addSelection('o1-2');
    });
    expect(barFigures()).toEqual({ count: '2', odds: '–', returns: 'Enter stake' });
    expect(within(bar()).getByRole('button', { name: 'Betslip, 2 selections, enter a stake' })).toBeTruthy();
  });

  it('says on its button whether the slip is open', async () => {
    const runtime = await phoneRuntime();
    renderWithRuntime(runtime, <SlipBar />);
    pick(runtime, 1);
    const button = within(bar()).getByRole('button');
    expect(button.className).toBe('sb-slip-bar__button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => runtime.store.betslip.open());
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
