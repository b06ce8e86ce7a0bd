import { parsePriceUpdate, readCricketInnings, readTennisGame, readTrackerState, type CricketInnings, type PriceUpdate, type PriceUpdateError, type TennisGame, type TrackerState } from '../core';

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
  /** Tennis: the game in play (points, tie-break, server); null once no game is played (docs/api.md "Scoreboard fields"). */
  currentGame?: TennisGame | null;
  /** Cricket: each innings' runs, wickets and balls. */
  cricketInnings?: CricketInnings[];
  /** The match tracker's latest incident and stats (docs/streaming.md). */
  tracker?: TrackerState;
}

export type DecodedChange =
  | { kind: 'price'; cursor: number; update: PriceUpdate }
  | { kind: 'event'; cursor: number; change: EventChangePayload }
  | { kind: 'feed-alert'; cursor: number; feed: string; active: boolean }
  | { kind: 'invalid'; cursor: number; reason: PriceUpdateError | 'unknown-type' | 'bad-event' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** A score as the feed sends it (a number) or as REST answers carry it (its digits). */
const readScore = (value: unknown): number | null => (isCount(value) ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : null);

function readClock(value: unknown): EventChangePayload['clock'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.status !== 'string') return undefined;
  if ((value.minutes !== undefined && !isCount(value.minutes)) || (value.seconds !== undefined && !isCount(value.seconds))) return undefined;
  return { status: value.status, ...(value.minutes === undefined ? {} : { minutes: value.minutes as number }), ...(value.seconds === undefined ? {} : { seconds: value.seconds as number }) };
}

function readScores(value: unknown): EventChangePayload['scores'] {
  if (!isRecord(value)) return undefined;
  const home = readScore(value.home);
  const away = readScore(value.away);
  return home === null || away === null ? undefined : { home, away };
}

function readPeriodScores(value: unknown): EventChangePayload['scoresPerPeriod'] {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (line): line is NonNullable<EventChangePayload['scoresPerPeriod']>[number] =>
      isRecord(line) && typeof line.opponentId === 'string' && typeof line.key === 'string' && typeof line.instance === 'number' && Number.isFinite(line.instance) && (typeof line.score === 'string' || isCount(line.score)),
  ).map((line) => ({ ...line, score: String(line.score) }));
}

/**
 * An event change with only the fields it can read: a field of the wrong type (a clock
 * that is text, a score that is an object, periods that are not a list) is left out, so
 * the event keeps what it had there, as when the field is not sent. Read as trusted, one
 * such field threw in the frame that applies the feed (losing that frame's other changes)
 * or in the render of the scoreboard, taking the event page down with it.
 */
function readEventChange(payload: Record<string, unknown>): EventChangePayload | null {
  if (typeof payload.eid !== 'string' || payload.eid === '' || typeof payload.status !== 'string') return null;
  const clock = readClock(payload.clock);
  const scores = readScores(payload.scores);
  const scoresPerPeriod = readPeriodScores(payload.scoresPerPeriod);
  const tracker = readTrackerState(payload.tracker);
  const currentGame = readTennisGame(payload.currentGame);
  const cricketInnings = readCricketInnings(payload.cricketInnings);
  return {
    eid: payload.eid,
    status: payload.status as EventChangePayload['status'],
    ...(clock === undefined ? {} : { clock }),
    ...(scores === undefined ? {} : { scores }),
    ...(scoresPerPeriod === undefined ? {} : { scoresPerPeriod }),
    ...(typeof payload.currentPeriodAbbreviation === 'string' ? { currentPeriodAbbreviation: payload.currentPeriodAbbreviation } : {}),
    ...(isCount(payload.currentPeriodNumber) ? { currentPeriodNumber: payload.currentPeriodNumber } : {}),
    ...(isCount(payload.liveOpenMarketCount) ? { liveOpenMarketCount: payload.liveOpenMarketCount } : {}),
    ...(Array.isArray(payload.cricketOutcomes) && payload.cricketOutcomes.every((ball) => typeof ball === 'string') ? { cricketOutcomes: payload.cricketOutcomes as string[] } : {}),
    ...(currentGame === undefined ? {} : { currentGame }),
    ...(cricketInnings === undefined ? {} : { cricketInnings }),
    ...(tracker === null ? {} : { tracker }),
  };
}

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
    const change = isRecord(payload) ? readEventChange(payload) : null;
    return change === null ? { kind: 'invalid', cursor, reason: 'bad-event' } : { kind: 'event', cursor, change };
  }
  if (type === 'feed-alert' && isRecord(payload) && typeof payload.feed === 'string') return { kind: 'feed-alert', cursor, feed: payload.feed, active: payload.active === true };
  return { kind: 'invalid', cursor, reason: 'unknown-type' };
}
