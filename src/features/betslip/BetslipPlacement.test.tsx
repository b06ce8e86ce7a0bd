import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prematchOutcome } from '../../../demo/server/testing/harness';
import { sandboxFetch } from '../../../tests/support/sandboxFetch';
import { Big } from '../../core';
import type { Runtime } from '../../store';
import { disposeTestRuntimes, renderWithRuntime, testRuntime } from '../runtime/testRuntime';
import { Betslip } from './Betslip';
import { BetslipErrorMessage } from './BetslipErrorMessage';
import { BetslipPlacement } from './BetslipPlacement';

afterEach(disposeTestRuntimes);

/**
 * The placement foot on the in-process sandbox. The sandbox's clock moves only when the
 * test releases one of the placement's waits (a countdown second, a status pause).
 */
async function setup(options: { player?: string; locale?: string } = {}) {
  const clock = { now: Date.UTC(2026, 10, 22, 12) };
  const operator = sandboxFetch({ seed: 'placement-ui', now: () => clock.now });
  const waits: (() => void)[] = [];
  /** Placements held until the test lets them through (to read what the slip says meanwhile). */
  const held: (() => void)[] = [];
  let holdPlacements = false;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (holdPlacements && request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url).pathname)) await new Promise<void>((resolve) => held.push(resolve));
    return operator.fetch(request);
  }) as typeof fetch;
  const runtime = await testRuntime({
    config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', locale: options.locale ?? 'en' },
    fetch: fetchImpl,
    now: () => clock.now,
    wait: (ms) =>
      new Promise<void>((resolve) =>
        waits.push(() => {
          clock.now += ms;
          resolve();
        }),
      ),
  });
  if (options.player !== undefined) await runtime.store.session.login(options.player, 'demo1234');
  const { sandbox } = operator;
  return {
    runtime,
    sandbox,
    operator,
    holdPlacements() {
      holdPlacements = true;
    },
    /** Lets the oldest held placement reach the sandbox. */
    async releasePlacement() {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      holdPlacements = false;
      await act(async () => held.shift()?.());
    },
    /** Lets the oldest pending wait finish (one second of the countdown, one status pause). */
    async releaseWait() {
      await waitFor(() => expect(waits.length).toBeGreaterThan(0));
      await act(async () => waits.shift()?.());
    },
    async stake(outcome: { id: string; eventId: string }, amount: number | null) {
      await runtime.loadEvent(outcome.eventId);
      act(() => {
        runtime.store.betslip.addSelection(outcome.id);
        if (amount !== null) runtime.store.betslip.dispatch({ type: 'set-stake', ref: `sel${runtime.store.betslip.count.peek()}`, stake: amount });
      });
    },
  };
}

const render = (runtime: Runtime) => renderWithRuntime(runtime, <BetslipPlacement />);
const placeButton = () => screen.getByRole('button', { name: /^(Place bets?|Retry|Accept new prices)$/ });

function prematch(sandbox: ReturnType<typeof sandboxFetch>['sandbox'], skip = 0) {
  const { event, outcome, decimal } = prematchOutcome(sandbox, skip);
  return { id: outcome.id, eventId: event.id, decimal, outcome };
}

describe('the place button', () => {
  it('is disabled with a hint until something is staked, then says Place bet, and Place bets for two', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox), null);
    render(runtime);
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(placeButton().getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('Enter a stake to place a bet.')).toBeTruthy();
    act(() => void runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 5 }));
    expect(placeButton().textContent).toBe('Place bet');
    expect(placeButton()).toHaveProperty('disabled', false);
    await stake(prematch(sandbox, 1), 3);
    expect(placeButton().textContent).toBe('Place bets');
  });

  it('is disabled above the maximum stake, saying which stake to fix, and sends nothing; within the maximum it places', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    const pick = prematch(sandbox);
    await stake(pick, 10_000.01);
    render(runtime);
    const outcomeName = runtime.store.catalogue.outcome(pick.id)!.description;
    await waitFor(() => expect(placeButton()).toHaveProperty('disabled', true));
    const hint = screen.getByText(/^Fix the stake for /);
    expect(hint.textContent).toContain(outcomeName);
    expect(placeButton().getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(placeButton());
    expect(runtime.store.placement.phase.value).toBe('idle');
    act(() => void runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 10 }));
    expect(placeButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(/^Fix the stake for /)).toBeNull();
  });

  it('opens the login dialog when logged out', async () => {
    const { runtime, sandbox, stake } = await setup();
    await stake(prematch(sandbox), 5);
    render(runtime);
    expect(screen.getByText('Log in to place your bet.')).toBeTruthy();
    fireEvent.click(placeButton());
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });
});

describe('placing', () => {
  it('counts the in-play delay down in the live region while busy, then shows the receipt with focus on its heading', async () => {
    const { runtime, sandbox, stake, releaseWait } = await setup({ player: 'placer' });
    const live = [...sandbox.world.events.values()].find((event) => event.phase === 'live' && !event.outright && !event.jackpotId && event.markets.some((market) => market.status === 'open'))!;
    const market = live.markets.find((candidate) => candidate.status === 'open')!;
    const outcome = market.outcomes.find((candidate) => candidate.consolidatedPrice.currentPrice.decimal > 1)!;
    const decimal = outcome.consolidatedPrice.currentPrice.decimal;
    await stake({ id: outcome.id, eventId: live.id }, 5);
    render(runtime);
    fireEvent.click(placeButton());

    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Accepting your bet in 3 s'));
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    expect(placeButton()).toHaveProperty('disabled', true);
    await releaseWait();
    expect(status.textContent).toBe('Accepting your bet in 2 s');
    await releaseWait();
    expect(status.textContent).toBe('Accepting your bet in 1 s');
    await releaseWait();

    const heading = await screen.findByRole('heading', { name: 'Bet placed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const reference = runtime.store.placement.receipt.value!.reference;
    expect(screen.getByText(`Reference ${reference}`)).toBeTruthy();
    const expectedReturns = new Big(5).times(decimal).round(2, Big.roundDown).toFixed(2);
    expect(screen.getByTestId('receipt-stake').textContent).toBe('EUR 5.00');
    expect(screen.getByTestId('receipt-returns').textContent).toBe(`EUR ${expectedReturns}`);
    expect(status.textContent).toBe('');
  });

  it('says Waiting for approval while a trader decides a referred bet', async () => {
    const { runtime, sandbox, stake, releaseWait } = await setup({ player: 'referred' });
    await stake(prematch(sandbox), 2500);
    render(runtime);
    fireEvent.click(placeButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Waiting for approval'));
    await releaseWait();
    await releaseWait();
    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
  });

  it('offers the new prices after RES-00152, then places at them', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    const pick = prematch(sandbox, 1);
    await stake(pick, 10);
    pick.outcome.consolidatedPrice.currentPrice.decimal = new Big(pick.decimal).plus(0.2).toNumber();
    render(runtime);
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeButton().textContent).toBe('Accept new prices'));
    expect(screen.getByRole('status').textContent).toBe('Some prices have changed. Check them and accept the new prices to place your bet.');
    fireEvent.click(placeButton());
    expect(placeButton().textContent).toBe('Place bet');
    fireEvent.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
  });

  it('says Retry after a lost answer and is charged once', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox), 7);
    sandbox.faults.set({ dropAfterCommit: true });
    render(runtime);
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeButton().textContent).toBe('Retry'));
    sandbox.faults.reset();
    fireEvent.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(Number(sandbox.accounts.wallet('1014').balance)).toBe(4993);
  });

  it('after a lost answer and a price move, says it checks the previous bet first and shows that bet’s receipt, once', async () => {
    const { runtime, sandbox, operator, stake, holdPlacements, releasePlacement } = await setup({ player: 'placer' });
    const pick = prematch(sandbox, 2);
    await stake(pick, 8);
    sandbox.faults.set({ dropAfterCommit: true });
    renderWithRuntime(runtime, <Betslip />);
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeButton().textContent).toBe('Retry'));
    sandbox.faults.reset();

    const moved = new Big(pick.decimal).plus(0.4).toNumber();
    await operator.fetch(new Request('http://sandbox.test/sandbox/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeId: pick.id, decimal: moved }) }));
    await act(() => runtime.store.betslip.refresh());
    await waitFor(() => expect(placeButton().textContent).toBe('Accept new prices'));
    fireEvent.click(placeButton());
    expect(placeButton().textContent).toBe('Place bet');
    const hint = screen.getByText('We check your previous bet first, so it cannot be taken twice.');
    expect(placeButton().getAttribute('aria-describedby')).toBe(hint.id);

    holdPlacements();
    fireEvent.click(placeButton());
    await waitFor(() => expect(document.querySelector('.sb-placement__status')?.textContent).toBe('Checking your previous bet…'));
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    await releasePlacement();

    expect(await screen.findByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Bet placed' })).toHaveLength(1);
    expect(screen.getByText('This is your previous bet: it was taken. Your slip was not sent again.')).toBeTruthy();
    expect(screen.getByTestId('receipt-stake').textContent).toBe('EUR 8.00');
    expect(screen.getByTestId('receipt-returns').textContent).toBe(`EUR ${new Big(8).times(pick.decimal).round(2, Big.roundDown).toFixed(2)}`);
    expect(sandbox.betting.openBets('1014')).toHaveLength(1);
    expect(sandbox.accounts.wallet('1014').balance).toBe('4992');
  });

  it('shows the receipt alone once the placed slip has cleared: no "empty" sentence, no booking code, until Done (issue 23)', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox, 3), 4);
    act(() => runtime.store.betslip.open());
    renderWithRuntime(runtime, <Betslip />);
    const slip = screen.getByRole('region', { name: /^Betslip/ });
    const emptySentence = () => within(slip).queryByText(/^Your betslip is empty/);
    // Building a slip: the booking code is offered, the slip is not empty.
    expect(within(slip).getByRole('group', { name: 'Booking codes' })).toBeTruthy();
    fireEvent.click(placeButton());

    const receipt = await within(slip).findByRole('region', { name: 'Bet placed' });
    expect(runtime.store.betslip.count.value).toBe(0);
    // What a bettor (or a screen reader) finds in the slip now: the receipt and nothing that says "nothing happened".
    expect(emptySentence()?.closest('[hidden]')).not.toBeNull();
    expect(within(slip).queryByRole('group', { name: 'Booking codes' })).toBeNull();
    expect(receipt.closest('[hidden]')).toBeNull();

    fireEvent.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(within(slip).queryByRole('region', { name: 'Bet placed' })).toBeNull();
    expect(emptySentence()?.closest('[hidden]')).toBeNull();
    expect(within(slip).getByRole('group', { name: 'Booking codes' })).toBeTruthy();
  });

  it('names the request’s uuid in the server-error line, never a raw {{uuid}}', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox), 6);
    sandbox.faults.set({ betslip500: true });
    renderWithRuntime(runtime, <Betslip />);
    fireEvent.click(placeButton());
    await waitFor(() => expect(runtime.store.placement.phase.value).toBe('server-error'));
    const uuid = runtime.store.placement.lastUuid.value!;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const line = document.querySelector('[data-error-code="placement-server-error"]')!;
    expect(line.getAttribute('role')).toBe('alert');
    expect(line.textContent).toBe(`Betslip: Something went wrong (request ${uuid})`);
  });

  it('keeps the When odds change choice in the slip foot', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox), 5);
    render(runtime);
    const select = screen.getByRole('combobox', { name: 'When odds change' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Accept any change', 'Accept higher odds', 'Ask me']);
    expect((select as HTMLSelectElement).value).toBe('D');
    fireEvent.change(select, { target: { value: 'H' } });
    expect(runtime.store.placement.acceptance.choice.value).toBe('H');
  });
});

describe('slip error messages', () => {
  it('translates RES codes and placement failures, and shows an unknown code’s own text', async () => {
    const { runtime } = await setup();
    renderWithRuntime(
      runtime,
      <>
        <BetslipErrorMessage error={{ code: 'RES-00056', message: 'raw' }} />
        <BetslipErrorMessage error={{ code: 'placement-answer-lost', message: 'raw' }} />
        <BetslipErrorMessage error={{ code: 'error-400', message: 'raw' }} />
        <BetslipErrorMessage error={{ code: 'SOMETHING-ELSE', message: 'The server’s words' }} />
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your stake is greater than your balance. Lower the stake or deposit.',
      'We could not confirm your bet. Retry: you will not be charged twice.',
      'check your internet connection',
      'The server’s words',
    ]);
  });

  it('follows a refusal for want of balance with the deposit link, which asks the host first', async () => {
    const { runtime } = await setup();
    const asked: string[] = [];
    // The host takes the deposit over (preventDefault on sportsbook-deposit-requested).
    runtime.store.ui.setHostHandoff({ login: () => true, operatorPage: (request) => (asked.push(request.action), false) });
    renderWithRuntime(
      runtime,
      <>
        <BetslipErrorMessage error={{ code: 'RES-00056', message: 'raw' }} />
        <BetslipErrorMessage error={{ code: 'RES-00057', message: 'raw' }} />
        <BetslipErrorMessage error={{ code: 'RES-00195', message: 'raw' }} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Deposit' });
    // The sandbox operator's cashier (its brands' deposit_url).
    expect(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)).toEqual(['/operator/cashier', '/operator/cashier']);
    // Outside the alert: the alert says what happened, the link what to do.
    for (const alert of screen.getAllByRole('alert')) expect(within(alert).queryByRole('link')).toBeNull();
    const before = window.location.href;
    fireEvent.click(links[0]!);
    expect(asked).toEqual(['deposit']);
    expect(window.location.href).toBe(before);
  });

  it('shows one deposit link on a slip over the balance: before placing, and with the RES-00056 refusal', async () => {
    const { runtime, sandbox, stake } = await setup({ player: 'placer' });
    await stake(prematch(sandbox), 9000);
    renderWithRuntime(runtime, <Betslip />);
    await screen.findByText('Your stakes are more than your balance. Lower them or deposit.');
    expect(screen.getAllByRole('link', { name: 'Deposit' })).toHaveLength(1);
    fireEvent.click(placeButton());
    await screen.findByText('Your stake is greater than your balance. Lower the stake or deposit.');
    expect(screen.getAllByRole('link', { name: 'Deposit' })).toHaveLength(1);
    expect(runtime.store.placement.receipt.value).toBeNull();
  });

  it('speaks the bettor’s language', async () => {
    const { runtime } = await setup({ locale: 'fr' });
    renderWithRuntime(runtime, <BetslipErrorMessage error={{ code: 'RES-00195', message: 'raw', ref: 'sel1' }} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Votre pari a été refusé par le trader.'));
  });
});
