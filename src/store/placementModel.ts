import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { AuthRequiredError, BetslipServerError, DecodeError, HttpError, NetworkError, type ApiBet, type BetEndpoints, type Placement } from '../api';
import {
  BOUND_REFUSALS,
  buildPlacementRequest,
  isLostAnswerStatus,
  nextPlacementAttempt,
  placementRemedy,
  placementRequestKey,
  placementSlipModel,
  pricesNeedingConfirmation,
  stakedRefs,
  type BetslipError,
  type PlacementAttempt,
  type PlacementRequest,
  type PlacementSlipContext,
  type StakeProblem,
} from '../core';
import type { BetslipModel } from './betslipModel';
import type { CatalogueModel } from './catalogueModel';
import type { OddsAcceptanceModel } from './oddsAcceptanceModel';
import { ownedModel, type ModelOwner } from './ownedModel';
import type { Persistence } from './persistence';
import type { UiModel } from './uiModel';

/**
 * Where the placement is: nothing under way; the request is out; an earlier unconfirmed
 * attempt is asked again before anything new is sent; the in-play delay counts down; a
 * trader decides; the bet was taken; the slip was refused; the answer was lost (the bet may
 * have been taken: retry under the same uuid); the server failed (toast shown).
 */
export type PlacementPhase = 'idle' | 'placing' | 'checking' | 'in-play-delay' | 'awaiting-approval' | 'placed' | 'rejected' | 'answer-lost' | 'server-error';

/** What was placed, as the server took it (stakes and returns as placed). */
export interface PlacementReceiptView {
  reference: string;
  bets: readonly ApiBet[];
  /**
   * The bet is the earlier attempt whose answer was lost, found taken when the bettor placed
   * again; the slip as changed since was not sent (it would have been the same bet twice).
   */
  earlier?: boolean;
}

/** An attempt without a definite answer, and whose it is (only that account may ask again). */
interface UnresolvedAttempt extends PlacementAttempt {
  accountId: string;
}

/** A placement a reload interrupted, kept to ask the server again under the same uuid. */
interface StoredAttempt extends UnresolvedAttempt {
  sentAt: number;
}

/** How a sent attempt ended: definite, or still unknown (the attempt stays unresolved). */
type SendOutcome = 'placed' | 'rejected' | 'unconfirmed';

/** Error ids the slip shows for transport failures (the RES codes come from the server). */
export const ANSWER_LOST_ERROR = 'placement-answer-lost';
export const SERVER_ERROR = 'placement-server-error';

const IN_FLIGHT_STORE = 'placement-in-flight';
/** An interrupted placement older than this is not sent again after a reload: My Bets tells. */
const RESUME_WITHIN_MS = 5 * 60_000;
/** How long a status poll waits between asks while a trader decides. */
const STATUS_POLL_MS = 2000;
/** Status polls that may fail in a row before the answer counts as lost. */
const STATUS_FAILURES_ALLOWED = 5;

/*
 * The slip's own stake rules hold Place bet back (spec 5) when a staked bet breaks its
 * bounds (core BOUND_REFUSALS): the operator refuses such a bet (the row already says the
 * bound), so pressing Place would only fetch the refusal. The balance check ('stake-too-high')
 * does not hold it: the balance shown can trail a deposit made in another tab or at the
 * cashier, and the operator's refusal comes with a Deposit link. Nor does 'free-bet-exceeded',
 * which the operator settles against the free bet it holds now.
 */

export interface PlacementDependencies {
  /**
   * The slip; its staking (negative odds, stake places) shapes the singles' stakes when
   * given, while any of its stake fields has a problem (fieldProblems), a staked bet is
   * outside its stake bounds (problems) or a leg is locked (lockedRefs) nothing is placed.
   */
  betslip: Pick<BetslipModel, 'state' | 'dispatch' | 'refresh'> & Partial<Pick<BetslipModel, 'staking' | 'lockedRefs' | 'fieldProblems' | 'problems' | 'figures'>>;
  /**
   * With the slip's figures, the server model's slip fields (spec 3: totalCost,
   * potentialReturns, totalOdds, availableBalance ...) go beside the bets; the account is the session's.
   */
  slipContext?: ReadonlySignal<Omit<PlacementSlipContext, 'accountId'>>;
  /**
   * Whether the slip's stake bounds are the operator's (its settings are in). Until then
   * the bounds are spec 9's defaults (a multiple's 1,250), which are nobody's limits: a bet
   * outside them is sent, and the operator decides. Absent: the bounds are held as given.
   */
  operatorBoundsKnown?: ReadonlySignal<boolean>;
  bets: Pick<BetEndpoints, 'place' | 'status' | 'refreshSlip'>;
  session: { details: ReadonlySignal<{ alsPlayerId?: string | null } | null> };
  /** The bettor's "When odds change" choice, sent as userAcceptOdds. */
  acceptance: OddsAcceptanceModel;
  /** The line of each outcome's price (RES-00153). */
  catalogue: Pick<CatalogueModel, 'price' | 'outcome'>;
  ui: Pick<UiModel, 'showToast' | 'openModal'>;
  persistence: Persistence;
  /** After a bet was taken: the balance, the open bets and the bet count are fetched again. */
  afterPlaced: () => void;
  /**
   * Why the live prices are not live now (the live model's pricesNotLive), null while they
   * are: a bet is not sent at a price the bettor cannot trust to be current.
   */
  pricesNotLive?: ReadonlySignal<string | null>;
  now?: () => number;
  /** Waits (the countdown's second, a status poll's pause); tests move a clock instead. */
  wait?: (ms: number) => Promise<void>;
  newUuid?: () => string;
}

const defaultUuid = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Bet placement (spec 7 POST accounts/{accountId}/betslips), exactly once: every attempt
 * carries a uuid, kept until the server gave a definite answer (PLACED or REJECTED) for
 * that very request, so a retry after a lost answer is answered with the first answer
 * instead of a second bet. Drives the slip's placement actions (core's reducer) and the
 * in-play delay countdown, the wait for a trader, the receipt and the error texts' codes.
 */
export function createPlacementModel(deps: PlacementDependencies) {
  return ownedModel((owner) => buildPlacement(deps, owner));
}

function buildPlacement(deps: PlacementDependencies, owner: ModelOwner) {
  const { betslip, bets, session, acceptance, catalogue, ui, persistence, afterPlaced } = deps;
  const now = deps.now ?? Date.now;
  // The countdown's seconds and the status polls' pauses end with the model: a placement
  // under way when the runtime goes asks nothing more (its uuid is kept for the next page).
  const wait = deps.wait ?? ((ms: number) => owner.wait(ms));
  const newUuid = deps.newUuid ?? defaultUuid;

  const phase = signal<PlacementPhase>('idle');
  const countdown = signal<number | null>(null);
  const receipt = signal<PlacementReceiptView | null>(null);
  const lastUuid = signal<string | null>(null);
  /**
   * The attempt with no definite answer yet (answer lost or unreadable, a gateway or server
   * failure). While it exists no new uuid is made: any placement sends it first.
   */
  const unresolved = signal<UnresolvedAttempt | null>(null);

  const spreadOf = (outcomeId: string) => {
    const price = catalogue.price(outcomeId).peek();
    return price.decimal > 1 ? price.spread : undefined;
  };
  const request = computed<PlacementRequest>(() => {
    const state = betslip.state.value;
    const placed = buildPlacementRequest(state, { userAcceptOdds: acceptance.choice.value, spreadOf, staking: betslip.staking?.value });
    const figures = betslip.figures?.value;
    const context = deps.slipContext?.value;
    if (!figures || !context) return placed;
    return { ...placed, ...placementSlipModel(state, figures, { ...context, accountId: session.details.value?.alsPlayerId ?? null }) };
  });
  /** The first stake field whose text cannot be placed ('abc', '-10', '0' ...): placement waits until it is fixed. */
  const fieldProblem = computed(() => betslip.fieldProblems?.value[0] ?? null);
  /** The first staked bet outside its stake bounds: the operator would refuse it (RES-00034 ...), so nothing is sent until it is fixed. */
  const boundProblem = computed<StakeProblem | null>(() => {
    if (deps.operatorBoundsKnown?.value === false) return null;
    return betslip.problems?.value.find((problem) => problem.ref !== null && BOUND_REFUSALS.has(problem.reason)) ?? null;
  });
  const placeable = computed(() => stakedRefs(request.value).length > 0 && fieldProblem.value === null && boundProblem.value === null);
  const priceChanges = computed(() => pricesNeedingConfirmation(betslip.state.value, acceptance.choice.value));
  /** The feed is down or silent, or the browser offline: placement waits for live prices (nothing is sent). */
  const waitsForLivePrices = computed(() => (deps.pricesNotLive?.value ?? null) !== null);
  /** A leg takes no bet now (suspended, feed alert, closed): the request carries every leg, so the slip waits or drops it. */
  const locked = computed(() => (betslip.lockedRefs?.value.length ?? 0) > 0);
  /** The same slip as the attempt whose answer was lost: the button says Retry. */
  const isRetry = computed(() => {
    const attempt = unresolved.value;
    return attempt !== null && phase.value === 'answer-lost' && placementRequestKey(attempt.request) === placementRequestKey(request.value);
  });
  const busy = computed(() => ['placing', 'checking', 'in-play-delay', 'awaiting-approval'].includes(phase.value));
  /** An earlier attempt is unconfirmed and the slip has changed since: placing asks about it first. */
  const checksEarlierFirst = computed(() => {
    const attempt = unresolved.value;
    return attempt !== null && attempt.accountId === session.details.value?.alsPlayerId && placementRequestKey(attempt.request) !== placementRequestKey(request.value);
  });

  function remember(attempt: PlacementAttempt | null, accountId: string): void {
    unresolved.value = attempt ? { uuid: attempt.uuid, request: attempt.request, accountId } : null;
    if (attempt) persistence.write<StoredAttempt>(IN_FLIGHT_STORE, { uuid: attempt.uuid, request: attempt.request, accountId, sentAt: now() });
    else persistence.remove(IN_FLIGHT_STORE);
  }

  const startedAt = { value: 0 };
  const duration = () => now() - startedAt.value;

  function failWith(errors: BetslipError[], next: PlacementPhase): void {
    countdown.value = null;
    phase.value = next;
    betslip.dispatch({ type: 'placement-failed', errors, durationMs: duration() });
  }

  /** The answer was lost: the bet may have been taken, so nothing says "failed" and the uuid stays. */
  function answerLost(): void {
    failWith([{ code: ANSWER_LOST_ERROR, message: 'We could not confirm your bet. Retry: you will not be charged twice.' }], 'answer-lost');
  }

  /** Counts the in-play delay down a second at a time, then asks for the slip's status. */
  async function followUntilDecided(answer: Placement): Promise<Placement | 'lost'> {
    let current = answer;
    let failures = 0;
    while (current.status === 'PENDING' || current.status === 'REFERRED') {
      if (owner.disposed) return 'lost';
      if (current.status === 'PENDING') {
        phase.value = 'in-play-delay';
        for (let left = Math.max(0, current.delay); left > 0; left -= 1) {
          countdown.value = left;
          await wait(1000);
        }
        countdown.value = 0;
      } else {
        if (phase.value !== 'awaiting-approval') {
          phase.value = 'awaiting-approval';
          countdown.value = null;
          betslip.dispatch({ type: 'placement-awaiting-approval' });
        }
        await wait(STATUS_POLL_MS);
      }
      try {
        current = await bets.status(current.betSlipId);
        failures = 0;
      } catch {
        failures += 1;
        if (failures > STATUS_FAILURES_ALLOWED) return 'lost';
        await wait(STATUS_POLL_MS);
      }
    }
    return current;
  }

  /**
   * Asks the server for the slip's prices (the slip's own refresh): the slip then holds the
   * new prices beside the agreed ones, so a refused price change shows them to accept. The
   * feed may be behind; the slip keeps the server's price until the feed itself moves.
   */
  async function takeServerPrices(): Promise<void> {
    await betslip.refresh();
  }

  /**
   * Follows the answer to a definite one. `earlier`: the attempt is an unconfirmed one sent
   * again before the slip's changed request; its refusal is not shown (the bettor placed
   * something else since), it only frees the way for the new request.
   */
  async function conclude(answer: Placement, accountId: string, earlier: boolean): Promise<SendOutcome> {
    const decided = await followUntilDecided(answer);
    if (decided === 'lost') {
      answerLost();
      return 'unconfirmed';
    }
    remember(null, accountId);
    if (decided.status === 'PLACED') {
      countdown.value = null;
      const reference = decided.reference ?? decided.betSlipId;
      receipt.value = { reference, bets: decided.bets, ...(earlier ? { earlier: true } : {}) };
      phase.value = 'placed';
      betslip.dispatch({ type: 'placement-succeeded', reference, durationMs: duration() });
      afterPlaced();
      return 'placed';
    }
    if (earlier) return 'rejected';
    const errors = decided.errors.length > 0 ? decided.errors.map((error) => ({ code: error.code, message: error.message, ref: error.ref })) : [{ code: 'RES-00049', message: 'Your bet could not be placed.' }];
    failWith(errors, 'rejected');
    if (errors.some((error) => placementRemedy(error.code) === 'accept-new-prices')) await takeServerPrices();
    return 'rejected';
  }

  async function send(attempt: PlacementAttempt, accountId: string, earlier = false): Promise<SendOutcome> {
    lastUuid.value = attempt.uuid;
    let answer: Placement;
    try {
      answer = await bets.place(accountId, attempt.request, attempt.uuid);
    } catch (error) {
      if (error instanceof BetslipServerError && !isLostAnswerStatus(error.status)) {
        // Spec 8: a 500 shows the toast with the request's uuid. Whether the bet was taken is not known: the attempt stays unresolved.
        ui.showToast({ type: error.toast.type, text: `${error.toast.text} (${error.toast.uuid})`, message: { key: 'placement:serverError', values: { uuid: error.toast.uuid } }, durationMs: error.toast.durationMs, position: 'bottom-centre', closable: error.toast.closable });
        failWith([{ code: SERVER_ERROR, message: error.toast.text, values: { uuid: error.toast.uuid } }], 'server-error');
      } else if (error instanceof NetworkError || error instanceof DecodeError || (error instanceof HttpError && isLostAnswerStatus(error.status))) {
        // An answer that cannot be read says no more about the bet than no answer at all.
        answerLost();
      } else if (error instanceof AuthRequiredError) {
        failWith([], 'idle');
        ui.openModal('isLoginOpen');
      } else {
        // Refused at the door (401/403: the session has ended): no bet was taken, so there is
        // nothing to ask about after the next login, and above all nothing to send again on
        // its own. The slip itself is kept for that login (sessionEndModel).
        if (error instanceof HttpError && (error.status === 401 || error.status === 403)) remember(null, accountId);
        const id = error instanceof HttpError ? error.notificationId : 'error-500';
        failWith([{ code: id, message: (error as Error).message }], 'rejected');
      }
      return 'unconfirmed';
    }
    return conclude(answer, accountId, earlier);
  }

  /**
   * Places the slip: opens the login dialog when logged out; does nothing while a
   * placement is under way, with nothing staked, with a locked leg, while a stake field
   * has a problem (the slip holds no stake for it, and must not place the others as if it
   * were empty) or with moved prices the bettor has not accepted (the button offers
   * "Accept new prices" then).
   */
  async function place(): Promise<void> {
    if (owner.disposed) return;
    const accountId = session.details.peek()?.alsPlayerId;
    if (!accountId) {
      ui.openModal('isLoginOpen');
      return;
    }
    if (busy.peek() || !placeable.peek() || priceChanges.peek().length > 0 || locked.peek() || waitsForLivePrices.peek()) return;
    // Another account's unconfirmed attempt is not this account's to send: it would be bet on this account.
    const pending = unresolved.peek()?.accountId === accountId ? unresolved.peek() : null;
    const next = nextPlacementAttempt(pending, request.peek(), newUuid);
    if (betslip.dispatch({ type: 'placement-started' }) !== null) return;
    startedAt.value = now();
    receipt.value = null;
    countdown.value = null;
    if (next.kind === 'resolve-first') {
      phase.value = 'checking';
      remember(next.attempt, accountId);
      // Taken (PLACED) or still unknown: the slip's request is not sent.
      if ((await send(next.attempt, accountId, true)) !== 'rejected') return;
      const fresh = { uuid: newUuid(), request: next.then };
      phase.value = 'placing';
      remember(fresh, accountId);
      await send(fresh, accountId);
      return;
    }
    phase.value = 'placing';
    remember(next.attempt, accountId);
    await send(next.attempt, accountId);
  }

  /**
   * A placement a reload interrupted (same account, recent): asked again under its uuid,
   * so the server answers what it did with it (or places it once, if it never arrived);
   * the slip is gone after a reload (spec 4), so the outcome shows as a toast.
   */
  async function resumeInterrupted(): Promise<void> {
    // This page's own placement is under way (its attempt is the stored one): it answers itself.
    if (owner.disposed || busy.peek() || unresolved.peek() !== null) return;
    const stored = persistence.read<StoredAttempt>(IN_FLIGHT_STORE);
    const accountId = session.details.peek()?.alsPlayerId;
    if (!stored || !accountId || stored.accountId !== accountId) return;
    if (now() - stored.sentAt > RESUME_WITHIN_MS) {
      persistence.remove(IN_FLIGHT_STORE);
      return;
    }
    // Unresolved until the server answers for it, so a placement meanwhile asks about it first.
    unresolved.value = { uuid: stored.uuid, request: stored.request, accountId };
    phase.value = 'checking';
    lastUuid.value = stored.uuid;
    try {
      const decided = await followUntilDecided(await bets.place(accountId, stored.request, stored.uuid));
      if (decided === 'lost') return;
      unresolved.value = null;
      persistence.remove(IN_FLIGHT_STORE);
      if (decided.status === 'PLACED') {
        ui.showToast({ type: 'success', text: `Bet placed: ${decided.reference ?? decided.betSlipId}`, message: { key: 'placement:placedToast', values: { reference: decided.reference ?? decided.betSlipId } } });
        afterPlaced();
      }
    } catch {
      // Still unknown: the next placement asks again first; My Bets shows whether it was taken.
    } finally {
      countdown.value = null;
      if (busy.peek()) phase.value = 'idle';
    }
  }

  return {
    phase: phase as ReadonlySignal<PlacementPhase>,
    /** Seconds left of the in-play delay; null outside it. */
    countdown: countdown as ReadonlySignal<number | null>,
    receipt: receipt as ReadonlySignal<PlacementReceiptView | null>,
    /** The uuid of the last request sent, for support. */
    lastUuid: lastUuid as ReadonlySignal<string | null>,
    /** The request the slip would send now. */
    request,
    /** Something is staked, every stake field reads as a stake (or is empty) and every staked bet is within its bounds. */
    placeable,
    waitsForLivePrices,
    fieldProblem,
    /** The first staked bet outside its stake bounds (below its minimum, above its maximum), or null. */
    boundProblem,
    /** Outcome ids whose moved price the bettor's setting does not accept. */
    priceChanges,
    locked,
    isRetry,
    checksEarlierFirst,
    busy,
    place,
    /** Takes the slip's live prices as the agreed ones (after RES-00152, or a move seen on the slip). */
    acceptNewPrices(): void {
      betslip.dispatch({ type: 'accept-price-changes' });
      if (phase.peek() === 'rejected') phase.value = 'idle';
    },
    /** Closes the receipt (the slip stays empty for the next bet). */
    dismissReceipt(): void {
      receipt.value = null;
      if (phase.peek() === 'placed') phase.value = 'idle';
    },
    resumeInterrupted,
    acceptance,
  };
}

export type PlacementModel = ReturnType<typeof createPlacementModel>;
