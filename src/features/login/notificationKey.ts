import { NOTIFICATION_TEXTS } from '../../core';

const LOGIN_ERROR_PREFIX = 'login-error-';
const known = (key: string) => Object.hasOwn(NOTIFICATION_TEXTS, key);

/**
 * The key of a notification id in the `notifications` namespace, read the way core's
 * notificationText reads it: a known id is its own key, login-error-{code} is the bare
 * code (login-error-INT003 is INT003), an unknown id-like string is 'unknown', and a
 * server sentence is kept as is (shown untranslated, as notificationText does).
 */
export function notificationKey(id: string): string {
  const key = id.trim();
  if (known(key)) return key;
  if (key.startsWith(LOGIN_ERROR_PREFIX) && known(key.slice(LOGIN_ERROR_PREFIX.length))) return key.slice(LOGIN_ERROR_PREFIX.length);
  return /\s/.test(key) ? key : 'unknown';
}
