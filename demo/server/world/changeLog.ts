import type { EventChangePayload } from '../../../src/live';
export interface ShortKeyPrice {
  eid: string;
  mid: string;
  s?: string;
  mtid?: number;
  ptid?: number;
  h?: boolean;
  oid?: string;
  cp?: { d: number; s0?: number | null; s1?: number | null; f: 'DECIMAL' };
  pp?: { d: number; f: 'DECIMAL' } | null;
  ap?: { d: number; f: 'DECIMAL' } | null;
}

/** The event change the SDK's live transport reads (one definition for both sides). */
export type EventChange = EventChangePayload;

export type FeedChange =
  | { cursor: number; type: 'price'; payload: ShortKeyPrice }
  | { cursor: number; type: 'event'; payload: EventChange }
  | { cursor: number; type: 'feed-alert'; payload: { feed: string; active: boolean } };

/**
 * The feed's changes in order, each with a cursor. Clients resume from a cursor (SSE
 * Last-Event-ID, or the poll endpoint's `since`); a cursor older than what is kept answers
 * "gap", and the client resyncs from the snapshot. A log belongs to one run of the feed
 * server, its epoch: a restarted server starts a new log from 0 under a new epoch, and a
 * cursor of another epoch means nothing to it (docs/api.md "Live feed").
 */
export interface ChangeLog {
  /** This run's id: cursors are comparable within one epoch only. */
  readonly epoch: string;
  append(change: DistributiveOmit<FeedChange, 'cursor'>): FeedChange;
  /** Changes after `cursor`, or 'gap' when some were already dropped. */
  since(cursor: number): FeedChange[] | 'gap';
  readonly latest: number;
  subscribe(listener: (change: FeedChange) => void): () => void;
  /** The server that kept this log stops (a restart): streams reading it end. */
  retire(): void;
  readonly retired: boolean;
  onRetire(listener: () => void): () => void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let epochsStarted = 0;

/** A fresh epoch id: the start time and a per-process count, so two logs made in one millisecond differ. */
export function newFeedEpoch(now: number = Date.now()): string {
  epochsStarted += 1;
  return `${now.toString(36)}${epochsStarted.toString(36)}`;
}

export function createChangeLog(capacity = 20000, epoch: string = newFeedEpoch()): ChangeLog {
  let entries: FeedChange[] = [];
  let latest = 0;
  let retired = false;
  const listeners = new Set<(change: FeedChange) => void>();
  const retireListeners = new Set<() => void>();
  return {
    epoch,
    append(change) {
      latest += 1;
      const entry = { ...change, cursor: latest } as FeedChange;
      entries.push(entry);
      if (entries.length > capacity * 1.25) entries = entries.slice(entries.length - capacity);
      for (const listener of listeners) listener(entry);
      return entry;
    },
    since(cursor) {
      // Ahead of this log: a cursor of some other run, which this one cannot continue.
      if (cursor > latest) return 'gap';
      if (cursor === latest) return [];
      const oldest = entries[0]?.cursor ?? latest + 1;
      if (cursor < oldest - 1) return 'gap';
      return entries.filter((entry) => entry.cursor > cursor);
    },
    get latest() {
      return latest;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retire() {
      if (retired) return;
      retired = true;
      listeners.clear();
      for (const listener of [...retireListeners]) listener();
      retireListeners.clear();
    },
    get retired() {
      return retired;
    },
    onRetire(listener) {
      if (retired) {
        listener();
        return () => undefined;
      }
      retireListeners.add(listener);
      return () => retireListeners.delete(listener);
    },
  };
}
