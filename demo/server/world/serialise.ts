import type { Market, SportEvent } from '../../../src/core/index';
import { marketName, outcomeName, sportName } from './localisedNames';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

/**
 * A market as the API sends it: the spec 3 entity, without the simulator's internals, its
 * names in the request's language (`locale`, localisedNames.ts; English without one).
 * `feedOrder` (`epoch:cursor`, the feed position the answer was read at) lets the client
 * keep a fresher streamed price over this answer when it arrives late (docs/api.md "Live feed").
 */
export function publicMarket(market: SandboxMarket, feedOrder?: string, locale?: string, teams?: readonly [string, string]): Market & { feedOrder?: string } {
  const { spec: _spec, hold: _hold, pinned: _pinned, deep: _deep, ...rest } = market;
  const teamPair = market.spec.kind === 'double-chance' ? teams : undefined;
  const named = locale === undefined ? rest : { ...rest, description: marketName(rest.description, locale), outcomes: rest.outcomes.map((outcome) => ({ ...outcome, description: outcomeName(outcome.description, locale, teamPair) })) };
  return feedOrder === undefined ? named : { ...named, feedOrder };
}

export interface PublicEvent extends SportEvent {
  sportId: number;
  leagueId: number;
  opponents: { id: string; description: string; home: boolean }[];
  state: 'PREMATCH' | 'LIVE' | 'FINISHED';
  outright: boolean;
  feedOrder?: string;
}

export interface PublicEventOptions {
  includeMarkets?: boolean;
  marketFilter?: (market: SandboxMarket) => boolean;
  feedOrder?: string;
  /** The request's locale (requestContext): sport, market and outcome names in its language. */
  locale?: string;
  /** Send a race's card (runners, form, each-way terms): the event page's answer does; lists, which show no card, do not carry it. */
  racecard?: boolean;
}

/** An event as the API sends it; `includeMarkets: false` sends only its header. */
export function publicEvent(event: SandboxEvent, options: PublicEventOptions = {}): PublicEvent {
  const { model: _model, state: _state, competitors, markets, startMs: _startMs, phase, countryId: _countryId, variant, racecard, top: _top, ...rest } = event;
  const include = options.includeMarkets ?? true;
  const filter = options.marketFilter ?? (() => true);
  const { locale } = options;
  const teams = competitors.length >= 2 ? ([competitors[0]?.name ?? '', competitors[1]?.name ?? ''] as const) : undefined;
  // The first path is the sport's (fixtures.ts); countries and leagues keep their names.
  const eventPaths = locale === undefined ? rest.eventPaths : rest.eventPaths.map((path, index) => (index === 0 ? { ...path, description: sportName(event.sportCode, path.description, locale) } : path));
  return {
    ...rest,
    eventPaths,
    // A variant's events name it in their sport code ('TENN-india', spec 1).
    sportCode: variant ? `${event.sportCode}-${variant}` : event.sportCode,
    opponents: event.model.kind === 'race' ? [] : competitors.slice(0, 2).map((competitor, index) => ({ id: competitor.id, description: competitor.name, home: index === 0 })),
    markets: include ? markets.filter(filter).map((market) => publicMarket(market, options.feedOrder, locale, teams)) : [],
    state: phase === 'live' ? 'LIVE' : phase === 'ended' ? 'FINISHED' : 'PREMATCH',
    outright: event.outright,
    ...(options.racecard === true && racecard ? { racecard } : {}),
    // The event's clock and score are ordered like its prices: the position the answer was read at.
    ...(options.feedOrder === undefined ? {} : { feedOrder: options.feedOrder }),
  };
}
