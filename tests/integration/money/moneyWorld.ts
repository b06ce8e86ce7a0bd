import {
  buildPricingData,
  createMemoryLogger,
  currencyPrecision,
  readCoreSettings,
  overrideBrandFor,
  parseOddsLadderResponse,
  parseParlayConfig,
  stakeScale,
  type CoreSettings,
  type ParlayExtraWinningsConfig,
  type PricingData,
  type StakeScale,
} from '../../../src/core';
import { startSandboxServer } from '../../support/sandboxServer';
import { moneyApi, type CallerContext, type ListedEvent, type MoneyApi } from './moneyApi';
import { BRAND_IDS, type BrandId } from './slipPlan';

/** The demo player who bets on each brand (docs/api.md "Demo players"); `demo` has a free bet. */
const PLAYER_OF: Readonly<Record<BrandId, string>> = {
  eurobet: 'demo',
  kingsbet: 'kings',
  safaribet: 'safari',
  harimau: 'harimau',
  garuda: 'garuda',
  wicket: 'wicket',
  lebet: 'lebet',
  golazo: 'golazo',
  pinoy: 'pinoy',
};

/** A logged-in bettor of one brand, with what the SDK would know after login. */
export interface Bettor {
  brand: BrandId;
  username: string;
  accountId: string;
  token: string;
  currency: string;
  /** The currency's places (core's table, as the SDK reads it). */
  precision: number;
  scale: StakeScale;
  settings: CoreSettings;
  /** The settings as sent, for keys core does not type (odds per brand). */
  raw: Readonly<Record<string, unknown>>;
  parlay: ParlayExtraWinningsConfig | null;
  excludedFromPromotions: boolean;
  /** Odds per brand: the margins and ladder the SDK prices with, null for the feed's prices. */
  pricing: PricingData | null;
  /** The balance each case starts from (topped up with a deposit when lower). */
  openingBalance: number;
}

/** An event of the pool with the markets the suite picks from (open, every outcome shown). */
export interface PoolEvent {
  id: string;
  sportCode: string;
  live: boolean;
  markets: { id: string; outcomeIds: string[] }[];
}

export interface MoneyWorld {
  api: MoneyApi;
  bettors: Readonly<Record<BrandId, Bettor>>;
  pool: readonly PoolEvent[];
  /** The sandbox's clock: moved by hand past the in-play delay and the referral wait. */
  advanceClock(ms: number): void;
  caller(bettor: Bettor, priceFormat: string): CallerContext;
  close(): void;
}

/** Open markets whose outcomes are all shown and priced: what a coupon lets the bettor pick. */
function bettableMarkets(event: ListedEvent): PoolEvent['markets'] {
  return event.markets
    .filter((market) => market.status === 'open' && market.outcomes.length > 0 && market.outcomes.every((outcome) => !outcome.hidden && outcome.consolidatedPrice.currentPrice.decimal > 1))
    .slice(0, 4)
    .map((market) => ({ id: market.id, outcomeIds: market.outcomes.map((outcome) => outcome.id) }));
}

/**
 * The real sandbox over HTTP, with a clock the suite moves (the world itself never ticks,
 * so prices stay where the suite puts them), a logged-in bettor per brand, and a small
 * pool of events: football fixtures, horse races (each way), tennis and basketball, and
 * live events (in-play delay), about twenty, so random legs share events and markets.
 */
export async function startMoneyWorld(seed: string): Promise<MoneyWorld> {
  let clock = Date.now();
  // Nothing persisted: the memory persistence copies the whole state (every bet and
  // transaction so far) on each change, which hundreds of cases turn quadratic.
  const server = await startSandboxServer(seed, {
    now: () => clock,
    sleep: async () => undefined,
    feedAlerts: 'manual',
    tokenLifetimeSeconds: 365 * 86_400,
    persistence: { load: () => null, save: () => undefined },
  });
  const api = moneyApi(server.baseUrl);
  const caller = (bettor: Bettor, priceFormat: string): CallerContext => ({ brand: bettor.brand, priceFormat, token: bettor.token });

  const bettors = {} as Record<BrandId, Bettor>;
  for (const brand of BRAND_IDS) {
    const username = PLAYER_OF[brand];
    const login = await api.login(username);
    const context: CallerContext = { brand, priceFormat: 'euro', token: login.jweToken };
    const raw = (await api.settings(context))[brand]?.web ?? {};
    const settings = readCoreSettings(raw);
    const details = await api.details(context, username);
    const parsed = parseParlayConfig(await api.parlayPromotion(context), createMemoryLogger());
    const overrideBrand = overrideBrandFor(brand, raw, { loggedIn: true, countryCode: details.countryCode, currency: login.currency });
    let pricing: PricingData | null = null;
    if (overrideBrand !== null) {
      const ladder = parseOddsLadderResponse(await api.oddsLadder(context, overrideBrand));
      if (!ladder.ok) throw new Error(`The odds ladder of ${overrideBrand} could not be read: ${ladder.error}`);
      pricing = buildPricingData(ladder.margins, ladder.ladder);
    }
    bettors[brand] = {
      brand,
      username,
      accountId: login.alsPlayerId,
      token: login.jweToken,
      currency: login.currency,
      precision: currencyPrecision(login.currency),
      scale: stakeScale(login.currency, settings.thousands_scaled_currencies),
      settings,
      raw,
      parlay: parsed.ok ? parsed.config : null,
      excludedFromPromotions: details.excludedFromPromotions,
      pricing,
      openingBalance: await api.balance(context, username),
    };
  }

  const anyone: CallerContext = { brand: 'eurobet', priceFormat: 'euro', token: null };
  const lists = [
    await api.events(anyone, 'periodType=PRE_MATCH&eventPathIds=240&marketFilter=GAME&eventsPerPage=12&includeMarkets=true'),
    await api.events(anyone, 'periodType=PRE_MATCH&eventPathIds=364&marketFilter=GAME&eventsPerPage=4&includeMarkets=true'),
    await api.events(anyone, 'periodType=PRE_MATCH&eventPathIds=239,227&marketFilter=GAME&eventsPerPage=4&includeMarkets=true'),
    await api.events(anyone, 'periodType=IN_RUNNING&marketFilter=GAME&eventsPerPage=4&includeMarkets=true'),
  ];
  const pool = lists
    .flatMap((list) => list.events)
    .map((event): PoolEvent => ({ id: event.id, sportCode: event.sportCode, live: event.state === 'LIVE', markets: bettableMarkets(event) }))
    .filter((event) => event.markets.length > 0);
  if (pool.length < 12) throw new Error(`The sandbox world offered only ${pool.length} events with open markets; the suite wants about 20.`);

  return {
    api,
    bettors,
    pool,
    advanceClock(ms) {
      clock += ms;
    },
    caller,
    close: server.close,
  };
}
