import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AuthEndpoints, AccountEndpoints, AuthProvider, LoginDetails } from '../api';
import { checkLoginForm, clearOtpCountdown, CORE_CONSTANTS, otpCountdownFor, otpResendRecordFrom, startOtpCountdown, type OtpResendRecord, type OtpResendState } from '../core';
import { ownedModel, type ModelOwner } from './ownedModel';
import type { Persistence } from './persistence';

/**
 * Why a session ended. 'host': the host page asked (element method, frame command) or took
 * its game token away (the `token` attribute removed).
 */
export type LogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired' | 'host';
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
}

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
  const riskNoticeDue = computed(() => details.value?.riskGroup === true && riskNoticeAcknowledged.value !== details.value.jweToken);

  const saveSession = () => {
    const current = details.peek();
    const until = expiresAt.peek();
    if (current === null || until === null) persistence.remove(SESSION_STORE);
    else persistence.write<StoredSession>(SESSION_STORE, { details: current, expiresAt: until, termsOfUse: termsOfUse.peek() });
  };

  const saveOtpRecord = (next: OtpResendRecord) => {
    otpRecord.value = next;
    persistence.write(OTP_RESEND_STORE, next);
  };
  const lastLogoutReason = signal<LogoutReason | null>(null);
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
        authExecuted.value = true;
      });
      if (stored.details.alsPlayerId) {
        void deps.accounts.preferences(stored.details.alsPlayerId).then(
          (loaded) => void (preferences.value = loaded),
          (caught: unknown) => log(`Preferences could not be loaded: ${(caught as Error).message}`),
        );
      }
      return;
    }
    if (stored) persistence.remove(SESSION_STORE);
    // The stored session went (logged out in another tab): this tab's in-memory one with it.
    if (details.peek() !== null) forgetSession('unauthorized');
  }
  restoreStored();


  async function establish(next: Details, remember = true): Promise<void> {
    batch(() => {
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
    batch(() => {
      details.value = null;
      established.value = null;
      expiresAt.value = null;
      preferences.value = null;
      termsOfUse.value = null;
      lastLogoutReason.value = reason;
      step.value = 'idle';
    });
  }

  async function logout(reason: LogoutReason): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    const wasLoggedIn = details.value !== null;
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

  const authProvider: AuthProvider = {
    authorise() {
      const current = details.value;
      if (!current) return { ok: false, reason: 'no-token' };
      const expiry = expiresAt.value ?? Number.POSITIVE_INFINITY;
      // Spec 4: a token expiring within 30 s, still equal to the external one, logs out.
      if (expiry - now() <= CORE_CONSTANTS.tokenExpiryMarginSeconds * 1000 && (externalToken.value === null || externalToken.value === current.jweToken)) {
        void logout('jwe_token_expired');
        return { ok: false, reason: 'jwe_token_expired' };
      }
      return { ok: true, token: current.jweToken };
    },
    onUnauthorized() {
      if (details.value) void logout('unauthorized');
    },
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
    /** Spec 2: a risk-group player has not acknowledged the responsible-gambling notice this session. */
    riskNoticeDue: riskNoticeDue as ReadonlySignal<boolean>,
    busy: busy as ReadonlySignal<boolean>,
    lastLogoutReason: lastLogoutReason as ReadonlySignal<LogoutReason | null>,
    preferences: preferences as ReadonlySignal<Record<string, unknown> | null>,
    /** Franco mode: the access token's scopes. */
    francoScopes: francoScopes as ReadonlySignal<readonly string[]>,
    authProvider,

    /** The username remember me saved at the last login (spec 2), to pre-fill the form. */
    savedUsername(): string | null {
      return persistence.readKey('username');
    },
    /**
     * The header_login flow: a session, or the one-time code or security question step.
     * `remember` (remember me, default on) keeps the username for next time or clears it.
     */
    async login(username: string, password: string, options: { remember?: boolean } = {}): Promise<void> {
      const checked = checkLoginForm({ username, password, loading: step.value === 'submitting' });
      if (!checked.ok) {
        if (checked.refusal === 'error-invalid-login-credentials') {
          batch(() => {
            error.value = checked.refusal;
            serverMessage.value = null;
          });
        }
        return;
      }
      rememberUsername = options.remember ?? true;
      step.value = 'submitting';
      await attempt(async () => {
        const answer = await auth.authenticate(deps.locale(), checked.username, checked.password);
        if (answer.result === 'SUCCESS') return establish(answer.loginDetails as Details, rememberUsername);
        pendingUsername.value = checked.username;
        if (answer.result === 'OTP_REQUIRED') {
          step.value = 'one-time-code';
          // A code sent less than 295 s ago (before a reload, or before the dialog was
          // closed) is still valid for 30 minutes: no new code until its countdown has run.
          const running = otpCountdownFor(otpRecord.value, checked.username, now());
          if (running === null || running.canResend) await sendOneTimeCode(checked.username);
        } else {
          batch(() => {
            step.value = 'security-question';
            question.value = answer.question;
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
        await establish(next, rememberUsername);
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
      await attempt(async () => establish((await auth.checkAnswer(deps.locale(), username, answer)) as Details, rememberUsername));
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
    /** Spec 4: accept stores accept; a failed call is logged and the popup closes anyway. */
    async acceptTerms(): Promise<void> {
      try {
        await auth.answerTerms(deps.locale(), 'accept');
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
      const token = details.value?.jweToken ?? null;
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
        await establish({ alsPlayerId: profile.accountCode, alsToken: created.accessToken, jweToken: created.accessToken, username: checked.username, currency: profile.currency, locale: deps.locale(), expirationTimeInSeconds: created.expiresIn } as Details);
        francoScopes.value = created.scopes;
      });
    },
    /** The product's auth service directly (icore). */
    async loginWithAuthService(username: string, password: string): Promise<void> {
      await attempt(async () => establish((await auth.loginIcore(username.trim(), password)) as Details));
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
        await establish({ alsPlayerId: player.accountId, alsToken: token, jweToken: token, username: session.username, currency: session.currency ?? 'EUR', locale: session.locale ?? deps.locale(), expirationTimeInSeconds: 3600 } as Details);
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
      if (currentExternalToken !== null && currentExternalToken !== (details.value?.jweToken ?? null)) deps.reload();
    },
    /** Reads the stored session again, as a reload would (an embedded runtime's reset). */
    restoreStored,
    logout,
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
