import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { HttpError, type BetEndpoints } from '../api';
import { orderedSelections, type BetslipState, type NewSelection } from '../core';
import type { BetslipModel } from './betslipModel';

/** Why a booking code could not be saved or loaded; the slip is left as it was. */
export type BookingCodeProblem =
  /** Nothing on the slip to save. */
  | 'empty-slip'
  /** Nothing typed in the code field. */
  | 'no-code'
  /** Spec 8 style 404 retail-code-not-found. */
  | 'not-found'
  /** The code's selections have all closed or ended since it was saved. */
  | 'unavailable'
  /** A bet is being placed or waits for a trader: the slip must not change under it. */
  | 'busy'
  /** Network or server failure. */
  | 'failed';

export type BookingCodeStatus = 'idle' | 'saving' | 'loading';

export interface LoadedBookingCode {
  code: string;
  /** Selections put on the slip. */
  added: number;
  /** Selections of the code no longer available (closed, ended), left out. */
  missing: number;
}

export interface BookingCodeModel {
  readonly status: ReadonlySignal<BookingCodeStatus>;
  /** The code of the slip as it is now: cleared as soon as its selections or stakes change. */
  readonly savedCode: ReadonlySignal<string | null>;
  readonly problem: ReadonlySignal<BookingCodeProblem | null>;
  readonly loaded: ReadonlySignal<LoadedBookingCode | null>;
  /** Stores the slip (outcome ids and stakes) under a new code and resolves with it. */
  save(): Promise<string | null>;
  /** Replaces the slip with the code's selections, at today's prices, and their stakes. */
  load(code: string): Promise<boolean>;
}

export interface BookingCodeDependencies {
  bets: Pick<BetEndpoints, 'retailCode' | 'refreshSlip'>;
  betslip: BetslipModel;
  /** Puts an event in the catalogue, so a loaded selection shows its names on a fresh page. */
  loadEvent?: (eventId: string) => Promise<unknown>;
}

/** What a booking code stores: the slip's stakes in the shape of the betslips/selections model. */
export interface BookingSlip {
  singles: { outcomeId: string; unitStake: number }[];
  multiples: { ref: string; unitStake: number }[];
  systems: { ref: string; unitStake: number }[];
}

export function bookingSlipOf(state: BetslipState): BookingSlip {
  return {
    singles: orderedSelections(state).map((selection) => ({ outcomeId: selection.outcomeId, unitStake: selection.unitStake })),
    multiples: state.multiple && state.multiple.unitStake > 0 ? [{ ref: state.multiple.ref, unitStake: state.multiple.unitStake }] : [],
    systems: Object.entries(state.systems)
      .filter(([, entry]) => entry.unitStake > 0)
      .map(([ref, entry]) => ({ ref, unitStake: entry.unitStake })),
  };
}

const stakeOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : []);

/**
 * Reads a stored slip defensively: codes outlive releases (and a retail shop may have
 * saved one), so anything unreadable is left out rather than failing the whole load.
 */
export function readBookingSlip(slip: unknown): BookingSlip {
  const raw = typeof slip === 'object' && slip !== null ? (slip as Record<string, unknown>) : {};
  const singles = records(raw.singles)
    .filter((single) => typeof single.outcomeId === 'string' && single.outcomeId !== '')
    .map((single) => ({ outcomeId: String(single.outcomeId), unitStake: stakeOf(single.unitStake) }));
  const group = (value: unknown) => records(value).flatMap((entry) => (typeof entry.ref === 'string' ? [{ ref: entry.ref, unitStake: stakeOf(entry.unitStake) }] : []));
  return { singles: [...new Map(singles.map((single) => [single.outcomeId, single])).values()], multiples: group(raw.multiples), systems: group(raw.systems) };
}

/** The slip's content a code describes: a change to any of it makes the shown code stale. */
const fingerprint = (state: BetslipState): string => JSON.stringify(bookingSlipOf(state));

/** One selection of the betslips/selections answer, as the reducer's 'add' takes it, or null when it cannot be bet on. */
export function selectionFrom(single: Record<string, unknown>): NewSelection | null {
  const { eventId, marketId, outcomeId, decimal } = single;
  if (typeof eventId !== 'string' || typeof marketId !== 'string' || typeof outcomeId !== 'string' || typeof decimal !== 'number') return null;
  if (!(decimal > 1) || single.outcomeState === 'C') return null;
  const limit = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    eventId,
    marketId,
    outcomeId,
    decimal,
    showEachWay: single.showEachWay === true,
    minBetStake: limit(single.minBetStake),
    maxBetStake: limit(single.maxBetStake),
    maxFreeMoneyStake: limit(single.maxFreeMoneyStake),
    outcomeState: typeof single.outcomeState === 'string' ? single.outcomeState : 'A',
  };
}

/**
 * Spec 4 "Retail code": the slip saved under a booking code (POST betslips/retailcodes with
 * the slip) and loaded back ({ retailCode }). A loaded code replaces the slip: the code is
 * someone's whole slip, and mixing it into another one would give neither bettor the bets
 * they meant. The selections are priced afresh (POST betslips/selections), never at the
 * prices of the day they were saved.
 */
export function createBookingCodeModel({ bets, betslip, loadEvent }: BookingCodeDependencies): BookingCodeModel {
  const status = signal<BookingCodeStatus>('idle');
  const problem = signal<BookingCodeProblem | null>(null);
  const loaded = signal<LoadedBookingCode | null>(null);
  const saved = signal<{ code: string; fingerprint: string } | null>(null);
  const savedCode = computed(() => {
    const entry = saved.value;
    return entry && entry.fingerprint === fingerprint(betslip.state.value) ? entry.code : null;
  });

  const fail = (reason: BookingCodeProblem) => {
    problem.value = reason;
    return reason;
  };
  const isBusy = () => betslip.state.peek().betPlacing || betslip.state.peek().statusWaitApproval;

  async function save(): Promise<string | null> {
    const state = betslip.state.peek();
    problem.value = null;
    if (state.order.length === 0) return (fail('empty-slip'), null);
    status.value = 'saving';
    try {
      const answer = await bets.retailCode(bookingSlipOf(state));
      saved.value = { code: answer.retailCode, fingerprint: fingerprint(state) };
      return answer.retailCode;
    } catch {
      fail('failed');
      return null;
    } finally {
      status.value = 'idle';
    }
  }

  async function load(typed: string): Promise<boolean> {
    const code = typed.trim().toUpperCase();
    problem.value = null;
    loaded.value = null;
    if (code === '') return (fail('no-code'), false);
    if (isBusy()) return (fail('busy'), false);
    status.value = 'loading';
    try {
      const answer = await bets.retailCode({ retailCode: code });
      const slip = readBookingSlip(answer.slip);
      if (slip.singles.length === 0) return (fail('unavailable'), false);
      const priced = await bets.refreshSlip({ outcomeIds: slip.singles.map((single) => single.outcomeId) });
      const selections = priced.model.singles.map((single) => selectionFrom(single)).filter((selection) => selection !== null);
      if (selections.length === 0) return (fail('unavailable'), false);
      // Names come from the catalogue: fetch the events first so the slip never shows bare ids.
      if (loadEvent) await Promise.allSettled([...new Set(selections.map((selection) => selection.eventId))].map((eventId) => loadEvent(eventId)));
      // The placement may have started while the code was being read.
      if (isBusy()) return (fail('busy'), false);
      betslip.dispatch({ type: 'clear' });
      for (const selection of selections) betslip.dispatch({ type: 'add', selection });
      applyStakes(slip);
      betslip.open();
      const added = betslip.state.peek().order.length;
      loaded.value = { code: answer.retailCode, added, missing: slip.singles.length - added };
      saved.value = { code: answer.retailCode, fingerprint: fingerprint(betslip.state.peek()) };
      return true;
    } catch (error) {
      fail(error instanceof HttpError && error.status === 404 ? 'not-found' : 'failed');
      return false;
    } finally {
      status.value = 'idle';
    }
  }

  function applyStakes(slip: BookingSlip) {
    const state = betslip.state.peek();
    for (const single of slip.singles) {
      const ref = state.bets[single.outcomeId]?.ref;
      if (ref && single.unitStake > 0) betslip.dispatch({ type: 'set-stake', ref, stake: single.unitStake });
    }
    // A group stake the slip no longer offers (a leg dropped out) is refused by the reducer and left out.
    for (const group of [...slip.multiples, ...slip.systems]) if (group.unitStake > 0) betslip.dispatch({ type: 'set-stake', ref: group.ref, stake: group.unitStake });
  }

  return { status, savedCode, problem, loaded, save, load };
}
