import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

const TICK_MS = 1000;

/** 295 -> '4:55'. */
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Sends a new one-time code (spec 4, 9): locked while the countdown of 5 windows of 59 s
 * runs, the time left shown on the button; each request restarts it. The countdown is
 * the store's, persisted per user by start time, so a reload does not reset it.
 */
export function OtpResendButton() {
  useSignals();
  const { t } = useTranslation('login');
  const { session } = useRuntime().store;
  const [, setTick] = useState(0);
  const [resent, setResent] = useState(false);
  const countdown = session.otpCountdown();
  const locked = countdown !== null && !countdown.canResend;

  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [locked]);

  const resend = async () => {
    setResent(false);
    await session.resendOneTimeCode();
    setResent(session.error.peek() === null);
  };

  return (
    <div className="sb-login__resend">
      <button type="button" className="sb-button sb-button--quiet" disabled={locked || session.pending.value} onClick={() => void resend()}>
        {locked ? t('otp.resendIn', { time: minutesAndSeconds(countdown.secondsLeftTotal) }) : t('otp.resend')}
      </button>
      <p className="sb-login__status" role="status">
        {resent ? t('otp.resent') : null}
      </p>
    </div>
  );
}
