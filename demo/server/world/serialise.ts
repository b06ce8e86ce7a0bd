import type { Market, SportEvent } from '../../../src/core/index';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

/** A market as the API sends it: the spec 3 entity, without the simulator's internals. */
export function publicMarket(market: SandboxMarket): Market {
  const { spec: _spec, hold: _hold, pinned: _pinned, ...rest } = market;
  return rest;
}

export interface PublicEvent extends SportEvent {
  sportId: number;
  leagueId: number;
  opponents: { id: string; description: string; home: boolean }[];
  state: 'PREMATCH' | 'LIVE' | 'FINISHED';
  outright: boolean;
}

/** An event as the API sends it; `includeMarkets: false` sends only its header. */
export function publicEvent(event: SandboxEvent, options: { includeMarkets?: boolean; marketFilter?: (market: SandboxMarket) => boolean } = {}): PublicEvent {
  const { model: _model, state: _state, competitors, markets, startMs: _startMs, phase, countryId: _countryId, ...rest } = event;
  const include = options.includeMarkets ?? true;
  const filter = options.marketFilter ?? (() => true);
  return {
    ...rest,
    opponents: event.model.kind === 'race' ? [] : competitors.slice(0, 2).map((competitor, index) => ({ id: competitor.id, description: competitor.name, home: index === 0 })),
    markets: include ? markets.filter(filter).map(publicMarket) : [],
    state: phase === 'live' ? 'LIVE' : phase === 'ended' ? 'FINISHED' : 'PREMATCH',
    outright: event.outright,
  };
}
