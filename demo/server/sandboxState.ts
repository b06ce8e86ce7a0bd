import type { DepositLimits, TaxRates } from '../../src/core/index';
import type { Persistence } from './persistence';

/** A session behind a bearer (jwe) token. */
export interface Session {
  token: string;
  accountId: string;
  username: string;
  issuedAt: number;
  expiresAt: number;
  /** 'franco' sessions are the access-token flavour of the session service. */
  kind: 'jwe' | 'franco';
  /** The operator refuses this session access from now on (a 403 on every call; POST /sandbox/sessions/end). */
  refused?: boolean;
  /**
   * Set on a session of a player the operator's account system (ALS) must link first: the
   * login details carry no alsPlayerId until POST .../als_integration/integrate links it.
   */
  alsPending?: boolean;
}

export interface WalletRecord {
  /** Exact decimal strings in currency units. */
  balance: string;
  promoCash: string;
  bonusBalance: string;
}

export interface Transaction {
  id: string;
  accountId: string;
  time: string;
  type: 'deposit' | 'withdrawal' | 'bet' | 'payout' | 'refund' | 'cashout' | 'bonus';
  /** Signed amount, exact decimal string. */
  amount: string;
  balanceAfter: string;
  reference: string | null;
}

export interface BetLeg {
  eventId: string;
  marketId: string;
  outcomeId: string;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  decimal: number;
  spread: number | null;
  /** 'open' until the event ends; then win / lose / void (and place for each way). */
  result: 'open' | 'win' | 'lose' | 'void';
  /** Each way: whether the selection placed. */
  placed: boolean | null;
  placeTerms: { places: number; fraction: number } | null;
}

export interface BetRecord {
  betId: string;
  reference: string;
  betSlipId: string;
  accountId: string;
  placedAt: string;
  /** 'single', 'multiple', 'bet-builder' (legs of one event at one price) or a system code. */
  kind: string;
  betTypeId: number;
  description: string;
  legs: BetLeg[];
  unitStake: string;
  noOfBets: number;
  eachWay: boolean;
  totalStake: string;
  freeBetStake: string;
  potentialReturns: string;
  status: 'open' | 'won' | 'lost' | 'void' | 'cashed-out';
  settledAt: string | null;
  returns: string | null;
  currency: string;
  /** Tax mode's rates when the bet was placed (null: untaxed); settlement pays by them. */
  tax?: TaxRates | null;
  /** The parlay promotion's bonus the slip showed, paid on top of the returns when every leg wins. */
  extraWinnings?: string;
  /**
   * The part of totalStake paid with promo cash (docs/betslip.md "Promo cash"); absent or 0:
   * none. The bet pays its cash-bet payout less this part; potentialReturns already says so.
   */
  promoCashStake?: string;
  /**
   * A bet builder's price (kind 'bet-builder'): one price for its legs together, from the
   * joint chance of the event's score model, not their product (docs/bet-builder.md).
   */
  combinedDecimal?: number;
  /**
   * Partial cash outs taken from this bet (docs/api.md "Cash out"), oldest first: what was
   * paid and the share of the stake it bought. The bet's stake and returns are what stays on.
   */
  partialCashOuts?: PartialCashOutRecord[];
  /** The bettor's auto cash-out rule (docs/api.md "Auto cash out"); absent or null: none. */
  autoCashOut?: AutoCashOutRule | null;
}

/** One partial cash out of a bet: exact decimal strings in currency units. */
export interface PartialCashOutRecord {
  amount: string;
  cashedStake: string;
  /** The stake and potential returns the bet kept. */
  remainingStake: string;
  remainingReturns: string;
  at: string;
}

/** "Cash out in full when the value reaches target", kept at the operator so it works with the page closed. */
export interface AutoCashOutRule {
  target: string;
  setAt: string;
  /** Set once, when the sandbox cashed the bet out by this rule: what it paid. */
  executed: { amount: string; at: string } | null;
}

export interface PlacementRecord {
  uuid: string;
  betSlipId: string;
  accountId: string;
  status: 'PENDING' | 'REFERRED' | 'PLACED' | 'REJECTED';
  /** When a pending (in-play delay) or referred slip is decided, ms. */
  decideAt: number | null;
  request: unknown;
  response: unknown;
  /** Odds per brand: the override brand whose prices the slip was placed at (absent: the feed's). */
  overrideBrand?: string | null;
}

/**
 * The idempotency key of a placement: its uuid within its account. Keyed by the uuid
 * alone, another account sending the same uuid was answered the first account's bet.
 */
export const placementKey = (accountId: string, uuid: string): string => `${accountId}:${uuid}`;

/** Placements saved before they were keyed by account, keyed again so a retry still finds its slip. */
const keyedByAccount = (placements: Record<string, PlacementRecord>): Record<string, PlacementRecord> =>
  Object.fromEntries(Object.values(placements).map((record) => [placementKey(record.accountId, record.uuid), record]));

export interface SandboxState {
  version: 1;
  wallets: Record<string, WalletRecord>;
  sessions: Record<string, Session>;
  transactions: Transaction[];
  bets: BetRecord[];
  placements: Record<string, PlacementRecord>;
  retailCodes: Record<string, unknown>;
  /** Jackpot placement answers by request uuid: the same uuid answers the first answer again. */
  jackpotPlacements: Record<string, Record<string, unknown>>;
  /** Partial cash-out answers by (account, request uuid): the same key is paid once and answers the first answer again. */
  cashOutRequests?: Record<string, Record<string, unknown>>;
  preferences: Record<string, Record<string, unknown>>;
  terms: Record<string, 'accepted' | 'declined'>;
  otp: Record<string, { code: string; issuedAt: number }>;
  /** Safer gambling per account (docs/account-safer-gambling.md): deposit limits and the time-out's end (ms). */
  saferGambling: Record<string, { limits: DepositLimits; timeOutUntil?: number }>;
  counters: { bet: number; transaction: number; slip: number; player?: number };
  /** Accounts made on the operator's registration page (/operator/register), by account id. */
  registeredPlayers?: Record<string, RegisteredPlayer>;
  /** Passwords set on the forgotten-password page (or at registration): scrypt hashes by account id. */
  passwordHashes?: Record<string, string>;
  /** Promotion opt-ins (routes/promotions.ts): by account id, promotion id -> when (ISO). */
  promotionOptIns?: Record<string, Record<string, string>>;
  /** The operator site's own sessions (the cashier page's cookie), by id. */
  siteSessions?: Record<string, { accountId: string; expiresAt: number }>;
  /** Partner tokens (login's thirdPartyTokens, game-launch-url): each lives as long as its session (docs/virtuals.md). */
  partnerTokens?: Record<string, PartnerTokenRecord>;
  /** The partners' virtual races and their bets (partners/virtualRaces.ts). */
  virtuals?: VirtualsState;
}

export interface PartnerTokenRecord {
  /** The provider it is good for (KIRON, BETRADAR, VIR2AL ...). */
  provider: string;
  /** The sportsbook session it belongs to: it ends with it. */
  session: string;
}

export interface VirtualRunner {
  number: number;
  name: string;
  /** Decimal odds, exact decimal string. */
  price: string;
}

export interface VirtualRace {
  id: string;
  number: number;
  /** Betting closes and the race runs from here (ms). */
  startsAt: number;
  /** The race is over and settled from here (ms). */
  endsAt: number;
  runners: VirtualRunner[];
  /** The winner's number once finished. */
  winner: number | null;
}

export interface VirtualBet {
  id: string;
  accountId: string;
  provider: string;
  raceId: string;
  runner: number;
  price: string;
  stake: string;
  currency: string;
  status: 'open' | 'won' | 'lost';
  /** What was credited at settlement (0 for a lost bet). */
  returns: string;
  placedAt: number;
  settledAt: number | null;
}

export interface VirtualsState {
  counter: number;
  /** The latest races, newest last. */
  races: VirtualRace[];
  bets: VirtualBet[];
}

/** A player registered through the operator's registration page; the password is only in passwordHashes. */
export interface RegisteredPlayer {
  accountId: string;
  username: string;
  email: string;
  currency: string;
  brand: string;
  registeredAt: string;
}

export function emptyState(): SandboxState {
  return {
    version: 1,
    wallets: {},
    sessions: {},
    transactions: [],
    bets: [],
    placements: {},
    retailCodes: {},
    jackpotPlacements: {},
    preferences: {},
    terms: {},
    otp: {},
    saferGambling: {},
    counters: { bet: 0, transaction: 0, slip: 0 },
  };
}

/** The state and a way to change it that always persists the result. */
export interface StateStore {
  readonly state: SandboxState;
  mutate<T>(change: (state: SandboxState) => T): T;
}

export function createStateStore(persistence: Persistence<SandboxState>): StateStore {
  const loaded = persistence.load();
  const state = loaded && loaded.version === 1 ? { ...emptyState(), ...loaded, placements: keyedByAccount(loaded.placements ?? {}) } : emptyState();
  return {
    state,
    mutate(change) {
      const result = change(state);
      persistence.save(state);
      return result;
    },
  };
}
