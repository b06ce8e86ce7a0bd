import type { Market, SportEvent } from '../../../src/core/index';
import type { SportModel } from './sportProfiles';

export interface Competitor {
  id: string;
  name: string;
  /** Log-strength: differences set each side's scoring rate or win chance. */
  strength: number;
  /** Player props: the team's players and their share of its scoring. */
  players?: readonly { name: string; share: number }[];
}

/** The live state of an event, per sport model. */
export type LiveState =
  | { kind: 'goals'; elapsed: number; periodScores: [number, number][]; playerScores: Record<string, number> }
  | { kind: 'sets'; elapsed: number; sets: [number, number][]; setsWon: [number, number] }
  | { kind: 'runs'; elapsed: number; innings: { runs: number; wickets: number; balls: number }[]; overRuns: number[][]; lastBalls: string[] }
  | { kind: 'race'; elapsed: number; finishingOrder: string[] | null };

/** What a market prices, so the model can price and settle it. */
export type MarketSpec =
  | { kind: 'match-result' }
  | { kind: 'handicap'; line: number }
  | { kind: 'total'; line: number }
  | { kind: 'double-chance' }
  | { kind: 'both-score' }
  | { kind: 'period-result'; period: number }
  | { kind: 'race-to'; target: number }
  | { kind: 'player-points'; player: string; side: 0 | 1; line: number }
  | { kind: 'player-scores'; player: string; side: 0 | 1 }
  | { kind: 'set-handicap'; line: number }
  | { kind: 'total-sets'; line: number }
  | { kind: 'over-runs'; over: number; line: number }
  | { kind: 'innings-total'; innings: number; line: number }
  | { kind: 'outright' };

export interface SandboxMarket extends Market {
  spec: MarketSpec;
  /**
   * Why the market is held suspended, and until which tick (null: until lifted). The
   * model's own view (open, near-certain, decided) applies only when nothing holds it.
   */
  hold: { reason: 'score' | 'trader' | 'feed-alert'; untilTick: number | null } | null;
  /**
   * Prices a test pinned (POST /sandbox/price), by outcome id: the model does not move them
   * until the pin is released, so a test can rely on the server's price.
   */
  pinned?: Readonly<Record<string, number>>;
}

export type EventPhase = 'prematch' | 'live' | 'ended';

export interface SandboxEvent extends Omit<SportEvent, 'markets'> {
  sportId: number;
  leagueId: number;
  countryId: number;
  competitors: Competitor[];
  startMs: number;
  phase: EventPhase;
  model: SportModel;
  state: LiveState;
  markets: SandboxMarket[];
  /** Whether this is a league's outright (winner) event. */
  outright: boolean;
}

export interface League {
  id: number;
  name: string;
  sportId: number;
  sportCode: string;
  countryId: number;
  countryName: string;
}

export interface Jackpot {
  id: string;
  name: string;
  eventIds: string[];
  /** Stake per line. */
  unitStake: number;
  prize: number;
  currency: string;
}
