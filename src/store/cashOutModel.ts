import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { HttpError, type ApiBet } from '../api';
import { IDLE_CASH_OUT, cashOutCanStart, cashOutReducer, type CashOutAction, type CashOutState } from '../core';

export interface CashOutAnswer {
  bet: ApiBet;
  /** The wallet balance after the cash out, as the operator booked it. */
  balance: number;
}

/** A partial cash out's answer: what was paid; the bet stays open with the rest of its stake. */
export interface PartialCashOutAnswer extends CashOutAnswer {
  amount: number;
}

export interface CashOutDependencies {
  /** POST .../openbet/{betId}/cashout { value }: the operator holds it for cashout_timeout. */
  cashOut(accountId: string, betId: string, value: number): Promise<CashOutAnswer>;
  /** The same call with { value, amount }?uuid=: pays `amount`, the rest stays on (docs/api.md "Partial cash out"). */
  partialCashOut(accountId: string, betId: string, value: number, amount: string, uuid: string): Promise<PartialCashOutAnswer>;
  /** PUT/DELETE .../openbet/{betId}/autocashout: the rule kept at the operator. */
  setAutoCashOut(accountId: string, betId: string, target: string | null): Promise<CashOutAnswer>;
  /** A fresh request key (crypto.randomUUID in the browser). */
  newUuid(): string;
  accountId(): string | null;
  /** Spec 9 cashout_timeout (5000 ms): how long the countdown shows. */
  timeoutMs(): number;
  now(): number;
  /** The My Bets modal keeps its panel mounted while a countdown runs (spec 4). */
  countdownStarted(betId: string): void;
  countdownFinished(betId: string): void;
  /** The bet left the open list: balance, lists and host follow. */
  cashedOut(betId: string, answer: CashOutAnswer): void;
  /** The operator refused the value (changed or unavailable): the open list is stale. */
  refused(betId: string): void;
  /** Part of the bet was paid (or its rule changed): the balance and the bet's new figures follow. */
  betChanged(answer: CashOutAnswer): void;
}

/** A bet the operator cashed out, as the answer names it. */
export interface CashedOut {
  betId: string;
  value: number;
  description: string;
  currency: string;
  /** Part of the bet was cashed out; it stays in the open list with the rest. */
  partial?: boolean;
  /** The operator executed the bet's auto cash-out rule. */
  auto?: boolean;
}

export interface CashOutModel {
  /** The last bet cashed out (it has left the open list): what My Bets confirms to the bettor. */
  readonly lastCashedOut: ReadonlySignal<CashedOut | null>;
  /** The clock the countdown started on, for the seconds left. */
  now(): number;
  /** One bet's cash-out state (core's cashOutReducer), idle until the bettor asks. */
  state(betId: string): ReadonlySignal<CashOutState>;
  /** First tap: the value on screen waits for the bettor's confirmation. */
  request(betId: string, value: number): void;
  cancel(betId: string): void;
  /** Confirms the value waiting (asked, or changed by the operator) and sends it. */
  confirm(betId: string): Promise<void>;
  /** First tap of a partial cash out: `amount` (exact text, e.g. "4.75") of the whole `value` waits for confirmation. */
  requestPartial(betId: string, value: number, amount: string): void;
  /** The partial amount waiting for confirmation or being cashed out, null for a full cash out. */
  partialAmount(betId: string): ReadonlySignal<string | null>;
  /**
   * Sets or changes (target text) or removes (null) the bet's auto cash-out rule. Resolves
   * with null when done, or the operator's reason (its message) when refused.
   */
  setAutoRule(betId: string, target: string | null): Promise<string | null>;
  /** The operator executed an auto cash-out rule (pushed): My Bets says so like any cash out. */
  announceAutoCashedOut(cashedOut: Omit<CashedOut, 'auto'>): void;
}

/** What a refusal of the operator means for the bettor; the value a 409 offers instead. */
function refusalOf(error: unknown): CashOutAction {
  if (!(error instanceof HttpError)) return { type: 'failed' };
  const offered = (error.body as { value?: unknown } | null)?.value;
  if (error.code === 'cashout-value-changed' && typeof offered === 'number' && offered > 0) return { type: 'value-changed', value: offered };
  // "Changed" with no value: a price of the bet was moving, so the operator offered nothing yet (docs/mybets.md "Values as prices move").
  if (error.code === 'cashout-value-changed') return { type: 'price-changing' };
  if (error.code === 'cashout-unavailable' || error.status === 404) return { type: 'unavailable' };
  return { type: 'failed' };
}

/**
 * Cash out per bet, over core's cash-out flow. Each bet has its own state, so two bets can
 * count down at once and a confirmation on one never touches another.
 */
export function createCashOutModel(dependencies: CashOutDependencies): CashOutModel {
  const states = signal<Readonly<Record<string, CashOutState>>>({});
  const lastCashedOut = signal<CashedOut | null>(null);
  const views = new Map<string, ReadonlySignal<CashOutState>>();
  const current = (betId: string) => states.peek()[betId] ?? IDLE_CASH_OUT;
  /** Partial requests by bet: the amount asked, the whole value it was asked against, its request key. */
  const partials = signal<Readonly<Record<string, { amount: string; value: number; uuid: string } | null>>>({});
  const partialViews = new Map<string, ReadonlySignal<string | null>>();
  const setPartial = (betId: string, request: { amount: string; value: number; uuid: string } | null) => {
    partials.value = { ...partials.peek(), [betId]: request };
  };
  const dispatch = (betId: string, action: CashOutAction) => {
    const next = cashOutReducer(current(betId), action);
    if (next !== current(betId)) states.value = { ...states.peek(), [betId]: next };
  };

  return {
    lastCashedOut,
    now: () => dependencies.now(),
    state(betId) {
      let view = views.get(betId);
      if (!view) {
        view = computed(() => states.value[betId] ?? IDLE_CASH_OUT);
        views.set(betId, view);
      }
      return view;
    },
    request(betId, value) {
      if (current(betId).phase !== 'counting-down') setPartial(betId, null);
      dispatch(betId, { type: 'request', value });
    },
    requestPartial(betId, value, amount) {
      if (!cashOutCanStart(current(betId))) return;
      // One key per amount asked: a retry of this request pays once, a new request is a new key.
      setPartial(betId, { amount, value, uuid: dependencies.newUuid() });
      dispatch(betId, { type: 'request', value: Number(amount) });
    },
    announceAutoCashedOut(cashedOut) {
      lastCashedOut.value = { ...cashedOut, auto: true };
    },
    partialAmount(betId) {
      let view = partialViews.get(betId);
      if (!view) {
        view = computed(() => partials.value[betId]?.amount ?? null);
        partialViews.set(betId, view);
      }
      return view;
    },
    cancel(betId) {
      if (current(betId).phase !== 'counting-down') setPartial(betId, null);
      dispatch(betId, { type: 'cancel' });
    },
    async setAutoRule(betId, target) {
      const accountId = dependencies.accountId();
      if (accountId === null) return 'Log in to set an auto cash out.';
      try {
        const answer = await dependencies.setAutoCashOut(accountId, betId, target);
        if (answer.bet.status === 'cashed-out' && answer.bet.returns !== null) {
          // The value had already reached the target: the operator cashed the bet out at once.
          lastCashedOut.value = { betId, value: answer.bet.returns, description: answer.bet.description, currency: answer.bet.currency };
          dependencies.cashedOut(betId, answer);
        } else dependencies.betChanged(answer);
        return null;
      } catch (error) {
        const message = error instanceof HttpError ? (error.body as { message?: unknown } | null)?.message : null;
        return typeof message === 'string' ? message : 'The auto cash out could not be saved. Try again.';
      }
    },
    async confirm(betId) {
      const accountId = dependencies.accountId();
      const before = current(betId);
      if (accountId === null || (before.phase !== 'confirming' && before.phase !== 'value-changed')) return;
      dispatch(betId, { type: 'confirm', now: dependencies.now(), durationMs: dependencies.timeoutMs() });
      dependencies.countdownStarted(betId);
      const partial = partials.peek()[betId] ?? null;
      if (partial !== null) {
        try {
          const answer = await dependencies.partialCashOut(accountId, betId, partial.value, partial.amount, partial.uuid);
          dispatch(betId, { type: 'succeeded', value: answer.amount });
          lastCashedOut.value = { betId, value: answer.amount, description: answer.bet.description, currency: answer.bet.currency, partial: true };
          dependencies.betChanged(answer);
          // The bet stays open with the rest of its stake: its control is ready for the next offer.
          states.value = { ...states.peek(), [betId]: IDLE_CASH_OUT };
        } catch (error) {
          // A changed whole value also refuses the amount: the bettor chooses again against the new one.
          const refusal = refusalOf(error).type;
          dispatch(betId, refusal === 'failed' || refusal === 'price-changing' ? { type: refusal } : { type: 'unavailable' });
          dependencies.refused(betId);
        } finally {
          setPartial(betId, null);
          dependencies.countdownFinished(betId);
        }
        return;
      }
      try {
        const answer = await dependencies.cashOut(accountId, betId, before.value);
        const value = answer.bet.returns ?? before.value;
        dispatch(betId, { type: 'succeeded', value });
        lastCashedOut.value = { betId, value, description: answer.bet.description, currency: answer.bet.currency };
        dependencies.cashedOut(betId, answer);
      } catch (error) {
        dispatch(betId, refusalOf(error));
        dependencies.refused(betId);
      } finally {
        dependencies.countdownFinished(betId);
      }
    },
  };
}
