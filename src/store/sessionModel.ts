import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AuthEndpoints, AccountEndpoints, AuthProvider, LoginDetails } from '../api';
import { checkLoginForm, clearOtpCountdown, CORE_CONSTANTS, otpCountdownFor, otpResendRecordFrom, startOtpCountdown, type OtpResendRecord, type OtpResendState } from '../core';
import { ownedModel, type ModelOwner, type OwnedTimer } from './ownedModel';
import type { Persistence } from './persistence';

/**
 * Why a session ended. 'host': the host page asked (element method, frame command) or took
 * its game token away (the `token` attribute removed).
 */
export type LogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired' | 'host';
/**
 * Why a session ended without the bettor asking, as the bettor is told it: the token ran out
 * ('expired'), the operator no longer knows it (a 401: 'revoked'), or refuses this player
 * access (a 403: 'forbidden'). The slip is kept for the next login in each case.
 */
export type SessionEnd = 'expired' | 'revoked' | 'forbidden';
export type LoginStep = 'idle' | 'submitting' | 'one-time-code' | 'security-question';

export interface SessionDependencies {
  auth: AuthEndpoints;
  accounts: Pick<AccountEndpoints, 'preferences'>;
  persistence: Persistence;
  now: () => number;
  locale: () => string;
  /** Spec 4: logout reloads the page; embedded, the runtime re-initialises instead. */
  reload: () => void;
  /** Drops cached account data (wallet, open bets ...) on logout. */
  invalidateAccountData: () => void;
  setTimer?: (callback: () => void, ms: number) => void;
  log?: (message: string) => void;
  /**
   * Told when a session ends on its own (expiry, 401, 403), before the page reloads or the
   * runtime resets, so what the bettor had (the slip) can be kept for the next login.
   */
  onSessionEnded?: (end: SessionEnd) => void;
  /** Whether the tab is shown now: a hidden tab does not keep its session alive (docs/reliability.md). */
  visible?: () => boolean;
  /**
   * Where the session service is (spec 7 `POST /accounts/me/sessions/refresh` under it);
   * null: the operator offers no refresh, sessions run out at their expiry.
   */
  refreshBase?: string | null;
}

/**
 * How long before the expiry margin the refresh is sent: time for one retry of a failed
 * refresh before authenticated calls start being refused (spec 9: margin 30 s).
 */
export const REFRESH_LEAD_MS = 10_000;
/** A failed refresh (network, 5xx) is tried again this much later while there is time. */
export const REFRESH_RETRY_MS = 5_000;

type Details = LoginDetails & { jweToken: string };

export type TermsAnswer = 'accepted' | 'declined';

/** Persisted store names (spec 9 versioned stores). */
const OTP_RESEND_STORE = 'otp-resend';
const RISK_NOTICE_STORE = 'risk-notice';
/** The logged-in player's details, so a reload keeps the bettor logged in while the token lives. */
const SESSION_STORE = 'session';

interface StoredSession {
  details: Details;
  expiresAt: number;
  termsOfUse: TermsAnswer | null;
  /** The token the login started with (absent in sessions stored before refreshes existed). */
  loginKey?: string;
}

/**
 * Who is logged in, and every rule of spec 4 "Login", "Session" and "Logout" and spec 6:
 * the login paths, the external token, expiry, 401s, logout. It is also the API client's
 * AuthProvider: authenticated calls ask it for the token.
 */
export function createSessionModel(deps: SessionDependencies) {
  return ownedModel((owner) => buildSession(deps, owner));
}

function buildSession(deps: SessionDependencies, owner: ModelOwner) {
  const { auth, persistence, now } = deps;
  const setTimer = deps.setTimer ?? ((callback: () => void, ms: number) => void owner.setTimeout(callback, ms));
  const log = deps.log ?? ((message: string) => console.warn(message));

  const details = signal<Details | null>(null);
  // Details once a login path has finished (or a stored session was restored): franco's
  // login holds a half-made session in `details` for its profile call, which this never shows.
  const established = signal<Details | null>(null);
  const expiresAt = signal<number | null>(null);
  const externalToken = signal<string | null>(null);
  const authExecuted = signal(false);
  const step = signal<LoginStep>('idle');
  const pendingUsername = signal<string | null>(null);
  const question = signal<string | null>(null);
  const error = signal<string | null>(null);
  /** Spec 8: the server's own message for a refused code or answer, shown under the field. */
  const serverMessage = signal<string | null>(null);
  /** A login call (authenticate, code, answer, resend) is on its way. */
  const pending = signal(false);
  const busy = signal(false);
  // Remember me (spec 2): whether the username of the login under way is kept for next time.
  let rememberUsername = true;
  const otpRecord = signal<OtpResendRecord>(otpResendRecordFrom(persistence.read(OTP_RESEND_STORE)));
  const termsOfUse = signal<TermsAnswer | null>(null);
  // The session token whose risk-group notice was acknowledged: once per session (spec 2).
  const riskNoticeAcknowledged = signal<string | null>(persistence.read<string>(RISK_NOTICE_STORE));
  // What names this login across token refreshes: the token it started with. A refresh
  // changes the bearer token, not the session (the notices shown once per session stay shown).
  const loginKey = signal<string | null>(null);
  const riskNoticeDue = computed(() => details.value?.riskGroup === true && riskNoticeAcknowledged.value !== loginKey.value);
  /** The session says the player has terms to accept (termsToAccept) and they have not been accepted in it. */
  const termsDue = computed(() => established.value?.termsToAccept === true && termsOfUse.value !== 'accepted');

  const saveSession = () => {
    const current = details.peek();
    const until = expiresAt.peek();
    if (current === null || until === null) persistence.remove(SESSION_STORE);
    else persistence.write<StoredSession>(SESSION_STORE, { details: current, expiresAt: until, termsOfUse: termsOfUse.peek(), loginKey: loginKey.peek() ?? current.jweToken });
  };

  const saveOtpRecord = (next: OtpResendRecord) => {
    otpRecord.value = next;
    persistence.write(OTP_RESEND_STORE, next);
  };
  const lastLogoutReason = signal<LogoutReason | null>(null);
  // Set by start(): from then on a restored session loads its preferences and is refreshed.
  // Before it the runtime is still being built, and no call may go out (the API client asks
  // this very model for the token).
  let started = false;
  const preferences = signal<Record<string, unknown> | null>(null);
  const loggedIn = computed(() => details.value !== null);
  const francoScopes = signal<readonly string[]>([]);

  // A reload keeps the bettor logged in: the stored session stands while its token is the
  // stored jwt and has more than the expiry margin to live. A token the server no longer
  // knows answers 401 on the first account call, which logs out as unauthorized (spec 6).
  // An embedded runtime's "reload" (reset) reads it again: another tab may have changed it.
  function restoreStored(): void {
    const stored = persistence.read<StoredSession>(SESSION_STORE);
    // Already this session: nothing to adopt (the host would hear a login again).
    if (stored?.details && details.peek() !== null && stored.details.jweToken === details.peek()?.jweToken && stored.details.jweToken === persistence.readKey('jwt')) return;
    if (stored?.details && stored.details.jweToken === persistence.readKey('jwt') && stored.expiresAt - now() > CORE_CONSTANTS.tokenExpiryMarginSeconds * 1000) {
      batch(() => {
        details.value = stored.details;
        established.value = stored.details;
        expiresAt.value = stored.expiresAt;
        termsOfUse.value = stored.termsOfUse ?? null;
        loginKey.value = stored.loginKey ?? stored.details.jweToken;
        authExecuted.value = true;
      });
      if (started) afterRestore();
      return;
    }
    if (stored) persistence.remove(SESSION_STORE);
    // The stored session went (logged out in another tab): this tab's in-memory one with it.
    if (details.peek() !== null) forgetSession('unauthorized');
  }
  /** What a restored session starts with the network: its account preferences and its refresh. */
  function afterRestore(): void {
    const restored = details.peek();
    scheduleRefresh();
    if (!restored?.alsPlayerId) return;
    void deps.accounts.preferences(restored.alsPlayerId).then(
      (loaded) => {
        if (details.peek()?.alsPlayerId === restored.alsPlayerId) preferences.value = loaded;
      },
      (caught: unknown) => log(`Preferences could not be loaded: ${(caught as Error).message}`),
    );
  }

  async function establish(next: Details, remember = true): Promise<void> {
    batch(() => {
      loginKey.value = next.jweToken;
      details.value = next;
      established.value = next;
      expiresAt.value = now() + next.expirationTimeInSeconds * 1000;
      step.value = 'idle';
      pendingUsername.value = null;
      question.value = null;
      error.value = null;
      serverMessage.value = null;
      authExecuted.value = true;
      termsOfUse.value = next.termsOfUse ?? null;
    });
    persistence.writeKey('jwt', next.jweToken);
    persistence.writeKey('jwt-time', String(now()));
    saveSession();
    scheduleRefresh();
    // Remember me off: the saved username goes, so the next visit starts with an empty field.
    persistence.writeKey('username', remember ? next.username : null);
    // Spec 4: preferences load when the session names a player.
    if (next.alsPlayerId) {
      try {
        preferences.value = await deps.accounts.preferences(next.alsPlayerId);
      } catch (caught) {
        log(`Preferences could not be loaded: ${(caught as Error).message}`);
      }
    }
  }

  /**
   * A login whose details name no player (no alsPlayerId) is one the operator must link to
   * its account system first (spec 7 als_integration/integrate, with the new token). The
   * session is held, not established, for the call: nothing shows the bettor as logged in
   * until it is linked. A failed link ends the half-made session at the operator and fails
   * the login with ACCOUNT_LINK_FAILED, so the bettor is told and can try again.
   */
  async function linkedToAccount(next: Details): Promise<Details> {
    if (next.alsPlayerId) return next;
    // Held outside the signals: the login dialog stays as it is (a session in `details` would
    // show the bettor as logged in and unmount the form with what they typed).
    heldForLink = next;
    try {
      const linked = await auth.integrateAls(deps.locale());
      return { ...next, alsPlayerId: linked.alsPlayerId || linked.accountId };
    } catch (caught) {
      log(`Account integration failed: ${(caught as Error).message}`);
      // The half-made session ends at the operator too (its token is still held for the call).
      await auth.logout(deps.locale(), 'unauthorized', true).catch(() => undefined);
      throw Object.assign(new Error('Account integration failed'), { loginErrorId: 'ACCOUNT_LINK_FAILED' });
    } finally {
      heldForLink = null;
    }
  }

  /** A login's details while its account is being linked (linkedToAccount): their token authorises those calls only. */
  let heldForLink: Details | null = null;

  async function attempt(run: () => Promise<void>): Promise<void> {
    batch(() => {
      error.value = null;
      serverMessage.value = null;
      pending.value = true;
    });
    try {
      await run();
    } catch (caught) {
      const failure = caught as { loginErrorId?: string; notificationId?: string; serverMessage?: string | null };
      const id = failure.loginErrorId ?? failure.notificationId ?? 'something-went-wrong';
      batch(() => {
        error.value = id;
        serverMessage.value = typeof failure.serverMessage === 'string' && failure.serverMessage.trim() !== '' ? failure.serverMessage : null;
        if (step.value === 'submitting') step.value = 'idle';
      });
    } finally {
      pending.value = false;
    }
  }

  /** Sends a code and restarts the user's resend countdown (spec 4: it restarts after each request). */
  async function sendOneTimeCode(username: string): Promise<void> {
    await auth.generateOtp(deps.locale(), username);
    saveOtpRecord(startOtpCountdown(otpRecord.value, username, now()));
  }

  /** This runtime's session state ends (the storage is the caller's business). */
  function forgetSession(reason: LogoutReason): void {
    clearSessionTimers();
    batch(() => {
      loginKey.value = null;
      details.value = null;
      established.value = null;
      expiresAt.value = null;
      preferences.value = null;
      termsOfUse.value = null;
      lastLogoutReason.value = reason;
      step.value = 'idle';
    });
  }

  /**
   * Ends the session. `end` says it ended on its own (expiry, 401, 403): whoever keeps the
   * slip for the next login hears it first, while the slip is still there.
   */
  async function logout(reason: LogoutReason, end?: SessionEnd): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    const wasLoggedIn = details.value !== null;
    if (end !== undefined && wasLoggedIn) deps.onSessionEnded?.(end);
    // The host's game token is the host's to end: taking it away must not end the player's
    // session on the host's own platform as well.
    const hostOwnsToken = reason === 'host' && externalToken.value !== null && externalToken.value === details.value?.jweToken;
    try {
      if (wasLoggedIn && !hostOwnsToken) await auth.logout(deps.locale(), reason, reason === 'user' || reason === 'host');
    } catch (caught) {
      // Spec 8: a failed logout is logged and the page reloads anyway.
      log(`Logout call failed: ${(caught as Error).message}`);
    }
    forgetSession(reason);
    persistence.writeKey('jwt', null);
    persistence.writeKey('jwt-time', null);
    saveSession();
    deps.invalidateAccountData();
    // The host page logged the player out and stays as it is: no reload (which, embedded,
    // re-initialises the runtime and empties the slip); the bettor keeps the selections.
    if (reason !== 'host') deps.reload();
    // Spec 4: the busy flag clears after 1 second.
    setTimer(() => {
      busy.value = false;
    }, 1000);
  }

  // ---- Refresh ahead of expiry (spec 7 POST /accounts/me/sessions/refresh, spec 9 margin 30 s) ----
  const marginMs = CORE_CONSTANTS.tokenExpiryMarginSeconds * 1000;
  const refreshBase = deps.refreshBase === undefined ? '/franco' : deps.refreshBase;
  // accept-terms is the session service's too, whether or not it offers the refresh.
  const sessionServiceBase = refreshBase ?? '/franco';
  const visible = deps.visible ?? (() => true);
  let refreshOffered = refreshBase !== null;
  let refreshTimer: OwnedTimer | null = null;
  let expiryTimer: OwnedTimer | null = null;
  let refreshing = false;
  // The refresh fell due while the tab was hidden: it goes when the bettor is back.
  let refreshWaitsForVisible = false;

  function clearSessionTimers(): void {
    owner.clearTimeout(refreshTimer);
    owner.clearTimeout(expiryTimer);
    refreshTimer = null;
    expiryTimer = null;
    refreshWaitsForVisible = false;
  }

  /** The session runs on the host's game token: renewing it is the host's business (it sets a new `token`). */
  const hostOwnsSession = () => externalToken.peek() !== null && externalToken.peek() === details.peek()?.jweToken;
  const sessionEnd = (status: number | null): SessionEnd => (status === 403 ? 'forbidden' : 'revoked');

  /**
   * Two timers per session: the refresh, REFRESH_LEAD_MS before the expiry margin, and the
   * honest end at the margin, which only a successful refresh (a new expiry) moves. Without
   * the second a session nobody renews would end at the next authenticated call, whenever
   * that is, and a bettor reading the slip would learn it only when placing.
   */
  function scheduleRefresh(): void {
    clearSessionTimers();
    const until = expiresAt.peek();
    if (!started || owner.disposed || details.peek() === null || until === null) return;
    expiryTimer = owner.setTimeout(() => {
      expiryTimer = null;
      void logout('jwe_token_expired', 'expired');
    }, Math.max(0, until - marginMs - now()));
    if (!refreshOffered || hostOwnsSession()) return;
    refreshTimer = owner.setTimeout(() => {
      refreshTimer = null;
      refreshWhenShown();
    }, Math.max(0, until - marginMs - REFRESH_LEAD_MS - now()));
  }

  // A hidden tab does not renew its session: a forgotten tab must not keep a session alive
  // for ever. Back in view before the margin, the refresh goes at once; after it, the
  // session has ended (expiry timer) and the bettor is told why.
  function refreshWhenShown(): void {
    if (visible()) void refreshNow();
    else refreshWaitsForVisible = true;
  }

  async function refreshNow(): Promise<void> {
    const current = details.peek();
    if (refreshing || current === null || refreshBase === null) return;
    refreshing = true;
    refreshWaitsForVisible = false;
    try {
      const renewed = await auth.refreshSession(refreshBase);
      // Logged out, or another login, while the call was out: the answer is for nobody.
      if (details.peek()?.jweToken !== current.jweToken) return;
      adoptToken(current, renewed.accessToken, now() + renewed.expiresIn * 1000, renewed.expiresIn);
    } catch (caught) {
      if (details.peek()?.jweToken !== current.jweToken || owner.disposed) return;
      const status = typeof (caught as { status?: unknown }).status === 'number' ? (caught as { status: number }).status : null;
      if (status === 401 || status === 403) {
        // Another tab may have refreshed first (the old token goes on refresh): its token is ours.
        if (!adoptNewerStored()) void logout('unauthorized', sessionEnd(status));
        return;
      }
      log(`Session refresh failed: ${(caught as Error).message}`);
      // The operator has no refresh: the session runs to its expiry (the expiry timer ends it).
      if (status === 404 || status === 405 || status === 501) {
        refreshOffered = false;
        return;
      }
      // Network or server trouble: once more while the margin is not reached; else the expiry timer ends it.
      const until = expiresAt.peek() ?? 0;
      if (now() + REFRESH_RETRY_MS < until - marginMs) {
        owner.clearTimeout(refreshTimer);
        refreshTimer = owner.setTimeout(() => {
          refreshTimer = null;
          refreshWhenShown();
        }, REFRESH_RETRY_MS);
      }
    } finally {
      refreshing = false;
    }
  }

  /** The same login on a new token (a refresh here or in another tab): stored for every tab, timers moved. */
  function adoptToken(previous: Details, token: string, until: number, lifetimeSeconds: number): void {
    const next: Details = { ...previous, jweToken: token, alsToken: previous.alsToken === previous.jweToken ? token : previous.alsToken, expirationTimeInSeconds: lifetimeSeconds };
    batch(() => {
      details.value = next;
      established.value = next;
      expiresAt.value = until;
    });
    persistence.writeKey('jwt', token);
    persistence.writeKey('jwt-time', String(now()));
    saveSession();
    scheduleRefresh();
  }

  /**
   * Another tab of the site refreshed this player's session (the old token stops working
   * there and then): the stored session is this one's successor when it is the same player
   * and still lives. Adopted, this tab goes on without a reload and keeps its slip.
   */
  function adoptNewerStored(): boolean {
    const current = details.peek();
    const stored = persistence.read<StoredSession>(SESSION_STORE);
    if (!current || !stored?.details || stored.details.jweToken === current.jweToken || stored.details.jweToken !== persistence.readKey('jwt')) return false;
    if (stored.details.alsPlayerId !== current.alsPlayerId || stored.details.username !== current.username) return false;
    if (stored.expiresAt - now() <= marginMs) return false;
    adoptToken(current, stored.details.jweToken, stored.expiresAt, stored.details.expirationTimeInSeconds);
    return true;
  }

  const authProvider: AuthProvider = {
    authorise() {
      const current = details.value;
      if (!current && heldForLink) return { ok: true, token: heldForLink.jweToken };
      if (!current) return { ok: false, reason: 'no-token' };
      const expiry = expiresAt.value ?? Number.POSITIVE_INFINITY;
      // Spec 4: a token expiring within 30 s, still equal to the external one, logs out.
      if (expiry - now() <= CORE_CONSTANTS.tokenExpiryMarginSeconds * 1000 && (externalToken.value === null || externalToken.value === current.jweToken)) {
        void logout('jwe_token_expired', 'expired');
        return { ok: false, reason: 'jwe_token_expired' };
      }
      return { ok: true, token: current.jweToken };
    },
    onUnauthorized(_path, refusal) {
      const current = details.value;
      if (!current) return;
      // Sent with a token a refresh has since replaced: the refusal is about a token no longer in use.
      if (refusal?.token && refusal.token !== current.jweToken) return;
      if (adoptNewerStored()) return;
      void logout('unauthorized', sessionEnd(refusal?.status ?? null));
    },
  };

  // A reload keeps the bettor logged in (no call yet: start() makes them).
  restoreStored();

  /**
   * Spec 5's login form check, shared by every login path: the checked fields, or null when
   * the form is refused (a login already on its way, or fields the check turns down, which
   * it says as the error).
   */
  const acceptedForm = (username: string, password: string) => {
    const checked = checkLoginForm({ username, password, loading: step.value === 'submitting' });
    if (checked.ok) return checked;
    if (checked.refusal === 'error-invalid-login-credentials') {
      batch(() => {
        error.value = checked.refusal;
        serverMessage.value = null;
      });
    }
    return null;
  };

  return {
    details: details as ReadonlySignal<Details | null>,
    /** The session as established by a finished login path or restored at start; null when logged out. */
    established: established as ReadonlySignal<Details | null>,
    loggedIn,
    authExecuted: authExecuted as ReadonlySignal<boolean>,
    step: step as ReadonlySignal<LoginStep>,
    question: question as ReadonlySignal<string | null>,
    error: error as ReadonlySignal<string | null>,
    serverMessage: serverMessage as ReadonlySignal<string | null>,
    pending: pending as ReadonlySignal<boolean>,
    /** The username waiting for its one-time code or answer. */
    pendingUsername: pendingUsername as ReadonlySignal<string | null>,
    /** The player's terms-of-use answer in this session (null: not answered yet). */
    termsOfUse: termsOfUse as ReadonlySignal<TermsAnswer | null>,
    /** The session says there are terms to accept that this player has not accepted yet. */
    termsDue: termsDue as ReadonlySignal<boolean>,
    /** Spec 2: a risk-group player has not acknowledged the responsible-gambling notice this session. */
    riskNoticeDue: riskNoticeDue as ReadonlySignal<boolean>,
    busy: busy as ReadonlySignal<boolean>,
    lastLogoutReason: lastLogoutReason as ReadonlySignal<LogoutReason | null>,
    preferences: preferences as ReadonlySignal<Record<string, unknown> | null>,
    /** Franco mode: the access token's scopes. */
    francoScopes: francoScopes as ReadonlySignal<readonly string[]>,
    /** Names this login for once-per-session notices: the same across token refreshes, null when logged out. */
    loginKey: loginKey as ReadonlySignal<string | null>,
    authProvider,

    /**
     * Called by the runtime once every model is built: a session restored from storage then
     * loads its account preferences and is refreshed ahead of its expiry. Before this no
     * call may go out: the API client asks this model for the token, and the runtime that
     * connects the two is still being made. A second call does nothing.
     */
    start(): void {
      if (started) return;
      started = true;
      if (details.peek() !== null) afterRestore();
    },
    /** Renews the token now (spec 7 refresh), as the timer does ahead of the expiry margin. */
    refresh: refreshNow,

    /** The username remember me saved at the last login (spec 2), to pre-fill the form. */
    savedUsername(): string | null {
      return persistence.readKey('username');
    },
    /**
     * The header_login flow: a session, or the one-time code or security question step.
     * `remember` (remember me, default on) keeps the username for next time or clears it.
     */
    async login(username: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
      const checked = acceptedForm(username, password);
      if (checked === null) return;
      rememberUsername = options.remember ?? true;
      step.value = 'submitting';
      await attempt(async () => {
        const answer = await auth.authenticate(deps.locale(), checked.username, checked.password);
        if (answer.result === 'SUCCESS') return establish(await linkedToAccount(answer.loginDetails as Details), rememberUsername);
        pendingUsername.value = checked.username;
        if (answer.result === 'OTP_REQUIRED') {
          step.value = 'one-time-code';
          // A code sent less than 295 s ago (before a reload, or before the dialog was
          // closed) is still valid for 30 minutes: no new code until its countdown has run.
          const running = otpCountdownFor(otpRecord.value, checked.username, now());
          if (running === null || running.canResend) await sendOneTimeCode(checked.username);
        } else {
          // Spec 7: the question is asked of security_question/getquestion; until it
          // arrives the form stays busy, and a failure shows under the form (nothing sent yet).
          const asked = await auth.securityQuestion(deps.locale(), checked.username);
          batch(() => {
            step.value = 'security-question';
            question.value = asked.question;
          });
        }
      });
    },
    async submitOneTimeCode(code: string): Promise<void> {
      const username = pendingUsername.value;
      if (!username) return;
      await attempt(async () => {
        const next = (await auth.validateOtp(deps.locale(), username, code.trim())) as Details;
        saveOtpRecord(clearOtpCountdown(otpRecord.value, username));
        await establish(await linkedToAccount(next), rememberUsername);
      });
    },
    /** Sends a new code; refused while the countdown runs (spec 4, 9: 5 windows of 59 s). */
    async resendOneTimeCode(): Promise<void> {
      const username = pendingUsername.value;
      if (!username) return;
      const countdown = otpCountdownFor(otpRecord.value, username, now());
      if (countdown !== null && !countdown.canResend) return;
      await attempt(() => sendOneTimeCode(username));
    },
    /** The pending user's resend countdown now (null: no code was sent to them). */
    otpCountdown(): OtpResendState | null {
      const username = pendingUsername.value;
      return username ? otpCountdownFor(otpRecord.value, username, now()) : null;
    },
    async submitSecurityAnswer(answer: string): Promise<void> {
      const username = pendingUsername.value;
      if (!username) return;
      await attempt(async () => establish(await linkedToAccount((await auth.checkAnswer(deps.locale(), username, answer)) as Details), rememberUsername));
    },
    /** Spec 4: closing any login dialog resets it. */
    cancelLogin(): void {
      batch(() => {
        step.value = 'idle';
        pendingUsername.value = null;
        question.value = null;
        error.value = null;
        serverMessage.value = null;
      });
    },
    /**
     * Spec 4: accept stores accept (spec 7 POST {session service}/accounts/me/sessions/accept-terms);
     * a failed call is logged and the popup closes anyway (asked again at the next login).
     */
    async acceptTerms(): Promise<void> {
      try {
        await auth.acceptTerms(sessionServiceBase);
        termsOfUse.value = 'accepted';
        saveSession();
      } catch (caught) {
        log(`Terms of use could not be accepted: ${(caught as Error).message}`);
      }
    },
    /** Spec 4: decline stores decline, and logs out where the brand says so. */
    async declineTerms(options: { logout: boolean }): Promise<void> {
      try {
        await auth.answerTerms(deps.locale(), 'decline');
      } catch (caught) {
        log(`Terms of use decline could not be stored: ${(caught as Error).message}`);
      }
      termsOfUse.value = 'declined';
      saveSession();
      if (options.logout) await logout('user');
    },
    /** The risk-group notice was read: not shown again for this session, even after a reload. */
    acknowledgeRiskNotice(): void {
      const token = loginKey.value;
      riskNoticeAcknowledged.value = token;
      if (token) persistence.write(RISK_NOTICE_STORE, token);
    },
    /**
     * Franco mode: the session service's access token (accessToken, expiresIn, maxAge,
     * scopes) and its profile; the access token is the bearer token from then on.
     */
    async loginWithSessionService(username: string, password: string, device: { clientType: 'Browser'; deviceType: 'Mobile' | 'Desktop'; deviceId: string }, base = '/franco'): Promise<void> {
      const checked = checkLoginForm({ username, password, loading: step.value === 'submitting' });
      if (!checked.ok) {
        if (checked.refusal === 'error-invalid-login-credentials') error.value = checked.refusal;
        return;
      }
      await attempt(async () => {
        const created = await auth.createSession(base, deps.locale(), checked.username, checked.password, device);
        // The profile call needs the new token: hold it as the session's for the call.
        details.value = { alsPlayerId: '', jweToken: created.accessToken, alsToken: created.accessToken, username: checked.username, currency: 'EUR', expirationTimeInSeconds: created.expiresIn } as Details;
        expiresAt.value = now() + created.expiresIn * 1000;
        const profile = await auth.profile(base);
        await establish({ alsPlayerId: profile.accountCode, alsToken: created.accessToken, jweToken: created.accessToken, username: checked.username, currency: profile.currency, locale: deps.locale(), expirationTimeInSeconds: created.expiresIn, termsToAccept: created.termsToAccept } as Details);
        francoScopes.value = created.scopes;
      });
    },
    /**
     * The product's auth service (icore; the brand's login_service): POST
     * /xapi/icore/players/login (alsToken copied to jweToken), then GET /xapi/icore/checkplayer
     * with that token as bearer, so the session starts only for a player the service
     * confirms (a refusal there fails the login with error-500, spec 5).
     */
    async loginWithAuthService(username: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
      const checked = acceptedForm(username, password);
      if (checked === null) return;
      step.value = 'submitting';
      await attempt(async () => {
        const loggedInDetails = (await auth.loginIcore(checked.username, checked.password)) as Details;
        const player = await auth.checkPlayer(loggedInDetails.jweToken).catch((caught: unknown) => {
          log(`checkplayer refused the new login: ${(caught as Error).message}`);
          throw Object.assign(new Error('checkplayer failed'), { loginErrorId: 'error-500' });
        });
        if (!player.valid) throw Object.assign(new Error('checkplayer: not valid'), { loginErrorId: 'error-500' });
        await establish(await linkedToAccount({ ...loggedInDetails, alsPlayerId: loggedInDetails.alsPlayerId || '' }), options.remember ?? true);
      });
    },
    /**
     * Spec 4 "Session": the host hands over its token. Different from the stored one: the
     * session is fetched (a failure, or no token, logs out as unauthorized); absent or
     * equal: the session stands and authExecuted is set.
     */
    async setExternalToken(token: string | null): Promise<void> {
      const previousToken = externalToken.value;
      externalToken.value = token;
      const stored = details.value?.jweToken ?? null;
      // The host took back the token its player's session runs on: that session ends.
      if (token === null && previousToken !== null && stored === previousToken) {
        await logout('host');
        authExecuted.value = true;
        return;
      }
      if (token === null || token === stored) {
        authExecuted.value = true;
        return;
      }
      try {
        const session = await auth.gameSession(token);
        const player = await auth.checkPlayer(token);
        await establish({ alsPlayerId: player.accountId, alsToken: token, jweToken: token, username: session.username, currency: session.currency ?? 'EUR', locale: session.locale ?? deps.locale(), expirationTimeInSeconds: 3600, thirdPartyTokens: session.third_party_tokens } as Details);
      } catch {
        await logout('unauthorized');
      } finally {
        authExecuted.value = true;
      }
    },
    /**
     * Spec 4: the tab became visible while the stored token (the jwt key every tab of the
     * site shares) changed, say another tab logged in as someone else: reload.
     */
    onVisible(currentExternalToken: string | null = persistence.readKey('jwt')): void {
      const until = expiresAt.peek();
      // Timers are slowed in hidden tabs: a session whose margin passed meanwhile ends now.
      if (details.peek() !== null && until !== null && until - now() <= marginMs && !hostOwnsSession()) {
        void logout('jwe_token_expired', 'expired');
        return;
      }
      if (currentExternalToken !== null && currentExternalToken !== (details.value?.jweToken ?? null)) {
        // Another tab refreshed this same login: adopt its token rather than reload (and lose the slip).
        if (currentExternalToken === persistence.readKey('jwt') && adoptNewerStored()) return;
        deps.reload();
        return;
      }
      if (refreshWaitsForVisible) void refreshNow();
    },
    /** Reads the stored session again, as a reload would (an embedded runtime's reset). */
    restoreStored,
    logout,
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
