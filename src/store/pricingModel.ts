import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { ContentEndpoints } from '../api';
import {
  applyMargins,
  booleanSetting,
  buildPricingData,
  consoleLogger,
  isPowerOddsOutcome,
  overrideBrandFor,
  parseOddsLadderResponse,
  priceMove,
  replaceEventPowerOdds,
  type CoreLogger,
  type PricingData,
} from '../core';
import type { CatalogueModel, OutcomePrice } from './catalogueModel';
import { ownedModel, type ModelOwner } from './ownedModel';

/**
 * The version asked for a brand's whole table. Spec 7 names only version 0 (one event's
 * power odds); the whole table is version 1 here (docs/pricing.md).
 */
export const BRAND_PRICING_VERSION = 1;
/** Spec 7: one event's power odds are version 0 with type=POWER_ODDS. */
export const EVENT_POWER_ODDS_VERSION = 0;

export interface PricingDependencies {
  catalogue: CatalogueModel;
  content: Pick<ContentEndpoints, 'oddsLadder'>;
  /** The operator's settings (odds_per_brand_enabled and the two configs). */
  settings: ReadonlySignal<Readonly<Record<string, unknown>> | null>;
  /** The site's brand: the override brand when no config singles the bettor out. */
  brand: ReadonlySignal<string>;
  /** The logged-in player; null when anonymous. */
  player: ReadonlySignal<{ username: string; currency: string } | null>;
  /** The player's country (player details countryCode); null when unknown. */
  playerCountry(username: string): Promise<string | null>;
  /** The request country (geo data) for anonymous visitors; null when unknown. */
  requestCountry(): Promise<string | null>;
  logger?: CoreLogger;
}

const messageOf = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));

/** What a country lookup settled on, for whom (a late answer for someone else is ignored). */
type CountryLookup = { key: string; country: string | null };

/**
 * Odds per brand (spec 4, 5, 7, 9): which brand's margins price the bettor's odds, those
 * margins and the odds ladder, an open event's power odds, and the price the bettor sees
 * for each outcome. With odds per brand off, or while nothing has loaded, or when loading
 * failed, the bettor sees the feed's prices.
 */
export function createPricingModel(deps: PricingDependencies) {
  return ownedModel((owner) => buildPricing(deps, owner));
}

function buildPricing(deps: PricingDependencies, owner: ModelOwner) {
  const { catalogue, content } = deps;
  const logger = deps.logger ?? consoleLogger;
  const enabled = computed(() => booleanSetting(deps.settings.value?.odds_per_brand_enabled, false));
  const country = signal<CountryLookup | null>(null);
  const data = signal<PricingData | null>(null);
  const error = signal<unknown>(null);
  /** Each override brand's table, fetched once (a failed fetch may be tried again). */
  const tables = new Map<string, Promise<PricingData | null>>();
  const loaded = new Map<string, PricingData>();
  /** Event pages open now, counted: their power odds follow the override brand. */
  const followedEvents = new Map<string, number>();

  const audienceKey = (player: { username: string } | null): string => (player ? `player:${player.username}` : 'anonymous');

  // Looks the country up once per audience, and only while odds per brand is on.
  effect(() => {
    if (!enabled.value) return;
    const player = deps.player.value;
    const key = audienceKey(player);
    if (untracked(() => country.value?.key) === key) return;
    const lookup = player ? deps.playerCountry(player.username) : deps.requestCountry();
    lookup.then(
      (found) => settle(key, found),
      (caught: unknown) => {
        if (owner.disposed) return;
        logger.warn(`Odds per brand: the ${player ? "player's" : 'request'} country could not be found (${messageOf(caught)}); prices follow the currency or the site's brand.`);
        settle(key, null);
      },
    );
  });
  function settle(key: string, found: string | null): void {
    if (audienceKey(deps.player.peek()) === key) country.value = { key, country: found };
  }

  /** null: the feed's prices; undefined: the country is still being looked up. */
  const override = computed<string | null | undefined>(() => {
    if (!enabled.value) return null;
    const player = deps.player.value;
    const known = country.value;
    if (known?.key !== audienceKey(player)) return undefined;
    const audience = player ? { loggedIn: true as const, countryCode: known.country, currency: player.currency } : { loggedIn: false as const, requestCountry: known.country };
    return overrideBrandFor(deps.brand.value, deps.settings.value ?? {}, audience, logger);
  });

  function table(brand: string): Promise<PricingData | null> {
    let pending = tables.get(brand);
    if (!pending) {
      pending = content
        .oddsLadder(BRAND_PRICING_VERSION, brand)
        .then((body) => {
          const parsed = parseOddsLadderResponse(body, logger);
          if (!parsed.ok) throw new Error(`the answer has ${parsed.error}`);
          const built = buildPricingData(parsed.margins, parsed.ladder);
          loaded.set(brand, built);
          return built;
        })
        .catch((caught: unknown) => {
          tables.delete(brand);
          if (owner.disposed) return null;
          error.value = caught;
          logger.error(`Odds per brand: the margins and odds ladder of '${brand}' could not be loaded (${messageOf(caught)}); the feed's prices are shown.`);
          return null;
        });
      tables.set(brand, pending);
    }
    return pending;
  }

  // A new override brand (login, logout, settings) loads its table; until it arrives the
  // previous one stays, so prices do not flicker back to the feed's in between.
  effect(() => {
    const brand = override.value;
    if (brand === undefined) return;
    if (brand === null) {
      data.value = null;
      return;
    }
    void table(brand).then((built) => {
      if (override.peek() !== brand) return;
      if (built === null) {
        data.value = null;
        return;
      }
      error.value = null;
      data.value = loaded.get(brand) ?? built;
      for (const eventId of followedEvents.keys()) void loadPowerOdds(brand, eventId);
    });
  });

  async function loadPowerOdds(brand: string, eventId: string): Promise<void> {
    try {
      const parsed = parseOddsLadderResponse(await content.oddsLadder(EVENT_POWER_ODDS_VERSION, brand, eventId), logger);
      if (!parsed.ok) throw new Error(`the answer has ${parsed.error}`);
      const base = loaded.get(brand);
      if (!base) return;
      const next = replaceEventPowerOdds(base, eventId, parsed.margins);
      loaded.set(brand, next);
      if (override.peek() === brand) data.value = next;
    } catch (caught) {
      if (owner.disposed) return;
      logger.error(`Odds per brand: the power odds of event ${eventId} could not be loaded (${messageOf(caught)}); its prices stay as they are.`);
    }
  }

  const bettorPrices = new Map<string, ReadonlySignal<OutcomePrice>>();
  const boosts = new Map<string, ReadonlySignal<boolean>>();

  /**
   * The price the bettor sees and bets at: the feed's price through the brand's margins
   * and ladder. One computed per outcome; it hands on a new value only when the shown
   * price, its hidden flag or its line changes, so a tick the ladder absorbs writes nothing.
   */
  function price(outcomeId: string): ReadonlySignal<OutcomePrice> {
    const existing = bettorPrices.get(outcomeId);
    if (existing) return existing;
    const feed = catalogue.price(outcomeId);
    // The ids margins are looked up by, as one string: a clock tick on the event (a new
    // event state) does not reprice, only a changed market type or league would.
    const contextKey = computed(() => {
      const info = catalogue.outcome(outcomeId);
      const market = info ? catalogue.market(info.marketId) : undefined;
      const event = info ? catalogue.event(info.eventId) : undefined;
      // Not in the catalogue yet: the feed price changes when it arrives, so ask again then.
      if (!market || !event) void feed.value;
      return `${market?.value.marketTypeId ?? ''}|${event?.value.league?.id ?? ''}`;
    });
    let shown: OutcomePrice | null = null;
    const bettorPrice = computed(() => {
      const quote = feed.value;
      const pricing = data.value;
      let decimal = quote.decimal;
      if (pricing) {
        const [marketTypeId, leagueId] = contextKey.value.split('|');
        decimal = applyMargins(quote.decimal, { marketTypeId, leagueId, outcomeId }, pricing, logger);
      }
      if (shown && shown.decimal === decimal && shown.hidden === quote.hidden && shown.spread === quote.spread) return shown;
      shown = pricing === null ? quote : { decimal, hidden: quote.hidden, spread: quote.spread, move: shown ? priceMove(shown.decimal, decimal) : quote.move, version: (shown?.version ?? quote.version) + 1 };
      return shown;
    });
    bettorPrices.set(outcomeId, bettorPrice);
    return bettorPrice;
  }

  /** Whether the outcome has power odds (its boosted mark). */
  function boosted(outcomeId: string): ReadonlySignal<boolean> {
    let entry = boosts.get(outcomeId);
    if (!entry) {
      entry = computed(() => {
        const pricing = data.value;
        const info = pricing ? catalogue.outcome(outcomeId) : undefined;
        return pricing !== null && info !== undefined && isPowerOddsOutcome(pricing, info.eventId, info.marketId, outcomeId);
      });
      boosts.set(outcomeId, entry);
    }
    return entry;
  }

  return {
    enabled: enabled as ReadonlySignal<boolean>,
    /** The brand whose margins price the odds; null while off or not known yet. */
    overrideBrand: computed(() => override.value ?? null) as ReadonlySignal<string | null>,
    /** The current brand's margins, ladder and power odds; null: the feed's prices. */
    data: data as ReadonlySignal<PricingData | null>,
    /** The last failure to load a table (logged); cleared by the next success. */
    error: error as ReadonlySignal<unknown>,
    price,
    boosted,
    /**
     * An event page opened: its power odds are fetched now and again whenever the override
     * brand changes, until the returned function is called (the page closed).
     */
    followEvent(eventId: string): () => void {
      if (owner.disposed) return () => undefined;
      followedEvents.set(eventId, (followedEvents.get(eventId) ?? 0) + 1);
      const brand = override.peek();
      if (brand && loaded.has(brand)) void loadPowerOdds(brand, eventId);
      let followed = true;
      return () => {
        if (!followed) return;
        followed = false;
        const count = (followedEvents.get(eventId) ?? 1) - 1;
        if (count > 0) followedEvents.set(eventId, count);
        else followedEvents.delete(eventId);
      };
    },
  };
}

export type PricingModel = ReturnType<typeof createPricingModel>;
