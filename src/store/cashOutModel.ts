import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { HttpError, type ApiBet } from '../api';
import { IDLE_CASH_OUT, cashOutReducer, type CashOutAction, type CashOutState } from '../core';

export interface CashOutAnswer {
  bet: ApiBet;
  /** The wallet balance after the cash out, as the operator booked it. */
  balance: number;
}

export interface CashOutDependencies {
  /** POST .../openbet/{betId}/cashout { value }: the operator holds it for cashout_timeout. */
  cashOut(accountId: string, betId: string, value: number): Promise<CashOutAnswer>;
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
}

/** A bet the operator cashed out, as the answer names it. */
export interface CashedOut {
  betId: string;
  value: number;
  description: string;
  currency: string;
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
}

/** What a refusal of the operator means for the bettor; the value a 409 offers instead. */
function refusalOf(error: unknown): CashOutAction {
  if (!(error instanceof HttpError)) return { type: 'failed' };
  const offered = (error.body as { value?: unknown } | null)?.value;
  if (error.code === 'cashout-value-changed' && typeof offered === 'number' && offered > 0) return { type: 'value-changed', value: offered };
  if (error.code === 'cashout-unavailable' || error.code === 'cashout-value-changed' || error.status === 404) return { type: 'unavailable' };
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
    request: (betId, value) => dispatch(betId, { type: 'request', value }),
    cancel: (betId) => dispatch(betId, { type: 'cancel' }),
    async confirm(betId) {
      const accountId = dependencies.accountId();
      const before = current(betId);
      if (accountId === null || (before.phase !== 'confirming' && before.phase !== 'value-changed')) return;
      dispatch(betId, { type: 'confirm', now: dependencies.now(), durationMs: dependencies.timeoutMs() });
      dependencies.countdownStarted(betId);
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
