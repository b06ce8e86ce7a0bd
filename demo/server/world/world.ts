import type { Sport } from '../../../src/core/index';
import type { ChangeLog } from './changeLog';
import type { Random } from './random';
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
  /** Called once when an event ends, so bets on it settle. */
  onEventEnded: ((event: SandboxEvent) => void)[];
}

/** Events that are still on offer (not ended), of one phase or all. */
export function activeEvents(world: World, phase?: SandboxEvent['phase']): SandboxEvent[] {
  return [...world.events.values()].filter((event) => event.phase !== 'ended' && (phase === undefined || event.phase === phase));
}
