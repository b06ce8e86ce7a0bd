import type { CricketInnings, Market, SportEvent, StreamingEntry, TennisGame, TrackerState } from '../../../src/core/index';
import type { RacecardWire } from './racecard';
import type { SportModel } from './sportProfiles';

export interface Competitor {
  id: string;
  name: string;
  /** Log-strength: differences set each side's scoring rate or win chance. */
  strength: number;
  /** Player props: the team's players and their share of its scoring. */
  players?: readonly { name: string; share: number }[];
  /**
   * More of a football team's scorers, after `players` (kept apart so the player markets
   * every fixture had keep their ids): the goalscorer and booking markets of a top match list
   * them, and the simulator credits goals to them with the same draw it always made.
   */
  squad?: readonly { name: string; share: number }[];
}

/** What a top football match's deeper markets settle on, beyond the score (simulator.ts). */
export interface FootballExtras {
  firstGoal: { side: 0 | 1; player: string | null } | null;
  /** The side of the first corner (the match tracker counts corners). */
  firstCorner: 0 | 1 | null;
  /** Corners each side had at half time; null before it. */
  cornersFirstHalf: [number, number] | null;
  cards: [number, number];
  cardsFirstHalf: [number, number] | null;
  booked: string[];
}

/** The live state of an event, per sport model. */
export type LiveState =
  | { kind: 'goals'; elapsed: number; periodScores: [number, number][]; playerScores: Record<string, number>; football?: FootballExtras }
  | { kind: 'sets'; elapsed: number; sets: [number, number][]; setsWon: [number, number]; game?: TennisGameState }
  | { kind: 'runs'; elapsed: number; innings: { runs: number; wickets: number; balls: number }[]; overRuns: number[][]; lastBalls: string[] }
  | { kind: 'race'; elapsed: number; finishingOrder: string[] | null };

/** Tennis: the game in play, point by point (sportProfiles `tennisPoints`). */
export interface TennisGameState {
  /** Points won in this game by home and away (tie-break points in a tie-break). */
  points: [number, number];
  /** Who serves this game (in a tie-break: who served its first point). */
  server: 0 | 1;
  /** Points played in the match so far: each point draws from a random stream of its own, named by it. */
  played: number;
}

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
  | { kind: 'outright' }
  // The event page's deeper markets (issue 23, deepMarkets.ts): a span is periods [start, end).
  | { kind: 'draw-no-bet' }
  | { kind: 'span-result'; start: number; end: number }
  | { kind: 'span-total'; start: number; end: number; line: number }
  | { kind: 'span-both-score'; start: number; end: number }
  | { kind: 'span-double-chance'; start: number; end: number }
  | { kind: 'team-total'; side: 0 | 1; line: number }
  | { kind: 'exact-goals'; top: number }
  | { kind: 'correct-score'; scores: readonly (readonly [number, number])[] }
  | { kind: 'half-time-full-time' }
  | { kind: 'winning-margin' }
  | { kind: 'odd-even' }
  | { kind: 'clean-sheet'; side: 0 | 1 }
  | { kind: 'result-both-score' }
  | { kind: 'highest-scoring-half' }
  | { kind: 'first-goalscorer'; players: readonly { name: string; side: 0 | 1 }[] }
  | { kind: 'anytime-goalscorer'; players: readonly { name: string; side: 0 | 1 }[] }
  | { kind: 'corners-total'; line: number; firstHalf: boolean }
  | { kind: 'corners-handicap'; line: number }
  | { kind: 'team-corners'; side: 0 | 1; line: number }
  | { kind: 'first-corner' }
  | { kind: 'cards-total'; line: number; firstHalf: boolean }
  | { kind: 'most-cards' }
  | { kind: 'to-be-booked'; players: readonly { name: string; side: 0 | 1 }[] }
  | { kind: 'total-games'; line: number }
  | { kind: 'game-handicap'; line: number }
  | { kind: 'set-betting' };

export interface SandboxMarket extends Market {
  spec: MarketSpec;
  /**
   * One of the event page's deeper markets (deepMarkets.ts): the event's own answer carries
   * it, list answers do not (routes/marketData.ts queryEvents), as an operator's coupon
   * lists carry the markets its cards show.
   */
  deep?: true;
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
  /** Spec 3 streaming provider entries (docs/streaming.md). */
  streaming: StreamingEntry[];
  /** The match tracker's latest incident and stats, for sports that have one, from kick-off. */
  tracker?: TrackerState;
  /** Tennis: the game in play, as the feed sends it (docs/api.md "Scoreboard fields"); null between matches' ends. */
  currentGame?: TennisGame | null;
  /** Cricket: each innings' runs, wickets and balls, as the feed sends them. */
  cricketInnings?: CricketInnings[];
  /** Horse racing and greyhounds: the runners' card and the each-way terms (racecard.ts). */
  racecard?: RacecardWire;
  /**
   * A sport variant (spec 1: 'TENN-india'): the feed sends the event's sportCode with the
   * suffix; the simulator plays and prices it as its sport (sportCode stays 'TENN').
   */
  variant?: 'india';
  /**
   * A top match (the first fixtures of a top league, and their return fixtures): its page
   * offers the deep market set (deepMarkets.ts), 60+ markets in football. Other fixtures
   * keep the short set, so the live world's per-tick cost stays where it was.
   */
  top?: boolean;
}

export interface League {
  id: number;
  name: string;
  sportId: number;
  sportCode: string;
  countryId: number;
  countryName: string;
  /** A league of a sport variant: its events carry the variant (SandboxEvent.variant). */
  variant?: 'india';
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
