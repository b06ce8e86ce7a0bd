import { Big } from '../../src/core/index';
import { createAccounts, type Accounts } from './accounts/accounts';
import { createBetting, type Betting } from './bets/betting';
import { createCashOutWatch, type CashOutWatch } from './bets/cashOutWatch';
import { taxRatesOfBrand } from './bets/brandTax';
import { createBettorPricing, type BettorPricing } from './bets/bettorPrice';
import { brandById } from './content/brands';
import { createFaults, type Faults } from './faults';
import { createLiveExtensions, type LiveExtensions } from './liveExtensions';
import { memoryPersistence, type Persistence } from './persistence';
import { createStateStore, type SandboxState, type StateStore } from './sandboxState';
import { createWorld } from './world/createWorld';
import { tick } from './world/simulator';
import { createVirtualRaces, type RaceTiming, type VirtualRaces } from './partners/virtualRaces';
import type { World } from './world/world';

export interface SandboxConfig {
  seed: string;
  now: () => number;
  /** Game seconds per real second. */
  speed: number;
  /** 'manual': feed alerts only through POST /sandbox/feed-alert (end-to-end runs). */
  feedAlerts: 'random' | 'manual';
  tokenLifetimeSeconds: number;
  /** About how many events are live at once (SANDBOX_LIVE_EVENTS); unset, the usual ~53. */
  liveEvents?: number;
  persistence: Persistence<SandboxState>;
  log: (message: string) => void;
  sleep: (ms: number) => Promise<void>;
  /** The partners' virtual races' timing (partners/virtualRaces.ts). */
  raceTiming?: RaceTiming;
  /** Whether the live feed extensions (snapshot, push stream, changes poll) are served (SANDBOX_LIVE_EXTENSIONS); on by default. */
  liveExtensions?: boolean;
  /** How long a bet's cash out shows suspended after its price moved (CASH_OUT_PRICE_SETTLE_MS by default). */
  cashOutSettleMs?: number;
}

/** Everything behind the sandbox's HTTP API: the world, accounts, bets and faults. */
export interface Sandbox {
  config: SandboxConfig;
  world: World;
  store: StateStore;
  accounts: Accounts;
  betting: Betting;
  /** Cash-out values as the world moves: the per-account push and auto cash-out rules (docs/api.md "Cash-out push"). */
  cashOutWatch: CashOutWatch;
  /** Odds per brand: the price a bettor is offered (the slip and placement use it). */
  pricing: BettorPricing;
  /** The partners' virtual horse races (docs/virtuals.md). */
  virtualRaces: VirtualRaces;
  faults: Faults;
  /** The live feed extensions' switch (POST /sandbox/extensions). */
  liveExtensions: LiveExtensions;
  /** Advances the world to now and decides due slips (main.ts calls it every second). */
  step(): void;
}

export function createSandbox(overrides: Partial<SandboxConfig> = {}): Sandbox {
  const config: SandboxConfig = {
    seed: 'sandbox',
    now: Date.now,
    speed: 10,
    feedAlerts: 'random',
    tokenLifetimeSeconds: 3600,
    persistence: memoryPersistence<SandboxState>(),
    log: (message) => console.log(message),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
  const world = createWorld({ seed: config.seed, now: config.now(), speed: config.speed, randomFeedAlerts: config.feedAlerts === 'random', ...(config.liveEvents === undefined ? {} : { liveEvents: config.liveEvents }) });
  const store = createStateStore(config.persistence);
  const accounts = createAccounts({ store, now: config.now, tokenLifetimeSeconds: config.tokenLifetimeSeconds, log: config.log });
  const pricing = createBettorPricing(world);
  const betting = createBetting({
    store,
    world,
    accounts,
    now: config.now,
    bettorPrice: pricing.price,
    bettorBuilderPrice: pricing.betBuilderPrice,
    limits: (accountId) => {
      const player = accounts.byAccount(accountId);
      const settings = brandById(player?.brand).settings;
      return {
        minStake: Number(settings.bet_stake_min_amount ?? 0),
        maxStake: Number(settings.bet_stake_max_amount ?? 10000),
        maxBets: Number(settings.max_bets_on_betslip ?? 15),
        currency: player?.currency ?? 'EUR',
        tax: taxRatesOfBrand(settings),
        eachWayEnabled: settings.each_way_enabled === true,
        multipleMinStake: Number(settings.multiple_min_stake ?? 0),
        excludedFromPromotions: player?.excludedFromPromotions ?? false,
      };
    },
  });
  world.onEventEnded.push((event) => betting.settleEvent(event));
  const cashOutWatch = createCashOutWatch({ world, store, betting, accounts, ...(config.cashOutSettleMs === undefined ? {} : { settleMs: config.cashOutSettleMs }) });
  voidOrphanedBets(store, world, accounts);
  const virtualRaces = createVirtualRaces({ store, accounts, now: config.now, ...(config.raceTiming ? { timing: config.raceTiming } : {}) });
  return {
    virtualRaces,
    config,
    world,
    store,
    accounts,
    betting,
    cashOutWatch,
    pricing,
    faults: createFaults(),
    liveExtensions: createLiveExtensions(config.liveExtensions ?? true),
    step() {
      // A frozen world keeps its time current, so thawing moves on from now, not by the whole pause.
      if (world.frozen) world.lastTickMs = config.now();
      else tick(world, config.now());
      betting.processDue();
      // Values move with every tick (and with prices set unpublished): push them, fire auto rules.
      cashOutWatch.check();
      // Races finish and pay on time even when no partner page is open.
      virtualRaces.advance();
    },
  };
}

/**
 * Bets persisted from an earlier run may point at events this run's world does not have
 * (the catalogue is rebuilt from the seed at start, and another seed or start time builds
 * other fixtures under the same ids). They are voided and refunded rather
 * than left open forever.
 */
function voidOrphanedBets(store: StateStore, world: World, accounts: Accounts): void {
  // Event ids restart in every world, so a leg is matched by id and fixture name.
  const orphaned = store.state.bets.filter((bet) => bet.status === 'open' && bet.legs.some((leg) => leg.result === 'open' && world.events.get(leg.eventId)?.description !== leg.eventDescription));
  for (const bet of orphaned) {
    bet.status = 'void';
    bet.returns = bet.totalStake;
    bet.settledAt = new Date().toISOString();
    for (const leg of bet.legs) if (leg.result === 'open') leg.result = 'void';
    accounts.post(bet.accountId, 'refund', new Big(bet.totalStake), bet.reference);
  }
  if (orphaned.length > 0) store.mutate(() => undefined);
}
