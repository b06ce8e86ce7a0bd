import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AuthEndpoints, AccountEndpoints, AuthProvider, LoginDetails } from '../api';
import { checkLoginForm, CORE_CONSTANTS } from '../core';
import type { Persistence } from './persistence';

export type LogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired';
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

/**
 * Who is logged in, and every rule of spec 4 "Login", "Session" and "Logout" and spec 6:
 * the login paths, the external token, expiry, 401s, logout. It is also the API client's
 * AuthProvider: authenticated calls ask it for the token.
 */
export function createSessionModel(deps: SessionDependencies) {
  const { auth, persistence, now } = deps;
  const setTimer = deps.setTimer ?? ((callback: () => void, ms: number) => void setTimeout(callback, ms));
  const log = deps.log ?? ((message: string) => console.warn(message));

  const details = signal<Details | null>(null);
  const expiresAt = signal<number | null>(null);
  const externalToken = signal<string | null>(null);
  const authExecuted = signal(false);
  const step = signal<LoginStep>('idle');
  const pendingUsername = signal<string | null>(null);
  const question = signal<string | null>(null);
  const error = signal<string | null>(null);
  const busy = signal(false);
  const lastLogoutReason = signal<LogoutReason | null>(null);
  const preferences = signal<Record<string, unknown> | null>(null);
  const loggedIn = computed(() => details.value !== null);
  const francoScopes = signal<readonly string[]>([]);

  async function establish(next: Details): Promise<void> {
    batch(() => {
      details.value = next;
      expiresAt.value = now() + next.expirationTimeInSeconds * 1000;
      step.value = 'idle';
      pendingUsername.value = null;
      question.value = null;
      error.value = null;
      authExecuted.value = true;
    });
    persistence.writeKey('jwt', next.jweToken);
    persistence.writeKey('jwt-time', String(now()));
    persistence.writeKey('username', next.username);
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
    error.value = null;
    try {
      await run();
    } catch (caught) {
      const id = (caught as { loginErrorId?: string; notificationId?: string }).loginErrorId ?? (caught as { notificationId?: string }).notificationId ?? 'something-went-wrong';
      batch(() => {
        error.value = id;
        if (step.value === 'submitting') step.value = 'idle';
      });
    }
  }

  async function logout(reason: LogoutReason): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    const wasLoggedIn = details.value !== null;
    try {
      if (wasLoggedIn) await auth.logout(deps.locale(), reason, reason === 'user');
    } catch (caught) {
      // Spec 8: a failed logout is logged and the page reloads anyway.
      log(`Logout call failed: ${(caught as Error).message}`);
    }
    batch(() => {
      details.value = null;
      expiresAt.value = null;
      preferences.value = null;
      lastLogoutReason.value = reason;
      step.value = 'idle';
    });
    persistence.writeKey('jwt', null);
    persistence.writeKey('jwt-time', null);
    deps.invalidateAccountData();
    deps.reload();
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
    loggedIn,
    authExecuted: authExecuted as ReadonlySignal<boolean>,
    step: step as ReadonlySignal<LoginStep>,
    question: question as ReadonlySignal<string | null>,
    error: error as ReadonlySignal<string | null>,
    busy: busy as ReadonlySignal<boolean>,
    lastLogoutReason: lastLogoutReason as ReadonlySignal<LogoutReason | null>,
    preferences: preferences as ReadonlySignal<Record<string, unknown> | null>,
    /** Franco mode: the access token's scopes. */
    francoScopes: francoScopes as ReadonlySignal<readonly string[]>,
    authProvider,

    /** The header_login flow: a session, or the one-time code or security question step. */
    async login(username: string, password: string): Promise<void> {
      const checked = checkLoginForm({ username, password, loading: step.value === 'submitting' });
      if (!checked.ok) {
        if (checked.refusal === 'error-invalid-login-credentials') error.value = checked.refusal;
        return;
      }
      step.value = 'submitting';
      await attempt(async () => {
        const answer = await auth.authenticate(deps.locale(), checked.username, checked.password);
        if (answer.result === 'SUCCESS') return establish(answer.loginDetails as Details);
        pendingUsername.value = checked.username;
        if (answer.result === 'OTP_REQUIRED') {
          step.value = 'one-time-code';
          await auth.generateOtp(deps.locale(), checked.username);
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
      await attempt(async () => establish((await auth.validateOtp(deps.locale(), username, code)) as Details));
    },
    async resendOneTimeCode(): Promise<void> {
      const username = pendingUsername.value;
      if (username) await attempt(async () => void (await auth.generateOtp(deps.locale(), username)));
    },
    async submitSecurityAnswer(answer: string): Promise<void> {
      const username = pendingUsername.value;
      if (!username) return;
      await attempt(async () => establish((await auth.checkAnswer(deps.locale(), username, answer)) as Details));
    },
    /** Spec 4: closing any login dialog resets it. */
    cancelLogin(): void {
      batch(() => {
        step.value = 'idle';
        pendingUsername.value = null;
        question.value = null;
        error.value = null;
      });
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
      externalToken.value = token;
      const stored = details.value?.jweToken ?? null;
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
    /** Spec 4: the tab became visible while the host's token changed: reload. */
    onVisible(currentExternalToken: string | null): void {
      if (currentExternalToken !== null && currentExternalToken !== (details.value?.jweToken ?? null)) deps.reload();
    },
    logout,
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
