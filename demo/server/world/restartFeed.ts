import { createChangeLog, newFeedEpoch } from './changeLog';
import type { World } from './world';

/**
 * What an operator's feed server restart looks like from outside (POST
 * /sandbox/feed/restart): the same world, but a new epoch whose change log counts from 0,
 * and every open stream ended. Clients that kept the old cursor must notice the new epoch
 * and take a snapshot, or they would discard every change below their old count.
 */
export function restartFeed(world: World, now: number = Date.now()): { epoch: string; previousEpoch: string } {
  const previous = world.changes;
  world.changes = createChangeLog(undefined, newFeedEpoch(now));
  previous.retire();
  return { epoch: world.changes.epoch, previousEpoch: previous.epoch };
}
