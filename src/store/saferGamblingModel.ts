import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { AccountEndpoints } from '../api';
import type { SaferGamblingAnswer } from '../api/endpoints/accounts';
import { consoleLogger, dec, saferGamblingSettings, type CoreLogger, type DepositLimitPeriod, type SaferGamblingProfile } from '../core';
import { ownedModel, type ModelOwner, type OwnedTimer } from './ownedModel';
import type { Persistence } from './persistence';

const MINUTE_MS = 60_000;
/** When this login started, kept so a reload keeps counting from the login, not from the reload. */
const SESSION_START_STORE = 'safer-session-start';
/** The transactions that make a session's net position: stakes out, returns in. */
const BETTING_TYPES = new Set(['bet', 'payout', 'refund', 'cashout']);

export type Loadable<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface RealityCheck {
  /** Time since login when the check came due, ms. */
  elapsedMs: number;
  currency: string;
  /** Wins minus stakes since login, an exact decimal string (negative: a loss). */
  net: Loadable<string>;
}

export interface SaferGamblingDependencies {
  settings: ReadonlySignal<Readonly<Record<string, unknown>> | null>;
  session: {
    established: ReadonlySignal<{ alsPlayerId: string; currency: string } | null>;
    loginKey: ReadonlySignal<string | null>;
    logout(reason: 'user'): Promise<void>;
  };
  accounts: Pick<AccountEndpoints, 'saferGambling' | 'setDepositLimit' | 'timeOut' | 'selfExclude' | 'transactions'>;
  persistence: Persistence;
  now: () => number;
  logger?: Pick<CoreLogger, 'error'>;
}

/**
 * Safer gambling (issue 21, docs/account-safer-gambling.md): the brand's jurisdiction
 * profile, the account's limits and exclusions, and the session's reality check and clock.
 * Its timers (the clock's minute, the next reality check) run only while a bettor is logged
 * in and the profile asks for them, and end with the runtime.
 */
export function createSaferGamblingModel(dependencies: SaferGamblingDependencies) {
  return ownedModel((owner) => buildSaferGambling(dependencies, owner));
}

function buildSaferGambling({ settings, session, accounts, persistence, now, logger = consoleLogger }: SaferGamblingDependencies, owner: ModelOwner) {
  const resolved = computed(() => saferGamblingSettings(settings.value));
  const profile = computed<SaferGamblingProfile>(() => resolved.value.profile);
  // Each problem once: the settings are read again on every brand switch.
  const reported = new Set<string>();
  effect(() => {
    for (const problem of resolved.value.problems) {
      if (reported.has(problem)) continue;
      reported.add(problem);
      logger.error(problem);
    }
  });

  const sessionStartedAt = signal<number | null>(null);
  const elapsedMinutes = signal(0);
  const realityCheck = signal<RealityCheck | null>(null);
  const account = signal<Loadable<SaferGamblingAnswer>>({ status: 'idle' });
  let clockTimer: OwnedTimer | null = null;
  let checkTimer: OwnedTimer | null = null;

  // The login's start: kept per login, so a reload or a token refresh does not restart the count.
  effect(() => {
    const key = session.loginKey.value;
    untracked(() => {
      account.value = { status: 'idle' };
      realityCheck.value = null;
      if (key === null) {
        sessionStartedAt.value = null;
        return;
      }
      const stored = persistence.read<{ loginKey: string; startedAt: number }>(SESSION_START_STORE);
      const startedAt = stored?.loginKey === key && Number.isFinite(stored.startedAt) ? stored.startedAt : now();
      if (stored?.loginKey !== key) persistence.write(SESSION_START_STORE, { loginKey: key, startedAt });
      sessionStartedAt.value = startedAt;
    });
  });

  // The clock's minute: the next whole minute since login, then again; nothing runs without a clock.
  effect(() => {
    const startedAt = sessionStartedAt.value;
    const wanted = profile.value.sessionClock;
    owner.clearTimeout(clockTimer);
    clockTimer = null;
    if (startedAt === null || !wanted) return;
    const tick = () => {
      const elapsed = Math.max(0, now() - startedAt);
      elapsedMinutes.value = Math.floor(elapsed / MINUTE_MS);
      clockTimer = owner.setTimeout(tick, MINUTE_MS - (elapsed % MINUTE_MS));
    };
    untracked(tick);
  });

  /** Wins minus stakes since login, from the account's transactions, added exactly. */
  async function netPosition(accountId: string, startedAt: number): Promise<string> {
    const { transactions } = await accounts.transactions(accountId);
    return transactions
      .filter((transaction) => BETTING_TYPES.has(transaction.type) && Date.parse(transaction.time) >= startedAt)
      .reduce((sum, transaction) => sum.plus(dec(transaction.amount)), dec(0))
      .toString();
  }

  function showRealityCheck(): void {
    const details = session.established.peek();
    const startedAt = sessionStartedAt.peek();
    if (!details || startedAt === null) return;
    const check: RealityCheck = { elapsedMs: Math.max(0, now() - startedAt), currency: details.currency, net: { status: 'loading' } };
    realityCheck.value = check;
    netPosition(details.alsPlayerId, startedAt).then(
      (net) => {
        if (realityCheck.peek()?.elapsedMs === check.elapsedMs) realityCheck.value = { ...check, net: { status: 'ready', data: net } };
      },
      (error: unknown) => {
        if (realityCheck.peek()?.elapsedMs === check.elapsedMs) realityCheck.value = { ...check, net: { status: 'failed', error } };
      },
    );
  }

  /** The next reality check: at the next whole interval since login. */
  function scheduleRealityCheck(): void {
    owner.clearTimeout(checkTimer);
    checkTimer = null;
    const startedAt = sessionStartedAt.peek();
    const minutes = profile.peek().realityCheckMinutes;
    if (startedAt === null || minutes === null || realityCheck.peek() !== null) return;
    const interval = minutes * MINUTE_MS;
    const elapsed = Math.max(0, now() - startedAt);
    const next = (Math.floor(elapsed / interval) + 1) * interval;
    checkTimer = owner.setTimeout(() => {
      checkTimer = null;
      showRealityCheck();
    }, next - elapsed);
  }

  effect(() => {
    // Follows the login and the interval; the dialog being open holds the next check back.
    void sessionStartedAt.value;
    void profile.value.realityCheckMinutes;
    void realityCheck.value;
    untracked(scheduleRealityCheck);
  });

  const accountId = () => session.established.peek()?.alsPlayerId ?? null;

  async function load(): Promise<void> {
    const id = accountId();
    if (!id) return;
    if (account.peek().status !== 'ready') account.value = { status: 'loading' };
    try {
      const data = await accounts.saferGambling(id);
      if (accountId() === id) account.value = { status: 'ready', data };
    } catch (error) {
      if (accountId() === id) account.value = { status: 'failed', error };
    }
  }

  return {
    /** The brand's tools, from its jurisdiction and overrides. */
    profile,
    /** When the login started (ms), null when logged out. */
    sessionStartedAt: sessionStartedAt as ReadonlySignal<number | null>,
    /** Whole minutes since login, updated each minute while the profile shows a clock. */
    elapsedMinutes: elapsedMinutes as ReadonlySignal<number>,
    /** The reality check on screen, or null. */
    realityCheck: realityCheck as ReadonlySignal<RealityCheck | null>,
    /** The account's limits and exclusions as last loaded. */
    account: account as ReadonlySignal<Loadable<SaferGamblingAnswer>>,
    load,
    /** Sets (or with null removes) a deposit limit; the answer replaces what the page shows. Rejects as the API does. */
    async setDepositLimit(period: DepositLimitPeriod, amount: number | null): Promise<void> {
      const id = accountId();
      if (!id) throw new Error('Log in to set a deposit limit.');
      const data = await accounts.setDepositLimit(id, period, amount);
      account.value = { status: 'ready', data };
    },
    /** A time-out, then the bettor is logged out (the operator refuses their logins until it ends). */
    async timeOut(days: number): Promise<void> {
      const id = accountId();
      if (!id) throw new Error('Log in to take a time-out.');
      await accounts.timeOut(id, days);
      await session.logout('user');
    },
    /** A self-exclusion, then the bettor is logged out. */
    async selfExclude(days: number): Promise<void> {
      const id = accountId();
      if (!id) throw new Error('Log in to self-exclude.');
      await accounts.selfExclude(id, days);
      await session.logout('user');
    },
    /** The reality check's Continue: the next one comes after another interval. */
    continueSession(): void {
      realityCheck.value = null;
    },
    /** The reality check's Leave: logs out. */
    async leave(): Promise<void> {
      realityCheck.value = null;
      await session.logout('user');
    },
  };
}

export type SaferGamblingModel = ReturnType<typeof createSaferGamblingModel>;
