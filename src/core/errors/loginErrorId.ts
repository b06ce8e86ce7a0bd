/** How a login request failed, as the API client reports it. */
export type LoginFailure =
  | { kind: 'http'; status: number; responseCode?: string | null | undefined }
  /** No HTTP answer at all: offline, DNS, CORS, aborted. */
  | { kind: 'network' };

const STATUSES_WITH_CODE = [401, 402, 403, 421, 500];
const STATUSES_WITHOUT_CODE = [401, 402, 403];

/**
 * The notification id a failed login shows (spec 8 "Login"):
 *   401, 402, 403, 421 or 500 with a responseCode  -> login-error-{code}
 *   401, 402 or 403 without one                    -> login-error-{status}
 *   400 or 404                                      -> error-{status}
 *   any other HTTP error                            -> error-500
 *   no HTTP answer                                  -> something-went-wrong
 */
export function loginErrorId(failure: LoginFailure): string {
  if (failure.kind === 'network') return 'something-went-wrong';
  const { status } = failure;
  const code = failure.responseCode?.trim();
  if (code && STATUSES_WITH_CODE.includes(status)) return `login-error-${code}`;
  if (STATUSES_WITHOUT_CODE.includes(status)) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}
