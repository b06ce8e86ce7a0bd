import { describe, expect, it } from 'vitest';
import { CORE_CONSTANTS, DEFAULT_CORE_SETTINGS } from './defaults';

describe('spec 9 defaults', () => {
  it('holds the operator setting defaults', () => {
    expect(DEFAULT_CORE_SETTINGS).toMatchObject({
      bet_stake_max_amount: 10000,
      bet_stake_min_amount: 0,
      max_bets_on_betslip: 15,
      multiple_min_stake: 1250,
      user_wallet_poll_time: 10000,
      cashout_timeout: 5000,
      poll_changes_refresh_interval: 5000,
      poll_changes_refresh_interval_logged_out: 5000,
      currency: 'EUR',
      precision: 2,
      default_price_format: 'euro',
      odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
      view_types: ['asian', 'euro', 'thai'],
      lazy_loading_markets_live_event_count_threshold: 30,
      favorites_enabled: true,
      new_event_card_enabled: true,
      enable_floating_betslip: false,
      lightweight_cashout_confirmation: true,
    });
  });

  it('holds the constants', () => {
    expect(CORE_CONSTANTS).toMatchObject({
      pricePlaceholders: [-1, -123456789e10],
      defaultOriginId: 11,
      defaultUserAcceptOdds: 'D',
      toastMs: 5000,
      betslipErrorToastMs: 10000,
      tokenExpiryMarginSeconds: 30,
      closedOutcomeRemovalMs: 3000,
      settledBetsCount: 50,
      languageDropdownThreshold: 7,
      footerMaxItems: 5,
      footerHeightPx: 50,
      subHeaderHeightPx: 46,
      breakpointsPx: [1024, 1366, 1700],
      backToTopPx: 200,
      metricsTimeoutMs: 3000,
      getToPostThresholdChars: 2000,
      livePageSize: 50,
      prematchPageSize: 20,
      otpLength: 6,
      otpResendWindows: 5,
      otpResendWindowSeconds: 59,
      timeConstantsSeconds: [60, 600, 3600, 28800],
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_CORE_SETTINGS)).toBe(true);
    expect(Object.isFrozen(CORE_CONSTANTS)).toBe(true);
  });
});
