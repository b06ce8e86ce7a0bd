import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RightColumn } from '../layout/RightColumn';
import { RouteView } from '../pages/RouteView';

// The page is a chunk of its own, loaded on its route's first visit (src/features/pages/lazyPages.ts):
// loaded here first, so the test's wait is for the page, not for the test runner compiling it.
beforeAll(() => import('./JackpotListPage'));

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const slipRegion = () => screen.getByRole('region', { name: 'Jackpot betslip' });
const eventItems = () => within(screen.getByRole('list', { name: 'Jackpot events' })).getAllByRole('listitem');

describe('/jackpot (spec 2, 4)', () => {
  it('lists the active jackpots with their figures, the banner, and links to each coupon', async () => {
    const operator = inProcessSandbox('jackpot-list');
    const { runtime, paths } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, '/en/jackpot');
    // The page's code arrives with its first visit (lazyPages.ts), then it shows its loading state.
    expect((await screen.findByText('Loading jackpots…')).getAttribute('aria-busy')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Open jackpots' });
    const cards = within(list).getAllByRole('listitem');
    const jackpots = operator.sandbox.world.jackpots;
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(jackpots.map((jackpot) => jackpot.name));
    const first = jackpots[0]!;
    // The figures as the bettor reads them, built here from the sandbox's numbers.
    const grouped = (amount: number) => `EUR ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(cards[0]!.textContent).toContain(`Prize${grouped(first.prize)}`);
    expect(cards[0]!.textContent).toContain(`Stake per line${grouped(first.unitStake)}`);
    expect(cards[0]!.textContent).toContain(`Events${first.eventIds.length}`);
    expect(within(cards[0]!).getByRole('link', { name: `Play ${first.name}` }).getAttribute('href')).toBe(`/en/jackpot/sport/${first.id}?jackpotEvent=${first.id}`);
    expect(await screen.findByText(`${jackpots.length} jackpots are open.`)).toBeTruthy();
    expect(paths).toContain('/api/adverts/jackpot_banner');
  });

  it('says when no jackpot is open, and offers a retry when the list fails', async () => {
    const operator = inProcessSandbox('jackpot-empty');
    const { runtime } = await headerRuntime(operator, { answers: { '/xapi/rest/jackpotbetweb/active': [] } });
    renderInShell(runtime, <RouteView />, '/en/jackpot');
    expect(await screen.findByText('No jackpots are open right now. Come back soon.')).toBeTruthy();

    cleanupHeaderTests();
    const failing = inProcessSandbox('jackpot-failing');
    const failed = await headerRuntime({ sandbox: failing.sandbox, fetch: (request) => (new URL(request.url).pathname === '/xapi/rest/jackpotbetweb/active' ? Response.json({ error: 'down', message: 'down' }, { status: 400 }) : failing.fetch(request)) });
    renderInShell(failed.runtime, <RouteView />, '/en/jackpot');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The jackpots could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/jackpot/sport/{jackpotEvent} and its slip', () => {
  it('shows the events in ordinal order with pressed picks, counts what is left, multiplies the bets and shows the server price', async () => {
    const operator = inProcessSandbox('jackpot-coupon');
    const jackpot = operator.sandbox.world.jackpots[0]!;
    const { runtime } = await headerRuntime(operator, { width: 375 });
    renderInShell(runtime, <RouteView />, `/en/jackpot/sport/${jackpot.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: jackpot.name })).toBeTruthy();
    const items = eventItems();
    const descriptions = jackpot.eventIds.map((id) => operator.sandbox.world.events.get(id)!.description);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(descriptions.map((description, index) => `Event ${index + 1}: ${description}`));
    const total = jackpot.eventIds.length;
    const slip = slipRegion();
    expect(within(slip).getByText(`Pick at least one outcome in every event: ${total} of ${total} left`)).toBeTruthy();
    const place = within(slip).getByRole('button', { name: 'Log in to place bet' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    const firstPick = within(items[0]!).getAllByRole('button')[0]!;
    fireEvent.click(firstPick);
    expect(firstPick.getAttribute('aria-pressed')).toBe('true');
    expect(within(slip).getByText(`Pick at least one outcome in every event: ${total - 1} of ${total} left`)).toBeTruthy();
    for (const item of items.slice(1)) fireEvent.click(within(item).getAllByRole('button')[0]!);
    fireEvent.click(within(items[0]!).getAllByRole('button')[1]!);
    expect(within(slip).getByText('Every event has a pick: your coupon is complete.')).toBeTruthy();
    expect(within(slip).getByTestId('jackpot-bets').textContent).toBe('2');
    // Unit stake x 2 lines, in cents.
    const cost = (Math.round(jackpot.unitStake * 100) * 2) / 100;
    await waitFor(() => expect(within(slip).getByTestId('jackpot-total-cost').textContent).toBe(`EUR ${cost.toFixed(2)}`));
    // Both picks of event 1 are in the summary.
    const firstEvent = operator.sandbox.world.events.get(jackpot.eventIds[0]!)!;
    const outcomes = firstEvent.markets[0]!.outcomes.slice(0, 2).map((outcome) => outcome.description);
    expect(within(within(slip).getByRole('list', { name: 'Your picks' })).getAllByRole('listitem')[0]!.textContent).toContain(outcomes.join(', '));

    // Logged out, the place button asks for a login instead of placing.
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
  });

  it('a typed stake per line reprices; a stake that is not one says why and cannot be placed', async () => {
    const operator = inProcessSandbox('jackpot-stake');
    const jackpot = operator.sandbox.world.jackpots[1]!;
    const { runtime } = await headerRuntime(operator, { width: 375, player: 'jackpotter' });
    renderInShell(runtime, <RouteView />, `/en/jackpot/sport/${jackpot.id}`);
    await screen.findByRole('heading', { level: 1, name: jackpot.name });
    for (const item of eventItems()) fireEvent.click(within(item).getAllByRole('button')[0]!);
    const slip = slipRegion();
    const stake = within(slip).getByLabelText('Stake per line (EUR)') as HTMLInputElement;
    expect(stake.value).toBe(jackpot.unitStake.toFixed(2));
    fireEvent.change(stake, { target: { value: '2.5' } });
    await waitFor(() => expect(within(slip).getByTestId('jackpot-total-cost').textContent).toBe('EUR 2.50'));
    fireEvent.change(stake, { target: { value: '2.555' } });
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(within(slip).getByText('This currency has fewer decimal places: shorten the stake.')).toBeTruthy();
    expect((within(slip).getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(slip).getByTestId('jackpot-total-cost').textContent).toBe('–');
  });

  it("reads the stake in the bettor's language: in pt '2,50' is 2.50 and '2.50' is refused with how to type it", async () => {
    const operator = inProcessSandbox('jackpot-stake-pt');
    const jackpot = operator.sandbox.world.jackpots[1]!;
    const { runtime } = await headerRuntime(operator, { width: 375, player: 'jackpotter' });
    renderInShell(runtime, <RouteView />, `/pt/jackpot/sport/${jackpot.id}`);
    await screen.findByRole('heading', { level: 1, name: jackpot.name });
    for (const item of within(await screen.findByRole('list', { name: 'Eventos do jackpot' })).getAllByRole('listitem')) fireEvent.click(within(item).getAllByRole('button')[0]!);
    const slip = screen.getByRole('region', { name: 'Boletim jackpot' });
    const stake = within(slip).getByLabelText('Aposta por linha (EUR)') as HTMLInputElement;
    expect(stake.value).toBe(jackpot.unitStake.toFixed(2).replace('.', ','));
    fireEvent.change(stake, { target: { value: '2,50' } });
    expect(stake.value).toBe('2,50');
    await waitFor(() => expect(within(slip).getByTestId('jackpot-total-cost').textContent).toBe('EUR 2.50'));
    fireEvent.change(stake, { target: { value: '2.50' } });
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(within(slip).getByText('Aqui as casas decimais levam vírgula: introduza 2,50.')).toBeTruthy();
  });

  it('places for a logged-in player: receipt with the reference, picks cleared, balance down by the cost', async () => {
    const operator = inProcessSandbox('jackpot-place');
    const jackpot = operator.sandbox.world.jackpots[0]!;
    const { runtime } = await headerRuntime(operator, { width: 375, player: 'jackpotter' });
    const before = runtime.store.wallet.data.value!;
    renderInShell(runtime, <RouteView />, `/en/jackpot/sport/${jackpot.id}`);
    await screen.findByRole('heading', { level: 1, name: jackpot.name });
    for (const item of eventItems()) fireEvent.click(within(item).getAllByRole('button')[0]!);
    const slip = slipRegion();
    await waitFor(() => expect(within(slip).getByTestId('jackpot-total-cost').textContent).toBe(`EUR ${jackpot.unitStake.toFixed(2)}`));
    await act(async () => fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' })));
    const receipt = await within(slip).findByRole('heading', { name: 'Bet placed' });
    expect(document.activeElement).toBe(receipt);
    const reference = within(slip).getByTestId('jackpot-reference').textContent!;
    expect(operator.sandbox.store.state.bets.find((bet) => bet.reference === reference)).toMatchObject({ kind: 'jackpot', accountId: '1017', totalStake: String(jackpot.unitStake) });
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await waitFor(() => expect(runtime.store.wallet.data.value).toBe((Math.round(before * 100) - Math.round(jackpot.unitStake * 100)) / 100));
    fireEvent.click(within(slip).getByRole('button', { name: 'New coupon' }));
    expect(within(slip).getByText('No picks yet. Pick an outcome in every event.')).toBeTruthy();
  });

  it('a balance too low keeps the coupon and says what to do', async () => {
    const operator = inProcessSandbox('jackpot-balance');
    const jackpot = operator.sandbox.world.jackpots[0]!;
    const { runtime } = await headerRuntime(operator, { width: 375, player: 'jackpotter' });
    renderInShell(runtime, <RouteView />, `/en/jackpot/sport/${jackpot.id}`);
    await screen.findByRole('heading', { level: 1, name: jackpot.name });
    for (const item of eventItems()) fireEvent.click(within(item).getAllByRole('button')[0]!);
    const slip = slipRegion();
    fireEvent.change(within(slip).getByLabelText('Stake per line (EUR)'), { target: { value: '5000' } });
    await act(async () => fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' })));
    expect((await within(slip).findByRole('alert')).textContent).toBe('Your balance is too low for this coupon. Lower the stake or deposit, then place it again.');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(jackpot.eventIds.length);
  });

  it('on desktop with jackpotEvent in the address the slip is the right column’s only', async () => {
    const operator = inProcessSandbox('jackpot-desktop');
    const jackpot = operator.sandbox.world.jackpots[0]!;
    const { runtime } = await headerRuntime(operator, { width: 1366 });
    window.history.replaceState(null, '', `/en/jackpot/sport/${jackpot.id}?jackpotEvent=${jackpot.id}`);
    try {
      renderInShell(
        runtime,
        <>
          <RouteView />
          <RightColumn items={[]} />
        </>,
        `/en/jackpot/sport/${jackpot.id}?jackpotEvent=${jackpot.id}`,
      );
      await screen.findByRole('heading', { level: 1, name: jackpot.name });
      // The column's slip is loaded on demand (JackpotBetslipRegion): its Place button says it has arrived.
      await within(screen.getByRole('complementary')).findByRole('button', { name: 'Log in to place bet' });
      const slips = screen.getAllByRole('region', { name: 'Jackpot betslip' });
      expect(slips).toHaveLength(1);
      expect(within(screen.getByRole('complementary')).getByRole('region', { name: 'Jackpot betslip' })).toBe(slips[0]);
      // A pick on the page shows in the column's slip: one coupon.
      fireEvent.click(within(eventItems()[0]!).getAllByRole('button')[0]!);
      expect(within(slips[0]!).getByRole('list', { name: 'Your picks' })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
