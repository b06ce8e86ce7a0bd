/**
 * What the first paint before React shows (docs/performance.md "First paint before React"):
 * the home page's two event lists with each card's main market, built from the operator's
 * answers with the same core rules the React home page applies (homeHighlights, the card's
 * market choice, the price checks and formatter), so the numbers are the ones React shows.
 * Pure: answers in, a plain description out; prepaintView.ts draws it.
 */
import { isDisplayablePrice } from '../../src/core/odds/pricePlaceholder';
import { formatDate } from '../../src/core/dates/dateTexts';
import { formatOdds } from '../../src/core/odds/formatOdds';
import { oddsFormatFromSetting, ODDS_FORMATS, type OddsFormat } from '../../src/core/odds/oddsFormat';
import { liveHighlights, upcomingHighlights } from '../../src/core/events/homeHighlights';
import { isMarketOpenForBets, shouldRemoveMarket } from '../../src/core/events/marketStatus';
import { sportLayoutGroup } from '../../src/core/catalogue/sportLayouts';
import { couponLayoutOf } from '../../src/core/catalogue/couponLayout';
import { isRunnerMarket, runnersByPrice } from '../../src/core/catalogue/runnerOrder';
import { booleanSetting } from '../../src/core/settingsParsing/settingValues';
import { cardMarketIds } from '../../src/features/events/cardMarketIds';
import { HOME_LIVE_COUNT, HOME_UPCOMING_COUNT } from '../../src/features/homePage/homeQueries';
import { orderSports, sportsOrderSetting } from '../../src/store/sportsOrder';
import type { MarketState } from '../../src/store/catalogueModel';
import type { PeriodScore } from '../../src/core/catalogue/entities';
import { periodScore, scoreColumns, scoreTotalKey } from '../../src/features/events/scoreColumns';
import { isPeriodAbbreviation } from '../../src/core/catalogue/periods';
import { classificationBadge, type ClassificationBadge } from '../../src/core/events/classificationBadge';
import { isStreamOffered, readStreamingEntries } from '../../src/core/catalogue/streaming';
import { readTrackerState, type TrackerState } from '../../src/core/tracker/matchTracker';
import { incidentTextKey } from '../../src/features/streaming/trackerTexts';
import type { PrepaintTranslate } from './prepaintTexts';

/** Runners a golf card lists (EventCard's GOLF_RUNNERS_ON_CARD; not imported: that module is React). */
export const PREPAINT_GOLF_RUNNERS = 4;

/** The price text of an outcome that cannot be backed now (OutcomePrice's NO_PRICE_TEXT). */
export const PREPAINT_NO_PRICE = '–';

/** The parts of the operator's answers the pre-paint reads; anything else is left alone. */
export interface ApiOutcome {
  id: string;
  description?: string | null;
  hidden?: boolean | null;
  consolidatedPrice?: { currentPrice?: { decimal?: number | null } | null } | null;
}
export interface ApiMarket {
  id: string;
  eventId: string;
  feedId?: string | null;
  description?: string | null;
  marketTypeId: number;
  periodId?: number | null;
  period?: { periodType?: { id: number } | null; sequence?: number | null; fullDescription?: string | null } | null;
  instance?: number | null;
  playerName?: string | null;
  marketTypeInfo?: { ordinalPosition?: number | null } | null;
  status: string;
  outcomes: ApiOutcome[];
}
export interface ApiEvent {
  id: string;
  description?: string | null;
  sportCode: string;
  outright?: boolean | null;
  isFinished?: boolean | null;
  eventPaths?: { id?: number | string; description?: string | null }[] | null;
  markets?: ApiMarket[] | null;
  opponents?: { id: string; description: string; home: boolean }[] | null;
  scores?: { home?: number | string | null; away?: number | string | null } | null;
  scoresPerPeriod?: PeriodScore[] | null;
  cricketOutcomes?: string[] | null;
  startTime?: string | null;
  clock?: { minutes?: number | null; status?: string | null } | null;
  currentPeriodAbbreviation?: string | null;
  currentPeriodNumber?: number | null;
  liveOpenMarketCount?: number | null;
  liveStreaming?: boolean | null;
  streamingIMGId?: unknown;
  streamingPMId?: unknown;
  trackerPMId?: unknown;
  betRadarId?: unknown;
}
export interface ApiSport {
  id: number;
  code: string;
  name: string;
  eventCount: number;
  liveEventCount: number;
}

/** The brand's settings for this channel (all_cached_settings[brand][channel]), as raw values. */
export type RawSettings = Readonly<Record<string, unknown>>;

export interface PrepaintOutcome {
  id: string;
  label: string;
  /** The formatted price, or PREPAINT_NO_PRICE. */
  price: string;
  /** Whether a click can back it: a displayable price in an open market. */
  backable: boolean;
}
export interface PrepaintMarket {
  id: string;
  name: string;
  status: string;
  outcomes: PrepaintOutcome[];
}
/** EventStatus's line: finished, the start time, or the live state, clock and period. */
export type PrepaintStatus =
  | { kind: 'finished'; text: string }
  | { kind: 'prematch'; text: string; dateTime: string }
  | { kind: 'live'; state: string; clock: string; period: string; abbreviation: string };

/** EventBadges' items, each null when the card does not show it. */
export interface PrepaintTracker {
  /** "Match tracker", said before the incident. */
  label: string;
  pitch: { sport: string; kind: string; side: string };
  /** The incident's name, or "Match tracker" before the first. */
  text: string;
}

export interface PrepaintBadges {
  /** Live only: "+12", and its words for assistive technology; hidden at 0. */
  markets: { count: number; shown: string; words: string } | null;
  stream: string | null;
  /** Live cards with the feed's game state: CompactTracker's chip (its pitch and the latest incident). */
  tracker: PrepaintTracker | null;
  /** A jackpot leg or a bet-builder event (core classificationBadge), its words. */
  kind: { badge: ClassificationBadge; text: string } | null;
}

export interface PrepaintCard {
  id: string;
  layout: string;
  live: boolean;
  league: string;
  title: string;
  /** The markets the card shows (cardMarketIds): one, or a live cricket card's two. */
  markets: PrepaintMarket[];
  /** A live cricket card's last balls (CricketLastBalls), or null when it shows none. */
  lastBalls: string[] | null;
  /** A golf card's whole field when it is longer than the runners shown (EventCard's "All N runners" line), else 0. */
  field: number;
  /** A live card's scoreboard as EventScoreboard lays it out: period numbers, then a row per opponent (home first), its cells' texts. */
  scoreboard: { periods: number[]; rows: { name: string; cells: string[] }[]; totalLabel: string } | null;
  status: PrepaintStatus | null;
  badges: PrepaintBadges;
  /** The favourite star's place on the meta row (favorites_enabled). */
  star: boolean;
  /** The line a card without an open market shows instead (EventCard's `noPrices`). */
  emptyText: string;
}
export interface PrepaintSection {
  key: 'live' | 'upcoming';
  cards: PrepaintCard[];
}

/** What the page knows before React about the bettor's odds format (prepaintSetup.ts). */
export interface FormatInputs {
  /** The host's `odds-format` attribute: it wins over everything while set (preferencesModel). */
  imposed: OddsFormat | null;
  /** The device's stored choice (sportsbook:player-settings oddsType), or null. */
  storedChoice: string | null;
  /** A session is stored or a token given: the account's preference may replace the device's. */
  loggedIn: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? value.split(',') : []);

/**
 * The format the bettor will see, when it can be known before React, else why not. The
 * same choice as preferencesModel.oddsFormat: imposed, else the stored choice, else the
 * operator's default, among the formats the brand offers. Not known (null) when a logged-in
 * bettor's account preference could replace the device's choice at session start, or when
 * odds per brand is on (the price itself depends on a country lookup and a ladder).
 */
export function prepaintOddsFormat(settings: RawSettings, inputs: FormatInputs): { format: OddsFormat } | { format: null; reason: string } {
  if (booleanSetting(settings.odds_per_brand_enabled, false)) return { format: null, reason: 'odds per brand is on: the price depends on the bettor’s country and the brand’s ladder' };
  if (inputs.imposed) return { format: inputs.imposed };
  if (inputs.loggedIn) return { format: null, reason: 'a logged-in bettor’s account preference may replace the device’s odds format' };
  const offeredList = list(settings.odds_types)
    .map((value) => oddsFormatFromSetting(value))
    .filter((format): format is OddsFormat => format !== null);
  const offered = offeredList.length > 0 ? [...new Set(offeredList)] : ODDS_FORMATS;
  const wanted = [oddsFormatFromSetting(inputs.storedChoice), oddsFormatFromSetting(text(settings.default_price_format) ?? 'euro')];
  return { format: wanted.find((format): format is OddsFormat => format !== null && offered.includes(format)) ?? (offered[0] as OddsFormat) };
}

/** Whether the home cards would be laid out euro style (the only one drawn before React). */
export function prepaintCouponIsEuro(settings: RawSettings, storedLayout: string | null): boolean {
  const offeredList = list(settings.view_types).map(text).filter((view): view is string => view !== null);
  const offered = offeredList.length > 0 ? [...new Set(offeredList)] : ['asian', 'euro', 'thai'];
  const wanted = [text(storedLayout), text(settings.coupon_layout)];
  const view = wanted.find((candidate): candidate is string => candidate !== null && offered.includes(candidate)) ?? (offered[0] as string);
  return couponLayoutOf(view) === 'euro';
}

/** The market as the catalogue keeps it (catalogueModel upsertMarket), for cardMarketIds. */
function marketState(market: ApiMarket): MarketState {
  return {
    id: market.id,
    eventId: market.eventId,
    feedId: market.feedId ?? null,
    description: market.description ?? '',
    marketTypeId: market.marketTypeId,
    periodId: market.periodId ?? null,
    instance: market.instance ?? null,
    playerName: market.playerName ?? null,
    typeOrder: market.marketTypeInfo?.ordinalPosition ?? null,
    period: market.period?.periodType ? { typeId: market.period.periodType.id, sequence: market.period.sequence ?? null, description: market.period.fullDescription ?? null } : null,
    status: market.status as MarketState['status'],
    outcomeIds: market.outcomes.map((outcome) => outcome.id),
  };
}

/** The markets the catalogue keeps of an answer's event (a closed one, or one with every outcome hidden, leaves). */
function visibleMarkets(event: ApiEvent): ApiMarket[] {
  return (event.markets ?? []).filter((market) => !(market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true)) && !shouldRemoveMarket({ status: market.status as MarketState['status'], outcomes: [] }));
}

/** The scoreboard EventScoreboard draws for a live event (the same columns and cells), or null with fewer than two opponents. */
function scoreboardOf(event: ApiEvent, layout: string, t: PrepaintTranslate): PrepaintCard['scoreboard'] {
  const opponents = [...(event.opponents ?? [])].sort((a, b) => Number(b.home) - Number(a.home));
  if (opponents.length < 2) return null;
  const perPeriod = event.scoresPerPeriod ?? [];
  const columns = scoreColumns(perPeriod);
  const total = (home: boolean) => (event.scores ? String(Number((home ? event.scores.home : event.scores.away) ?? 0)) : '');
  return {
    periods: columns.map((column) => column.instance),
    rows: opponents.map((opponent) => ({ name: opponent.description, cells: [...columns.map((column) => periodScore(perPeriod, opponent.id, column)), total(opponent.home)] })),
    // EventScoreboard's header over the totals: its words can wrap in a narrow column, so they are drawn too.
    totalLabel: t(scoreTotalKey(layout)),
  };
}

const feedDecimal = (outcome: ApiOutcome): number => outcome.consolidatedPrice?.currentPrice?.decimal ?? -1;

/** MarketPrices' order: a field of runners favourite first (core runnersByPrice), else the feed's. */
function inShownOrder(market: ApiMarket, eventIsOutright: boolean): ApiOutcome[] {
  if (!isRunnerMarket(market.marketTypeId, eventIsOutright)) return market.outcomes;
  const order = runnersByPrice(market.outcomes.map((outcome) => ({ id: outcome.id, name: outcome.description ?? '', decimal: feedDecimal(outcome), unavailable: outcome.hidden === true })));
  return [...market.outcomes].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

function marketOf(market: ApiMarket, layout: string, format: OddsFormat, eventIsOutright: boolean): PrepaintMarket {
  const open = isMarketOpenForBets({ status: market.status as MarketState['status'], feedId: market.feedId ?? null }, []);
  const outcomes = inShownOrder(market, eventIsOutright).slice(0, layout === 'golf' ? PREPAINT_GOLF_RUNNERS : undefined).map((outcome) => {
    const decimal = feedDecimal(outcome);
    const priced = outcome.hidden !== true && isDisplayablePrice(decimal);
    return { id: outcome.id, label: outcome.description ?? '', price: priced ? formatOdds(decimal, format) || PREPAINT_NO_PRICE : PREPAINT_NO_PRICE, backable: priced && open };
  });
  return { id: market.id, name: market.description ?? '', status: market.status, outcomes };
}

/** The status line EventStatus writes (and LiveStatus for a live event), in the page's language. */
export function statusOf(event: ApiEvent, layout: string, t: PrepaintTranslate, locale: string): PrepaintStatus | null {
  if (event.isFinished === true) return { kind: 'finished', text: t('status.finished') };
  const clock = event.clock ?? null;
  if (!clock) {
    if (!event.startTime) return null;
    const text = formatDate(event.startTime, locale, 'eventStart') ?? '';
    return { kind: 'prematch', text, dateTime: event.startTime };
  }
  const state = clock.status === 'NOT_STARTED' ? t('status.notStarted') : clock.status === 'STOPPED' ? t('status.paused') : t('status.live');
  const abbreviation = event.currentPeriodAbbreviation ?? null;
  const number = event.currentPeriodNumber ?? 1;
  const period = abbreviation === null || !isPeriodAbbreviation(abbreviation) ? '' : layout === 'cricket' && abbreviation === 'PERIOD' ? t('innings', { number }) : t(`period.${abbreviation}`, { number });
  return { kind: 'live', state, clock: clock.status === 'RUNNING' && typeof clock.minutes === 'number' ? t('clock', { minutes: clock.minutes }) : '', period, abbreviation: period ? (abbreviation ?? '') : '' };
}

/** The badges EventBadges draws (catalogueModel's hasStream and hasTracker rules). */
export function badgesOf(event: ApiEvent, t: PrepaintTranslate, betBuilderEnabled = true): PrepaintBadges {
  const extras = event as { streaming?: unknown; tracker?: unknown };
  const live = Boolean(event.clock);
  const count = event.liveOpenMarketCount ?? 0;
  return {
    markets: live ? { count, shown: `+${count}`, words: t('openMarkets', { count }) } : null,
    stream: isStreamOffered(readStreamingEntries(extras.streaming), event.sportCode) ? t('stream') : null,
    tracker: live ? trackerBadge(readTrackerState(extras.tracker), t) : null,
    kind: kindBadgeOf(event, t, betBuilderEnabled),
  };
}

function kindBadgeOf(event: ApiEvent, t: PrepaintTranslate, betBuilderEnabled: boolean): PrepaintBadges['kind'] {
  // Spec 3 fields the pre-paint's event type leaves out (the catalogue reads them the same way).
  const extras = event as { betBuilderEvent?: unknown; jackpotId?: unknown };
  const jackpotId = typeof extras.jackpotId === 'string' ? extras.jackpotId : null;
  const badge = classificationBadge({ clock: event.clock ?? null, betBuilderEvent: extras.betBuilderEvent === true, jackpotId }, { bet_builder_enabled: betBuilderEnabled });
  return badge === null ? null : { badge, text: t(badge === 'jackpot' ? 'jackpot' : 'betBuilder') };
}

function trackerBadge(tracker: TrackerState | null, t: PrepaintTranslate): PrepaintTracker | null {
  if (tracker === null) return null;
  const { incident } = tracker;
  return {
    label: t('tracker'),
    pitch: { sport: tracker.sport, kind: incident?.kind ?? 'none', side: incident?.side ?? 'none' },
    text: incident ? t(incidentTextKey(incident, tracker.sport)) : t('tracker'),
  };
}

/** How a card's words are read: the events texts and the page's language. */
export interface PrepaintWords {
  t: PrepaintTranslate;
  locale: string;
}

/** One card as React's EventCard draws it (its default market: cardMarketIds), for the home lists and the live list. */
export function cardOf(event: ApiEvent, live: boolean, format: OddsFormat, star: boolean, words: PrepaintWords, betBuilderEnabled = true): PrepaintCard {
  const layout = event.outright ? 'golf' : sportLayoutGroup(event.sportCode);
  const visible = visibleMarkets(event);
  // The markets the card shows, as React picks them (a live cricket card adds the next over's).
  const shown = cardMarketIds(event.sportCode, layout, visible.map(marketState)).flatMap((id) => visible.filter((market) => market.id === id));
  const balls = event.cricketOutcomes ?? [];
  return {
    id: event.id,
    layout,
    live,
    league: event.eventPaths?.at(-1)?.description ?? '',
    title: event.description ?? '',
    markets: shown.map((market) => marketOf(market, layout, format, event.outright === true)),
    lastBalls: layout === 'cricket' && live && balls.length > 0 ? balls : null,
    field: layout === 'golf' && (shown[0]?.outcomes.length ?? 0) > PREPAINT_GOLF_RUNNERS ? (shown[0]?.outcomes.length ?? 0) : 0,
    scoreboard: live ? scoreboardOf(event, layout, words.t) : null,
    status: statusOf(event, layout, words.t, words.locale),
    badges: badgesOf(event, words.t, betBuilderEnabled),
    star,
    emptyText: words.t('noPrices'),
  };
}

/**
 * The home page's two lists as HomePage.tsx picks them: live events spread across sports in
 * the operator's sports order (sports_order over the sports call), the next fixtures without
 * outrights; each card with its main market's prices in `format`.
 */
export function prepaintHomeSections(answers: { live: ApiEvent[]; upcoming: ApiEvent[]; sports: ApiSport[] }, settings: RawSettings, format: OddsFormat, words: PrepaintWords): PrepaintSection[] {
  const candidates = (events: ApiEvent[]) => events.map((event) => ({ id: event.id, sportCode: event.sportCode, outright: event.outright === true, isFinished: event.isFinished === true }));
  const sportOrder = orderSports(answers.sports, sportsOrderSetting(settings.sports_order)).map((sport) => sport.code);
  const liveIds = liveHighlights(candidates(answers.live), sportOrder, HOME_LIVE_COUNT);
  const upcomingIds = upcomingHighlights(candidates(answers.upcoming), HOME_UPCOMING_COUNT);
  const star = booleanSetting(settings.favorites_enabled, true);
  const betBuilder = booleanSetting(settings.bet_builder_enabled, true);
  const pick = (events: ApiEvent[], ids: string[], live: boolean) => ids.flatMap((id) => {
    const event = events.find((candidate) => candidate.id === id);
    return event ? [cardOf(event, live, format, star, words, betBuilder)] : [];
  });
  return [
    { key: 'live', cards: pick(answers.live, liveIds, true) },
    { key: 'upcoming', cards: pick(answers.upcoming, upcomingIds, false) },
  ];
}
