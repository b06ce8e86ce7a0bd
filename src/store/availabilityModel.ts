import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { OperatorAnswer } from '../api';
import type { PageEnvironment, UnavailableAnswer } from './pageEnvironment';

export type { OperatorAnswer };

/** Whether the operator serves the sportsbook: yes, down for maintenance, or refusing this visitor. */
export type Availability = 'available' | UnavailableAnswer;

/**
 * How long to wait before each check whether the operator is back, ms: quick at first (a
 * maintenance window is often short), then every minute, so a long one costs a call a minute.
 */
export const RECOVERY_CHECK_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000, 60_000];

/**
 * An outage that comes back this soon after a recovery is the same outage: its checks go on
 * from the delay they had reached. Without this, an operator whose check call is served
 * while the page's other calls still meet maintenance (a partial maintenance) would flip
 * the elements, the host's events and every refetch between the two states every 2 s.
 */
export const RELAPSE_WINDOW_MS = 5 * 60_000;

export interface AvailabilityDependencies {
  page: Pick<PageEnvironment, 'unavailable' | 'available'>;
  /** One cheap call to the operator; resolves when it was answered normally. */
  check: () => Promise<unknown>;
  /** The operator is back: content is fetched again. */
  onRecovered: () => void;
  setTimer?: (callback: () => void, ms: number) => () => void;
  delaysMs?: readonly number[];
  now?: () => number;
}

export interface AvailabilityModel {
  readonly state: ReadonlySignal<Availability>;
  /** The API client reports every answer here (createApiClient's `onAnswer`). */
  answered(answer: OperatorAnswer): void;
  /** Stops checking (the runtime is disposed). */
  dispose(): void;
}

const defaultTimer = (callback: () => void, ms: number) => {
  const id = setTimeout(callback, ms);
  return () => clearTimeout(id);
};

/**
 * Spec 2's maintenance and blocked answers as a state of the runtime. Where the page lets
 * the sportsbook show them in place (every embedded mode), the elements show the branded
 * maintenance shell, the host hears it (src/host/followAvailability.ts), and the runtime
 * checks with a growing delay whether the operator is back; an answer of its own check
 * that is served again (and no maintenance or blocked answer meanwhile) ends it: the
 * state goes back to available and content is fetched again. Where the page leaves
 * (our standalone site goes to /maintenance, or reloads for /blocked) nothing is checked.
 */
export function createAvailabilityModel({ page, check, onRecovered, setTimer = defaultTimer, delaysMs = RECOVERY_CHECK_DELAYS_MS, now = () => Date.now() }: AvailabilityDependencies): AvailabilityModel {
  const state = signal<Availability>('available');
  let checking = false;
  let attempt = 0;
  let cancelTimer: () => void = () => undefined;
  // Bumped by every maintenance or blocked answer: a check that saw one is no recovery.
  let unavailableAnswers = 0;
  let leaving = false;
  let disposed = false;
  let toldAvailable = false;
  let recoveredAt = Number.NEGATIVE_INFINITY;

  function scheduleCheck(): void {
    const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 60_000;
    attempt += 1;
    cancelTimer = setTimer(runCheck, delay);
  }

  function runCheck(): void {
    const before = unavailableAnswers;
    check().then(
      () => {
        if (disposed || leaving) return;
        if (unavailableAnswers !== before) scheduleCheck();
        else recover();
      },
      () => {
        if (!disposed && !leaving) scheduleCheck();
      },
    );
  }

  function recover(): void {
    checking = false;
    // The back-off is kept: a relapse within RELAPSE_WINDOW_MS goes on from here.
    recoveredAt = now();
    state.value = 'available';
    page.available();
    toldAvailable = true;
    onRecovered();
  }

  return {
    state,
    answered(answer) {
      if (disposed || leaving) return;
      if (answer === 'served') {
        // Once per spell of availability: the standalone site clears its blocked reload count.
        if (state.peek() === 'available' && !toldAvailable) {
          toldAvailable = true;
          page.available();
        }
        return;
      }
      unavailableAnswers += 1;
      toldAvailable = false;
      const shown = page.unavailable(answer);
      state.value = answer;
      if (shown === 'leaving') {
        leaving = true;
        cancelTimer();
        return;
      }
      if (!checking) {
        checking = true;
        if (now() - recoveredAt >= RELAPSE_WINDOW_MS) attempt = 0;
        scheduleCheck();
      }
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
