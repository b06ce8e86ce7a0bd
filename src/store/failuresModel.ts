/** The parts of the sportsbook that fail alone: each shows its own notice, the rest carries on. */
export type FailedRegion = 'market' | 'operator-content' | 'betslip' | 'my-bets' | 'page' | 'header' | 'footer' | 'widget';

export interface RegionFailure {
  readonly region: FailedRegion;
  /** The error's message: its first line, at most MESSAGE_LIMIT characters, never a stack. */
  readonly message: string;
}

export interface FailuresModel {
  /** A region could not render (or its code could not load) and shows its notice instead. */
  report(region: FailedRegion, error: unknown): void;
  /** Hears every reported failure (the host bridge: `sportsbook-error`); returns the way to stop. */
  subscribe(listener: (failure: RegionFailure) => void): () => void;
}

export interface FailuresDependencies {
  /** Spec 7's metrics call (GET /api/metrics?app, 3000 ms timeout) with the failure's details. */
  sendMetrics(details: { region: string; error: string }): Promise<unknown>;
}

/**
 * A message short enough for a query string (spec 7 turns a GET into a POST past 2000
 * characters) and free of what a host or the operator's logs should not get: a stack
 * can carry file paths and the bettor's data in closures' names.
 */
export const MESSAGE_LIMIT = 200;

/**
 * Kinds of failure sent to the operator's metrics per page: a page of fifty cards whose
 * markets all break on the same bad payload tells the operator once, not fifty times.
 */
export const METRICS_KINDS_LIMIT = 20;

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : 'Unknown error';
  const firstLine = text.split('\n', 1)[0] ?? '';
  return firstLine.length > MESSAGE_LIMIT ? `${firstLine.slice(0, MESSAGE_LIMIT - 1)}…` : firstLine;
}

/**
 * Where contained failures go (docs/reliability.md "Failures contained, Trusted Types,
 * links"): every one to the host page, and each kind (region and message) once to the
 * operator's metrics, through the one API client (so a disposed runtime sends nothing and
 * a metrics outage is only a failed request, never a second failure on screen).
 */
export function createFailuresModel({ sendMetrics }: FailuresDependencies): FailuresModel {
  const listeners = new Set<(failure: RegionFailure) => void>();
  const sentKinds = new Set<string>();
  return {
    report(region, error) {
      const failure: RegionFailure = { region, message: messageOf(error) };
      for (const listener of [...listeners]) listener(failure);
      const kind = `${region}\n${failure.message}`;
      if (sentKinds.has(kind) || sentKinds.size >= METRICS_KINDS_LIMIT) return;
      sentKinds.add(kind);
      sendMetrics({ region, error: failure.message }).catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
