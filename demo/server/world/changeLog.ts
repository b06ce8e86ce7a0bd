import type { EventChangePayload } from '../../../src/live';
/**
 * The feed's changes in order, each with a cursor. Clients resume from a cursor (SSE
 * Last-Event-ID, or the poll endpoint's `since`); a cursor older than what is kept answers
 * "gap", and the client resyncs from the snapshot.
 */
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

export interface ChangeLog {
  append(change: DistributiveOmit<FeedChange, 'cursor'>): FeedChange;
  /** Changes after `cursor`, or 'gap' when some were already dropped. */
  since(cursor: number): FeedChange[] | 'gap';
  readonly latest: number;
  subscribe(listener: (change: FeedChange) => void): () => void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function createChangeLog(capacity = 20000): ChangeLog {
  let entries: FeedChange[] = [];
  let latest = 0;
  const listeners = new Set<(change: FeedChange) => void>();
  return {
    append(change) {
      latest += 1;
      const entry = { ...change, cursor: latest } as FeedChange;
      entries.push(entry);
      if (entries.length > capacity * 1.25) entries = entries.slice(entries.length - capacity);
      for (const listener of listeners) listener(entry);
      return entry;
    },
    since(cursor) {
      if (cursor >= latest) return [];
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
  };
}
