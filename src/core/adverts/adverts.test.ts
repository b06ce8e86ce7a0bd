import { describe, expect, it } from 'vitest';
import { advertVisible, type AdvertViewer } from './advertAudience';
import { advertPopupFeatures } from './advertPopup';

const now = 1_700_000_000_000;
const hour = 3_600_000;
const anonymous: AdvertViewer = { loggedIn: false };
const depositor: AdvertViewer = { loggedIn: true, username: 'ann', nonDepositor: false, nonBettor: false, firstLoginTime: now - 30 * 24 * hour };
const newcomer: AdvertViewer = { loggedIn: true, username: 'bob', nonDepositor: true, nonBettor: false, firstLoginTime: now - 2 * hour, registeredAt: now - 3 * hour };

describe('advert audience (spec 5)', () => {
  it.each([
    ['ALL', [true, true, true]],
    ['LOGGED_OUT', [true, false, false]],
    ['LOGGED_IN', [false, true, true]],
    ['LOGGED_IN_DEPOSITED', [false, true, false]],
    ['LOGGED_IN_NOT_DEPOSITED', [false, false, true]],
    ['LOGGED_IN_NOT_PLAYED', [false, false, true]],
    ['SOMETHING_NEW', [false, false, false]],
  ])('%s shows to anonymous / depositor / newcomer: %j', (audience, expected) => {
    expect([anonymous, depositor, newcomer].map((viewer) => advertVisible({ audience }, viewer, now))).toEqual(expected);
  });

  it('counts a non-bettor as not played whatever the first login', () => {
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...depositor, nonBettor: true }, now)).toBe(true);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...newcomer, firstLoginTime: now - 25 * hour }, now)).toBe(false);
  });

  it('shows imported-list adverts only to listed players', () => {
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: ['ANN'] }, depositor, now)).toBe(true);
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: ['ann'] }, newcomer, now)).toBe(false);
    expect(advertVisible({ audience: 'IMPORTED_LIST' }, depositor, now)).toBe(false);
  });

  it('narrows just_registered targeting to players registered in the last day', () => {
    expect(advertVisible({ audience: 'ALL', targeting: ['just_registered'] }, newcomer, now)).toBe(true);
    expect(advertVisible({ audience: 'ALL', targeting: ['just_registered'] }, depositor, now)).toBe(false);
    expect(advertVisible({ audience: 'ALL', targeting: ['just_registered'] }, anonymous, now)).toBe(false);
  });
});

describe('advert popup (spec 2)', () => {
  it('opens with the configured size and flags', () => {
    expect(advertPopupFeatures({ popup_width: 800, popup_height: 600, popup_allow_resize: true, popup_allow_scrollbars: false })).toBe('width=800,height=600,resizable=yes,scrollbars=no');
    expect(advertPopupFeatures({})).toBe('width=600,height=400,resizable=no,scrollbars=no');
  });
});
