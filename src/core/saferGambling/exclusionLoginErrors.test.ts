import { describe, expect, it } from 'vitest';
import { loginErrorId } from '../errors/loginErrorId';
import { notificationText } from '../errors/notifications';

describe('a login refused by an exclusion (403 with its own code)', () => {
  it('reads as the self-exclusion and the time-out texts, not as a locked account', () => {
    const selfExcluded = loginErrorId({ isHttpError: true, status: 403, responseCode: 'SELF_EXCLUDED' });
    expect(selfExcluded).toBe('login-error-SELF_EXCLUDED');
    expect(notificationText(selfExcluded)).toBe('This account is self-excluded. You cannot log in or bet until the self-exclusion period ends.');
    const timedOut = loginErrorId({ isHttpError: true, status: 403, responseCode: 'TIMED_OUT' });
    expect(notificationText(timedOut)).toBe('This account is taking a break (time-out). You can log in again when the time-out ends.');
    expect(notificationText(loginErrorId({ isHttpError: true, status: 403 }))).toBe('Player account is locked');
  });
});
