import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { orderedSelections, type BetBuilderLeg, type BetslipAction, type BetslipState } from '../core';
import { ownedModel } from './ownedModel';
import type { Persistence } from './persistence';
import type { SessionEnd } from './sessionModel';

/**
 * The store a session end writes (not one of REMOVED_AT_STARTUP: it is read at the next
 * start on purpose). Versioned by persistence like every store.
 */
export const SESSION_END_STORE = 'session-end';
/**
 * How long a kept slip waits for the next login. Past this it is "an old slip" again, which
 * spec 4 forbids restoring at start-up: it is dropped with its notice.
 */
export const KEPT_SLIP_MAX_AGE_MS = 30 * 60 * 1000;

/** One leg as the bettor had it: enough to add it again, and the stake they typed. */
export interface KeptLeg {
  eventId: string;
  marketId: string;
  outcomeId: string;
  /** The price shown when the session ended; the slip asks the server for today's at once. */
  decimal: number;
  unitStake: number;
  eventDescription: string | null;
  marketDescription: string | null;
  outcomeDescription: string | null;
}

export interface KeptSlip {
  legs: readonly KeptLeg[];
  multipleStake: number;
  /** System stakes by system code ('002', '058' ...). */
  systemStakes: Readonly<Record<string, number>>;
  eachWay: boolean;
  /** The bettor's promo-cash choice (absent in slips kept by older versions: off). */
  usePromoCash?: boolean;
  /** The bet builder's legs and stake, without its price (asked and agreed again); absent or null: none. */
  betBuilder?: KeptBetBuilder | null;
}

/** A bet builder as the bettor left it: its event, its legs, the stake they typed. */
export interface KeptBetBuilder {
  eventId: string;
  eventDescription: string;
  legs: readonly BetBuilderLeg[];
  unitStake: number;
}

export interface StoredSessionEnd {
  reason: SessionEnd;
  endedAt: number;
  /** The notice was shown once after the reload or reset: a second reload does not repeat it. */
  told: boolean;
  /** The slip kept for the next login; null when it was empty. */
  slip: KeptSlip | null;
}

export interface SessionEndDependencies {
  persistence: Persistence;
  now: () => number;
  betslip: { readonly state: ReadonlySignal<BetslipState>; dispatch(action: BetslipAction): unknown };
  /** The session as a finished login made it (or a stored one restored): non-null means logged in. */
  established: ReadonlySignal<unknown>;
}

/** The slip as the bettor left it, or null when there is nothing on it. */
export function keptSlipOf(state: BetslipState): KeptSlip | null {
  const legs = orderedSelections(state).map((selection) => ({
    eventId: selection.eventId,
    marketId: selection.marketId,
    outcomeId: selection.outcomeId,
    decimal: selection.decimal,
    unitStake: selection.unitStake,
    eventDescription: selection.eventDescription,
    marketDescription: selection.marketDescription,
    outcomeDescription: selection.outcomeDescription,
  }));
  const builder = state.betBuilder;
  // The price is the operator's of the moment: only the legs and the stake are kept (docs/bet-builder.md).
  const betBuilder: KeptBetBuilder | null = builder === null ? null : { eventId: builder.eventId, eventDescription: builder.eventDescription, legs: builder.legs, unitStake: builder.unitStake };
  if (legs.length === 0 && betBuilder === null) return null;
  const systemStakes = Object.fromEntries(Object.entries(state.systems).flatMap(([code, entry]) => (entry.unitStake > 0 ? [[code, entry.unitStake]] : [])));
  return { legs, multipleStake: state.multiple?.unitStake ?? 0, systemStakes, eachWay: state.isEachWayChecked, usePromoCash: state.usePromoCash, betBuilder };
}

/**
 * The actions that put a kept slip back: each leg added as the bettor added it (the slip's
 * own rules apply again, refs renumber), then each stake typed again. Nothing here places.
 */
export function keptSlipActions(slip: KeptSlip): BetslipAction[] {
  const adds: BetslipAction[] = slip.legs.map((leg) => ({
    type: 'add',
    selection: {
      eventId: leg.eventId,
      marketId: leg.marketId,
      outcomeId: leg.outcomeId,
      decimal: leg.decimal,
      eventDescription: leg.eventDescription,
      marketDescription: leg.marketDescription,
      outcomeDescription: leg.outcomeDescription,
    },
  }));
  // Refs are given in the order the legs are added: sel1, sel2 ...
  const singles: BetslipAction[] = slip.legs.flatMap((leg, index) => (leg.unitStake > 0 ? [{ type: 'set-stake', ref: `sel${index + 1}`, stake: leg.unitStake } as const] : []));
  const multiple: BetslipAction[] = slip.multipleStake > 0 ? [{ type: 'set-stake', ref: 'mul1', stake: slip.multipleStake }] : [];
  const systems: BetslipAction[] = Object.entries(slip.systemStakes).map(([ref, stake]) => ({ type: 'set-stake', ref, stake }));
  const eachWay: BetslipAction[] = slip.eachWay ? [{ type: 'set-each-way', checked: true }] : [];
  const promoCash: BetslipAction[] = slip.usePromoCash === true ? [{ type: 'set-use-promo-cash', checked: true }] : [];
  // The builder's legs as the bettor pressed them: the builder asks the operator for their price again.
  const kept = slip.betBuilder ?? null;
  const builder: BetslipAction[] =
    kept === null
      ? []
      : [
          ...kept.legs.map((leg): BetslipAction => ({ type: 'bet-builder', action: { type: 'toggle-leg', event: { id: kept.eventId, description: kept.eventDescription }, leg } })),
          ...(kept.unitStake > 0 ? [{ type: 'bet-builder', action: { type: 'set-stake', unitStake: kept.unitStake } } as const] : []),
        ];
  return [...adds, ...singles, ...multiple, ...systems, ...eachWay, ...promoCash, ...builder];
}

function isFresh(stored: StoredSessionEnd | null, now: number): stored is StoredSessionEnd {
  return stored !== null && typeof stored.endedAt === 'number' && now - stored.endedAt >= 0 && now - stored.endedAt < KEPT_SLIP_MAX_AGE_MS;
}

/**
 * What a session that ended on its own (expiry, revoked token, refused access) leaves for
 * the bettor (docs/reliability.md "Sessions: refresh, expiry, revocation"): why it ended,
 * told once in their language after the reload or reset, and the slip, kept in storage
 * until the next login and put back on the slip at start with its prices asked again.
 * The bettor places it (or not) themselves.
 */
export function createSessionEndModel(dependencies: SessionEndDependencies) {
  return ownedModel(() => buildSessionEnd(dependencies));
}

function buildSessionEnd({ persistence, now, betslip, established }: SessionEndDependencies) {
  const notice = signal<SessionEnd | null>(null);
  /** How many `<sportsbook-app>` shells on the page can show the notice as their dialog. */
  const dialogHosts = signal(0);

  // Logged in again: the slip on screen is the bettor's live slip now, the kept one and the
  // notice are done with.
  effect(() => {
    if (established.value === null) return;
    persistence.remove(SESSION_END_STORE);
    notice.value = null;
  });

  return {
    /** Why the last session ended, while the bettor has not dismissed it or logged in again; null otherwise. */
    notice: notice as ReadonlySignal<SessionEnd | null>,
    /**
     * The notice where no app shell shows it as a dialog: a `<sportsbook-betslip>` or
     * `<sportsbook-mybets>` alone on a host page says why in place, so the bettor who sees
     * only the slip learns too. Null while a shell's dialog tells it (or there is nothing to tell).
     */
    noticeInPlace: computed(() => (dialogHosts.value === 0 ? notice.value : null)) as ReadonlySignal<SessionEnd | null>,
    /** A shell that shows the notice as its dialog is on the page (LoginDialogs); returns its leaving. */
    hostDialog(): () => void {
      dialogHosts.value += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        dialogHosts.value -= 1;
      };
    },
    /** The session just ended on its own: the reason and the slip go to storage before the reload or reset. */
    keep(reason: SessionEnd): void {
      persistence.write<StoredSessionEnd>(SESSION_END_STORE, { reason, endedAt: now(), told: false, slip: keptSlipOf(betslip.state.peek()) });
    },
    /**
     * At start and after an in-place reset: a fresh session end puts its slip back (when the
     * slip is empty: a slip the bettor has built since wins) and shows its notice once.
     */
    resume(): void {
      const stored = persistence.read<StoredSessionEnd>(SESSION_END_STORE);
      if (!isFresh(stored, now())) {
        if (stored !== null) persistence.remove(SESSION_END_STORE);
        return;
      }
      if (established.peek() !== null) {
        persistence.remove(SESSION_END_STORE);
        return;
      }
      if (stored.slip !== null && betslip.state.peek().order.length === 0 && betslip.state.peek().betBuilder === null) {
        const actions = keptSlipActions(stored.slip);
        // One batch: the slip's pricing effect sees the legs with their stakes and asks the server once.
        batch(() => actions.forEach((action) => betslip.dispatch(action)));
      }
      if (!stored.told) {
        notice.value = stored.reason;
        persistence.write<StoredSessionEnd>(SESSION_END_STORE, { ...stored, told: true });
      }
    },
    /** The bettor read the notice. */
    dismiss(): void {
      notice.value = null;
    },
  };
}

export type SessionEndModel = ReturnType<typeof createSessionEndModel>;
