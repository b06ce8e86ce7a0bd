/**
 * Every way a call can fail, as typed errors that say what happened and what to do. The
 * UI shows `notificationId` (spec 8's catalogue), never a raw exception.
 */
export type ApiErrorKind = 'http' | 'network' | 'decode' | 'auth-required' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The path called, for logs. */
  readonly path: string;
  /** The spec 8 notification this failure shows. */
  readonly notificationId: string;

  constructor(kind: ApiErrorKind, path: string, message: string, notificationId: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.notificationId = notificationId;
  }
}

/** The server answered with an error status. */
export class HttpError extends ApiError {
  readonly status: number;
  /** The body's code (INT003, cursor-expired ...), when it had one. */
  readonly code: string | null;
  readonly body: unknown;
  /** The request uuid (betslip calls), so support can find it. */
  readonly uuid: string | null;

  constructor(path: string, status: number, body: unknown, uuid: string | null) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const code = typeof record.responseCode === 'string' ? record.responseCode : typeof record.error === 'string' ? record.error : null;
    const serverMessage = typeof record.message === 'string' ? record.message : '';
    super('http', path, `${path} answered ${status}${serverMessage ? `: ${serverMessage}` : ''}.`, status === 400 || status === 404 ? `error-${status}` : 'error-500');
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.uuid = uuid;
  }
}

/** No answer at all: offline, DNS, CORS, a dropped connection, a timeout. */
export class NetworkError extends ApiError {
  constructor(path: string, cause: unknown) {
    super('network', path, `${path} could not be reached (${cause instanceof Error ? cause.message : String(cause)}). Check the connection or the api-base setting.`, 'error-400');
    this.name = 'NetworkError';
  }
}

/** The answer did not have the shape the spec promises. */
export class DecodeError extends ApiError {
  readonly issues: readonly string[];

  constructor(path: string, issues: readonly string[]) {
    super('decode', path, `${path} answered with an unexpected shape: ${issues.slice(0, 3).join('; ')}. The operator API and the SDK disagree on this endpoint.`, 'error-500');
    this.name = 'DecodeError';
    this.issues = issues;
  }
}

/** An authenticated call with no valid token: not sent (spec 6). */
export class AuthRequiredError extends ApiError {
  readonly reason: 'no-token' | 'jwe_token_expired';

  constructor(path: string, reason: 'no-token' | 'jwe_token_expired') {
    super('auth-required', path, `${path} needs a logged-in player (${reason === 'no-token' ? 'no token' : 'the token expires within 30 s'}); the call was not sent.`, 'error-invalid-login-credentials');
    this.name = 'AuthRequiredError';
    this.reason = reason;
  }
}

/** Cancelled by the caller (a newer slip refresh replaced it): logged, never shown. */
export class AbortedError extends ApiError {
  constructor(path: string) {
    super('aborted', path, `${path} was cancelled.`, 'something-went-wrong');
    this.name = 'AbortedError';
  }
}

/**
 * The sportsbook that made the call was shut down (Sportsbook.destroy(), or its last element
 * left the page): nothing is sent for it any more, and a call it had under way is cancelled.
 */
export class DisposedError extends AbortedError {
  constructor(path: string) {
    super(path);
    this.name = 'DisposedError';
    this.message =
      `${path} was not sent: this sportsbook has been shut down (Sportsbook.destroy(), or its last element left the page). ` +
      'Start it again with Sportsbook.init() or by adding a sportsbook element, and use the new one.';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
