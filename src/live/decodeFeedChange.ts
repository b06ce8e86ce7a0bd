import { parsePriceUpdate, type PriceUpdate, type PriceUpdateError } from '../core';

/** An event change from the feed (docs/api.md "Live feed"). */
export interface EventChangePayload {
  eid: string;
  status: 'LIVE' | 'END_OF_EVENT' | 'REMOVED';
  clock?: { minutes?: number; seconds?: number; status: string } | null;
  scores?: { home: number; away: number };
  scoresPerPeriod?: { opponentId: string; instance: number; key: string; score: string }[];
  currentPeriodAbbreviation?: string;
  currentPeriodNumber?: number;
  liveOpenMarketCount?: number;
  cricketOutcomes?: string[];
}

export type DecodedChange =
  | { kind: 'price'; cursor: number; update: PriceUpdate }
  | { kind: 'event'; cursor: number; change: EventChangePayload }
  | { kind: 'feed-alert'; cursor: number; feed: string; active: boolean }
  | { kind: 'invalid'; cursor: number; reason: PriceUpdateError | 'unknown-type' | 'bad-event' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * One feed message as a typed change. Never throws: a message the client cannot read is
 * 'invalid' with a reason and changes nothing (the transport counts and logs them).
 */
export function decodeFeedChange(type: string, payload: unknown, cursor: number): DecodedChange {
  if (type === 'price') {
    const parsed = parsePriceUpdate(payload);
    return parsed.ok ? { kind: 'price', cursor, update: parsed.update } : { kind: 'invalid', cursor, reason: parsed.error };
  }
  if (type === 'event') {
    if (!isRecord(payload) || typeof payload.eid !== 'string' || typeof payload.status !== 'string') return { kind: 'invalid', cursor, reason: 'bad-event' };
    return { kind: 'event', cursor, change: payload as unknown as EventChangePayload };
  }
  if (type === 'feed-alert' && isRecord(payload) && typeof payload.feed === 'string') return { kind: 'feed-alert', cursor, feed: payload.feed, active: payload.active === true };
  return { kind: 'invalid', cursor, reason: 'unknown-type' };
}
