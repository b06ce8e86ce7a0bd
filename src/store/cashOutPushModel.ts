import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { createCashOutPushTransport, type CashOutPushState, type CashOutPushTransportOptions, type DecodedCashOutMessage } from '../live';
import { ownedModel } from './ownedModel';

/** A bet's cash out as the operator last pushed it. */
export interface PushedCashOut {
  state: 'offered' | 'suspended' | 'none';
  value: number | null;
  potentialReturns: number;
}

/** An auto cash-out rule the operator executed, as pushed: what My Bets announces. */
export interface AutoCashedOut {
  betId: string;
  amount: number;
  balance: number;
}

export interface CashOutPushDependencies {
  /** The logged-in bettor's account id, null when logged out. */
  accountId: ReadonlySignal<string | null>;
  /** A My Bets view is on screen: only then are values followed. */
  watching: ReadonlySignal<boolean>;
  url(accountId: string): string;
  token(): string | null;
  /** The operator executed an auto cash out: wallet and lists follow (the runtime wires it). */
  autoCashedOut(message: AutoCashedOut): void;
  /** Tests give their own (fetch, timers). */
  transport?: Partial<Pick<CashOutPushTransportOptions, 'fetch' | 'setTimer' | 'clearTimer' | 'backoffBaseMs'>>;
}

export interface CashOutPushModel {
  /** connected: values are pushed; absent: the operator has none (the open bets poll carries them). */
  readonly state: ReadonlySignal<CashOutPushState>;
  /** One bet's pushed cash out, null until the operator pushed one for it. */
  pushed(betId: string): ReadonlySignal<PushedCashOut | null>;
  /** The last auto cash out the operator executed while My Bets was on screen. */
  readonly lastAutoCashedOut: ReadonlySignal<AutoCashedOut | null>;
  dispose(): void;
}

/**
 * Cash-out values pushed as prices move (docs/mybets.md "Values as prices move"), while a
 * My Bets view is on screen and a bettor is logged in. Each bet's value is its own
 * signal, so a push re-renders that bet's control only.
 */
export function createCashOutPushModel(dependencies: CashOutPushDependencies): CashOutPushModel {
  return ownedModel((owner) => {
    const values = signal<Readonly<Record<string, PushedCashOut>>>({});
    const state = signal<CashOutPushState>('stopped');
    const lastAutoCashedOut = signal<AutoCashedOut | null>(null);
    const views = new Map<string, ReadonlySignal<PushedCashOut | null>>();

    const apply = (message: DecodedCashOutMessage) => {
      if (message.kind === 'value') values.value = { ...values.peek(), [message.betId]: { state: message.state, value: message.value, potentialReturns: message.potentialReturns } };
      else if (message.kind === 'auto-cashed-out') {
        values.value = { ...values.peek(), [message.betId]: { state: 'none', value: null, potentialReturns: values.peek()[message.betId]?.potentialReturns ?? 0 } };
        const executed = { betId: message.betId, amount: message.amount, balance: message.balance };
        lastAutoCashedOut.value = executed;
        dependencies.autoCashedOut(executed);
      }
    };

    const transport = createCashOutPushTransport({
      url: dependencies.url,
      token: dependencies.token,
      onMessage: apply,
      onState(next) {
        state.value = next;
        // Values pushed before the stream stopped may be stale by the time it is back: the list's stand until then.
        if (next === 'stopped' || next === 'absent' || next === 'reconnecting') values.value = {};
      },
      setTimer: dependencies.transport?.setTimer ?? ((callback, ms) => owner.setTimeout(callback, ms)),
      clearTimer: dependencies.transport?.clearTimer ?? ((handle) => owner.clearTimeout(handle as ReturnType<typeof owner.setTimeout>)),
      ...(dependencies.transport?.fetch ? { fetch: dependencies.transport.fetch } : {}),
      ...(dependencies.transport?.backoffBaseMs === undefined ? {} : { backoffBaseMs: dependencies.transport.backoffBaseMs }),
    });
    effect(() => {
      const account = dependencies.accountId.value;
      if (account !== null && dependencies.watching.value) transport.start(account);
      else transport.stop();
    });
    owner.onDispose(() => transport.stop());

    return {
      state,
      lastAutoCashedOut,
      pushed(betId) {
        let view = views.get(betId);
        if (!view) {
          view = computed(() => values.value[betId] ?? null);
          views.set(betId, view);
        }
        return view;
      },
    };
  });
}
