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
export const OTP_RESEND_TOTAL_SECONDS = WINDOWS * WINDOW_SECONDS;

/**
 * The one-time code's resend countdown (spec 4, 9): 5 windows of 59 s, 295 s in all,
 * counted from a start time that is persisted per user, so a reload does not restart
 * it. The resend link unlocks when the whole countdown has run; each request restarts
 * it (the caller stores a new start time). A start time in the future (a clock moved
 * back) counts as "just started" rather than giving a negative countdown.
 */
export function otpResendState(startedAtMs: number, nowMs: number): OtpResendState {
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
  if (!Number.isFinite(elapsedSeconds) || elapsedSeconds >= OTP_RESEND_TOTAL_SECONDS) {
    return { windowIndex: WINDOWS, secondsLeftInWindow: 0, secondsLeftTotal: 0, canResend: true };
  }
  const windowIndex = Math.floor(elapsedSeconds / WINDOW_SECONDS);
  return {
    windowIndex,
    secondsLeftInWindow: WINDOW_SECONDS - (elapsedSeconds % WINDOW_SECONDS),
    secondsLeftTotal: OTP_RESEND_TOTAL_SECONDS - elapsedSeconds,
    canResend: false,
  };
}

/** The persisted start times, one per user: the record a store keeps in local storage. */
export type OtpResendRecord = Readonly<Record<string, number>>;

export function startOtpCountdown(record: OtpResendRecord, username: string, nowMs: number): OtpResendRecord {
  return { ...record, [username.trim().toLowerCase()]: nowMs };
}

export function otpCountdownFor(record: OtpResendRecord, username: string, nowMs: number): OtpResendState | null {
  const startedAt = record[username.trim().toLowerCase()];
  return startedAt === undefined ? null : otpResendState(startedAt, nowMs);
}
