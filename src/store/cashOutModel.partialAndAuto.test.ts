// @vitest-environment node
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { bettableOutcomes, manualSleep } from '../../tests/support/sandboxBets';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage } from './persistence';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

const cents = (amount: number) => Math.round(amount * 100);

/** cashier on a fresh in-process sandbox, with a EUR 10 single pinned at 2.50 (value 9.50). */
async function cashierWithBet(seed: string) {
  const hold = manualSleep();
  const sandbox = createSandbox({ seed, log: () => undefined, sleep: hold.sleep });
  const app = createSandboxApp({ siteDir: tmpdir(), demoDir: tmpdir(), sdkVersion: 'test', sandbox });
  const partialCalls: { uuid: string | null; body: unknown }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/cashout')) partialCalls.push({ uuid: url.searchParams.get('uuid'), body: JSON.parse(await request.clone().text()) });
    return app.fetch(request);
  }) as typeof fetch;
  const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: fetchImpl, storage: memoryStorage(), reload: () => undefined, now: () => 1_000_000 });
  runtimes.push(runtime);
  await runtime.store.settings.load();
  await runtime.store.session.login('cashier', 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeTypeOf('number'));
  const outcome = bettableOutcomes(sandbox, 1)[0]!;
  await app.request('/sandbox/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeId: outcome.outcomeId, decimal: 2.5 }) });
  const placed = await runtime.api.bets.place('1016', { singles: [{ outcomeId: outcome.outcomeId, decimal: 2.5, unitStake: 10 }] }, `partial-${seed}`);
  expect(placed.status).toBe('PLACED');
  await runtime.store.wallet.refetch();
  await runtime.store.openBets.refetch();
  return { runtime, sandbox, hold, partialCalls, bet: placed.bets[0]! };
}

describe('partial and auto cash out through the runtime (in-process sandbox)', () => {
  it('sends the amount as typed with one request key, books the exact balance and keeps the bet with its new figures', async () => {
    const { runtime, hold, partialCalls, bet } = await cashierWithBet('partial-runtime');
    const before = runtime.store.wallet.data.value!;
    const { cashOut } = runtime.store;
    cashOut.requestPartial(bet.betId, 9.5, '4.75');
    expect(cashOut.partialAmount(bet.betId).value).toBe('4.75');
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'confirming', value: 4.75 });
    const done = cashOut.confirm(bet.betId);
    await vi.waitFor(() => expect(hold.asked()).toEqual([5_000]));
    hold.releaseAll();
    await done;

    expect(partialCalls).toEqual([{ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { value: 9.5, amount: '4.75' } }]);
    expect(cashOut.state(bet.betId).value).toEqual({ phase: 'idle' });
    expect(cashOut.partialAmount(bet.betId).value).toBeNull();
    expect(cashOut.lastCashedOut.value).toEqual({ betId: bet.betId, value: 4.75, description: bet.description, currency: 'EUR', partial: true });
    expect(cents(runtime.store.wallet.data.value!)).toBe(cents(before) + 475);
    const kept = runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!;
    expect(kept).toMatchObject({ totalStake: 5, potentialReturns: 12.5, cashOutValue: 4.75 });
  });

  it('sets, refuses and removes an auto rule, answering the operator’s reason', async () => {
    const { runtime, bet } = await cashierWithBet('auto-runtime');
    const { cashOut } = runtime.store;
    expect(await cashOut.setAutoRule(bet.betId, '25.01')).toContain('never exceeds the bet');
    expect(await cashOut.setAutoRule(bet.betId, '12.00')).toBeNull();
    await vi.waitFor(() => expect(runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.autoCashOut).toMatchObject({ target: 12, executed: null }));
    expect(await cashOut.setAutoRule(bet.betId, null)).toBeNull();
    await vi.waitFor(() => expect(runtime.store.openBets.data.value!.find((candidate) => candidate.betId === bet.betId)!.autoCashOut).toBeNull());
  });
});
