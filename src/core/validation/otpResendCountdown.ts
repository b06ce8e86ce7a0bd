import { CORE_CONSTANTS } from '../settings/defaults';

export interface OtpResendState {
  /** 0-based window the countdown is in; equals the number of windows when it is over. */
  windowIndex: number;
  /** Seconds until the current window ends (0 when the countdown is over). */
  secondsLeftInWindow: number;
  /** Seconds until all windows have run (0 when over). */
  secondsLeftTotal: number;
  /** The countdown has run out: the code may be sent again. */
  canResend: boolean;
}

const WINDOWS = CORE_CONSTANTS.otpResendWindows;
const WINDOW_SECONDS = CORE_CONSTANTS.otpResendWindowSeconds;
/** Spec 9: 5 windows of 59 s. */
export const OTP_RESEND_TOTAL_SECONDS = WINDOWS * WINDOW_SECONDS;

const OVER: OtpResendState = Object.freeze({ windowIndex: WINDOWS, secondsLeftInWindow: 0, secondsLeftTotal: 0, canResend: true });

/**
 * The one-time code's resend countdown (spec 4, 9): 5 windows of 59 s, 295 s in all,
 * counted from a start time that is persisted per user, so a reload does not restart
 * it. The resend link unlocks when the whole countdown has run; each request restarts
 * it (the caller stores a new start time with `startOtpCountdown`). There is no cap on
 * the number of resends: the server rate-limits codes. A start time in the future (a
 * clock moved back) counts as "just started"; a start or now that is not a finite time
 * counts as over, so a corrupt record never locks the bettor out.
 */
export function otpResendState(startedAtMs: number, nowMs: number): OtpResendState {
  if (!Number.isFinite(startedAtMs) || !Number.isFinite(nowMs)) return { ...OVER };
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
  if (elapsedSeconds >= OTP_RESEND_TOTAL_SECONDS) return { ...OVER };
  return {
    windowIndex: Math.floor(elapsedSeconds / WINDOW_SECONDS),
    secondsLeftInWindow: WINDOW_SECONDS - (elapsedSeconds % WINDOW_SECONDS),
    secondsLeftTotal: OTP_RESEND_TOTAL_SECONDS - elapsedSeconds,
    canResend: false,
  };
}

/**
 * The persisted start times, one per user (spec 9 "persisted by start time per user"):
 * the record a store keeps in local storage. Keys are trimmed, lower-cased usernames, so
 * 'Ann' and 'ann ' share one countdown, as they share one account at login.
 */
export type OtpResendRecord = Readonly<Record<string, number>>;

const userKey = (username: string): string => username.trim().toLowerCase();

/**
 * Records that a code was just sent to `username` (the first send or a resend), which
 * restarts that user's countdown. Countdowns that are already over are dropped, so the
 * stored record stays as small as the number of users mid-countdown.
 */
export function startOtpCountdown(record: OtpResendRecord, username: string, nowMs: number): OtpResendRecord {
  const running = Object.entries(record).filter(([, startedAt]) => !otpResendState(startedAt, nowMs).canResend);
  return Object.freeze({ ...Object.fromEntries(running), [userKey(username)]: nowMs });
}

/** The user's countdown, or null when no code was sent to them (nothing to count down). */
export function otpCountdownFor(record: OtpResendRecord, username: string, nowMs: number): OtpResendState | null {
  const startedAt = Object.hasOwn(record, userKey(username)) ? record[userKey(username)] : undefined;
  return startedAt === undefined ? null : otpResendState(startedAt, nowMs);
}

/** Forgets the user's countdown: after a valid code, or when the dialog is closed for good. */
export function clearOtpCountdown(record: OtpResendRecord, username: string): OtpResendRecord {
  const key = userKey(username);
  return Object.freeze(Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)));
}

/**
 * Reads a record back from storage. Whatever was stored (another version's shape, a hand
 * edit, plain junk) gives a record: entries that are not a username with a finite start
 * time are dropped rather than failing the dialog.
 */
export function otpResendRecordFrom(stored: unknown): OtpResendRecord {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return Object.freeze({});
  const entries = Object.entries(stored).filter((entry): entry is [string, number] => entry[0].trim() !== '' && typeof entry[1] === 'number' && Number.isFinite(entry[1]));
  return Object.freeze(Object.fromEntries(entries.map(([name, startedAt]) => [userKey(name), startedAt])));
}
