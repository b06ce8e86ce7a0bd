import { CORE_CONSTANTS } from '../settings/defaults';

/** Why a one-time code is refused, in the order the checks run. */
export type OtpRefusal = 'required' | 'not-numeric' | 'too-short' | 'too-long';

/** Spec 5's messages, word for word: the UI shows them (translated by key) under the field. */
export const OTP_MESSAGES: Readonly<Record<OtpRefusal, string>> = Object.freeze({
  required: 'Field should be required',
  'not-numeric': 'Field should be numeric',
  'too-short': 'Minimum requirement not met',
  'too-long': 'Maximum requirement not met',
});

/**
 * Spec 5: a one-time code is exactly 6 digits. Spaces around the code are ignored (codes
 * are often pasted from an SMS with a trailing space); spaces inside are not digits.
 */
export function otpRefusal(code: string): OtpRefusal | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'not-numeric';
  if (trimmed.length < CORE_CONSTANTS.otpLength) return 'too-short';
  if (trimmed.length > CORE_CONSTANTS.otpLength) return 'too-long';
  return null;
}

/** The spec's message for a refused code, or null when the code is valid (submit enabled). */
export function validateOtp(code: string): string | null {
  const refusal = otpRefusal(code);
  return refusal === null ? null : OTP_MESSAGES[refusal];
}

/** Spec 5: the security question's answer must not be empty. */
export function validateSecurityAnswer(answer: string): string | null {
  return answer.trim() === '' ? OTP_MESSAGES.required : null;
}
