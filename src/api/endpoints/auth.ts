import { loginErrorId, loginResponseRefusal } from '../../core';
import { ApiError, HttpError, NetworkError } from '../apiErrors';
import type { ApiClient } from '../createApiClient';
import { AcceptTermsSchema, AlsIntegrationSchema, BalanceSchema, CheckPlayerSchema, GameLaunchSchema, ComponentLoginSchema, FrancoSessionSchema, GameSessionSchema, LoginDetailsSchema, LogoutSchema, OtpSentSchema, ProfileSchema, QuestionSchema, TermsAnswerSchema, type LoginDetails } from '../schemas/auth';
import * as v from 'valibot';

/** A failed login as spec 8 names it (login-error-INT003, error-404, something-went-wrong ...). */
export class LoginError extends ApiError {
  readonly loginErrorId: string;
  /** The server's message, shown under the field for one-time code and answer failures. */
  readonly serverMessage: string | null;

  constructor(path: string, id: string, serverMessage: string | null) {
    super('http', path, `Login failed: ${id}.`, id);
    this.name = 'LoginError';
    this.loginErrorId = id;
    this.serverMessage = serverMessage;
  }
}

function asLoginError(path: string, error: unknown): unknown {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as { responseCode?: string; message?: string };
    return new LoginError(path, loginErrorId({ isHttpError: true, status: error.status, responseCode: body.responseCode ?? null }), body.message ?? null);
  }
  if (error instanceof NetworkError) return new LoginError(path, loginErrorId({ isHttpError: false }), null);
  return error;
}

/** Spec 5: a login answered without a jwe token is refused (error-500). alsToken is copied to jweToken. */
function withJweToken(path: string, details: LoginDetails): LoginDetails & { jweToken: string } {
  if (loginResponseRefusal(details) !== null) throw new LoginError(path, 'error-500', null);
  return { ...details, jweToken: details.jweToken || (details.alsToken as string) };
}

const COMPONENT = (locale: string) => `/auth/${encodeURIComponent(locale)}/api/plugins/component/route/header_login`;

export interface DeviceInfo {
  clientType: 'Browser';
  deviceType: 'Mobile' | 'Desktop';
  deviceId: string;
}

export function createAuthEndpoints(api: ApiClient) {
  const guard = async <T>(path: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw asLoginError(path, error);
    }
  };
  return {
    /** The product's auth service (icore). */
    loginIcore(username: string, password: string) {
      const path = '/xapi/icore/players/login';
      // Spec 7: the icore answer's alsToken is the session's token (copied to jweToken).
      return guard(path, async () => {
        const answer = await api.call('POST', path, { schema: LoginDetailsSchema, json: { username, password } });
        return withJweToken(path, answer.alsToken ? { ...answer, jweToken: answer.alsToken } : answer);
      });
    },
    checkPlayer(externalToken: string) {
      return api.call('GET', '/xapi/icore/checkplayer', { schema: CheckPlayerSchema, headers: { authorization: `Bearer ${externalToken}` } });
    },
    /** header_login component: may answer SUCCESS, OTP_REQUIRED or SECURITY_QUESTION. */
    authenticate(locale: string, username: string, password: string, product = 'sportsbook') {
      const path = `${COMPONENT(locale)}/authenticate`;
      return guard(path, async () => {
        const answer = await api.call('POST', path, { schema: ComponentLoginSchema, form: { username, password, product } });
        return answer.result === 'SUCCESS' ? { ...answer, loginDetails: withJweToken(path, answer.loginDetails) } : answer;
      });
    },
    generateOtp(locale: string, username: string) {
      const path = `${COMPONENT(locale)}/otp/generate`;
      return guard(path, () => api.call('POST', path, { schema: OtpSentSchema, form: { username } }));
    },
    validateOtp(locale: string, username: string, code: string) {
      const path = `${COMPONENT(locale)}/otp/validate`;
      return guard(path, async () => withJweToken(path, (await api.call('POST', path, { schema: v.looseObject({ loginDetails: LoginDetailsSchema }), form: { username, code } })).loginDetails));
    },
    securityQuestion(locale: string, username: string) {
      const path = `${COMPONENT(locale)}/security_question/getquestion`;
      return guard(path, () => api.call('POST', path, { schema: QuestionSchema, form: { username } }));
    },
    checkAnswer(locale: string, username: string, answer: string) {
      const path = `${COMPONENT(locale)}/security_question/checkAnswer`;
      return guard(path, async () => withJweToken(path, (await api.call('POST', path, { schema: v.looseObject({ loginDetails: LoginDetailsSchema }), form: { username, answer } })).loginDetails));
    },
    /**
     * Links the logged-in player's account (ALS) where the operator asks for it: a login whose
     * details name no alsPlayerId (docs/account.md "Login paths"). A form post with the bearer token.
     */
    integrateAls(locale: string) {
      const path = `${COMPONENT(locale)}/als_integration/integrate`;
      return guard(path, () => api.call('POST', path, { schema: AlsIntegrationSchema, auth: true, form: {} }));
    },
    /**
     * The header_login flow's terms-of-use answer (ours: spec 7 names only the session
     * service's accept-terms, so a decline is stored here; spec 4 "Terms of use").
     */
    answerTerms(locale: string, answer: 'accept' | 'decline') {
      return api.call('POST', `${COMPONENT(locale)}/terms_of_use/${answer}`, { schema: TermsAnswerSchema, auth: true });
    },
    logout(locale: string, reason: string, authenticated: boolean) {
      return api.call('GET', `${COMPONENT(locale)}/logout`, { schema: LogoutSchema, query: { authenticated, reason }, auth: authenticated });
    },
    /** The session service (franco base). */
    createSession(base: string, locale: string, username: string, password: string, device: DeviceInfo) {
      const path = `${base}/accounts/sessions`;
      return guard(path, () => api.call('POST', path, { schema: FrancoSessionSchema, query: { l: locale, mc: 'mobile' }, json: { username, password, device } }));
    },
    refreshSession(base: string) {
      return api.call('POST', `${base}/accounts/me/sessions/refresh`, { schema: FrancoSessionSchema, auth: true });
    },
    /** Spec 7: the session's player accepts the terms of use (the popup's Accept). */
    acceptTerms(base: string) {
      return api.call('POST', `${base}/accounts/me/sessions/accept-terms`, { schema: AcceptTermsSchema, auth: true });
    },
    deleteSession(base: string) {
      return api.call('DELETE', `${base}/accounts/me/sessions`, { schema: v.unknown(), auth: true });
    },
    profile(base: string) {
      return api.call('GET', `${base}/accounts/me/profile`, { schema: ProfileSchema, auth: true });
    },
    francoBalance(base: string) {
      return api.call('GET', `${base}/accounts/me/balance`, { schema: BalanceSchema, auth: true });
    },
    /**
     * Spec 7 POST /accounts/me/game-launch-url: the operator makes a partner's launch address
     * with a fresh partner token for this session (docs/virtuals.md).
     */
    gameLaunchUrl(base: string, request: { provider: string; locale: string; game: string | null }) {
      return api.call('POST', `${base}/accounts/me/game-launch-url`, { schema: GameLaunchSchema, auth: true, json: request });
    },
    gameSession(gameToken: string) {
      return api.call('GET', '/api/session', { schema: GameSessionSchema, headers: { 'x-game-token': gameToken } });
    },
  };
}

export type AuthEndpoints = ReturnType<typeof createAuthEndpoints>;
