// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prematchOutcome } from '../../demo/server/testing/harness';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { orderedSelections } from '../core';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryPageEnvironment } from './pageEnvironment';
import { memoryStorage, type StorageLike } from './persistence';
import { SESSION_END_STORE } from './sessionEndModel';
import type { SessionEnd } from './sessionModel';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

const START = Date.UTC(2026, 10, 22, 12);

/**
 * Our own site on the in-process sandbox: spec 4's "reload" is a new runtime on the same
 * storage (what a page load makes), counted in `reloads`. A host page's runtime resets in
 * place instead (`inPlace`).
 */
function site(options: { inPlace?: boolean } = {}) {
  const clock = { now: START };
  const operator = sandboxFetch({ seed: 'session-end', now: () => clock.now });
  const storage: StorageLike = memoryStorage();
  const placements: Record<string, any>[] = [];
  const pricings: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(path)) placements.push((await request.clone().json()) as Record<string, any>);
    if (path === '/xapi/rest/betslips/selections') pricings.push(request.method);
    return operator.fetch(request);
  }) as typeof fetch;
  let reloads = 0;
  const open = (): Runtime => {
    const page = memoryPageEnvironment({ storage });
    const runtime = createRuntime(
      { brand: 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory' },
      {
        fetch: fetchImpl,
        page,
        now: () => clock.now,
        wait: async () => undefined,
        // The site reloads (a new runtime follows); a host page's runtime resets itself (the page environment's default).
        ...(options.inPlace ? {} : { reload: () => void (reloads += 1) }),
      },
    );
    runtimes.push(runtime);
    return runtime;
  };
  return { operator, storage, placements, pricings, clock, open, reloads: () => reloads };
}

/** Logs `demo` in and puts two legs of different events on the slip, with stakes on each single and on the double. */
async function slipWithStakes(test: ReturnType<typeof site>, runtime: Runtime) {
  await runtime.store.session.login('demo', 'demo1234');
  const first = prematchOutcome(test.operator.sandbox, 0);
  const second = prematchOutcome(test.operator.sandbox, 1);
  await runtime.loadEvent(first.event.id);
  await runtime.loadEvent(second.event.id);
  const { betslip } = runtime.store;
  expect(betslip.addSelection(first.outcome.id)).toBeNull();
  expect(betslip.addSelection(second.outcome.id)).toBeNull();
  betslip.typeStake('sel1', '2.50');
  betslip.typeStake('sel2', '1.10');
  betslip.typeStake('mul1', '3');
  await vi.waitFor(() => expect(betslip.state.value.refreshStatus).toBe('fulfilled'));
  return { outcomeIds: [first.outcome.id, second.outcome.id], token: runtime.store.session.details.value!.jweToken };
}

/** The slip's legs and stakes as the bettor sees them. */
function slipOf(runtime: Runtime) {
  const state = runtime.store.betslip.state.value;
  return { legs: orderedSelections(state).map((selection) => [selection.outcomeId, selection.unitStake]), multiple: state.multiple?.unitStake ?? null };
}

/** Ends the session the way `end` names: the operator forgets the token (401), refuses it (403), or the clock passes the expiry margin. */
async function endSession(test: ReturnType<typeof site>, runtime: Runtime, end: SessionEnd) {
  if (end === 'revoked') test.operator.sandbox.accounts.endSessions('demo', 'revoked');
  if (end === 'forbidden') test.operator.sandbox.accounts.endSessions('demo', 'refused');
  if (end === 'expired') test.clock.now += (runtime.store.session.details.value!.expirationTimeInSeconds - 29) * 1000;
  // The next authenticated call (the wallet poll) meets it.
  await runtime.store.wallet.refetch().catch(() => undefined);
  await vi.waitFor(() => expect(runtime.store.session.loggedIn.value).toBe(false));
}

describe('a session that ends on its own keeps the slip and tells the bettor why (issue 20)', () => {
  it.each<[SessionEnd, string]>([
    ['revoked', 'unauthorized'],
    ['forbidden', 'unauthorized'],
    ['expired', 'jwe_token_expired'],
  ])('%s mid-slip on our site: after the reload the slip is there with its stakes, repriced; the bettor logs in and places exactly that slip', async (end, logoutReason) => {
    const test = site();
    const before = test.open();
    const { outcomeIds } = await slipWithStakes(test, before);
    const kept = slipOf(before);
    expect(kept).toEqual({ legs: [[outcomeIds[0], 2.5], [outcomeIds[1], 1.1]], multiple: 3 });

    await endSession(test, before, end);
    expect(before.store.session.lastLogoutReason.value).toBe(logoutReason);
    expect(test.reloads()).toBe(1);
    expect(test.placements).toEqual([]);

    // The page loaded again.
    const pricedBefore = test.pricings.length;
    const after = test.open();
    expect(after.store.session.loggedIn.value).toBe(false);
    expect(after.store.sessionEnd.notice.value).toBe(end);
    expect(slipOf(after)).toEqual(kept);
    // Not restored blindly: its prices are asked of the operator again at once.
    await vi.waitFor(() => expect(test.pricings.length).toBeGreaterThan(pricedBefore));
    await vi.waitFor(() => expect(after.store.betslip.state.value.refreshStatus).toBe('fulfilled'));
    // Nothing was placed on its own.
    expect(test.placements).toEqual([]);

    // Told once: another reload before logging in keeps the slip, not the notice.
    after.store.sessionEnd.dismiss();
    const again = test.open();
    expect(again.store.sessionEnd.notice.value).toBeNull();
    expect(slipOf(again)).toEqual(kept);

    // The operator lets the player back in (a refused session is refused, a new login is not).
    await again.store.session.login('demo', 'demo1234');
    expect(test.storage.getItem(`sportsbook:${SESSION_END_STORE}`)).toBeNull();
    expect(slipOf(again)).toEqual(kept);
    await vi.waitFor(() => expect(again.store.wallet.data.value).toBeGreaterThan(0));
    await again.store.placement.place();
    expect(again.store.placement.phase.value).toBe('placed');
    expect(test.placements).toHaveLength(1);
    const bets = test.operator.sandbox.betting.openBets('1001');
    expect(bets.map((bet) => [bet.kind, bet.legs.map((leg) => leg.outcomeId), bet.unitStake]).sort()).toEqual(
      [
        ['multiple', outcomeIds, 3],
        ['single', [outcomeIds[0]], 2.5],
        ['single', [outcomeIds[1]], 1.1],
      ].sort(),
    );
  });

  it('a placement refused with 401 (the session ended as the bettor pressed Place) is not sent again on its own after the next login', async () => {
    const test = site();
    const before = test.open();
    const { outcomeIds } = await slipWithStakes(test, before);
    const kept = slipOf(before);
    await vi.waitFor(() => expect(before.store.wallet.data.value).toBeGreaterThan(0));
    test.operator.sandbox.accounts.endSessions('demo', 'revoked');
    await before.store.placement.place();
    await vi.waitFor(() => expect(before.store.session.loggedIn.value).toBe(false));
    expect(test.placements).toHaveLength(1);
    expect(test.operator.sandbox.betting.openBets('1001')).toEqual([]);

    const after = test.open();
    expect(after.store.sessionEnd.notice.value).toBe('revoked');
    expect(slipOf(after)).toEqual(kept);
    await after.store.session.login('demo', 'demo1234');
    await vi.waitFor(() => expect(after.store.wallet.data.value).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing went out on its own after the login ...
    expect(test.placements).toHaveLength(1);
    expect(test.operator.sandbox.betting.openBets('1001')).toEqual([]);
    // ... and the bettor's own Place places the slip once.
    await after.store.placement.place();
    expect(after.store.placement.phase.value).toBe('placed');
    expect(test.placements).toHaveLength(2);
    expect(test.operator.sandbox.betting.openBets('1001').map((bet) => bet.legs.map((leg) => leg.outcomeId).join(',')).sort()).toEqual([outcomeIds.join(','), outcomeIds[0], outcomeIds[1]].sort());
  });

  it('on a host page (reset in place, no reload) the same runtime keeps the slip and says why', async () => {
    const test = site({ inPlace: true });
    const runtime = test.open();
    const { outcomeIds } = await slipWithStakes(test, runtime);
    const kept = slipOf(runtime);
    await endSession(test, runtime, 'revoked');
    await vi.waitFor(() => expect(runtime.store.sessionEnd.notice.value).toBe('revoked'));
    expect(slipOf(runtime)).toEqual(kept);
    expect(kept.legs.map(([outcomeId]) => outcomeId)).toEqual(outcomeIds);
    await runtime.store.session.login('demo', 'demo1234');
    expect(runtime.store.sessionEnd.notice.value).toBeNull();
    expect(slipOf(runtime)).toEqual(kept);
  });

  it('a logout the bettor asked for keeps nothing and says nothing', async () => {
    const test = site();
    const before = test.open();
    await slipWithStakes(test, before);
    await before.store.session.logout('user');
    expect(test.storage.getItem(`sportsbook:${SESSION_END_STORE}`)).toBeNull();
    const after = test.open();
    expect(after.store.sessionEnd.notice.value).toBeNull();
    expect(after.store.betslip.count.value).toBe(0);
  });

  it('a kept slip older than 30 minutes is an old slip: not restored (spec 4)', async () => {
    const test = site();
    const before = test.open();
    await slipWithStakes(test, before);
    await endSession(test, before, 'revoked');
    test.clock.now += 31 * 60 * 1000;
    const after = test.open();
    expect(after.store.betslip.count.value).toBe(0);
    expect(after.store.sessionEnd.notice.value).toBeNull();
    expect(test.storage.getItem(`sportsbook:${SESSION_END_STORE}`)).toBeNull();
  });
});
