import type { Market, SportEvent } from '../../../src/core/index';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

/**
 * A market as the API sends it: the spec 3 entity, without the simulator's internals.
 * `feedOrder` (`epoch:cursor`, the feed position the answer was read at) lets the client
 * keep a fresher streamed price over this answer when it arrives late (docs/api.md "Live feed").
 */
export function publicMarket(market: SandboxMarket, feedOrder?: string): Market & { feedOrder?: string } {
  const { spec: _spec, hold: _hold, pinned: _pinned, ...rest } = market;
  return feedOrder === undefined ? rest : { ...rest, feedOrder };
}

export interface PublicEvent extends SportEvent {
  sportId: number;
  leagueId: number;
  opponents: { id: string; description: string; home: boolean }[];
  state: 'PREMATCH' | 'LIVE' | 'FINISHED';
  outright: boolean;
  feedOrder?: string;
}

/** An event as the API sends it; `includeMarkets: false` sends only its header. */
export function publicEvent(event: SandboxEvent, options: { includeMarkets?: boolean; marketFilter?: (market: SandboxMarket) => boolean; feedOrder?: string } = {}): PublicEvent {
  const { model: _model, state: _state, competitors, markets, startMs: _startMs, phase, countryId: _countryId, ...rest } = event;
  const include = options.includeMarkets ?? true;
  const filter = options.marketFilter ?? (() => true);
  return {
    ...rest,
    opponents: event.model.kind === 'race' ? [] : competitors.slice(0, 2).map((competitor, index) => ({ id: competitor.id, description: competitor.name, home: index === 0 })),
    markets: include ? markets.filter(filter).map((market) => publicMarket(market, options.feedOrder)) : [],
    state: phase === 'live' ? 'LIVE' : phase === 'ended' ? 'FINISHED' : 'PREMATCH',
    outright: event.outright,
    // The event's clock and score are ordered like its prices: the position the answer was read at.
    ...(options.feedOrder === undefined ? {} : { feedOrder: options.feedOrder }),
  };
}
