/**
 * The feed's entities as core reads them (spec 3). Optional where the feed may omit a
 * field. Prices are decimals.
 */
export interface Sport {
  id: number;
  /** Four upper-case letters, e.g. FOOT. */
  code: string;
  name: string;
}

export type MarketStatus = 'open' | 'suspended' | 'lts' | 'closed';

export interface CurrentPrice {
  id?: string | number;
  decimal: number;
  spread?: number | null;
  spread2?: number | null;
}

export interface Outcome {
  id: string;
  description: string;
  ordinalPosition?: number;
  opponentId?: string | null;
  teamId?: string | null;
  hidden?: boolean;
  extraKey1?: string | null;
  extraKey2?: string | null;
  consolidatedPrice: { currentPrice: CurrentPrice; penultimatePrice?: CurrentPrice | null; antepenultimatePrice?: CurrentPrice | null };
}

export interface MarketPeriod {
  id: number;
  sequence?: number;
  periodType: { id: number; inRunning: boolean };
  fullDescription?: string;
  fullAbbreviation?: string;
}

export interface Market {
  id: string;
  eventId: string;
  feedId?: string;
  description: string;
  marketTypeId: number;
  marketTypeInfo?: { style?: string; ordinalPosition?: number };
  periodId?: number;
  period?: MarketPeriod;
  instance?: number | null;
  status: MarketStatus | 'settled' | 'resulted';
  cutoffTime?: string;
  opponentId?: string | null;
  playerName?: string | null;
  teamName?: string | null;
  outcomes: readonly Outcome[];
}

export interface EventClock {
  minutes?: number;
  seconds?: number;
  /** e.g. NOT_STARTED, RUNNING, STOPPED, END_OF_EVENT. */
  status: string;
}

/** One score line: an opponent's score for one period (spec 4 "per-period scores"). */
export interface PeriodScore {
  opponentId: string;
  /** The period's instance (1st set, 2nd set ...). */
  instance: number;
  /** The period kind, e.g. SETS, GAMES, HALF. */
  key: string;
  score: string;
}

export interface EventPathEntry {
  id: number;
  description: string;
}

export interface SportEvent {
  id: string;
  slug: string;
  description?: string;
  /** Sport, then country, then league. */
  eventPaths: readonly EventPathEntry[];
  sportCode: string;
  feedCode?: string;
  startTime?: string;
  markets: readonly Market[];
  clock?: EventClock | null;
  isFinished?: boolean;
  /** Opponent id -> total score. */
  scores?: Readonly<Record<string, string>>;
  /** Opponent id -> sets (or games, frames, maps) won, for set-based sports. */
  sets?: Readonly<Record<string, string>>;
  /** Opponent id -> match score where the feed sends one apart from scores. */
  match?: Readonly<Record<string, string>>;
  scoresPerPeriod?: readonly PeriodScore[];
  liveOpenMarketCount?: number;
  currentPeriod?: string;
  currentPeriodAbbreviation?: string;
  currentPeriodNumber?: number;
  cricketOutcomes?: readonly string[];
  betBuilderEvent?: boolean;
  jackpotId?: string | null;
  betRadarId?: string | null;
  streamingIMGId?: string | null;
  streamingPMId?: string | null;
  trackerPMId?: string | null;
  liveStreaming?: boolean;
}
