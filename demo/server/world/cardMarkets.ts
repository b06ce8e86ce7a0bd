import { shouldRemoveMarket } from '../../../src/core/index';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

/**
 * The markets an event's card shows, for the light live snapshot (above the client's
 * lazy-markets threshold): the match result, and on a cricket card the next over's runs
 * (the lowest over the client keeps: decided overs are closed and leave the card). A card
 * drawn from a snapshot without its second market would grow once the event's other
 * markets arrive, moving every card below it (seen as a 37-75 px jump at the pre-paint's
 * hand-over once the world had more live events than the threshold).
 */
export function cardMarketFilter(event: SandboxEvent): (market: SandboxMarket) => boolean {
  const nextOver = event.markets.find((market) => market.spec.kind === 'over-runs' && !shouldRemoveMarket(market));
  return (market) => market.spec.kind === 'match-result' || market === nextOver;
}
