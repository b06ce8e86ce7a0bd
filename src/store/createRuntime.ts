import { computed, effect, signal, untracked } from '@preact/signals-core';
import { DisposedError, HttpError, createApi, createLiveExtensionMemory, pageLiveExtensionMemory, type Api, type ApiBet, type EventQuery, type LiveExtensionMemory } from '../api';
import { createI18n, type SportsbookI18n } from '../i18n';
import { PROMO_CASH_SHORT, changesPollInterval, desktopMenuOpen, forcedOriginId, recogniseRoute, settingsChannel, withoutLocale } from '../core';
import { createInteractionModel, type InteractionModel } from './interactionModel';

type OpenBet = ApiBet;
import { createBetslipModel, type BetslipModel } from './betslipModel';
import { createBookingCodeModel, type BookingCodeModel } from './bookingCodeModel';
import { createCatalogueModel, type CatalogueModel } from './catalogueModel';
import { createContentModel, type ContentModel } from './contentModel';
import { createPromotionsModel, type PromotionsModel } from './promotionsModel';
import { createConfigModel, type ConfigModel, type SportsbookSettings } from './configModel';
import { createLiveModel, type LiveModel } from './liveModel';
import { createLiveMarketsModel, type LiveMarketsModel } from './liveMarketsModel';
import { createFavouritesModel, type FavouritesModel } from './favouritesModel';
import { createLiveFilterModel, type LiveFilterModel } from './liveFilterModel';
import { createMyBetsModel, type MyBetsModel } from './myBetsModel';
import { createNewsPopupsModel, type NewsPopupsModel } from './newsPopupsModel';
import { createJackpotModel, type JackpotModel } from './jackpotModel';
import { createBetHistoryModel, type BetHistoryModel } from './betHistoryModel';
import { createAccountHistoryModel, type AccountHistoryModel } from './accountHistoryModel';
import { createCashOutModel, type CashOutModel } from './cashOutModel';
import { createCashOutPushModel, type CashOutPushModel } from './cashOutPushModel';
import { createUiModel, type UiModel } from './uiModel';
import { createOperatorPagesModel, type OperatorPagesModel } from './operatorPagesModel';
import { createPartnerGamesModel, type PartnerGamesModel } from './partnerGamesModel';
import { createPersistence, type StorageLike } from './persistence';
import { LANGUAGE_COOKIE } from './siteCookies';
import { memoryPageEnvironment, type PageEnvironment } from './pageEnvironment';
import { hostPageEnvironment } from './browserPage';
import { createRouterModel, type RouterModel } from './routerModel';
import { createAvailabilityModel, type AvailabilityModel } from './availabilityModel';
import { createFailuresModel, type FailuresModel } from './failuresModel';
import { createEventListsAfterResync } from './eventListsAfterResync';
import { QUERY_DEFAULTS, createPolledValue, createServerStateClient, disposeServerStateClient, type PolledValue } from './serverState';
import { createSessionModel, type SessionModel } from './sessionModel';
import { createSessionEndModel, type SessionEndModel } from './sessionEndModel';
import { createSettingsModel, type SettingsModel } from './settingsModel';
import { watchSettingsPublications } from './settingsPublications';
import { createPageLoadReport, type PageLoadReport } from './pageLoadReport';
import { createSaferGamblingModel, type SaferGamblingModel } from './saferGamblingModel';
import { createPreferencesModel, type PreferencesModel } from './preferencesModel';
import { createPricingModel, type PricingModel } from './pricingModel';
import { createOddsAcceptanceModel } from './oddsAcceptanceModel';
import { createPlacementModel, type PlacementModel } from './placementModel';
import { createBetBuilderModel, type BetBuilderModel } from './betBuilderModel';
import { createQuickBetModel, type QuickBetModel } from './quickBetModel';
import { createAccountModel, type AccountModel } from './accountModel';
import { createReferenceDataModel, type ReferenceDataModel } from './referenceDataModel';
import { createSearchModel, type SearchModel } from './searchModel';
import { createSportsModel, type SportsModel } from './sportsModel';
import { createHostViewportModel, type HostViewportModel } from './hostViewportModel';
import { ownedModel, type ModelOwner } from './ownedModel';

export interface SportsbookStore {
  /** The operator's settings over spec 9's defaults; `load()` fetches them. */
  readonly settings: SettingsModel;
  /** Geo data and the operator's currency list (every amount is formatted through it). */
  readonly referenceData: ReferenceDataModel;
  /** The account pages' reads: profile and balance breakdown (issue 21). */
  readonly account: AccountModel;
  readonly catalogue: CatalogueModel;
  /** Operator content (submenus, external header, seal, HTML widgets), cached. */
  readonly content: ContentModel;
  /** The promotions page: the operator's offers, the parlay promotion, opt-ins (docs/promotions.md). */
  readonly promotions: PromotionsModel;
  readonly betslip: BetslipModel;
  readonly bookingCode: BookingCodeModel;
  readonly myBets: MyBetsModel;
  readonly session: SessionModel;
  /** Why the last session ended on its own, and the slip it kept for the next login. */
  readonly sessionEnd: SessionEndModel;
  readonly ui: UiModel;
  readonly favourites: FavouritesModel;
  readonly liveFilter: LiveFilterModel;
  /** The bettor's odds format and view type, saved on the device and to the account. */
  readonly preferences: PreferencesModel;
  readonly live: LiveModel;
  /** The live page's lazy markets above lazy_loading_markets_live_event_count_threshold. */
  readonly liveMarkets: LiveMarketsModel;
  /** The header search: events, teams and leagues by name, debounced, latest answer wins. */
  readonly search: SearchModel;
  /** The sports menu's list (GET /xapi/rest/sports) in the operator's order, with live counts. */
  readonly sports: SportsModel;
  /** The sportsbook wallet's balance, polled every user_wallet_poll_time while logged in. */
  readonly wallet: PolledValue<number>;
  /** Open bets count, polled every betcount_polling_interval; it also refreshes the balance. */
  readonly betCount: PolledValue<number>;
  /** The open bets list (My Bets), fetched while logged in, refetched on focus and on demand. */
  readonly openBets: PolledValue<readonly OpenBet[]>;
  /** My Bets' settled list and bet detail; open bets refresh every 5 s while My Bets is on screen. */
  readonly betHistory: BetHistoryModel;
  /** The account's transactions (paged, filtered, exported) and settled bets by day (issue 21). */
  readonly accountHistory: AccountHistoryModel;
  /** Cash out per open bet: confirmation, countdown (cashout_timeout) and result. */
  readonly cashOut: CashOutModel;
  /** Cash-out values pushed as prices move (absent operator: the open bets poll carries them). */
  readonly cashOutPush: CashOutPushModel;
  /** Odds per brand: the override brand's margins and ladder, and the price the bettor sees per outcome. */
  readonly pricing: PricingModel;
  /** Bet placement, exactly once (uuid per attempt), and the bettor's odds acceptance. */
  readonly placement: PlacementModel;
  /** The bet builder: one bet-builder event's legs at the operator's combined price, placed as one bet (docs/bet-builder.md). */
  readonly betBuilder: BetBuilderModel;
  /** Quick bet on a phone (issue 23): which selection the quick-bet panel is open for; a price press goes through it. */
  readonly quickBet: QuickBetModel;
  /** The jackpot coupon: active jackpots, picks, the server's price and placement. */
  readonly jackpot: JackpotModel;
  /** Native-app mode's interaction blocker, which the native app holds (docs/embedding-modes.md). */
  readonly interaction: InteractionModel;
  /** Framed by sportsbook-frame.js: the band of the frame the bettor sees, where overlays open. */
  readonly hostViewport: HostViewportModel;
  /** Spec 2's maintenance and blocked answers as a state the elements show in place, and the way back. */
  readonly availability: AvailabilityModel;
  /** Regions that failed to render and show their own notice: told to the host and the operator's metrics. */
  readonly failures: FailuresModel;
  /** Spec 7's metrics: how long the page took to paint its first odds, once per runtime. */
  readonly pageLoad: PageLoadReport;
  /** The operator's news popups (spec 3): asked for by the app shell after the first odds, closed per bettor. */
  readonly newsPopups: NewsPopupsModel;
  /** Safer gambling: the brand's jurisdiction profile, the account's limits and exclusions, the reality check and session clock. */
  readonly saferGambling: SaferGamblingModel;
  /** The operator's cashier, registration and forgotten-password pages: modes, addresses, the frame dialog (issue 21). */
  readonly operatorPages: OperatorPagesModel;
  /** The virtuals and other partner pages: which the brand offers, and each launch with its partner token (issue 22). */
  readonly partnerGames: PartnerGamesModel;
}

/**
 * Everything one page's sportsbook shares: every element on the page reads and writes
 * this one object, which is how a selection added in <sportsbook-app> shows up in a
 * separate <sportsbook-betslip>. One API client, one session, one live feed per page.
 */
export interface Runtime {
  readonly config: ConfigModel;
  readonly api: Api;
  readonly store: SportsbookStore;
  /** The page's texts: one i18next instance following `config.locale`. */
  readonly i18n: SportsbookI18n;
  /** The page this runtime lives in (its hosting mode's environment): the only way to the address, reload and storage. */
  readonly page: PageEnvironment;
  /** The sportsbook's address in its routing mode, shared by every element and the host's commands. */
  readonly router: RouterModel;
  /**
   * Loads a page of events (spec 7 list parameters) into the catalogue, through the
   * server-state cache: the same query within 10 s is answered from memory. The lists
   * loaded lately are asked again after the live feed resyncs (eventListsAfterResync.ts).
   */
  loadEvents(query: EventQuery): Promise<readonly string[]>;
  /**
   * Loads one event with all its markets (GET /xapi/rest/events/{id}) into the catalogue
   * and resolves with its id; rejects as the API client does (a missing event is a 404).
   * `fresh`: asked of the operator again even when the cache holds a recent answer (after
   * the feed resynced, what the feed's snapshot did not carry may have missed changes).
   */
  loadEvent(eventId: string, options?: { fresh?: boolean }): Promise<string>;
  /**
   * Ends the runtime and everything its models started: polls, the live feed and its
   * reconnects, timers (a stake's debounced update, toasts, the search's pause), listeners,
   * requests under way. Afterwards it sends nothing: its actions change local state at
   * most, and its API calls and loads reject with a DisposedError. A second call does nothing.
   */
  dispose(): void;
  /** Whether dispose() has run. */
  readonly disposed: boolean;
  /** Runs `cleanup` when the runtime is disposed: what the page built on it (the host bridge, its listeners) ends with it. */
  onDispose(cleanup: () => void): void;
  /**
   * Re-initialises the runtime in place: what spec 4's logout "reload" does when the
   * sportsbook is embedded in someone else's page, which must not reload.
   */
  reset(): void;
}

/** What the runtime takes from its surroundings; tests and embedded modes replace them. */
export interface RuntimeEnvironment {
  /**
   * The page and what the sportsbook may do to it, per hosting mode (elements/pageRuntime.ts
   * chooses). Absent: an element on a host's page (hostPageEnvironment), or a memory page
   * where there is no window.
   */
  page?: PageEnvironment;
  fetch?: typeof fetch;
  /** Tests' shorthand for the page's storage. */
  storage?: StorageLike;
  /** Tests' shorthand for the page's base URL, which a relative api-base resolves against. */
  pageUrl?: string;
  /** Tests' shorthand for spec 4's "reload" (logout); by default the page environment decides. */
  reload?: () => void;
  now?: () => number;
  /** Waits ms (placement's countdown and status polls); tests move a clock instead. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Whether the operator has the live feed extension, as learnt this session. By default the
   * browser page's (shared with the pre-paint, kept in sessionStorage); a runtime given its
   * own fetch (tests) starts with a memory of its own, so no test's answer reaches another.
   */
  liveExtension?: LiveExtensionMemory;
}

/** Without the push stream: how long the asks of one moment (a round's cards, an event page) are gathered into one list call. */
const LIVE_MARKETS_GATHER_MS = 50;

/** Where the session service answers (spec 7 `{base}/accounts/me/…`), as the session's refresh has it. */
const PARTNER_LAUNCH_BASE = '/franco';

/** Spec 9 defaults until the operator's settings say otherwise. */
const WALLET_POLL_MS = 10_000;
const BET_COUNT_POLL_MS = 15_000;
/** Cash-out values move with the prices: the open bets refresh this often while My Bets is shown. */
const OPEN_BETS_POLL_MS = 5_000;

/** X-Accept-Language from the locale: en-GB as the spec's default, else xx-XX. */
function acceptLanguage(locale: string): string {
  return locale === 'en' ? 'en-GB' : `${locale}-${locale.toUpperCase()}`;
}

/** Without a page from the caller: the browser window as someone else's page (the safe default), or none at all. */
function defaultPage(): PageEnvironment {
  return typeof window === 'undefined' ? memoryPageEnvironment() : hostPageEnvironment(window);
}

/**
 * The runtime is the parent model (docs/architecture.md "Model ownership"): every model
 * built while it is built is its child, every effect is captured, and its dispose() ends
 * the whole tree.
 */
export function createRuntime(settings: Partial<SportsbookSettings> = {}, environment: RuntimeEnvironment = {}): Runtime {
  return ownedModel((owner) => buildRuntime(settings, environment, owner));
}

function buildRuntime(settings: Partial<SportsbookSettings>, environment: RuntimeEnvironment, owner: ModelOwner): Omit<Runtime, 'dispose'> {
  const config = createConfigModel(settings);
  const page = environment.page ?? defaultPage();
  const pageUrl = environment.pageUrl ?? page.baseUrl;
  const baseUrl = new URL(config.apiBase.value, pageUrl).href;
  const persistence = createPersistence(environment.storage ?? page.storage);
  persistence.clearAtStartup();
  const now = environment.now ?? Date.now;
  // Spec 4's "reload": our own site reloads; a host's page is never reloaded by us, the runtime starts over in place.
  // A logout on a page only a logged-in bettor sees (the account, My Bets) lands on the home
  // page: the page itself would only start a login again, which the bettor just ended.
  const reload =
    environment.reload ??
    (() => {
      const shown = router.path.peek();
      const { page: shownPage } = recogniseRoute(shown);
      // The query stays: the site's switches (?brand=, ?theme= ...) live there.
      const query = router.search.peek();
      if (shownPage === 'account' || shownPage === 'my-bets') router.navigate(`${shown.slice(0, shown.length - withoutLocale(shown).length) || '/'}${query ? `?${query}` : ''}`, { replace: true });
      if (page.reload() === 'in-place') runtime.reset();
    });
  // Spec 3: settings per channel, 'mobile' where the page starts in its mobile layout.
  const channel = settingsChannel(page.viewport().width);
  const serverState = createServerStateClient();
  // Last to go (cleanups run latest first): the polls, its observers, are disposed before it.
  owner.onDispose(() => disposeServerStateClient(serverState));
  const router = createRouterModel({ routing: config.routing, basePath: config.basePath, page });
  // Created before the client, which reports every answer to it; its check is a call through that client.
  const availability = createAvailabilityModel({
    page,
    check: () => api.marketData.sports(),
    onRecovered: () => {
      // What the elements show is mounted again and fetches itself; what runs without a view (polls, settings) is asked here.
      void serverState.invalidateQueries();
      if (operatorSettings.requested) void operatorSettings.load();
    },
  });
  owner.onDispose(() => {
    router.dispose();
    availability.dispose();
  });

  // The session is created after the API client but the client asks it for tokens lazily.
  const auth = {
    authorise: () => session.authProvider.authorise(),
    onUnauthorized: (path: string, refusal?: { status: number; token: string | null }) => session.authProvider.onUnauthorized(path, refusal),
  };
  let counter = 0;
  // Spec 7: the price-format header follows the bettor's odds format, which the
  // preferences model (created after the client, it needs the session) decides.
  let currentOddsFormat: () => string | null = () => null;
  const api = createApi({
    baseUrl,
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
    // A disposed runtime sends nothing, and what it has under way is cancelled.
    lifetime: owner.signal,
    auth,
    onAnswer: (answer) => availability.answered(answer),
    context: {
      locale: () => config.locale.value,
      acceptLanguage: () => acceptLanguage(config.locale.value),
      publication: () => config.brand.value,
      channel: () => channel,
      cmsLocale: () => config.locale.value,
      brand: () => config.brand.value,
      origin: () => 'MOBILE',
      portalId: () => null,
      priceFormat: () => currentOddsFormat(),
      skipXSbHeader: () => false,
      uuid: () => globalThis.crypto?.randomUUID?.() ?? `${now().toString(36)}-${(counter += 1).toString(36)}`,
      betslipOriginId: () => forcedOriginId(config.mode.value, config.betslipOrigin.value),
    },
  });
  const session = createSessionModel({
    auth: api.auth,
    accounts: api.accounts,
    persistence,
    now,
    locale: () => config.locale.value,
    reload,
    invalidateAccountData: () => serverState.removeQueries({ predicate: (query) => query.queryKey[0] !== 'settings' }),
    // Created below with the slip; called only once the runtime runs.
    onSessionEnded: (end) => sessionEnd.keep(end),
    visible: () => page.visible?.() ?? true,
  });
  // Spec 4: back on this tab, a stored token another tab changed means a reload.
  owner.onDispose(page.onVisible(() => session.onVisible()));
  const operatorSettings = createSettingsModel({ content: api.content, serverState, brand: () => config.brand.value, channel, persistence });
  watchSettingsPublications({ settings: operatorSettings, page, owner });
  // A `brand` attribute changed on a live page: the settings switch at once (the model
  // reads the brand) and, once something has asked for them, are fetched again for it.
  let settingsBrand = config.brand.peek();
  effect(() => {
    const brand = config.brand.value;
    if (brand === settingsBrand) return;
    settingsBrand = brand;
    if (operatorSettings.requested) void operatorSettings.load();
  });
  const preferences = createPreferencesModel({ settings: operatorSettings, session, accounts: api.accounts, username: () => session.details.peek()?.username ?? null, persistence, imposedOddsFormat: config.oddsFormat });
  currentOddsFormat = () => preferences.oddsFormat.peek();
  const catalogue = createCatalogueModel();
  const referenceData = createReferenceDataModel({ accounts: api.accounts, persistence, now });
  const pricing = createPricingModel({
    catalogue,
    content: api.content,
    settings: operatorSettings.raw,
    brand: config.brand,
    player: session.details,
    playerCountry: async (username) => (await api.accounts.details(username)).countryCode ?? null,
    requestCountry: async () => (await referenceData.loadGeo()).countryCode,
  });
  const live = createLiveModel({
    api,
    catalogue,
    streamUrl: new URL('xapi/live/stream', baseUrl).href,
    lazyMarketsAbove: () => operatorSettings.settings.peek().lazy_loading_markets_live_event_count_threshold,
    network: { online: () => page.online(), onChange: (listener) => page.onOnlineChange(listener) },
    // Asked before each poll: a login, a logout or new settings apply from the next one.
    transport: { pollIntervalMs: () => changesPollInterval(operatorSettings.settings.peek(), session.details.peek() !== null) },
    // Without the push stream the spec's calls are polled, and not while the tab is hidden.
    extension: environment.liveExtension ?? (environment.fetch || typeof window === 'undefined' ? createLiveExtensionMemory() : pageLiveExtensionMemory()),
    visibility: { visible: () => page.visible?.() ?? true, onVisible: (listener) => page.onVisible(listener) },
  });
  /** One page of events into the catalogue; `fresh` asks the operator past the 10 s cache. */
  const loadEventList = async (query: EventQuery, fresh: boolean): Promise<readonly string[]> => {
    const answer = await serverState.fetchQuery({ queryKey: ['events', query], queryFn: () => api.marketData.events(query), staleTime: fresh ? 0 : 10_000 });
    catalogue.applyEvents(answer.events, { partial: true });
    return answer.events.map((event) => event.id);
  };
  const listsAfterResync = createEventListsAfterResync({ snapshot: live.snapshot, reload: (query) => loadEventList(query, true), now });
  owner.onDispose(listsAfterResync.dispose);

  // The sportsbook wallet's promo cash (spec 3), read with its balance; keyed by the player it was read for.
  const promoCashRead = signal<{ username: string; amount: number } | null>(null);
  const promoCash = computed(() => {
    const username = session.details.value?.username;
    const read = promoCashRead.value;
    return username && read !== null && read.username === username ? read.amount : null;
  });
  const wallet = createPolledValue<number>(serverState, {
    queryKey: ['wallet', null],
    fetch: async () => {
      const username = session.details.value?.username;
      if (!username) return 0;
      const balance = await api.accounts.balance(username);
      const sportsbook = balance.wallets.find((entry) => entry.name === 'sportsbook');
      promoCashRead.value = { username, amount: sportsbook?.promoCash ?? 0 };
      return sportsbook?.balance ?? 0;
    },
    intervalMs: WALLET_POLL_MS,
    enabled: false,
  });
  const betCount = createPolledValue<number>(serverState, {
    queryKey: ['betcount', null],
    fetch: async () => {
      const accountId = session.details.value?.alsPlayerId;
      if (!accountId) return 0;
      const answer = await api.bets.betCount(accountId);
      // Spec 7: the bet count call reads the balance and updates it.
      serverState.setQueryData(['wallet', session.details.value?.username ?? null], answer.balance);
      return answer.count;
    },
    intervalMs: BET_COUNT_POLL_MS,
    enabled: false,
  });
  const openBets = createPolledValue<readonly OpenBet[]>(serverState, {
    queryKey: ['openbets', null],
    fetch: async () => {
      const accountId = session.details.value?.alsPlayerId;
      return accountId ? (await api.bets.openBets(accountId)).bets : [];
    },
    intervalMs: 0,
    enabled: false,
  });
  const betHistory = createBetHistoryModel({ serverState, bets: api.bets, accountId: computed(() => session.details.value?.alsPlayerId || null) });
  const accountHistory = createAccountHistoryModel({ serverState, accounts: api.accounts, bets: api.bets, accountId: computed(() => session.details.value?.alsPlayerId || null) });
  // Polls follow the session and the operator's intervals (user_wallet_poll_time, betcount_polling_interval).
  effect(() => {
    const details = session.details.value;
    const walletMs = operatorSettings.settings.value.user_wallet_poll_time || WALLET_POLL_MS;
    const betCountMs = Number(operatorSettings.raw.value?.betcount_polling_interval ?? BET_COUNT_POLL_MS) || BET_COUNT_POLL_MS;
    wallet.update({ queryKey: ['wallet', details?.username ?? null], enabled: details !== null, intervalMs: walletMs });
    betCount.update({ queryKey: ['betcount', details?.alsPlayerId ?? null], enabled: details !== null, intervalMs: betCountMs });
    openBets.update({ queryKey: ['openbets', details?.alsPlayerId ?? null], enabled: details !== null, intervalMs: betHistory.watching.value ? OPEN_BETS_POLL_MS : 0 });
  });
  const i18n = createI18n(config.locale.value);
  // Every element and the login-status widget read this one instance, so a locale change
  // (attribute, URL or language selector) re-renders every visible text without a reload.
  effect(() => void i18n.changeLanguage(config.locale.value));
  // Our own site tells its operator's server the bettor's language (spec 9's cookie), so
  // the site's bare address opens in it next time (docs/site.md "The language cookie").
  const writeCookie = page.writeCookie?.bind(page);
  if (writeCookie) effect(() => writeCookie(LANGUAGE_COOKIE, config.locale.value));
  const openBetsCount = computed(() => openBets.data.value?.length ?? 0);

  /**
   * Spec 3: excludedFromPromotions is a player detail; the login's answer does not carry it.
   * Read from the player details once per login, when the slip first holds a multiple (the
   * only figure it changes): without it an excluded player saw parlay extra winnings the
   * operator does not pay.
   */
  const promotionExclusion = signal<{ username: string; excluded: boolean } | null>(null);
  const excludedFromPromotions = computed(() => {
    const current = session.details.value as { username?: string; excludedFromPromotions?: unknown } | null;
    if (current === null) return false;
    if (current.excludedFromPromotions === true) return true;
    const read = promotionExclusion.value;
    return read !== null && read.username === current.username && read.excluded;
  });
  const betslip = createBetslipModel({
    defaultStake: preferences.defaultStake,
    currencies: referenceData.currencies,
    catalogue,
    bets: api.bets,
    prices: pricing.price,
    settings: operatorSettings.settings,
    currency: computed(() => session.details.value?.currency ?? operatorSettings.settings.value.currency),
    balance: computed(() => (session.details.value === null ? null : (wallet.data.value ?? null))),
    promoCash,
    oddsFormat: preferences.oddsFormat,
    excludedFromPromotions,
    feedAlerts: live.feedAlerts,
    // The language the slip is shown in: its stakes are typed in that language's notation.
    locale: config.locale,
  });
  let exclusionAsked: string | null = null;
  effect(() => {
    const username = session.details.value?.username ?? null;
    if (username === null || betslip.state.value.multiple === null || exclusionAsked === username) return;
    exclusionAsked = username;
    api.accounts
      .details(username)
      .then((details) => {
        if (session.details.peek()?.username === username) promotionExclusion.value = { username, excluded: details.excludedFromPromotions === true };
      })
      // Unread, the slip keeps showing the promotion (the operator's answer still rules what is paid); asked again at the slip's next change.
      .catch(() => {
        exclusionAsked = null;
      });
  });
  const sessionEnd = createSessionEndModel({ persistence, now, betslip, established: session.established });
  const ui = createUiModel(persistence, undefined, () => desktopMenuOpen(null, operatorSettings.settings.value));
  // A loaded booking code puts its events in the catalogue (runtime.loadEvent) so the slip shows their names.
  const bookingCode = createBookingCodeModel({ bets: api.bets, betslip, loadEvent: (eventId) => runtime.loadEvent(eventId) });
  const placement = createPlacementModel({
    betslip,
    // The slip model's context (spec 3): the balance the stakes were checked against and the slip's booking code.
    slipContext: computed(() => ({ availableBalance: session.details.value === null ? null : (wallet.data.value ?? null), reference: bookingCode.savedCode.value, usePromoCash: betslip.state.value.usePromoCash })),
    bets: api.bets,
    session,
    acceptance: createOddsAcceptanceModel({ session, accounts: api.accounts, persistence }),
    catalogue,
    ui,
    persistence,
    now,
    ...(environment.wait ? { wait: environment.wait } : {}),
    pricesNotLive: live.pricesNotLive,
    // The stake bounds are the operator's once its settings are in (spec 9's defaults before that are nobody's limits).
    operatorBoundsKnown: computed(() => operatorSettings.raw.value !== null),
    afterPlaced: () => {
      void wallet.refetch();
      void openBets.refetch();
      void betCount.refetch();
    },
  });
  // A refusal for want of promo cash (spent elsewhere): read the wallet again, so the slip stops using it and says so.
  let promoRefusalSeen: unknown = null;
  effect(() => {
    const errors = betslip.state.value.errors;
    if (errors === promoRefusalSeen || !errors.some((error) => error.code === PROMO_CASH_SHORT)) return;
    promoRefusalSeen = errors;
    untracked(() => void wallet.refetch());
  });
  // A placement a reload interrupted is asked again once the player is known (same uuid).
  effect(() => {
    if (session.details.value?.alsPlayerId) untracked(() => void placement.resumeInterrupted());
  });
  const betBuilder = createBetBuilderModel({
    betslip,
    bets: api.bets,
    session,
    catalogue,
    ui,
    acceptance: placement.acceptance,
    afterPlaced: () => {
      void wallet.refetch();
      void openBets.refetch();
      void betCount.refetch();
    },
  });
  const myBets = createMyBetsModel({ openBetsCount, polledCount: betCount.data });
  const cashOut = createCashOutModel({
    cashOut: (accountId, betId, value) => api.bets.cashOut(accountId, betId, value),
    partialCashOut: (accountId, betId, value, amount, uuid) => api.bets.partialCashOut(accountId, betId, value, amount, uuid),
    setAutoCashOut: (accountId, betId, target) => api.bets.setAutoCashOut(accountId, betId, target),
    newUuid: () => crypto.randomUUID(),
    accountId: () => session.details.peek()?.alsPlayerId || null,
    timeoutMs: () => operatorSettings.settings.peek().cashout_timeout,
    now,
    countdownStarted: (betId) => myBets.countdownStarted(betId),
    countdownFinished: (betId) => myBets.countdownFinished(betId),
    cashedOut(betId, answer) {
      const details = session.details.peek();
      // The answer's balance is the booked one: the header, and the host page through the bridge, follow it now.
      serverState.setQueryData(['wallet', details?.username ?? null], answer.balance);
      serverState.setQueryData<readonly OpenBet[]>(['openbets', details?.alsPlayerId ?? null], (bets) => bets?.filter((bet) => bet.betId !== betId));
      void openBets.refetch();
      void betCount.refetch();
      void betHistory.invalidateSettled();
    },
    refused: () => void openBets.refetch(),
    betChanged(answer) {
      const details = session.details.peek();
      serverState.setQueryData(['wallet', details?.username ?? null], answer.balance);
      serverState.setQueryData<readonly OpenBet[]>(['openbets', details?.alsPlayerId ?? null], (bets) => bets?.map((bet) => (bet.betId === answer.bet.betId ? answer.bet : bet)));
      void openBets.refetch();
    },
  });
  // Cash-out values pushed as prices move, while My Bets is on screen (docs/mybets.md).
  const cashOutPush = createCashOutPushModel({
    accountId: computed(() => session.details.value?.alsPlayerId || null),
    watching: betHistory.watching,
    url: (accountId) => new URL(`xapi/bet/account/${encodeURIComponent(accountId)}/cashout/stream`, baseUrl).href,
    token: () => {
      const authorised = session.authProvider.authorise();
      return authorised.ok ? authorised.token : null;
    },
    autoCashedOut(executed) {
      const details = session.details.peek();
      const bet = serverState.getQueryData<readonly OpenBet[]>(['openbets', details?.alsPlayerId ?? null])?.find((candidate) => candidate.betId === executed.betId);
      if (bet) cashOut.announceAutoCashedOut({ betId: bet.betId, value: executed.amount, description: bet.description, currency: bet.currency });
      serverState.setQueryData(['wallet', details?.username ?? null], executed.balance);
      serverState.setQueryData<readonly OpenBet[]>(['openbets', details?.alsPlayerId ?? null], (bets) => bets?.filter((bet) => bet.betId !== executed.betId));
      void openBets.refetch();
      void betCount.refetch();
      void betHistory.invalidateSettled();
    },
  });
  const search = createSearchModel({ search: (term, abort) => api.marketData.search(term, abort), serverState });
  const liveFilter = createLiveFilterModel();
  // Spec 4: the euro market selection clears when the layout is not euro (the reducer's rule).
  effect(() => {
    const layout = preferences.viewType.value;
    // Untracked: the effect follows the layout only, not the filter it writes.
    untracked(() => liveFilter.dispatch({ type: 'layout-changed', layout }));
  });
  const sports = createSportsModel({ marketData: api.marketData, serverState, catalogue, settings: operatorSettings.raw, locale: config.locale, brand: config.brand });
  const runtime: Omit<Runtime, 'dispose'> = {
    config,
    api,
    i18n,
    page,
    router,
    store: {
      settings: operatorSettings,
      referenceData,
      account: createAccountModel({ accounts: api.accounts, details: session.details }),
      catalogue,
      content: createContentModel({ content: api.content, accounts: api.accounts, serverState }),
      promotions: createPromotionsModel({
        promotions: api.promotions,
        bets: api.bets,
        accounts: api.accounts,
        serverState,
        locale: config.locale,
        brand: config.brand,
        player: computed(() => {
          const details = session.details.value;
          return details?.username && details.alsPlayerId ? { username: details.username, accountId: details.alsPlayerId } : null;
        }),
      }),
      betslip,
      bookingCode,
      myBets,
      session,
      sessionEnd,
      live,
      // Polled (no push stream), what the views ask in one moment comes in one list call.
      liveMarkets: createLiveMarketsModel({ marketData: api.marketData, catalogue, snapshot: live.snapshot, source: live.source, rounds: live.rounds, gather: (run) => void owner.setTimeout(run, LIVE_MARKETS_GATHER_MS) }),
      sports,
      wallet,
      betCount,
      openBets,
      ui,
      betHistory,
      accountHistory,
      cashOut,
      cashOutPush,
      favourites: createFavouritesModel(persistence),
      liveFilter,
      preferences,
      search,
      pricing,
      placement,
      betBuilder,
      quickBet: createQuickBetModel({ betslip, placement, settings: operatorSettings.settings }),
      // A placed coupon costs money and is an open bet: the balance and My Bets follow at once.
      jackpot: createJackpotModel({ bets: api.bets, content: api.content, onPlaced: () => Promise.all([wallet.refetch(), openBets.refetch(), betCount.refetch()]) }),
      operatorPages: createOperatorPagesModel({ raw: operatorSettings.raw, ui, loggedIn: session.loggedIn, refetchWallet: () => wallet.refetch() }),
      partnerGames: createPartnerGamesModel({
        raw: operatorSettings.raw,
        session: { details: session.details, onUnauthorized: (path, refusal) => session.authProvider.onUnauthorized(path, refusal) },
        launchUrl: (request) => api.auth.gameLaunchUrl(PARTNER_LAUNCH_BASE, request),
        refetchWallet: () => wallet.refetch(),
      }),
      interaction: createInteractionModel(),
      saferGambling: createSaferGamblingModel({ settings: operatorSettings.raw, session: { established: session.established, loginKey: session.loginKey, logout: (reason) => session.logout(reason) }, accounts: api.accounts, persistence, now }),
      hostViewport: createHostViewportModel(),
      availability,
      failures: createFailuresModel({ sendMetrics: (details) => api.content.metrics('sportsbook', details) }),
      pageLoad: createPageLoadReport({ send: (details) => api.content.metrics('sportsbook', details), channel: () => channel, mode: () => config.mode.peek() }),
      // Closed popups are kept per bettor: the account's id once a login has finished, else the logged-out store.
      newsPopups: createNewsPopupsModel({
        newsPopups: () => api.content.newsPopups(),
        persistence,
        account: computed(() => {
          const details = session.established.value;
          return details === null ? null : details.alsPlayerId || details.username || null;
        }),
      }),
    },
    get disposed() {
      return owner.disposed;
    },
    onDispose: (cleanup) => owner.onDispose(cleanup),
    async loadEvents(query) {
      if (owner.disposed) throw new DisposedError('runtime.loadEvents');
      listsAfterResync.loaded(query);
      return loadEventList(query, false);
    },
    async loadEvent(eventId, { fresh = false } = {}) {
      if (owner.disposed) throw new DisposedError(`runtime.loadEvent(${eventId})`);
      const event = await serverState.fetchQuery({
        queryKey: ['event', eventId],
        queryFn: () => api.marketData.event(eventId),
        staleTime: fresh ? 0 : 10_000,
        // A 4xx (no such event) will answer the same again: only network and server failures are retried.
        retry: (failures, error) => failures < QUERY_DEFAULTS.retries && !(error instanceof HttpError && error.status < 500),
      });
      catalogue.applyEvents([event]);
      return event.id;
    },
    reset() {
      // A disposed runtime is not brought back: a new one is (Sportsbook.init, a new element).
      if (owner.disposed) return;
      betslip.dispatch({ type: 'clear' });
      session.restoreStored();
      // A session that ended on its own kept the slip and its reason for this moment.
      sessionEnd.resume();
      serverState.clear();
      void operatorSettings.load();
    },
  };
  // Every model is built and wired: only now may the session reach the network (a restored
  // session's preferences and refresh; the API client asks the session for its token, so a
  // call made while building read a session that did not exist yet).
  session.start();
  sessionEnd.resume();
  return runtime;
}
