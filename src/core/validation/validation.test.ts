import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLoginForm, loginResponseRefusal } from './loginValidation';
import { clearOtpCountdown, otpCountdownFor, otpResendRecordFrom, otpResendState, startOtpCountdown } from './otpResendCountdown';
import { OTP_MESSAGES, otpRefusal, validateOtp, validateSecurityAnswer } from './validateOtp';

describe('validateOtp (spec 5)', () => {
  it.each([
    ['', 'Field should be required'],
    ['   ', 'Field should be required'],
    ['12a456', 'Field should be numeric'],
    ['12 456', 'Field should be numeric'],
    ['-12345', 'Field should be numeric'],
    ['12345', 'Minimum requirement not met'],
    ['1234567', 'Maximum requirement not met'],
    ['123456', null],
    [' 654321 ', null],
  ])('%j gives %j', (code, message) => {
    expect(validateOtp(code)).toBe(message);
  });

  it('names the typed reason behind each message', () => {
    expect(['', '1a', '1', '1234567', '123456'].map(otpRefusal)).toEqual(['required', 'not-numeric', 'too-short', 'too-long', null]);
    // Digits only: other scripts' digits and number syntax are not a code.
    expect(['١٢٣٤٥٦', '1e5000', '12345.', '+12345'].map(otpRefusal)).toEqual(['not-numeric', 'not-numeric', 'not-numeric', 'not-numeric']);
  });

  it('answers with one of the four messages or null for any text', () => {
    const messages = new Set<string | null>([...Object.values(OTP_MESSAGES), null]);
    fc.assert(
      fc.property(fc.string(), (code) => {
        const result = validateOtp(code);
        expect(messages.has(result)).toBe(true);
        expect(result === null).toBe(/^\d{6}$/.test(code.trim()));
      }),
    );
  });

  it('requires a security answer', () => {
    expect(validateSecurityAnswer(' ')).toBe('Field should be required');
    expect(validateSecurityAnswer('Rex')).toBeNull();
  });
});

describe('login validation (spec 5)', () => {
  it('trims the username and refuses empty fields without submitting', () => {
    expect(checkLoginForm({ username: '  ann ', password: ' pw ', loading: false })).toEqual({ ok: true, username: 'ann', password: ' pw ' });
    expect(checkLoginForm({ username: '   ', password: 'pw', loading: false })).toEqual({ ok: false, refusal: 'error-invalid-login-credentials' });
    expect(checkLoginForm({ username: 'ann', password: '', loading: false })).toEqual({ ok: false, refusal: 'error-invalid-login-credentials' });
  });

  it('does not submit while a login is loading', () => {
    expect(checkLoginForm({ username: 'ann', password: 'pw', loading: true })).toEqual({ ok: false, refusal: 'login-in-progress' });
  });

  it('refuses a login answered without a jwe token as error-500', () => {
    expect(loginResponseRefusal({})).toBe('error-500');
    expect(loginResponseRefusal({ jweToken: '' })).toBe('error-500');
    expect(loginResponseRefusal({ jweToken: 'abc' })).toBeNull();
    expect(loginResponseRefusal({ jweToken: ' ', alsToken: null })).toBe('error-500');
    expect(loginResponseRefusal({ alsToken: 'copied' })).toBeNull();
    expect(loginResponseRefusal({ jweToken: '', alsToken: 'copied' })).toBeNull();
  });
});

describe('one-time code resend countdown (spec 9: 5 windows of 59 s)', () => {
  const start = 1_700_000_000_000;

  it('counts 295 s in windows of 59 s from the persisted start', () => {
    expect(otpResendState(start, start)).toEqual({ windowIndex: 0, secondsLeftInWindow: 59, secondsLeftTotal: 295, canResend: false });
    expect(otpResendState(start, start + 58_999)).toEqual({ windowIndex: 0, secondsLeftInWindow: 1, secondsLeftTotal: 237, canResend: false });
    expect(otpResendState(start, start + 59_000)).toEqual({ windowIndex: 1, secondsLeftInWindow: 59, secondsLeftTotal: 236, canResend: false });
    expect(otpResendState(start, start + 294_000)).toEqual({ windowIndex: 4, secondsLeftInWindow: 1, secondsLeftTotal: 1, canResend: false });
    expect(otpResendState(start, start + 295_000)).toEqual({ windowIndex: 5, secondsLeftInWindow: 0, secondsLeftTotal: 0, canResend: true });
  });

  it('treats a start in the future as just started', () => {
    expect(otpResendState(start, start - 10_000).secondsLeftTotal).toBe(295);
  });

  it('counts a corrupt start or clock as over, never locking the bettor out', () => {
    expect(otpResendState(Number.NaN, start)).toEqual({ windowIndex: 5, secondsLeftInWindow: 0, secondsLeftTotal: 0, canResend: true });
    expect(otpResendState(start, Number.POSITIVE_INFINITY).canResend).toBe(true);
  });

  it('keeps a start time per user, restarting on each request', () => {
    let record = startOtpCountdown({}, 'Ann', start);
    expect(otpCountdownFor(record, 'ann', start + 100_000)?.secondsLeftTotal).toBe(195);
    expect(otpCountdownFor(record, 'bob', start)).toBeNull();
    expect(otpCountdownFor(record, 'constructor', start)).toBeNull();
    record = startOtpCountdown(record, ' ANN ', start + 100_000);
    expect(otpCountdownFor(record, 'ann', start + 100_000)?.secondsLeftTotal).toBe(295);
  });

  it('drops finished countdowns when another starts, and forgets a user on request', () => {
    const record = startOtpCountdown(startOtpCountdown({}, 'ann', start), 'bob', start + 200_000);
    expect(record).toEqual({ ann: start, bob: start + 200_000 });
    expect(startOtpCountdown(record, 'cy', start + 295_000)).toEqual({ bob: start + 200_000, cy: start + 295_000 });
    expect(clearOtpCountdown(record, 'Bob')).toEqual({ ann: start });
  });

  it('reads a stored record back, dropping what is not a username and a time', () => {
    expect(otpResendRecordFrom({ Ann: start, bob: 'yesterday', '': start, cy: Number.NaN })).toEqual({ ann: start });
    expect(otpResendRecordFrom('{"ann":1}')).toEqual({});
    expect(otpResendRecordFrom(null)).toEqual({});
    expect(otpResendRecordFrom([start])).toEqual({});
  });
});
