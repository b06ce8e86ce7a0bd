/**
 * What the first paint before React shows on the live list of all sports
 * (`/{locale}/live/sport/`, React's LivePage with LiveList): the page's heading, the tabs
 * (All, the live favourites and each sport with live events, with their counts), the live
 * filter's choices with their counts, the euro market picker's choices, and the first cards
 * in the live feed's order with each card's main market. Built from the feed's snapshot and
 * the sports answer with the core functions React's components call (liveCompetitionsOf,
 * euroMarketChoices, the card rules of prepaintHome.ts), so the counts and the words are
 * React's. Pure: answers in, a plain description out; prepaintView.ts draws it.
 */
import { liveCompetitionsOf, type CompetitionPathEvent, type LiveCompetitions } from '../../src/core/liveFilter/liveCompetitions';
import { euroMarketChoices } from '../../src/core/catalogue/couponLayout';
import { knownSports, liveTabsOf } from '../../src/core/catalogue/sports';
import { orderSports, sportsOrderSetting } from '../../src/store/sportsOrder';
import { shouldRemoveMarket } from '../../src/core/events/marketStatus';
import { booleanSetting } from '../../src/core/settingsParsing/settingValues';
import { CORE_CONSTANTS } from '../../src/core/settings/defaults';
import type { OddsFormat } from '../../src/core/odds/oddsFormat';
import type { MarketState } from '../../src/store/catalogueModel';
import { cardOf, type ApiEvent, type ApiSport, type PrepaintCard, type PrepaintWords, type RawSettings } from './prepaintHome';
import type { PrepaintTranslate } from './prepaintTexts';

/**
 * The cards drawn before React: React's windowed list renders those in the viewport plus
 * two (WindowedEventList's overscan); eight cover a 768 px tall screen under the page's
 * heading, tabs and filter at any width, and more would only cost the phone's time.
 */
export const PREPAINT_LIVE_CARDS = 8;

/** The runtime's client reports an unknown sport; the pre-paint leaves that to it (one warning, not two). */
const QUIET = { warn: () => undefined, error: () => undefined };

/** The snapshot's parts the pre-paint reads (SnapshotSchema: the events, in the feed's order). */
export interface ApiSnapshot {
  events: ApiEvent[];
}

export interface PrepaintLiveTab {
  name: string;
  count: number;
}

export interface PrepaintLivePage {
  /** livePage's `title` (the page's heading and the list's name). */
  title: string;
  /** The tabs nav's name and its fixed tabs' words. */
  tabs: { label: string; all: string; favourites: string; favouriteCount: number; sports: PrepaintLiveTab[] };
  /** The filter's words and choices (desktop from 1024 px, mobile below), as LiveFilterDesktop / LiveFilterMobile show them with nothing chosen. */
  filter: { desktop: boolean; label: string; all: string; allCompetitions: string; competitionLabel: string; expand: (name: string) => string; otherLeagues: string; choices: LiveCompetitions; total: number };
  /** EuroMarketPicker with no choice: its label, "Main market" and every choice's words; null when React shows none. */
  picker: { label: string; main: string; choices: string[] } | null;
  cards: PrepaintCard[];
  /** How many events the list holds (React's aria-setsize: the first 50 shown, LIVE_PAGE_SIZE). */
  listSize: number;
}

/** An event's competition and league as the catalogue keeps them (catalogueModel upsertEvent's pathRef). */
function pathsOf(event: ApiEvent): CompetitionPathEvent {
  const paths = event.eventPaths ?? [];
  const ref = (path: (typeof paths)[number] | undefined) => (path ? { id: String(path.id), name: path.description ?? '' } : null);
  return { competition: paths.length >= 3 ? ref(paths[1]) : null, league: paths.length >= 2 ? ref(paths.at(-1)) : null };
}

/** The euro market picker's choices, in the words EuroMarketPicker writes (viewTypes texts). */
function pickerChoices(events: readonly ApiEvent[], t: PrepaintTranslate): string[] {
  const choices = euroMarketChoices(
    events.map((event) => ({
      sportKey: event.sportCode,
      // The markets the catalogue keeps of the event (a gone market leaves it, spec 4).
      markets: (event.markets ?? [])
        .filter((market) => !(market.outcomes.length > 0 && market.outcomes.every((outcome) => outcome.hidden === true)) && !shouldRemoveMarket({ status: market.status as MarketState['status'], outcomes: [] }))
        .map((market) => ({ marketTypeId: market.marketTypeId, periodTypeId: market.period?.periodType?.id ?? market.periodId ?? null })),
    })),
  );
  return choices.map(({ periodAbbreviation, marketTypeCode }) => t('euroMarket.choice', { period: t(`euroMarket.periods.${periodAbbreviation}`), market: t(`euroMarket.markets.${marketTypeCode}`) }));
}

/**
 * The live page of all sports as React will first show it: every snapshot event is live and
 * listed in the snapshot's order (catalogue.applySnapshot sets liveEventIds to it), nothing
 * filtered (a cold start has no filter, prepaintSetup.ts), each card with its main market
 * (followEuroMarket without a choice falls back to the card's own, cardMarketIds).
 */
export function prepaintLivePage(
  answers: { snapshot: ApiSnapshot; sports: ApiSport[] },
  settings: RawSettings,
  format: OddsFormat,
  words: PrepaintWords & { live: PrepaintTranslate; viewTypes: PrepaintTranslate },
  { desktop, favourites }: { desktop: boolean; favourites: readonly string[] },
): PrepaintLivePage {
  const events = answers.snapshot.events;
  const star = booleanSetting(settings.favorites_enabled, true);
  const chosen = new Set(favourites);
  const choices = liveCompetitionsOf(events.map(pathsOf));
  const total = choices.competitions.reduce((sum, competition) => sum + competition.eventCount, 0);
  const allTotal = total + choices.leaguesWithoutCompetition.reduce((sum, league) => sum + league.eventCount, 0);
  const t = words.live;
  const picker = pickerChoices(events, words.viewTypes);
  return {
    title: t('title'),
    tabs: {
      label: t('sports'),
      all: t('all'),
      favourites: t('favourites'),
      favouriteCount: events.filter((event) => chosen.has(event.id)).length,
      // The runtime's sports list: known sports only (marketData.sports; the runtime warns of the others), in the operator's order (sportsModel).
      sports: liveTabsOf(orderSports(knownSports(answers.sports, QUIET), sportsOrderSetting(settings.sports_order))).map((sport) => ({ name: sport.name, count: sport.liveEventCount })),
    },
    filter: {
      desktop,
      label: t('filterLabel'),
      all: t('filterAll'),
      allCompetitions: t('filterAllCompetitions'),
      competitionLabel: t('filterCompetition'),
      expand: (competition) => t('filterShowLeagues', { competition }),
      otherLeagues: t('filterOtherLeagues'),
      choices,
      // The desktop "All" counts the loose leagues too (LiveFilterDesktop's countsOf); the mobile select's "All" the competitions only (LiveFilterMobile).
      total: desktop ? allTotal : total,
    },
    picker: picker.length === 0 ? null : { label: words.viewTypes('euroMarket.label'), main: words.viewTypes('euroMarket.main'), choices: picker },
    cards: events.slice(0, PREPAINT_LIVE_CARDS).map((event) => cardOf(event, true, format, star, words)),
    listSize: Math.min(events.length, CORE_CONSTANTS.livePageSize),
  };
}
