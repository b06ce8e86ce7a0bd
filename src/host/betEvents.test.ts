import { afterEach, describe, expect, it, vi } from 'vitest';
import { prematchOutcome } from '../../demo/server/testing/harness';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { SPORTSBOOK_BET_PLACED, type SportsbookBetPlacedDetail } from './events/sportsbook-bet-placed';
import { SPORTSBOOK_BETSLIP_CHANGE } from './events/sportsbook-betslip-change';
import { hostPage, sandboxRuntime } from '../../tests/support/hostPage';

const pages: ReturnType<typeof hostPage>[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.dispose();
});

async function loggedInPage(player: string, options: { framed?: boolean; settings?: Record<string, string> } = {}) {
  const operator = sandboxFetch({ seed: 'host-bets' });
  const { runtime } = sandboxRuntime(options.settings, operator);
  const page = hostPage(runtime, { framed: options.framed === true });
  pages.push(page);
  await runtime.store.session.login(player, 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  return { runtime, page, sandbox: operator.sandbox };
}

describe('host events: sportsbook-betslip-change', () => {
  it('tells the page the selections after each add and remove, never on a price move', async () => {
    const { runtime, page, sandbox } = await loggedInPage('placer');
    page.listen(SPORTSBOOK_BETSLIP_CHANGE);
    const first = prematchOutcome(sandbox, 0);
    const second = prematchOutcome(sandbox, 1);
    await runtime.loadEvent(first.event.id);
    await runtime.loadEvent(second.event.id);
    const { betslip } = runtime.store;

    expect(betslip.addSelection(first.outcome.id)).toBeNull();
    expect(betslip.addSelection(second.outcome.id)).toBeNull();
    // A price move and a stake change: the slip's state changes, its selections do not.
    betslip.dispatch({ type: 'price-changed', outcomeId: first.outcome.id, decimal: first.decimal + 0.5 });
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 2 });
    betslip.dispatch({ type: 'remove', outcomeId: first.outcome.id });

    expect(page.details(SPORTSBOOK_BETSLIP_CHANGE)).toEqual([
      { count: 1, outcomeIds: [first.outcome.id] },
      { count: 2, outcomeIds: [first.outcome.id, second.outcome.id] },
      { count: 1, outcomeIds: [second.outcome.id] },
    ]);
  });
});

describe('host events: sportsbook-bet-placed', () => {
  it('a placed betslip: once, with the reference, the bet count, the stake in major units and the currency', async () => {
    const { runtime, page, sandbox } = await loggedInPage('placer', { framed: true, settings: { hostOrigin: 'https://casino.example' } });
    page.listen(SPORTSBOOK_BET_PLACED);
    const pick = prematchOutcome(sandbox, 0);
    await runtime.loadEvent(pick.event.id);
    const { betslip, placement } = runtime.store;
    expect(betslip.addSelection(pick.outcome.id)).toBeNull();
    expect(betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 12.3 })).toBeNull();
    await placement.place();
    expect(placement.phase.value).toBe('placed');
    const reference = placement.receipt.value!.reference;

    const expected: SportsbookBetPlacedDetail = { reference, kind: 'betslip', betCount: 1, totalStake: 12.3, currency: 'EUR' };
    expect(page.details(SPORTSBOOK_BET_PLACED)).toEqual([expected]);
    // The wallet and open bets refetch after the placement; closing the receipt says nothing more.
    await runtime.store.wallet.refetch();
    placement.dismissReceipt();
    expect(page.details(SPORTSBOOK_BET_PLACED)).toHaveLength(1);
    expect(page.messages().filter((message) => message.type === 'bet-placed')).toEqual([
      { source: 'sportsbook', version: 1, type: 'bet-placed', payload: expected, channel: undefined, origin: 'https://casino.example' },
    ]);
    expect(page.parentPostMessage.mock.calls.find(([message]) => (message as { type: string }).type === 'bet-placed')?.[0]).not.toHaveProperty('channel');
  });

  it('a placed jackpot coupon: once, kind jackpot, its combinations and total cost', async () => {
    const { runtime, page } = await loggedInPage('jackpotter');
    page.listen(SPORTSBOOK_BET_PLACED);
    const { jackpot } = runtime.store;
    await jackpot.load();
    const coupon = jackpot.jackpots.value[0]!;
    jackpot.select(coupon.id);
    for (const event of coupon.events) jackpot.togglePick(event.markets[0]!.outcomes[0]!.id, event.ordinal);
    const first = coupon.events[0]!;
    jackpot.togglePick(first.markets[0]!.outcomes[1]!.id, first.ordinal);
    jackpot.setStake(1.5);
    const result = await jackpot.place(runtime.store.session.details.value!.alsPlayerId!);
    expect(result.status).toBe('placed');
    const reference = result.status === 'placed' ? result.receipt.reference : '';

    expect(page.details(SPORTSBOOK_BET_PLACED)).toEqual([{ reference, kind: 'jackpot', betCount: 2, totalStake: 3, currency: coupon.currency }]);
    jackpot.dismissReceipt();
    expect(page.details(SPORTSBOOK_BET_PLACED)).toHaveLength(1);
  });
});
