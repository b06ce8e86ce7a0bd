import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../core';
import en from '../../i18n/locales/en/notifications.json';
import { notificationKey } from './notificationKey';

describe('notificationKey', () => {
  it.each([
    ['login-error-INT003', 'INT003'],
    ['login-error-INT009', 'INT009'],
    ['login-error-401', 'login-error-401'],
    ['error-invalid-login-credentials', 'error-invalid-login-credentials'],
    ['something-went-wrong', 'something-went-wrong'],
    ['login-error-INT999', 'unknown'],
    ['The code is not correct.', 'The code is not correct.'],
  ])('%s -> %s', (id, key) => {
    expect(notificationKey(id)).toBe(key);
  });

  it('gives a key the notifications namespace has for every catalogued id', () => {
    for (const id of [...Object.keys(NOTIFICATION_TEXTS), 'login-error-INT008', 'login-error-INT051', 'login-error-nope']) expect(en).toHaveProperty([notificationKey(id)]);
  });
});
