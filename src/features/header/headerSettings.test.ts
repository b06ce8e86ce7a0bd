import { describe, expect, it } from 'vitest';
import { headerSettings } from './headerSettings';

describe('headerSettings', () => {
  it('has the documented defaults', () => {
    expect(headerSettings(null)).toEqual({
      displayLoginButton: true,
      displayRegistrationButton: true,
      displayLogoutButton: true,
      displayHamburgerMenu: true,
      enableFlags: false,
      toggleBalance: false,
      profileTabEnabled: true,
      dedicatedLogin: false,
      regulatedVariant: false,
      autoExclusionUrl: '/account/self-exclusion',
      profileUrl: '/account',
      transactionsUrl: '/account/transactions',
      externalHeaderPath: null,
      subheaderId: null,
      brandName: null,
    });
  });

  it('reads flags as core does, ids as positive integers, and blank text as unset', () => {
    const read = headerSettings({ enable_flags: '1', display_login_button: 'false', subheader_id: '7', brand_name: '  ', external_header_path: 5 });
    expect(read.enableFlags).toBe(true);
    expect(read.displayLoginButton).toBe(false);
    expect(read.subheaderId).toBe(7);
    expect(read.brandName).toBeNull();
    expect(read.externalHeaderPath).toBeNull();
    expect(headerSettings({ subheader_id: 'one' }).subheaderId).toBeNull();
    expect(headerSettings({ subheader_id: 0 }).subheaderId).toBeNull();
  });

  it('uses the alternative profile and transactions pages only in the regulated variant', () => {
    const alternatives = { alt_profile_url: '/reg/profile', alt_transactions_url: '/reg/transactions' };
    expect(headerSettings(alternatives)).toMatchObject({ profileUrl: '/account', transactionsUrl: '/account/transactions' });
    expect(headerSettings({ ...alternatives, regulated_variant: true })).toMatchObject({ profileUrl: '/reg/profile', transactionsUrl: '/reg/transactions' });
    expect(headerSettings({ regulated_variant: true })).toMatchObject({ profileUrl: '/account', transactionsUrl: '/account/transactions' });
  });
});
