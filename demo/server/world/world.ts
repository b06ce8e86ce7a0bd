import type { Sport } from '../../../src/core/index';
import type { ChangeLog } from './changeLog';
import type { Random } from './random';
import { sportProfile } from './sportProfiles';
import type { Jackpot, League, SandboxEvent } from './worldTypes';

/** The sandbox's living sportsbook: catalogue, live state and the feed of its changes. */
export interface World {
  seed: string;
  /** Game seconds that pass per real second. */
  speed: number;
  /** False when alerts come only from POST /sandbox/feed-alert (SANDBOX_FEED_ALERTS=manual). */
  randomFeedAlerts: boolean;
  tick: number;
  lastTickMs: number;
  random: Random;
  sports: readonly Sport[];
  leagues: League[];
  events: Map<string, SandboxEvent>;
  jackpots: Jackpot[];
  nextEventNumber: number;
  feedAlert: { feed: string; untilTick: number } | null;
  changes: ChangeLog;
  /**
   * How many times each main sport's usual number of live events the world keeps live
   * (SANDBOX_LIVE_EVENTS; 1 by default). Benchmarks and the list budgets raise it to 500 live events.
   */
  liveScale: number;
  /** POST /sandbox/feed { frozen: true }: the world stands still (no clock, score or price moves) until thawed. */
  frozen: boolean;
  /** POST /sandbox/price { onPlacement: true }: outcome id to the price it moves to when the next bet carrying it arrives. */
  priceMovesOnPlacement: Map<string, number>;
  /**
   * POST /sandbox/price { hold }: how many tests hold each outcome's price. Tests running side
   * by side can land on the same fixture, so a pin is released to the world only when the
   * last holder lets go (one test's release must not move a price under another's slip).
   */
  priceHolds: Map<string, number>;
  /** Called once when an event ends, so bets on it settle. */
  onEventEnded: ((event: SandboxEvent) => void)[];
}

/** How many live events the world keeps for a sport: its profile's number, scaled by SANDBOX_LIVE_EVENTS. */
export function liveTargetOf(world: World, sportCode: string): number {
  return Math.round(sportProfile(sportCode).liveTarget * world.liveScale);
}

/** Events that are still on offer (not ended), of one phase or all. */
export function activeEvents(world: World, phase?: SandboxEvent['phase']): SandboxEvent[] {
  return [...world.events.values()].filter((event) => event.phase !== 'ended' && (phase === undefined || event.phase === phase));
}
