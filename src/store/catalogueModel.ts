import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ApiEvent, ApiMarket } from '../api';
import {
  CORE_CONSTANTS,
  isDisplayablePrice,
  isStreamOffered,
  mergePeriodScores,
  parseFeedPosition,
  priceMove,
  readCricketInnings,
  readRacecard,
  readStreamingEntries,
  readTennisGame,
  readTrackerState,
  shouldRemoveMarket,
  type CricketInnings,
  type MarketStatus,
  type PeriodScore,
  type PriceMove,
  type PriceUpdate,
  type Racecard,
  type StreamingEntry,
  type TennisGame,
  type TrackerState,
} from '../core';
import type { EventChangePayload } from '../live';
import { ownedModel, type ModelOwner } from './ownedModel';

/** One outcome's price as views read it: its own signal, so a tick re-renders one text node. */
export interface OutcomePrice {
  decimal: number;
  /** Which way the last change went, for the up/down flash. */
  move: PriceMove;
  /** Bumps on every change, so the same move twice still flashes. */
  version: number;
  hidden: boolean;
  /** The line (handicap or total) the price is for; null for a market without one. It moves with the price. */
  spread: number | null;
}

export interface OutcomeInfo {
  id: string;
  marketId: string;
  eventId: string;
  description: string;
}

export interface MarketState {
  id: string;
  eventId: string;
  feedId: string | null;
  description: string;
  marketTypeId: number;
  periodId: number | null;
  instance: number | null;
  playerName: string | null;
  /** marketTypeInfo.ordinalPosition: the market type's place in the operator's order. */
  typeOrder: number | null;
  /** The period the market is about (period type id, its sequence and the feed's name for it). */
  period: { typeId: number; sequence: number | null; description: string | null } | null;
  status: MarketStatus | 'settled' | 'resulted';
  outcomeIds: readonly string[];
}

/** One step of an event's path, ids as strings (the API sends numbers). */
export interface EventPathRef {
  id: string;
  name: string;
}

export interface EventState {
  id: string;
  slug: string;
  description: string;
  sportCode: string;
  leagueName: string;
  /** Spec 3 eventPaths (sport, then country, then league): the country is the live filter's competition. */
  sportId: number | null;
  competition: EventPathRef | null;
  league: EventPathRef | null;
  /** A long-term winner market (league winner) rather than a fixture: listed apart from fixtures. */
  outright: boolean;
  startTime: string | null;
  live: boolean;
  isFinished: boolean;
  clock: { minutes?: number | undefined; seconds?: number | undefined; status: string } | null;
  scores: { home: number; away: number } | null;
  scoresPerPeriod: readonly PeriodScore[];
  liveOpenMarketCount: number;
  cricketOutcomes: readonly string[];
  /** The feed code (BU..., RS...): its prefix names the odds provider (core dataSourceOf). */
  feedCode: string | null;
  /** Spec 3 period abbreviation (HALF, SETS, QTR ...) and number, while live. */
  currentPeriodAbbreviation: string | null;
  currentPeriodNumber: number | null;
  /** Spec 3 streaming provider entries, the broken ones left out. */
  streaming: readonly StreamingEntry[];
  /** A stream this product can play is offered on some channel (core chooseStream; docs/streaming.md). */
  hasStream: boolean;
  /** The feed draws this event's match tracker (its sport has one and the feed sends its state). */
  hasTracker: boolean;
  /** The match tracker's latest incident and stats, from the feed. */
  tracker: TrackerState | null;
  opponents: readonly { id: string; description: string; home: boolean }[];
  marketIds: readonly string[];
  /** Spec 3: the event offers a bet builder (core classifyEvent counts it while it has no clock). */
  betBuilderEvent?: boolean;
  /** Spec 3/4: the jackpot whose coupon holds the event (core classifyEvent). */
  jackpotId?: string | null;
  /** Tennis: the game in play, from the feed (docs/api.md "Scoreboard fields"); null or absent when none is. */
  currentGame?: TennisGame | null | undefined;
  /** Cricket: each innings' runs, wickets and balls, in playing order. */
  cricketInnings?: readonly CricketInnings[] | undefined;
  /** A race's card (runners, form, each-way terms); only the event's own answer carries it. */
  racecard?: Racecard | null | undefined;
}

/** Spec 3 event fields the list schema passes through untyped (the schema is loose). */
interface EventExtras {
  cricketOutcomes?: string[];
  currentPeriodAbbreviation?: string | null;
  currentPeriodNumber?: number | null;
  liveStreaming?: boolean;
  streamingIMGId?: string | null;
  streamingPMId?: string | null;
  trackerPMId?: string | null;
  betRadarId?: string | null;
  outright?: boolean;
  streaming?: unknown;
  tracker?: unknown;
  currentGame?: unknown;
  cricketInnings?: unknown;
  racecard?: unknown;
}

function pathRef(path: { id: number; description: string } | undefined): EventPathRef | null {
  return path ? { id: String(path.id), name: path.description } : null;
}

/** Spec 4: a market leaves its event when lts, settled, resulted or closed, or when every outcome is hidden. */
/** What the live feed changes about an event (its state), as opposed to what names and places it. */
type EventLiveState = Pick<EventState, 'live' | 'isFinished' | 'clock' | 'scores' | 'scoresPerPeriod' | 'liveOpenMarketCount' | 'cricketOutcomes' | 'currentPeriodAbbreviation' | 'currentPeriodNumber' | 'tracker' | 'hasTracker' | 'currentGame' | 'cricketInnings'>;

function liveStateOf(event: EventState): EventLiveState {
  const { live, isFinished, clock, scores, scoresPerPeriod, liveOpenMarketCount, cricketOutcomes, currentPeriodAbbreviation, currentPeriodNumber, tracker, hasTracker, currentGame, cricketInnings } = event;
  return { live, isFinished, clock, scores, scoresPerPeriod, liveOpenMarketCount, cricketOutcomes, currentPeriodAbbreviation, currentPeriodNumber, tracker, hasTracker, currentGame, cricketInnings };
}

/** Offered on either channel: the card's chip does not know the bettor's screen, the player does. */
function isGone(status: MarketState['status'], allOutcomesHidden: boolean): boolean {
  return allOutcomesHidden || shouldRemoveMarket({ status, outcomes: [] });
}

/**
 * The catalogue, normalised by id (events, markets, outcomes), with one signal per
 * event, per market and per outcome price. The live feed writes into exactly the signals
 * that changed, in one batch, so a price tick never re-renders an event list.
 */
export interface CatalogueOptions {
  /**
   * Spec 9: how long a market that closed stays on screen, locked, before it leaves its
   * event, so the bettor sees it close instead of a row vanishing under the pointer.
   */
  closedRemovalMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** A price or status change from the feed, with the cursor it was sent at. */
export interface FeedPriceUpdate {
  update: PriceUpdate;
  cursor: number;
}

export function createCatalogueModel(options: CatalogueOptions = {}) {
  return ownedModel((owner) => buildCatalogue(options, owner));
}

function buildCatalogue(
  {
    closedRemovalMs = CORE_CONSTANTS.closedOutcomeRemovalMs,
    setTimer = (run, ms) => owner.setTimeout(run, ms),
    clearTimer = (timer) => owner.clearTimeout(timer as ReturnType<ModelOwner['setTimeout']>),
  }: CatalogueOptions,
  owner: ModelOwner,
) {
  /** Markets that closed and are shown locked until their removal timer runs. */
  const pendingRemovals = new Map<string, unknown>();
  // Removals still due when the catalogue goes are dropped with it (a test's own timers too).
  owner.onDispose(() => {
    for (const timer of pendingRemovals.values()) clearTimer(timer);
    pendingRemovals.clear();
  });
  const events = new Map<string, Signal<EventState>>();
  const markets = new Map<string, Signal<MarketState>>();
  const prices = new Map<string, Signal<OutcomePrice>>();
  const outcomes = new Map<string, OutcomeInfo>();
  const liveEventIds = signal<readonly string[]>([]);
  const missingPrice: OutcomePrice = Object.freeze({ decimal: -1, move: 'none', version: 0, hidden: true, spread: null });

  /*
   * Feed order (docs/reliability.md "Live feed: restarts, staleness, ordering"): the feed
   * cursor each outcome's price and each market's status were last written at, from the
   * stream (the change's cursor) or a REST answer (its markets' feedOrder, the position it
   * was read at). A value older than the one shown is never written, whichever way it
   * came, so a late event list cannot undo a streamed tick. Cursors compare within one
   * epoch (one run of the operator's feed); plain maps, so the hot path writes no signal for it.
   */
  let feedEpoch: string | null = null;
  const retiredEpochs = new Set<string>();
  const outcomeOrder = new Map<string, number>();
  const marketOrder = new Map<string, number>();
  /** An event's state (clock, score, periods, counts, its end): the feed cursor it was last written at. */
  const eventOrder = new Map<string, number>();

  /** A newer run of the operator's feed: what was ordered in the old one is all older than it. */
  function enterEpoch(epoch: string): void {
    if (feedEpoch === epoch) return;
    if (feedEpoch !== null) retiredEpochs.add(feedEpoch);
    retiredEpochs.delete(epoch);
    feedEpoch = epoch;
    outcomeOrder.clear();
    marketOrder.clear();
    eventOrder.clear();
  }

  /**
   * Where a REST answer's market stands: a cursor of the current epoch, 'retired' for an
   * epoch the feed has left (older than anything shown), or null when the operator sends no
   * order (taken as it comes, as before orders existed).
   */
  function orderOfAnswer(feedOrder: string | undefined): number | 'retired' | null {
    const position = parseFeedPosition(feedOrder);
    if (position === null) return null;
    if (retiredEpochs.has(position.epoch)) return 'retired';
    // The first ordered answer, or one of a run the feed has not met yet (it restarted and
    // the stream will say so shortly): newer than everything held.
    if (position.epoch !== feedEpoch) enterEpoch(position.epoch);
    return position.cursor;
  }

  /** Whether a value at `order` may replace what `orders` holds for `id`; if so, it becomes the held order. */
  function takesOrder(orders: Map<string, number>, id: string, order: number | null): boolean {
    if (order === null) return true;
    const held = orders.get(id);
    if (held !== undefined && order < held) return false;
    orders.set(id, order);
    return true;
  }

  function priceSignal(outcomeId: string): Signal<OutcomePrice> {
    let entry = prices.get(outcomeId);
    if (!entry) {
      entry = signal(missingPrice);
      prices.set(outcomeId, entry);
    }
    return entry;
  }

  function upsertMarket(market: ApiMarket): void {
    const order = orderOfAnswer(market.feedOrder);
    const existing = markets.get(market.id);
    // An answer of a run the feed has left says nothing newer about a market already shown.
    if (order === 'retired' && existing) return;
    const ordered = order === 'retired' ? null : order;
    const statusFresh = takesOrder(marketOrder, market.id, ordered);
    const state: MarketState = {
      id: market.id,
      eventId: market.eventId,
      feedId: market.feedId ?? null,
      description: market.description,
      marketTypeId: market.marketTypeId,
      periodId: market.periodId ?? null,
      instance: market.instance ?? null,
      playerName: market.playerName ?? null,
      typeOrder: market.marketTypeInfo?.ordinalPosition ?? null,
      period: market.period ? { typeId: market.period.periodType.id, sequence: market.period.sequence ?? null, description: market.period.fullDescription ?? null } : null,
      // A status streamed after this answer was read stays.
      status: statusFresh || !existing ? market.status : existing.peek().status,
      outcomeIds: market.outcomes.map((outcome) => outcome.id),
    };
    if (existing) existing.value = state;
    else markets.set(market.id, signal(state));
    for (const outcome of market.outcomes) {
      outcomes.set(outcome.id, { id: outcome.id, marketId: market.id, eventId: market.eventId, description: outcome.description });
      if (!takesOrder(outcomeOrder, outcome.id, ordered)) continue;
      const price = priceSignal(outcome.id);
      const decimal = outcome.consolidatedPrice.currentPrice.decimal;
      const hidden = outcome.hidden ?? false;
      const spread = outcome.consolidatedPrice.currentPrice.spread ?? null;
      if (price.value.decimal !== decimal || price.value.hidden !== hidden || price.value.spread !== spread) {
        price.value = { decimal, hidden, spread, move: price.value.version === 0 ? 'none' : priceMove(price.value.decimal, decimal), version: price.value.version + 1 };
      }
    }
  }

  /** `partial`: the event comes with some of its markets only (a light snapshot), so the ones already known stay. */
  function upsertEvent(event: ApiEvent, partial = false): void {
    const extras = event as EventExtras;
    const visibleMarkets = (event.markets ?? []).filter((market) => !isGone(market.status, market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true)));
    for (const market of visibleMarkets) upsertMarket(market);
    const previous = events.get(event.id)?.value;
    const order = orderOfAnswer(event.feedOrder);
    // A clock or score streamed after this answer was read stays (as prices do): the answer's
    // state is taken only when it is as new as what is shown.
    const stateFresh = previous === undefined || (order !== 'retired' && takesOrder(eventOrder, event.id, order));
    const streaming = readStreamingEntries(extras.streaming);
    const tracker = readTrackerState(extras.tracker);
    const currentGame = readTennisGame(extras.currentGame);
    const cricketInnings = readCricketInnings(extras.cricketInnings);
    // A list answer carries no card: the one the event's own answer brought stays.
    const racecard = readRacecard(extras.racecard) ?? previous?.racecard ?? null;
    const state: EventState = {
      id: event.id,
      slug: event.slug,
      description: event.description ?? '',
      sportCode: event.sportCode,
      leagueName: event.eventPaths.at(-1)?.description ?? '',
      sportId: event.eventPaths[0]?.id ?? null,
      // A path of sport and league only has no country: the league stands alone.
      competition: event.eventPaths.length >= 3 ? pathRef(event.eventPaths[1]) : null,
      league: event.eventPaths.length >= 2 ? pathRef(event.eventPaths.at(-1)) : null,
      outright: extras.outright === true,
      startTime: event.startTime ?? null,
      live: Boolean(event.clock),
      isFinished: event.isFinished ?? false,
      clock: event.clock ?? null,
      scores: event.scores ? { home: Number(event.scores.home ?? 0), away: Number(event.scores.away ?? 0) } : null,
      scoresPerPeriod: event.scoresPerPeriod ?? [],
      liveOpenMarketCount: event.liveOpenMarketCount ?? 0,
      cricketOutcomes: extras.cricketOutcomes ?? [],
      feedCode: event.feedCode ?? null,
      currentPeriodAbbreviation: extras.currentPeriodAbbreviation ?? null,
      currentPeriodNumber: extras.currentPeriodNumber ?? null,
      streaming,
      hasStream: isStreamOffered(streaming, event.sportCode),
      hasTracker: tracker !== null,
      tracker,
      opponents: event.opponents ?? [],
      betBuilderEvent: event.betBuilderEvent === true,
      jackpotId: event.jackpotId ?? null,
      ...(currentGame === undefined ? {} : { currentGame }),
      ...(cricketInnings === undefined ? {} : { cricketInnings }),
      ...(racecard === null ? {} : { racecard }),
      // A light response (no markets) keeps the markets already known.
      marketIds:
        event.markets && event.markets.length > 0
          ? partial && previous
            ? // In the order already known (a card's main market is its first), new ones after.
              [...previous.marketIds.filter((id) => visibleMarkets.some((market) => market.id === id) || markets.get(id)?.peek().status !== 'closed'), ...visibleMarkets.map((market) => market.id).filter((id) => !previous.marketIds.includes(id))]
            : visibleMarkets.map((market) => market.id)
          : (previous?.marketIds ?? []),
    };
    const existing = events.get(event.id);
    const kept = stateFresh || previous === undefined ? state : { ...state, ...liveStateOf(previous) };
    if (existing) existing.value = kept;
    else events.set(event.id, signal(kept));
  }

  function scheduleRemoval(marketId: string): void {
    if (pendingRemovals.has(marketId)) return;
    pendingRemovals.set(
      marketId,
      setTimer(() => {
        pendingRemovals.delete(marketId);
        const market = markets.get(marketId)?.peek();
        if (market && isGone(market.status, false)) removeMarket(marketId);
      }, closedRemovalMs),
    );
  }

  /** A market that reopened before its removal (a closed status corrected by the feed) stays. */
  function cancelRemoval(marketId: string): void {
    if (!pendingRemovals.has(marketId)) return;
    clearTimer(pendingRemovals.get(marketId));
    pendingRemovals.delete(marketId);
  }

  function removeMarket(marketId: string): void {
    cancelRemoval(marketId);
    const market = markets.get(marketId)?.value;
    if (!market) return;
    const event = events.get(market.eventId);
    if (event) event.value = { ...event.value, marketIds: event.value.marketIds.filter((id) => id !== marketId) };
  }

  /** One price or status change; `order` its feed cursor (null: unordered, applied as it comes). */
  function applyPriceUpdate(update: PriceUpdate, order: number | null): void {
    const market = markets.get(update.marketId);
    if (update.outcomeId && takesOrder(outcomeOrder, update.outcomeId, order)) {
      const price = priceSignal(update.outcomeId);
      const decimal = update.currentPrice?.decimal ?? price.value.decimal;
      const hidden = update.hidden ?? price.value.hidden;
      // An update without a spread keeps the line held: "no spread" and "unchanged" look alike.
      const spread = update.currentPrice?.spread ?? price.value.spread;
      if (decimal !== price.value.decimal || hidden !== price.value.hidden || spread !== price.value.spread) {
        price.value = { decimal, hidden, spread, move: isDisplayablePrice(decimal) ? priceMove(price.value.decimal, decimal) : 'none', version: price.value.version + 1 };
      }
    }
    if (market && update.status && takesOrder(marketOrder, market.value.id, order) && update.status !== market.value.status) market.value = { ...market.value, status: update.status };
    if (market) {
      const allHidden = market.value.outcomeIds.length > 0 && market.value.outcomeIds.every((id) => prices.get(id)?.value.hidden === true);
      // Hidden outcomes are never shown, so such a market goes at once; a closed one stays locked for a moment.
      if (allHidden) removeMarket(market.value.id);
      else if (isGone(market.value.status, false)) scheduleRemoval(market.value.id);
      else cancelRemoval(market.value.id);
    }
  }

  /** Event changes with their feed cursors (null: unordered); returns the ids reported live that are not held. */
  function applyEventChangeList(entries: readonly { change: EventChangePayload; cursor: number | null }[]): string[] {
    const unknownLive: string[] = [];
    batch(() => {
      for (const { change, cursor } of entries) {
        const event = events.get(change.eid);
        if (change.status === 'REMOVED') {
          if (liveEventIds.value.includes(change.eid)) liveEventIds.value = liveEventIds.value.filter((id) => id !== change.eid);
          continue;
        }
        if (!event) {
          if (change.status === 'LIVE') unknownLive.push(change.eid);
          continue;
        }
        // Older than the state shown (an answer read after it): left out.
        if (!takesOrder(eventOrder, change.eid, cursor)) continue;
        const current = event.value;
        const finished = change.status === 'END_OF_EVENT';
        event.value = {
          ...current,
          live: !finished && (change.clock ? true : current.live),
          isFinished: current.isFinished || finished,
          clock: change.clock ?? current.clock,
          scores: change.scores ?? current.scores,
          scoresPerPeriod: change.scoresPerPeriod ? mergePeriodScores(current.scoresPerPeriod, change.scoresPerPeriod) : current.scoresPerPeriod,
          liveOpenMarketCount: change.liveOpenMarketCount ?? current.liveOpenMarketCount,
          cricketOutcomes: change.cricketOutcomes ?? current.cricketOutcomes,
          currentPeriodAbbreviation: change.currentPeriodAbbreviation ?? current.currentPeriodAbbreviation,
          currentPeriodNumber: change.currentPeriodNumber ?? current.currentPeriodNumber,
          // The feed sends the state with every event change: an unchanged one (same seq) keeps
          // the object held, so what draws the tracker does not render on a clock tick.
          tracker: change.tracker && change.tracker.seq !== current.tracker?.seq ? change.tracker : current.tracker,
          hasTracker: current.hasTracker || change.tracker !== undefined,
          ...(change.currentGame === undefined ? {} : { currentGame: change.currentGame }),
          ...(change.cricketInnings === undefined ? {} : { cricketInnings: change.cricketInnings }),
        };
        if (finished && liveEventIds.value.includes(change.eid)) liveEventIds.value = liveEventIds.value.filter((id) => id !== change.eid);
        // A prematch event the bettor already saw kicks off: it joins the live list.
        else if (!finished && change.status === 'LIVE' && event.value.live && !event.value.isFinished && !liveEventIds.value.includes(change.eid)) liveEventIds.value = [...liveEventIds.value, change.eid];
      }
    });
    return unknownLive;
  }

  return {
    liveEventIds: liveEventIds as ReadonlySignal<readonly string[]>,
    event: (eventId: string): ReadonlySignal<EventState> | undefined => events.get(eventId),
    market: (marketId: string): ReadonlySignal<MarketState> | undefined => markets.get(marketId),
    outcome: (outcomeId: string): OutcomeInfo | undefined => outcomes.get(outcomeId),
    /** The price signal of an outcome (created empty when not known yet). */
    price: (outcomeId: string): ReadonlySignal<OutcomePrice> => priceSignal(outcomeId),
    /**
     * Adds or refreshes events. `partial`: a list answer, which carries an event's coupon
     * markets and not its page's deep set (docs/api.md "Lists and the event's own answer"), so
     * the markets already known stay; the event's own answer replaces the list.
     */
    applyEvents(list: readonly ApiEvent[], { partial = false }: { partial?: boolean } = {}): void {
      batch(() => list.forEach((event) => upsertEvent(event, partial)));
    },
    /**
     * One event's whole market list (the live page's lazy markets): the markets are refreshed
     * and become the event's, those gone per spec 4 left out. An unknown event is ignored.
     */
    applyEventMarkets(eventId: string, list: readonly ApiMarket[]): void {
      const event = events.get(eventId);
      if (!event) return;
      batch(() => {
        const visible = list.filter((market) => !isGone(market.status, market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true)));
        for (const market of visible) upsertMarket(market);
        event.value = { ...event.value, marketIds: visible.map((market) => market.id) };
      });
    },
    /** A live snapshot: the live list is replaced, every event refreshed. */
    applySnapshot(list: readonly ApiEvent[], { light = false, epoch }: { light?: boolean; epoch?: string | undefined } = {}): void {
      // A snapshot starts its run's order afresh: after a restart, the old run's cursors mean nothing.
      if (epoch !== undefined) {
        retiredEpochs.delete(epoch);
        enterEpoch(epoch);
      }
      batch(() => {
        // A light snapshot carries each event's main market only: an open event page keeps the rest.
        list.forEach((event) => upsertEvent(event, light));
        liveEventIds.value = list.map((event) => event.id);
      });
    },
    /**
     * Price and status changes, applied together. Spec 4: a market that goes lts,
     * settled, resulted or closed, or whose outcomes are all hidden, leaves its event.
     */
    applyPriceUpdates(updates: readonly PriceUpdate[]): void {
      batch(() => {
        for (const update of updates) applyPriceUpdate(update, null);
      });
    },
    /**
     * The feed's price and status changes, each at its cursor in `epoch`: one older than
     * what an outcome or market shows (a REST answer read later) is left out. Changes of an
     * epoch the catalogue has left are dropped; a new epoch's are newer than anything held.
     */
    applyFeedPriceUpdates(changes: readonly FeedPriceUpdate[], epoch: string): void {
      if (retiredEpochs.has(epoch)) return;
      if (epoch !== feedEpoch) enterEpoch(epoch);
      batch(() => {
        for (const change of changes) applyPriceUpdate(change.update, change.cursor);
      });
    },
    /** The run of the operator's feed the catalogue's orders belong to (a snapshot names it). */
    enterFeedEpoch(epoch: string): void {
      retiredEpochs.delete(epoch);
      enterEpoch(epoch);
    },
    /**
     * Clock, score, period, counts and END_OF_EVENT (spec 4 "Live event updates"); a kick-off
     * adds a known event to the live list, REMOVED takes one off. Returns the ids reported
     * live that the catalogue does not hold, for the caller to fetch. Unordered: applied as they come.
     */
    applyEventChanges(changes: readonly EventChangePayload[]): string[] {
      return applyEventChangeList(changes.map((change) => ({ change, cursor: null })));
    },
    /**
     * The feed's event changes, each at its cursor in `epoch`: one older than the state the
     * event shows (a REST answer read later) is left out, as for prices. Changes of an epoch
     * the catalogue has left are dropped.
     */
    applyFeedEventChanges(changes: readonly { change: EventChangePayload; cursor: number }[], epoch: string): string[] {
      if (retiredEpochs.has(epoch)) return [];
      if (epoch !== feedEpoch) enterEpoch(epoch);
      return applyEventChangeList(changes);
    },
    /** Events fetched because the feed reported them live: added to the live list unless finished. */
    addLiveEvents(list: readonly ApiEvent[]): void {
      batch(() => {
        list.forEach((event) => upsertEvent(event));
        const fresh = list.filter((event) => event.clock && !event.isFinished && !liveEventIds.value.includes(event.id)).map((event) => event.id);
        if (fresh.length > 0) liveEventIds.value = [...liveEventIds.value, ...fresh];
      });
    },
  };
}

export type CatalogueModel = ReturnType<typeof createCatalogueModel>;
