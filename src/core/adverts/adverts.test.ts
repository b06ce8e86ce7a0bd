import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADVERT_IMAGE_WIDTH_PX, advertFromResponse } from './advert';
import { advertAudienceOf, advertVisible, type AdvertViewer } from './advertAudience';
import { advertPopupFeatures } from './advertPopup';

const now = 1_700_000_000_000;
const hour = 3_600_000;
const anonymous: AdvertViewer = { loggedIn: false };
const depositor: AdvertViewer = { loggedIn: true, username: 'ann', nonDepositor: false, nonBettor: false, firstLoginTime: now - 30 * 24 * hour, registeredAt: now - 40 * 24 * hour };
const newcomer: AdvertViewer = { loggedIn: true, username: 'bob', nonDepositor: true, nonBettor: false, firstLoginTime: now - 2 * hour, registeredAt: now - 3 * hour };

describe('advert audience (spec 5)', () => {
  it.each([
    ['ALL', [true, true, true]],
    ['LOGGED_OUT', [true, false, false]],
    ['LOGGED_IN', [false, true, true]],
    ['LOGGED_IN_DEPOSITED', [false, true, false]],
    ['LOGGED_IN_NOT_DEPOSITED', [false, false, true]],
    ['LOGGED_IN_NOT_PLAYED', [false, false, true]],
    ['just_registered', [false, false, true]],
    ['IMPORTED_LIST', [false, false, false]],
    ['SOMETHING_NEW', [false, false, false]],
    ['', [false, false, false]],
  ])('%s shows to anonymous / depositor / newcomer: %j', (audience, expected) => {
    expect([anonymous, depositor, newcomer].map((viewer) => advertVisible({ audience }, viewer, now))).toEqual(expected);
  });

  it('reads audience values in either case', () => {
    expect(advertAudienceOf('logged_in')).toBe('LOGGED_IN');
    expect(advertAudienceOf(' JUST_REGISTERED ')).toBe('JUST_REGISTERED');
    expect(advertAudienceOf('EVERYONE')).toBeNull();
  });

  it('counts a depositor unless known to be a non-depositor', () => {
    expect(advertVisible({ audience: 'LOGGED_IN_DEPOSITED' }, { loggedIn: true }, now)).toBe(true);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_DEPOSITED' }, { loggedIn: true }, now)).toBe(false);
  });

  it('counts a non-bettor, or a first login within the last day, as not played', () => {
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...depositor, nonBettor: true }, now)).toBe(true);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...newcomer, firstLoginTime: now - 24 * hour + 1 }, now)).toBe(true);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...newcomer, firstLoginTime: now - 24 * hour }, now)).toBe(false);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { ...newcomer, firstLoginTime: now + hour }, now)).toBe(false);
    expect(advertVisible({ audience: 'LOGGED_IN_NOT_PLAYED' }, { loggedIn: false, nonBettor: true }, now)).toBe(false);
  });

  it('shows just_registered adverts to players registered within the last day', () => {
    expect(advertVisible({ audience: 'just_registered' }, { ...depositor, registeredAt: now - 23 * hour }, now)).toBe(true);
    expect(advertVisible({ audience: 'just_registered' }, { ...newcomer, registeredAt: null }, now)).toBe(false);
  });

  it('shows imported-list adverts only to listed players', () => {
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: ['ANN '] }, depositor, now)).toBe(true);
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: ['ann'] }, newcomer, now)).toBe(false);
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: ['ann'] }, { loggedIn: false, username: 'ann' }, now)).toBe(false);
    expect(advertVisible({ audience: 'IMPORTED_LIST', importedUsernames: [''] }, { loggedIn: true, username: ' ' }, now)).toBe(false);
    expect(advertVisible({ audience: 'IMPORTED_LIST' }, depositor, now)).toBe(false);
  });

  it('hides every audience but ALL and LOGGED_OUT from anonymous visitors (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), (audience, nonDepositor, nonBettor) => {
        const shown = advertVisible({ audience, importedUsernames: ['x'] }, { loggedIn: false, username: 'x', nonDepositor, nonBettor, firstLoginTime: now, registeredAt: now }, now);
        expect(shown).toBe(['ALL', 'LOGGED_OUT'].includes(audience.trim().toUpperCase()));
      }),
    );
  });
});

describe('advert entity (spec 3, 7)', () => {
  it('reads an advert response', () => {
    const result = advertFromResponse({
      audience: 'LOGGED_IN',
      width_in_pixels: 280,
      height_in_pixels: '120',
      attachment_path: '/media/a.png',
      name: 'Welcome',
      link: 'https://example.com/promo',
      popup: 'true',
      popup_allow_resize: 1,
      popup_width: 800,
      popup_height: 600,
      show_description: false,
    });
    expect(result).toEqual({
      ok: true,
      advert: {
        audience: 'LOGGED_IN',
        width_in_pixels: 280,
        height_in_pixels: 120,
        attachment_path: '/media/a.png',
        description: '',
        name: 'Welcome',
        link: 'https://example.com/promo',
        link_name: '',
        popup: true,
        popup_allow_resize: true,
        popup_allow_scrollbars: false,
        popup_height: 600,
        popup_width: 800,
        show_description: false,
      },
    });
  });

  it('treats a body with a status field as a failure, and anything without an audience as no advert', () => {
    expect(advertFromResponse({ status: 404, message: 'Not found' })).toEqual({ ok: false, error: 'failure-response' });
    expect(advertFromResponse({ name: 'x' })).toEqual({ ok: false, error: 'not-an-advert' });
    expect(advertFromResponse('<html>')).toEqual({ ok: false, error: 'not-an-advert' });
    expect(advertFromResponse(null)).toEqual({ ok: false, error: 'not-an-advert' });
  });

  it('shows images 280 px wide (spec 2)', () => {
    expect(ADVERT_IMAGE_WIDTH_PX).toBe(280);
  });
});

describe('advert popup (spec 2)', () => {
  it('opens with the configured size and flags', () => {
    expect(advertPopupFeatures({ popup_width: 800, popup_height: 600, popup_allow_resize: true, popup_allow_scrollbars: false })).toBe('width=800,height=600,resizable=yes,scrollbars=no');
    expect(advertPopupFeatures({ popup_width: 320.6, popup_height: 480, popup_allow_resize: false, popup_allow_scrollbars: true })).toBe('width=321,height=480,resizable=no,scrollbars=yes');
  });

  it('falls back to 600 x 400 without a usable size', () => {
    expect(advertPopupFeatures({})).toBe('width=600,height=400,resizable=no,scrollbars=no');
    expect(advertPopupFeatures({ popup_width: 0, popup_height: Number.NaN })).toBe('width=600,height=400,resizable=no,scrollbars=no');
  });
});
