import { afterEach, describe, expect, it, vi } from 'vitest';
import { bettableOutcomes } from '../../tests/support/sandboxBets';
import { inProcessSandbox } from '../../tests/support/inProcessSandbox';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

// jsdom, not node: the query cache schedules no interval where there is no window.
const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

describe('open bets polling', () => {
  it('refreshes the open bets every 5 s while a My Bets view watches, and not otherwise', async () => {
    const operator = inProcessSandbox('open-bets-poll');
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: (async (input: RequestInfo | URL, init?: RequestInit) => operator.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch, storage: memoryStorage(), reload: () => undefined });
    runtimes.push(runtime);
    await runtime.store.session.login('cashier', 'demo1234');
    await vi.waitFor(() => expect(runtime.store.openBets.data.value).toEqual([]));
    const [outcome] = bettableOutcomes(operator.sandbox, 1);
    await runtime.api.bets.place('1016', { userAcceptOdds: 'A', singles: [{ outcomeId: outcome!.outcomeId, decimal: outcome!.decimal, unitStake: 5 }] }, 'poll-1');

    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(runtime.store.openBets.data.value).toEqual([]);
    const stop = runtime.store.betHistory.watch();
    expect(runtime.store.betHistory.watching.value).toBe(true);
    await vi.waitFor(() => expect(runtime.store.openBets.data.value).toHaveLength(1), { timeout: 6_000 });
    stop();
    stop();
    expect(runtime.store.betHistory.watching.value).toBe(false);
  }, 20_000);
});
