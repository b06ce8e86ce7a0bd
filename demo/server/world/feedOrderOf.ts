import { formatFeedPosition } from '../../../src/core/index';
import type { World } from './world';

/**
 * The feed position a REST answer is read at: every price in it is the operator's as of
 * this change, so a streamed change with a later cursor (same epoch) is newer than it.
 */
export function feedOrderOf(world: World): string {
  return formatFeedPosition({ epoch: world.changes.epoch, cursor: world.changes.latest });
}
