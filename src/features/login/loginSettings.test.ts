import { describe, expect, it } from 'vitest';
import { loginSettings } from './loginSettings';

describe('loginSettings', () => {
  it('has documented defaults without operator settings', () => {
    expect(loginSettings(null)).toEqual({
      dedicatedLogin: false,
      forceLogin: false,
      singleSession: false,
      termsOfUseMode: null,
      termsOfUseDeclineLogout: false,
      termsOfUseUrl: '/terms-of-use',
      responsibleGamblingUrl: '/responsible-gambling',
      floatingBetslip: false,
      loginService: 'component',
    });
  });

  it('reads the login service: icore only when the operator says so exactly', () => {
    expect(loginSettings({ login_service: 'icore' }).loginService).toBe('icore');
    expect(['ICORE', 'component', '', null, 1].map((value) => loginSettings({ login_service: value }).loginService)).toEqual(['component', 'component', 'component', 'component', 'component']);
  });

  it('reads flags sent as strings or numbers, and ignores empty or switched-off modes', () => {
    const read = loginSettings({ dedicated_login: 'true', force_login: 1, single_session_mode: 'yes', terms_of_use_mode: ' fr-region ', terms_of_use_url: '  ' });
    expect([read.dedicatedLogin, read.forceLogin, read.singleSession, read.termsOfUseMode, read.termsOfUseUrl]).toEqual([true, true, false, 'fr-region', '/terms-of-use']);
    expect(['', 'none', 'false', false, 0].map((mode) => loginSettings({ terms_of_use_mode: mode }).termsOfUseMode)).toEqual([null, null, null, null, null]);
  });
});
