import { afterEach, describe, expect, it, vi } from 'vitest';
import { Big } from '../core';
import { createRuntime, memoryStorage, type Runtime } from '../store';
import { bettableOutcomes, manualSleep } from '../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../tests/support/inProcessSandbox';
import { createHostBridge, type BridgeWindow } from './createHostBridge';
import type { SportsbookBalanceDetail } from './events/sportsbook-balance';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

function sandboxRuntime(operator: ReturnType<typeof inProcessSandbox>, settings: Record<string, unknown> = {}) {
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://sandbox.test/', ...settings },
    { fetch: (async (input: RequestInfo | URL, init?: RequestInit) => operator.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch, storage: memoryStorage(), reload: () => undefined },
  );
  runtimes.push(runtime);
  return runtime;
}

describe('host bridge: sportsbook-balance', () => {
  it('tells the host page each new balance with the player’s currency: at login, after a deposit and after a cash out', async () => {
    const hold = manualSleep();
    const operator = inProcessSandbox('balance-event', { sleep: hold.sleep });
    const runtime = sandboxRuntime(operator);
    const win = { console: { warn: vi.fn() }, document } as unknown as BridgeWindow;
    Object.assign(win, { parent: win });
    const bridge = createHostBridge(runtime, win);
    const element = document.createElement('sportsbook-app');
    document.body.append(element);
    bridge.announceReady(element);
    const heard: SportsbookBalanceDetail[] = [];
    document.addEventListener('sportsbook-balance', (event) => heard.push(event.detail));

    await runtime.store.session.login('cashier', 'demo1234');
    const opening = Number(operator.sandbox.accounts.wallet('1016').balance);
    await vi.waitFor(() => expect(heard).toEqual([{ balance: opening, currency: 'EUR' }]));
    // The same balance polled again says nothing new.
    await runtime.store.wallet.refetch();
    expect(heard).toHaveLength(1);

    operator.sandbox.accounts.post('1016', 'deposit', new Big(25), null);
    await runtime.store.wallet.refetch();
    expect(heard.at(-1)).toEqual({ balance: opening + 25, currency: 'EUR' });

    const [outcome] = bettableOutcomes(operator.sandbox, 1);
    const placed = await runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome!.outcomeId, decimal: outcome!.decimal, unitStake: 10 }] }, 'balance-1');
    const afterBet = placed.availableBalance;
    await runtime.store.openBets.refetch();
    const value = runtime.store.openBets.data.value![0]!.cashOutValue!;
    runtime.store.cashOut.request(placed.bets[0]!.betId, value);
    const done = runtime.store.cashOut.confirm(placed.bets[0]!.betId);
    await vi.waitFor(() => expect(hold.asked()).toHaveLength(1));
    hold.releaseAll();
    await done;
    // Integer cents: the host hears exactly the balance after the bet plus the value.
    await vi.waitFor(() => expect(Math.round(heard.at(-1)!.balance * 100)).toBe(Math.round(afterBet * 100) + Math.round(value * 100)));
    element.remove();
    bridge.dispose();
  });

  it('posts a balance message to the framing page’s origin', async () => {
    const operator = inProcessSandbox('balance-message');
    const runtime = sandboxRuntime(operator, { hostOrigin: 'https://casino.example' });
    const postMessage = vi.fn();
    const bridge = createHostBridge(runtime, { parent: { postMessage }, console: { warn: vi.fn() } });
    await runtime.store.session.login('cashier', 'demo1234');
    const opening = Number(operator.sandbox.accounts.wallet('1016').balance);
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ source: 'sportsbook', version: 1, type: 'balance', payload: { balance: opening, currency: 'EUR' } }, 'https://casino.example'));
    bridge.dispose();
  });
});
