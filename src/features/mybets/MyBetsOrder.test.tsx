import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bettableOutcomes } from '../../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { MyBets } from './MyBets';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const MINUTE_MS = 60_000;
/** The bet ids of a list, top to bottom, as the bettor reads them. */
const listedBetIds = (list: HTMLElement) => within(list).getAllByRole('article').map((card) => card.getAttribute('data-bet-id'));

/**
 * The real sandbox in process, with a clock the test moves: three singles placed a minute
 * apart, so each has its own placement time. The sandbox answers open bets oldest first
 * (the order they were recorded) and settled bets by settlement time.
 */
async function threeBetsAMinuteApart(seed: string) {
  let clock = Date.now();
  const operator = inProcessSandbox(seed, { now: () => clock });
  const test = await headerRuntime(operator, { player: 'cashier' });
  const outcomes = bettableOutcomes(operator.sandbox, 3);
  const placed: { betId: string; outcomeId: string }[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    clock += MINUTE_MS;
    const answer = await test.runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.outcomeId, decimal: outcome.decimal, unitStake: 2 }] }, `${seed}-${index}`);
    placed.push({ betId: answer.bets[0]!.betId, outcomeId: outcome.outcomeId });
  }
  const settle = async (bet: { betId: string; outcomeId: string }) => {
    clock += MINUTE_MS;
    const answer = await operator.fetch(new Request('http://sandbox.test/sandbox/settle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ results: { [bet.outcomeId]: 'lose' }, betIds: [bet.betId] }) }));
    expect(answer.status).toBe(200);
  };
  return { ...test, placed, settle };
}

describe('My Bets order (issue 23): newest placement first in every tab', () => {
  it('lists the open bets newest first although the operator answers them oldest first', async () => {
    const { runtime, placed } = await threeBetsAMinuteApart('mybets-order-open');
    await runtime.store.openBets.refetch();
    // The operator's own order is oldest first: the list must not simply follow it.
    expect(runtime.store.openBets.data.value?.map((bet) => bet.betId)).toEqual(placed.map((bet) => bet.betId));
    renderInShell(runtime, <MyBets />);
    const list = await screen.findByRole('list', { name: 'Open bets' });
    expect(listedBetIds(list)).toEqual(placed.map((bet) => bet.betId).reverse());
  });

  it('lists the settled bets newest placement first although the operator answers them by settlement', async () => {
    const { runtime, placed, settle } = await threeBetsAMinuteApart('mybets-order-settled');
    const [first, second, third] = placed as [(typeof placed)[0], (typeof placed)[0], (typeof placed)[0]];
    // Settled in another order than placed: the newest bet first, the oldest last.
    await settle(third);
    await settle(first);
    await settle(second);
    renderInShell(runtime, <MyBets />);
    act(() => runtime.store.myBets.selectTab('settled'));
    const list = await screen.findByRole('list', { name: 'Settled bets, the last 50' });
    // The operator's answer is by settlement: second, first, third.
    expect(runtime.store.betHistory.settled.data.value?.map((bet) => bet.betId)).toEqual([second.betId, first.betId, third.betId]);
    expect(listedBetIds(list)).toEqual([third.betId, second.betId, first.betId]);
  });
});
