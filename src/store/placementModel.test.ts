// @vitest-environment node
import { effect } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prematchOutcome } from '../../demo/server/testing/harness';
import { sandboxFetch } from '../../tests/support/sandboxFetch';
import { Big } from '../core';
import { createRuntime, type Runtime } from './createRuntime';
import { memoryStorage, type StorageLike } from './persistence';
import { signal } from '@preact/signals-core';
import { createBetslipModel } from './betslipModel';
import { createCatalogueModel } from './catalogueModel';
import { createOddsAcceptanceModel } from './oddsAcceptanceModel';
import { createPersistence } from './persistence';
import { ANSWER_LOST_ERROR, createPlacementModel } from './placementModel';
import { seedCatalogue } from './testing/seedCatalogue';

const runtimes: Runtime[] = [];
afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
});

interface Sent {
  uuid: string | null;
  body: Record<string, any>;
}

/**
 * A runtime on the in-process sandbox whose clock the placement's waits move, so the
 * in-play delay and the trader's 4 s pass at once. `breakAnswers` makes the next answers
 * to a placement vanish after the sandbox handled them (a dropped connection).
 */
async function placing(player: string, options: { storage?: StorageLike; clock?: { now: number }; operator?: ReturnType<typeof sandboxFetch>; lostAnswers?: number } = {}) {
  const clock = options.clock ?? { now: Date.UTC(2026, 10, 22, 12) };
  const operator = options.operator ?? sandboxFetch({ seed: 'placement', now: () => clock.now });
  const sent: Sent[] = [];
  /** The paths the operator has answered, in order. */
  const answered: string[] = [];
  let breakAnswers = options.lostAnswers ?? 0;
  let loseRequests = 0;
  const answersInstead: Response[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isPlacement = request.method === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(url.pathname);
    if (isPlacement) sent.push({ uuid: url.searchParams.get('uuid'), body: (await request.clone().json()) as Record<string, any> });
    if (isPlacement && loseRequests > 0) {
      loseRequests -= 1;
      throw new TypeError('Failed to fetch');
    }
    const response = await operator.fetch(request);
    answered.push(url.pathname);
    if (isPlacement && breakAnswers > 0) {
      breakAnswers -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (isPlacement && answersInstead.length > 0) return answersInstead.shift()!;
    return response;
  }) as typeof fetch;
  const runtime = createRuntime(
    { brand: 'eurobet', apiBase: 'http://sandbox.test/' },
    {
      fetch: fetchImpl,
      storage: options.storage ?? memoryStorage(),
      reload: () => undefined,
      now: () => clock.now,
      wait: async (ms) => {
        clock.now += ms;
      },
    },
  );
  runtimes.push(runtime);
  await runtime.store.session.login(player, 'demo1234');
  await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeGreaterThan(0));
  const { sandbox } = operator;
  const accountId = runtime.store.session.details.value!.alsPlayerId!;
  return {
    runtime,
    sandbox,
    operator,
    clock,
    sent,
    answered,
    accountId,
    breakNextAnswer() {
      breakAnswers += 1;
    },
    /** The next placement never reaches the sandbox (the connection fails before it is sent). */
    loseNextRequest() {
      loseRequests += 1;
    },
    /** The next placement reaches the sandbox, which commits it; the client reads `response` instead of its answer. */
    answerNextWith(response: Response) {
      answersInstead.push(response);
    },
    /** Moves a price at the operator (POST /sandbox/price), then the slip prices itself again and shows it. */
    async movePrice(outcomeId: string, decimal: number) {
      const moved = await operator.fetch(new Request('http://sandbox.test/sandbox/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcomeId, decimal }) }));
      expect(moved.status).toBe(200);
      await runtime.store.betslip.refresh();
    },
    /** Balance in cents, exactly (the sandbox keeps a decimal string). */
    balanceCents: () => {
      const [whole, fraction = ''] = String(sandbox.accounts.wallet(accountId).balance).split('.');
      return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
    },
    balance: () => Number(sandbox.accounts.wallet(accountId).balance),
    openBets: () => sandbox.betting.openBets(accountId),
    /** Puts an outcome on the slip with a stake, loading its event first. */
    async stake(outcome: { id: string; eventId: string }, amount: number) {
      await runtime.loadEvent(outcome.eventId);
      expect(runtime.store.betslip.addSelection(outcome.id)).toBeNull();
      expect(runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: amount })).toBeNull();
    },
  };
}

function prematch(sandbox: ReturnType<typeof sandboxFetch>['sandbox'], skip = 0) {
  const { event, outcome, decimal } = prematchOutcome(sandbox, skip);
  return { id: outcome.id, eventId: event.id, decimal, outcome };
}

/** A live, open outcome with a real price (its bets wait the in-play delay). */
function liveOutcome(sandbox: ReturnType<typeof sandboxFetch>['sandbox']) {
  for (const event of sandbox.world.events.values()) {
    if (event.phase !== 'live' || event.jackpotId || event.outright) continue;
    for (const market of event.markets) {
      const outcome = market.outcomes.find((candidate) => !candidate.hidden && candidate.consolidatedPrice.currentPrice.decimal > 1);
      if (market.status === 'open' && outcome) return { id: outcome.id, eventId: event.id, decimal: outcome.consolidatedPrice.currentPrice.decimal };
    }
  }
  throw new Error('no live outcome in the sandbox world');
}

/** Returns as the sandbox pays them: stake x price, rounded down to the cent. */
const returnsOf = (stake: number, decimal: number) => new Big(stake).times(decimal).round(2, Big.roundDown).toNumber();

describe('placement model on the sandbox', () => {
  it('places a single: receipt with the reference and the bet as placed, slip cleared, balance and My Bets refetched', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox);
    await test.stake(pick, 10);
    const { placement, betslip } = test.runtime.store;
    expect(placement.placeable.value).toBe(true);
    await placement.place();

    expect(placement.phase.value).toBe('placed');
    expect(test.sent).toHaveLength(1);
    expect(test.sent[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // The bets, and beside them the slip's figures as shown (spec 3), which the sandbox checks its cost against.
    expect(test.sent[0]!.body).toEqual({
      originId: 11,
      userAcceptOdds: 'D',
      singles: [{ outcomeId: pick.id, decimal: pick.decimal, spread: null, unitStake: 10, eachWay: false }],
      multiples: [],
      systems: [],
      globalStake: 10,
      totalCost: 10,
      potentialReturns: returnsOf(10, pick.decimal),
      totalOdds: pick.decimal,
      usePromoCash: false,
      promoCashStake: 0,
      availableBalance: 5000,
      accountId: test.runtime.store.session.details.value?.alsPlayerId,
      reference: null,
    });
    const receipt = placement.receipt.value!;
    expect(receipt.reference).toMatch(/^R\d+$/);
    expect(receipt.bets).toHaveLength(1);
    expect(receipt.bets[0]).toMatchObject({ reference: receipt.reference, totalStake: 10, potentialReturns: returnsOf(10, pick.decimal) });
    expect(betslip.state.value).toMatchObject({ order: [], placementSuccess: true, betPlacing: false });
    expect(betslip.state.value.receipt?.reference).toBe(receipt.reference);
    expect(test.balance()).toBe(4990);
    await vi.waitFor(() => expect(test.runtime.store.wallet.data.value).toBe(4990));
    await vi.waitFor(() => expect(test.runtime.store.openBets.data.value?.map((bet) => bet.reference)).toEqual([receipt.reference]));
  });

  it("shows a player excluded from promotions no extra winnings (a player detail the login does not carry), and places what the operator pays", async () => {
    for (const [player, excluded] of [['noPromo', true], ['placer', false]] as const) {
      const test = await placing(player);
      const picks = [0, 1, 2].map((skip) => prematch(test.sandbox, skip * 7));
      for (const pick of picks) {
        await test.runtime.loadEvent(pick.eventId);
        expect(test.runtime.store.betslip.addSelection(pick.id)).toBeNull();
      }
      expect(test.runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'mul1', stake: 10 })).toBeNull();
      const { betslip, placement } = test.runtime.store;
      // Both answers in: the promotion's tiers, and the player's details with the exclusion.
      await vi.waitFor(() => expect(['/xapi/rest/promotions/epw', `/xapi/icore/players/${player}/details`].filter((path) => test.answered.includes(path))).toHaveLength(2));
      await vi.waitFor(() => (excluded ? expect(betslip.figures.value.multiple?.extraWinnings).toBe(0) : expect(betslip.figures.value.multiple?.extraWinnings).toBeGreaterThan(0)));
      const shown = betslip.figures.value.multiple!.extraWinnings;
      await placement.place();
      expect(placement.phase.value).toBe('placed');
      const recorded = test.openBets().find((bet) => bet.kind === 'multiple')!;
      expect(Number(recorded.extraWinnings)).toBe(shown);
    }
  });

  it('counts the in-play delay down from the answer’s delay, then asks the status and shows the receipt', async () => {
    const test = await placing('placer');
    const pick = liveOutcome(test.sandbox);
    await test.stake(pick, 5);
    const { placement } = test.runtime.store;
    const seen: (number | null)[] = [];
    const stop = effect(() => void seen.push(placement.countdown.value));
    await placement.place();
    stop();
    expect(seen).toEqual([null, 3, 2, 1, 0, null]);
    expect(placement.phase.value).toBe('placed');
    expect(test.balance()).toBe(4995);
    expect(test.openBets()).toHaveLength(1);
  });

  it('waits for approval on a referred stake and shows the receipt once the trader accepts', async () => {
    const test = await placing('referred');
    const pick = prematch(test.sandbox);
    await test.stake(pick, 2500);
    const { placement, betslip } = test.runtime.store;
    const waiting: boolean[] = [];
    const stop = effect(() => void waiting.push(betslip.state.value.statusWaitApproval && betslip.state.value.betMaybeReferred && placement.phase.value === 'awaiting-approval'));
    await placement.place();
    stop();
    expect(waiting).toContain(true);
    expect(placement.phase.value).toBe('placed');
    expect(test.balance()).toBe(20000 - 2500);
    expect(placement.receipt.value?.bets[0]).toMatchObject({ totalStake: 2500, potentialReturns: returnsOf(2500, pick.decimal) });
  });

  it('shows the trader’s refusal (RES-00195) on the slip and takes no money', async () => {
    const test = await placing('referred');
    await test.stake(prematch(test.sandbox), 2500.99);
    const { placement, betslip } = test.runtime.store;
    await placement.place();
    expect(placement.phase.value).toBe('rejected');
    expect(betslip.state.value.errors.map((error) => error.code)).toEqual(['RES-00195']);
    expect(betslip.state.value).toMatchObject({ statusWaitApproval: false, betPlacing: false });
    expect(test.balance()).toBe(20000);
    expect(test.openBets()).toEqual([]);
  });

  it('refuses a stake over the balance with RES-00056 and keeps the slip', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox);
    await test.stake(pick, 6000);
    const { placement, betslip } = test.runtime.store;
    await placement.place();
    expect(betslip.state.value.errors.map((error) => error.code)).toEqual(['RES-00056']);
    expect(betslip.state.value.order).toEqual([pick.id]);
    expect(test.balance()).toBe(5000);
  });

  it('holds a stake above its maximum back, naming the bet, and sends nothing; within the bound it places', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox);
    // eurobet's maximum is the spec's 10,000 (bet_stake_max_amount); the balance is 5,000.
    await test.stake(pick, 10_000.01);
    const { placement, betslip, settings } = test.runtime.store;
    await vi.waitFor(() => expect(betslip.problems.value.map((problem) => problem.reason)).toContain('stake-above-maximum'));
    // Until the operator's settings are in, the bounds are spec 9's defaults, nobody's limits: nothing is held.
    expect(settings.raw.value).toBeNull();
    expect(placement.boundProblem.value).toBeNull();
    await settings.load();
    expect(placement.boundProblem.value).toEqual({ reason: 'stake-above-maximum', ref: 'sel1' });
    expect(placement.placeable.value).toBe(false);
    await placement.place();
    expect(test.sent).toEqual([]);
    expect(betslip.state.value.errors).toEqual([]);
    expect(test.balance()).toBe(5000);

    // Over the balance only: the operator decides (the balance shown can trail a deposit), and refuses with RES-00056.
    expect(betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 6000 })).toBeNull();
    expect(placement.boundProblem.value).toBeNull();
    expect(placement.placeable.value).toBe(true);
    await placement.place();
    expect(test.sent).toHaveLength(1);
    expect(betslip.state.value.errors.map((error) => error.code)).toEqual(['RES-00056']);
  });

  it('after RES-00152 shows the server’s new price to accept, then places at it under a new uuid', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox, 1);
    await test.stake(pick, 20);
    // The price moves at the operator and the feed has not told the client yet.
    const moved = new Big(pick.decimal).plus(0.25).toNumber();
    pick.outcome.consolidatedPrice.currentPrice.decimal = moved;
    const { placement, betslip } = test.runtime.store;
    await placement.place();

    expect(betslip.state.value.errors).toEqual([expect.objectContaining({ code: 'RES-00152', ref: 'sel1' })]);
    expect(betslip.state.value.bets[pick.id]).toMatchObject({ decimal: moved, acceptedDecimal: pick.decimal });
    expect(placement.priceChanges.value).toEqual([pick.id]);
    // Placing again before accepting sends nothing.
    await placement.place();
    expect(test.sent).toHaveLength(1);

    placement.acceptNewPrices();
    expect(betslip.state.value.errors).toEqual([]);
    expect(placement.priceChanges.value).toEqual([]);
    await placement.place();
    expect(placement.phase.value).toBe('placed');
    expect(test.sent).toHaveLength(2);
    expect(test.sent[1]!.body.singles[0].decimal).toBe(moved);
    expect(test.sent[1]!.uuid).not.toBe(test.sent[0]!.uuid);
    expect(placement.receipt.value?.bets[0]).toMatchObject({ potentialReturns: returnsOf(20, moved) });
    expect(test.balance()).toBe(4980);
  });

  it('shows the 500 toast with the request’s uuid, bottom centre, 10 s', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 10);
    test.sandbox.faults.set({ betslip500: true });
    const { placement, ui } = test.runtime.store;
    await placement.place();
    const uuid = test.sent[0]!.uuid!;
    expect(ui.toasts.value).toEqual([expect.objectContaining({ type: 'error', text: `Betslip: Something went wrong (${uuid})`, position: 'bottom-centre', durationMs: 10_000, closable: true })]);
    expect(placement.phase.value).toBe('server-error');
    expect(placement.lastUuid.value).toBe(uuid);
    expect(test.balance()).toBe(5000);
  });

  it('after a response dropped by the sandbox (504) retries under the same uuid and is not charged twice', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 15);
    test.sandbox.faults.set({ dropAfterCommit: true });
    const { placement, betslip } = test.runtime.store;
    await placement.place();
    expect(placement.phase.value).toBe('answer-lost');
    expect(placement.isRetry.value).toBe(true);
    expect(betslip.state.value.errors.map((error) => error.code)).toEqual([ANSWER_LOST_ERROR]);
    // The bet was taken although the client did not hear it.
    expect(test.balance()).toBe(4985);

    test.sandbox.faults.reset();
    await placement.place();
    expect(placement.phase.value).toBe('placed');
    expect(test.sent.map((attempt) => attempt.uuid)).toEqual([test.sent[0]!.uuid, test.sent[0]!.uuid]);
    expect(test.balance()).toBe(4985);
    expect(test.openBets()).toHaveLength(1);
    expect(placement.receipt.value?.reference).toBe(test.openBets()[0]!.reference);
  });

  it('after a fetch that rejects retries under the same uuid; a changed stake sends the unconfirmed attempt first, and it was taken', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 15);
    const { placement, betslip } = test.runtime.store;
    test.breakNextAnswer();
    await placement.place();
    expect(placement.phase.value).toBe('answer-lost');
    expect(test.balance()).toBe(4985);

    // The bettor changes the stake: still no new uuid while the first bet's fate is unknown.
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 16 });
    expect(placement.isRetry.value).toBe(false);
    expect(placement.checksEarlierFirst.value).toBe(true);
    await placement.place();
    expect(test.sent.map((attempt) => [attempt.uuid, attempt.body.singles[0].unitStake])).toEqual([
      [test.sent[0]!.uuid, 15],
      [test.sent[0]!.uuid, 15],
    ]);
    // The earlier bet was taken: its receipt shows, the 16 was not sent.
    expect(placement.phase.value).toBe('placed');
    expect(placement.receipt.value).toMatchObject({ reference: test.openBets()[0]!.reference, earlier: true });
    expect(placement.receipt.value?.bets.map((bet) => bet.totalStake)).toEqual([15]);
    expect(test.balance()).toBe(4985);
    expect(test.openBets()).toHaveLength(1);
  });

  it('after a lost answer and a price move, Accept new prices then Place takes exactly one bet: the first, found by its uuid', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox, 1);
    await test.stake(pick, 15);
    const { placement, betslip } = test.runtime.store;
    const before = test.balanceCents();
    test.sandbox.faults.set({ dropAfterCommit: true });
    await placement.place();
    test.sandbox.faults.reset();
    expect(placement.phase.value).toBe('answer-lost');

    const moved = new Big(pick.decimal).plus(0.3).toNumber();
    await test.movePrice(pick.id, moved);
    expect(betslip.state.value.bets[pick.id]).toMatchObject({ decimal: moved, acceptedDecimal: pick.decimal });
    expect(placement.priceChanges.value).toEqual([pick.id]);
    placement.acceptNewPrices();
    expect(placement.checksEarlierFirst.value).toBe(true);
    const phases: string[] = [];
    const stop = effect(() => void phases.push(placement.phase.value));
    await placement.place();
    stop();

    expect(test.openBets()).toHaveLength(1);
    expect(test.balanceCents()).toBe(before - 1500n);
    expect(new Set(test.sent.map((attempt) => attempt.uuid)).size).toBe(1);
    expect(test.sent.map((attempt) => attempt.body.singles[0].decimal)).toEqual([pick.decimal, pick.decimal]);
    expect(placement.phase.value).toBe('placed');
    expect(placement.receipt.value).toMatchObject({ earlier: true, bets: [expect.objectContaining({ totalStake: 15, potentialReturns: returnsOf(15, pick.decimal) })] });
    // The slip said what it was doing meanwhile.
    expect(phases).toContain('checking');
  });

  it('after a request that never arrived and a price move, the old attempt is refused (RES-00152) and the accepted price goes under a new uuid', async () => {
    const test = await placing('placer');
    const pick = prematch(test.sandbox, 2);
    await test.stake(pick, 15);
    const { placement, betslip } = test.runtime.store;
    const before = test.balanceCents();
    test.loseNextRequest();
    await placement.place();
    expect(placement.phase.value).toBe('answer-lost');
    expect(test.openBets()).toEqual([]);

    const moved = new Big(pick.decimal).plus(0.3).toNumber();
    await test.movePrice(pick.id, moved);
    placement.acceptNewPrices();
    await placement.place();

    expect(test.sent.map((attempt) => attempt.body.singles[0].decimal)).toEqual([pick.decimal, pick.decimal, moved]);
    expect(test.sent[1]!.uuid).toBe(test.sent[0]!.uuid);
    expect(test.sent[2]!.uuid).not.toBe(test.sent[0]!.uuid);
    expect(placement.phase.value).toBe('placed');
    expect(placement.receipt.value?.earlier).toBeUndefined();
    expect(placement.receipt.value?.bets[0]).toMatchObject({ totalStake: 15, potentialReturns: returnsOf(15, moved) });
    // The refusal of the old attempt answered it; it is not shown.
    expect(betslip.state.value.errors).toEqual([]);
    expect(test.openBets()).toHaveLength(1);
    expect(test.balanceCents()).toBe(before - 1500n);
  });

  it('treats an answer that cannot be read (cut-off JSON, the garble fault) as unconfirmed, not as a failure, and is charged once', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 11);
    const { placement, betslip } = test.runtime.store;
    const before = test.balanceCents();
    test.sandbox.faults.set({ garbleAfterCommit: true });
    await placement.place();
    test.sandbox.faults.reset();
    expect(placement.phase.value).toBe('answer-lost');
    expect(placement.isRetry.value).toBe(true);
    expect(betslip.state.value.errors.map((error) => error.code)).toEqual([ANSWER_LOST_ERROR]);
    expect(test.balanceCents()).toBe(before - 1100n);

    await placement.place();
    expect(test.sent.map((attempt) => attempt.uuid)).toEqual([test.sent[0]!.uuid, test.sent[0]!.uuid]);
    expect(placement.phase.value).toBe('placed');
    expect(test.openBets()).toHaveLength(1);
    expect(test.balanceCents()).toBe(before - 1100n);
  });

  it('treats an answer of the wrong shape as unconfirmed too', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 13);
    const { placement } = test.runtime.store;
    const before = test.balanceCents();
    test.answerNextWith(Response.json({ ok: true }));
    await placement.place();
    expect(placement.phase.value).toBe('answer-lost');
    await placement.place();
    expect(test.sent.map((attempt) => attempt.uuid)).toEqual([test.sent[0]!.uuid, test.sent[0]!.uuid]);
    expect(placement.phase.value).toBe('placed');
    expect(test.openBets()).toHaveLength(1);
    expect(test.balanceCents()).toBe(before - 1300n);
  });

  it('keeps the 500’s attempt unresolved: a changed slip asks about it first', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 10);
    const { placement, betslip } = test.runtime.store;
    test.sandbox.faults.set({ betslip500: true });
    await placement.place();
    test.sandbox.faults.reset();
    expect(placement.phase.value).toBe('server-error');
    betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 12 });
    await placement.place();
    // The old attempt goes first, unchanged; it had not been taken (the sandbox's 500 comes
    // before the bet), so it is taken now, once, and the 12 is not sent.
    expect(test.sent.map((attempt) => [attempt.uuid, attempt.body.singles[0].unitStake])).toEqual([
      [test.sent[0]!.uuid, 10],
      [test.sent[0]!.uuid, 10],
    ]);
    expect(placement.receipt.value).toMatchObject({ earlier: true });
    expect(test.openBets()).toHaveLength(1);
    expect(test.balance()).toBe(4990);
  });

  it('asks again after a reload interrupted a placement, under the same uuid, and tells the outcome', async () => {
    const storage = memoryStorage();
    const clock = { now: Date.UTC(2026, 10, 22, 12) };
    const first = await placing('placer', { storage, clock });
    await first.stake(prematch(first.sandbox), 12);
    first.breakNextAnswer();
    await first.runtime.store.placement.place();
    expect(first.balance()).toBe(4988);
    first.runtime.dispose();

    const second = await placing('placer', { storage, clock, operator: first.operator });
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    expect(second.sent[0]!.uuid).toBe(first.sent[0]!.uuid);
    await vi.waitFor(() => expect(second.runtime.store.ui.toasts.value.map((toast) => toast.text)).toEqual([expect.stringMatching(/^Bet placed: R\d+$/)]));
    expect(second.balance()).toBe(4988);
    expect(second.openBets()).toHaveLength(1);
  });

  it('after a reload whose own resend is lost too, keeps the attempt unresolved: the next placement goes under its uuid', async () => {
    const storage = memoryStorage();
    const clock = { now: Date.UTC(2026, 10, 22, 12) };
    const first = await placing('placer', { storage, clock });
    const pick = prematch(first.sandbox);
    await first.stake(pick, 12);
    first.breakNextAnswer();
    await first.runtime.store.placement.place();
    first.runtime.dispose();

    // The resend at login loses its answer as well: nothing is known yet.
    const second = await placing('placer', { storage, clock, operator: first.operator, lostAnswers: 1 });
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    await vi.waitFor(() => expect(second.runtime.store.placement.phase.value).toBe('idle'));
    expect(second.runtime.store.ui.toasts.value).toEqual([]);
    expect(JSON.parse(storage.getItem('sportsbook:placement-in-flight')!).state.uuid).toBe(first.sent[0]!.uuid);

    // The bettor builds the same bet again on the new page: it is the same attempt, not a second bet.
    await second.stake(pick, 12);
    await second.runtime.store.placement.place();
    expect(second.sent.map((attempt) => attempt.uuid)).toEqual([first.sent[0]!.uuid, first.sent[0]!.uuid]);
    expect(second.runtime.store.placement.phase.value).toBe('placed');
    expect(second.openBets()).toHaveLength(1);
    expect(second.balance()).toBe(4988);
    expect(storage.getItem('sportsbook:placement-in-flight')).toBeNull();
  });

  it('does not ask again for its own placement under way when the session changes', async () => {
    const test = await placing('placer');
    await test.stake(prematch(test.sandbox), 9);
    test.breakNextAnswer();
    await test.runtime.store.placement.place();
    expect(test.runtime.store.placement.phase.value).toBe('answer-lost');
    await test.runtime.store.placement.resumeInterrupted();
    expect(test.sent).toHaveLength(1);
    expect(test.runtime.store.ui.toasts.value).toEqual([]);
  });

  it('opens the login dialog when logged out and sends nothing', async () => {
    const clock = { now: Date.UTC(2026, 10, 22, 12) };
    const operator = sandboxFetch({ seed: 'placement', now: () => clock.now });
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: operator.fetch, storage: memoryStorage(), reload: () => undefined });
    runtimes.push(runtime);
    const pick = prematch(operator.sandbox);
    await runtime.loadEvent(pick.eventId);
    runtime.store.betslip.addSelection(pick.id);
    runtime.store.betslip.dispatch({ type: 'set-stake', ref: 'sel1', stake: 5 });
    await runtime.store.placement.place();
    expect(runtime.store.ui.modals.value.isLoginOpen).toBe(true);
    expect(operator.requests.filter((request) => request.includes('/betslips'))).toEqual([]);
  });
});

describe('placement model dispose', () => {
  it('a placement in its in-play delay asks nothing more once disposed: no status poll, no timer', async () => {
    vi.useFakeTimers();
    try {
      const catalogue = createCatalogueModel();
      seedCatalogue(catalogue, 2);
      const betslip = createBetslipModel({ catalogue });
      betslip.addSelection('o1-1');
      betslip.typeStake('sel1', '5');
      const persistence = createPersistence(memoryStorage());
      const session = { details: signal({ alsPlayerId: '1001' }), preferences: signal(null) };
      const status = vi.fn();
      const placement = createPlacementModel({
        betslip,
        bets: { place: async () => ({ betSlipId: 'slip-1', status: 'PENDING', reference: null, delay: 5, bets: [], errors: [], availableBalance: 0 }), status, refreshSlip: vi.fn() },
        session,
        acceptance: createOddsAcceptanceModel({ session, accounts: { updatePreferences: vi.fn() }, persistence }),
        catalogue,
        ui: { showToast: vi.fn(), openModal: vi.fn() },
        persistence,
        afterPlaced: vi.fn(),
      });
      void placement.place();
      await vi.advanceTimersByTimeAsync(1500);
      expect(placement.phase.value).toBe('in-play-delay');

      placement.dispose();
      betslip.dispose();
      await vi.advanceTimersByTimeAsync(10 * 60_000);

      expect(status).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
      await placement.place();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('odds acceptance', () => {
  it('sends the choice as userAcceptOdds, saves it to the account, and H places at a higher price without asking', async () => {
    const test = await placing('placer');
    const { placement } = test.runtime.store;
    await placement.acceptance.set('H');
    expect(test.sandbox.store.state.preferences[test.accountId]?.accept_higher_odds).toBe(true);
    const pick = prematch(test.sandbox, 2);
    await test.stake(pick, 10);
    const higher = new Big(pick.decimal).plus(0.5).toNumber();
    pick.outcome.consolidatedPrice.currentPrice.decimal = higher;
    await placement.place();
    expect(test.sent[0]!.body.userAcceptOdds).toBe('H');
    expect(placement.phase.value).toBe('placed');
    expect(placement.receipt.value?.bets[0]).toMatchObject({ potentialReturns: returnsOf(10, higher) });
  });

  it('keeps a logged-out choice on the device, and the account’s saved value wins at login', async () => {
    const storage = memoryStorage();
    const operator = sandboxFetch({ seed: 'placement' });
    const runtime = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: operator.fetch, storage, reload: () => undefined });
    runtimes.push(runtime);
    expect(runtime.store.placement.acceptance.choice.value).toBe('D');
    await runtime.store.placement.acceptance.set('A');
    expect(JSON.parse(storage.getItem('sportsbook:odds-acceptance')!).state).toBe('A');
    const again = createRuntime({ brand: 'eurobet', apiBase: 'http://sandbox.test/' }, { fetch: operator.fetch, storage, reload: () => undefined });
    runtimes.push(again);
    expect(again.store.placement.acceptance.choice.value).toBe('A');
    // placer's account says accept_higher_odds false: D on this device too.
    await again.store.session.login('placer', 'demo1234');
    await vi.waitFor(() => expect(again.store.placement.acceptance.choice.value).toBe('D'));
  });
});
