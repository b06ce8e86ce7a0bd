/** How a login request failed, as the API client reports it. */
export interface LoginFailure {
  /** True when the server answered with an HTTP error status; false for a network failure, abort or CORS refusal. */
  isHttpError: boolean;
  status?: number | null | undefined;
  /** The auth service's code (INT003 ...), when the body carried one. */
  responseCode?: string | null | undefined;
}

/** The notification ids a failed login can show (spec 8 "Login"). */
export type LoginErrorId = `login-error-${string}` | 'error-400' | 'error-404' | 'error-500' | 'something-went-wrong';

const STATUSES_WITH_CODE: readonly number[] = [401, 402, 403, 421, 500];
const STATUSES_WITHOUT_CODE: readonly number[] = [401, 402, 403];

/**
 * The notification id a failed login shows (spec 8 "Login"):
 *   401, 402, 403, 421 or 500 with a responseCode  -> login-error-{code}
 *   401, 402 or 403 without one                    -> login-error-{status}
 *   400 or 404                                      -> error-{status}
 *   any other HTTP error (or one without a status)  -> error-500
 *   no HTTP answer                                  -> something-went-wrong
 * A code of only spaces counts as no code.
 */
export function loginErrorId({ isHttpError, status, responseCode }: LoginFailure): LoginErrorId {
  if (!isHttpError) return 'something-went-wrong';
  if (typeof status !== 'number') return 'error-500';
  const code = responseCode?.trim();
  if (code && STATUSES_WITH_CODE.includes(status)) return `login-error-${code}`;
  if (STATUSES_WITHOUT_CODE.includes(status)) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}
