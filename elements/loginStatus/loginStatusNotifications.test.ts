import { describe, expect, it } from 'vitest';
import { MAX_NOTIFICATIONS, notificationFor, withNotification } from './loginStatusNotifications';
import type { LoginState } from './loginStatusSession';

const loggedIn = (balance: number | null, accountId = '1001'): LoginState => ({ status: 'logged-in', username: 'Demo Player', currency: 'EUR', places: 2, accountId, balance });

describe('franco notifications', () => {
  it('a session the server ended is news; a logout by the player or the host is not', () => {
    expect(notificationFor(loggedIn(10), { status: 'logged-out', reason: 'unauthorized' })).toEqual({ kind: 'session-ended' });
    expect(notificationFor({ status: 'checking' }, { status: 'logged-out', reason: 'jwe_token_expired' })).toEqual({ kind: 'session-ended' });
    expect(notificationFor(loggedIn(10), { status: 'logged-out', reason: 'user' })).toBeNull();
    expect(notificationFor(loggedIn(10), { status: 'logged-out', reason: 'host' })).toBeNull();
    expect(notificationFor({ status: 'logged-out', reason: null }, { status: 'logged-out', reason: 'unauthorized' })).toBeNull();
  });

  it('a balance change after the first figure is news; the first figure and another player are not', () => {
    expect(notificationFor(loggedIn(10), loggedIn(12.5))).toEqual({ kind: 'balance-updated', balance: 12.5, currency: 'EUR', places: 2 });
    expect(notificationFor(loggedIn(null), loggedIn(12.5))).toBeNull();
    expect(notificationFor(loggedIn(10), loggedIn(10))).toBeNull();
    expect(notificationFor(loggedIn(10, '1001'), loggedIn(20, '1002'))).toBeNull();
  });

  it('keeps the newest few, newest first', () => {
    let list = withNotification([], { kind: 'session-ended' });
    for (let index = 1; index <= MAX_NOTIFICATIONS + 2; index += 1) list = withNotification(list, { kind: 'balance-updated', balance: index, currency: 'EUR', places: 2 });
    expect(list).toHaveLength(MAX_NOTIFICATIONS);
    expect(list[0]).toEqual({ kind: 'balance-updated', balance: MAX_NOTIFICATIONS + 2, currency: 'EUR', places: 2 });
  });
});
