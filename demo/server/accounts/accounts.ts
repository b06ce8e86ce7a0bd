import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { Big } from '../../../src/core/index';
import type { RegisteredPlayer, StateStore, Session, Transaction, WalletRecord } from '../sandboxState';
import { DEMO_PLAYERS, type PlayerRecord } from './demoPlayers';
import { exclusionLoginFailure, playerExclusion } from './playerExclusion';
import { createPartnerTokens } from '../partners/partnerTokens';

/** Registered accounts are numbered from here (demo players keep their own ranges below 10000). */
export const REGISTERED_ACCOUNT_START = 910001;

/** A password as the sandbox keeps it once a player chose it: scrypt with a random salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

function passwordMatchesHash(password: string, stored: string): boolean {
  const [, salt = '', hash = ''] = stored.split(':');
  const given = scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === given.length && timingSafeEqual(given, expected);
}

/** A registered player as the rest of the sandbox sees every player. */
function registeredRecord(registered: RegisteredPlayer): PlayerRecord {
  const name = registered.username;
  return {
    accountId: registered.accountId,
    username: name,
    password: '',
    brand: registered.brand,
    currency: registered.currency,
    locale: 'en',
    firstName: name.charAt(0).toUpperCase() + name.slice(1),
    lastName: 'Player',
    email: registered.email,
    countryCode: 'MT',
    loginPath: 'plain',
    status: 'active',
    nonDepositor: true,
    nonBettor: true,
    excludedFromPromotions: false,
    riskGroup: false,
    wagersDisallowed: false,
    vipLevel: 1,
    priceFormat: 'euro',
    registeredAt: registered.registeredAt,
    firstLoginTime: null,
    openingBalance: 0,
    freeBet: 0,
    openingPromoCash: 0,
  };
}

export type LoginFailure = { status: number; responseCode: string; message: string };

/** Spec 8's account-state codes for a login refused after the password matched. */
const STATUS_FAILURES: Readonly<Record<string, LoginFailure>> = {
  suspended: { status: 402, responseCode: 'INT009', message: 'Player account is suspended' },
  locked: { status: 403, responseCode: 'INT008', message: 'Player account is locked' },
  pending: { status: 421, responseCode: 'INT056', message: 'Pending Account Activation' },
};

export interface AccountsOptions {
  store: StateStore;
  now: () => number;
  /** Seconds a jwe token lives (SANDBOX_TOKEN_LIFETIME), so expiry can be tested. */
  tokenLifetimeSeconds: number;
  log: (message: string) => void;
}

export type Accounts = ReturnType<typeof createAccounts>;

export function createAccounts({ store, now, tokenLifetimeSeconds, log }: AccountsOptions) {
  const partnerTokens = createPartnerTokens(store, now);
  const everyPlayer = (): readonly PlayerRecord[] => [...DEMO_PLAYERS, ...Object.values(store.state.registeredPlayers ?? {}).map(registeredRecord)];
  const byUsername = (username: string): PlayerRecord | undefined => everyPlayer().find((candidate) => candidate.username.toLowerCase() === username.trim().toLowerCase());
  const byAccount = (accountId: string): PlayerRecord | undefined => DEMO_PLAYERS.find((candidate) => candidate.accountId === accountId) ?? registeredOf(accountId);
  function registeredOf(accountId: string): PlayerRecord | undefined {
    const registered = store.state.registeredPlayers?.[accountId];
    return registered ? registeredRecord(registered) : undefined;
  }

  /** The player's password: the one they set (hashed), else the demo password in demoPlayers.ts. */
  function passwordMatches(player: PlayerRecord, password: string): boolean {
    const hash = store.state.passwordHashes?.[player.accountId];
    if (hash) return passwordMatchesHash(password, hash);
    return player.password !== '' && player.password === password;
  }

  /** Makes an account (the operator's registration page): answers the record, or null when the username is taken. */
  function register(fields: { username: string; password: string; email: string; currency: string; brand: string }): PlayerRecord | null {
    if (byUsername(fields.username)) return null;
    const hash = hashPassword(fields.password);
    return store.mutate((state) => {
      const next = Math.max(state.counters.player ?? 0, REGISTERED_ACCOUNT_START - 1) + 1;
      state.counters.player = next;
      const accountId = String(next);
      const registered: RegisteredPlayer = { accountId, username: fields.username.trim(), email: fields.email.trim(), currency: fields.currency, brand: fields.brand, registeredAt: new Date(now()).toISOString() };
      state.registeredPlayers = { ...state.registeredPlayers, [accountId]: registered };
      state.passwordHashes = { ...state.passwordHashes, [accountId]: hash };
      state.wallets[accountId] = { balance: '0', promoCash: '0', bonusBalance: '0' };
      return registeredRecord(registered);
    });
  }

  /** Sets a player's password (the forgotten-password page, after its check). */
  function setPassword(accountId: string, password: string): void {
    const hash = hashPassword(password);
    store.mutate((state) => {
      state.passwordHashes = { ...state.passwordHashes, [accountId]: hash };
    });
  }

  function wallet(accountId: string): WalletRecord {
    const existing = store.state.wallets[accountId];
    if (existing) return existing;
    const player = byAccount(accountId);
    return store.mutate((state) => {
      const created = { balance: String(player?.openingBalance ?? 0), promoCash: String(player?.openingPromoCash ?? 0), bonusBalance: '0' };
      state.wallets[accountId] = created;
      return created;
    });
  }

  /** Moves money and records it; refuses to take the balance below zero. */
  function post(accountId: string, type: Transaction['type'], amount: Big, reference: string | null): Transaction | null {
    return store.mutate((state) => {
      const current = state.wallets[accountId] ?? wallet(accountId);
      const next = new Big(current.balance).plus(amount);
      if (next.lt(0)) return null;
      state.wallets[accountId] = { ...current, balance: next.toString() };
      state.counters.transaction += 1;
      const transaction: Transaction = {
        id: `T${String(state.counters.transaction).padStart(7, '0')}`,
        accountId,
        time: new Date(now()).toISOString(),
        type,
        amount: amount.toString(),
        balanceAfter: next.toString(),
        reference,
      };
      state.transactions.push(transaction);
      return transaction;
    });
  }

  /**
   * Moves promo cash (a bet spends it, a void bet gives it back, a test sets it); refuses to
   * take it below zero. Promo cash is the operator's money until it is won, so it is not a
   * transaction of the balance's history.
   */
  function movePromoCash(accountId: string, amount: Big): boolean {
    return store.mutate((state) => {
      const current = state.wallets[accountId] ?? wallet(accountId);
      const next = new Big(current.promoCash).plus(amount);
      if (next.lt(0)) return false;
      state.wallets[accountId] = { ...current, promoCash: next.toString() };
      return true;
    });
  }

  function checkCredentials(username: string, password: string): { ok: true; player: PlayerRecord } | { ok: false; failure: LoginFailure } {
    const player = byUsername(username);
    if (!player || !passwordMatches(player, password)) return { ok: false, failure: { status: 401, responseCode: 'INT003', message: 'Invalid login credentials' } };
    const refused = STATUS_FAILURES[player.status];
    if (refused) return { ok: false, failure: refused };
    // Safer gambling: a self-excluded or timed-out player cannot log in until it ends.
    const exclusion = playerExclusion(store.state, player.accountId, now());
    if (exclusion) return { ok: false, failure: exclusionLoginFailure(exclusion) };
    return { ok: true, player };
  }

  // Per player, for tests of expiry and refresh with short tokens (PUT /sandbox/token-lifetime);
  // kept in memory only, and each player's own so one spec's short tokens touch no other's.
  const lifetimes = new Map<string, number>();
  function setTokenLifetime(username: string, seconds: number | null): void {
    if (seconds === null) lifetimes.delete(username.toLowerCase());
    else lifetimes.set(username.toLowerCase(), seconds);
  }

  function openSession(player: PlayerRecord, kind: Session['kind'] = 'jwe'): Session {
    const issuedAt = now();
    const lifetime = lifetimes.get(player.username.toLowerCase()) ?? tokenLifetimeSeconds;
    const session: Session = {
      token: `${kind === 'jwe' ? 'jwe' : 'fr'}.${randomBytes(24).toString('base64url')}`,
      accountId: player.accountId,
      username: player.username,
      issuedAt,
      expiresAt: issuedAt + lifetime * 1000,
      kind,
      ...(player.alsIntegration === true ? { alsPending: true } : {}),
    };
    store.mutate((state) => {
      state.sessions[session.token] = session;
    });
    wallet(player.accountId);
    return session;
  }

  /** The session behind an `Authorization: Bearer` header, when it is valid now. */
  function sessionFromHeader(header: string | undefined | null): Session | null {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    const session = store.state.sessions[token];
    if (!session || session.expiresAt <= now()) return null;
    return session;
  }

  function closeSession(token: string): void {
    store.mutate((state) => {
      state.sessions = Object.fromEntries(Object.entries(state.sessions).filter(([key]) => key !== token));
    });
  }

  /**
   * A test ends a player's sessions as an operator would: 'revoked' forgets them (401 from
   * then on), 'refused' keeps them but refuses them access (403). Answers how many.
   */
  function endSessions(username: string, as: 'revoked' | 'refused'): number {
    const sessions = Object.values(store.state.sessions).filter((session) => session.username.toLowerCase() === username.trim().toLowerCase());
    const ended = new Set(sessions.map((session) => session.token));
    store.mutate((state) => {
      state.sessions = Object.fromEntries(
        Object.entries(state.sessions).flatMap(([token, session]) => (!ended.has(token) ? [[token, session]] : as === 'revoked' ? [] : [[token, { ...session, refused: true }]])),
      );
    });
    return sessions.length;
  }

  /** Single-session brands: a new login ends the account's other sessions. */
  function closeOtherSessions(keep: Session): number {
    const others = Object.values(store.state.sessions).filter((session) => session.accountId === keep.accountId && session.token !== keep.token);
    for (const session of others) closeSession(session.token);
    return others.length;
  }

  /** Stores the player's terms-of-use answer. */
  function recordTerms(accountId: string, answer: 'accepted' | 'declined'): void {
    store.mutate((state) => {
      state.terms[accountId] = answer;
    });
  }

  /** A test's reset (DELETE /sandbox/terms/{username}): the player's answer is forgotten, new terms wait again. */
  function forgetTerms(accountId: string): void {
    store.mutate((state) => {
      state.terms = Object.fromEntries(Object.entries(state.terms).filter(([key]) => key !== accountId));
    });
  }

  function refreshSession(session: Session): Session {
    closeSession(session.token);
    const player = byAccount(session.accountId);
    if (!player) throw new Error(`No player ${session.accountId}`);
    const next = openSession(player, session.kind);
    // A refresh renews the token, not the login: an account linked stays linked.
    if (session.alsPending !== true && next.alsPending === true) return integrateAls(next);
    return next;
  }

  /** POST .../als_integration/integrate: the session's account is linked; its login details name the player from now on. */
  function integrateAls(session: Session): Session {
    const linked: Session = { ...session, alsPending: false };
    store.mutate((state) => {
      state.sessions[session.token] = linked;
    });
    return linked;
  }

  function generateOtp(username: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.mutate((state) => {
      state.otp[username.toLowerCase()] = { code, issuedAt: now() };
    });
    log(`[sandbox] one-time code for ${username}: ${code} (valid 30 minutes)`);
    return code;
  }

  function validateOtp(username: string, code: string): boolean {
    const entry = store.state.otp[username.toLowerCase()];
    return entry !== undefined && entry.code === code.trim() && now() - entry.issuedAt < 30 * 60 * 1000;
  }

  function lastOtp(username: string): string | null {
    return store.state.otp[username.toLowerCase()]?.code ?? null;
  }

  function loginDetails(player: PlayerRecord, session: Session) {
    return {
      // Not linked yet (als_integration/integrate not called for this session): no player id.
      alsPlayerId: session.alsPending === true ? '' : player.accountId,
      alsToken: session.token,
      jweToken: session.token,
      username: player.username,
      currency: player.currency,
      email: player.email,
      firstName: player.firstName,
      locale: player.locale,
      priceFormat: player.priceFormat,
      vipLevel: player.vipLevel,
      externalPlayerId: `ext-${player.accountId}`,
      externalSessionToken: session.token,
      question: null,
      savedUsername: player.username,
      authExecuted: true,
      isPartnerMatrixAffiliate: false,
      expirationTimeInSeconds: Math.round((session.expiresAt - now()) / 1000),
      logoutReason: null,
      // Spec 6: the risk-group flag drives the responsible-gambling modal after login.
      riskGroup: player.riskGroup,
      // The player's last terms-of-use answer (null: never answered), so the popup opens only until accepted.
      termsOfUse: store.state.terms[player.accountId] ?? null,
      // New terms wait for this player: the SDK asks them first (POST /accounts/me/sessions/accept-terms).
      termsToAccept: player.termsPending === true && store.state.terms[player.accountId] !== 'accepted',
      // Spec 3's third-party tokens: random, per provider, living as long as this session (docs/virtuals.md).
      thirdPartyTokens: partnerTokens.forLogin(session),
    };
  }

  function playerDetails(player: PlayerRecord) {
    const preferences = store.state.preferences[player.accountId] ?? {};
    return {
      alsId: player.accountId,
      username: player.username,
      firstName: player.firstName,
      lastName: player.lastName,
      email: player.email,
      priceFormat: (preferences.price_format as string | undefined) ?? player.priceFormat,
      holdWithdraw: false,
      vipLevel: player.vipLevel,
      enableStreamFullScreen: true,
      accountNumber: player.accountId,
      defaultStake: Number(preferences.default_stake ?? 0),
      registrationDateTime: player.registeredAt,
      locale: player.locale,
      currency: player.currency,
      countryCode: player.countryCode,
      playerCreatedByAgent: false,
      isRememberStake: false,
      avayaSToken: null,
      excludedFromPromotions: player.excludedFromPromotions,
      riskGroup: player.riskGroup,
    };
  }

  return {
    players: DEMO_PLAYERS,
    everyPlayer,
    register,
    setPassword,
    byUsername,
    byAccount,
    wallet,
    post,
    movePromoCash,
    checkCredentials,
    openSession,
    sessionFromHeader,
    closeSession,
    closeOtherSessions,
    endSessions,
    setTokenLifetime,
    recordTerms,
    forgetTerms,
    refreshSession,
    integrateAls,
    generateOtp,
    validateOtp,
    lastOtp,
    loginDetails,
    playerDetails,
    partnerTokens,
  };
}
