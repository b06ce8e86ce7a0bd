/**
 * Ten brands that differ the way real operators do (currency, odds format, betslip
 * flavour, languages, feature flags, colours). Each brand's settings are the Settings
 * entity of spec 3, served by /api/all_cached_settings.
 */
export interface Brand {
  id: string;
  name: string;
  currency: string;
  defaultLocale: string;
  locales: readonly string[];
  settings: Readonly<Record<string, unknown>>;
}

const COMMON: Readonly<Record<string, unknown>> = {
  channel: 'web',
  default_theme_mode: 'system',
  coupon_layout: 'euro',
  user_wallet_poll_time: 10000,
  odds_per_brand_enabled: false,
  odds_per_brand_location_config: '',
  odds_per_brand_currency_config: '',
  bet_stake_min_amount: 0.1,
  bet_stake_max_amount: 10000,
  multiple_min_stake: 1,
  max_bets_on_betslip: 15,
  cashout_timeout: 5000,
  poll_changes_refresh_interval: 5000,
  poll_changes_refresh_interval_logged_out: 5000,
  betcount_polling_interval: 15000,
  each_way_enabled: false,
  clem_show_header: true,
  enable_my_bets: true,
  display_hamburger_menu: true,
  root_page_configuration: 'prematch',
  enable_floating_betslip: false,
  gcb_seal_required: false,
  african_betslip: false,
  uk_betslip: false,
  tax_deduction_enabled: false,
  enable_stake_after_tax: false,
  stake_rate_percentage: 0,
  tax_returns_percentage: 0,
  betslip_delay_before_update_stakes: 400,
  betslip_negative_odds_enabled: false,
  display_logout_button: true,
  display_login_button: true,
  display_registration_button: true,
  force_login: false,
  // Issue 21: the operator's pages open as these say (docs/account-cashier.md); their addresses are the sandbox's own (content/operatorPageUrls.ts).
  cashier_mode: 'same_tab',
  registration_mode: 'same_tab',
  forgotten_password_mode: 'same_tab',
  enable_flags: true,
  clem_header_toggle_balance: true,
  subheader_id: 1,
  favorites_enabled: true,
  new_event_card_enabled: true,
  bet_builder_enabled: true,
  basketball_race_to_points: [10, 15, 20],
  lightweight_cashout_confirmation: true,
  lazy_loading_markets_live_event_count_threshold: 30,
  odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
  view_types: ['asian', 'euro', 'thai'],
  third_party_scripts: [],
  virtuals_enabled: true,
  kiron_enabled: true,
  stake_max_digits: 9,
  thousands_scaled_currencies: ['VND', 'IDR', 'LAK', 'MMK', 'KHR'],
  page_attributes: [
    { url: '/*', title: 'Sportsbook', meta_tags: [{ name: 'description', content: 'Sports betting: live and prematch.' }] },
    { url: '/*/live/*', title: 'Live betting', meta_tags: [] },
    { url: '/*/sports/*', title: 'Sports', meta_tags: [] },
    { url: '/*/open_bets', title: 'My Bets', meta_tags: [], last: true },
  ],
};

const theme = (primary: string, accent: string, background: string): string => JSON.stringify({ primary, accent, background, text: '#111827', surface: '#ffffff' });

const brand = (id: string, name: string, currency: string, locales: string[], overrides: Record<string, unknown>): Brand => ({
  id,
  name,
  currency,
  defaultLocale: locales[0] ?? 'en',
  locales,
  settings: {
    ...COMMON,
    currency,
    default_price_format: 'euro',
    color_theme: theme('#0b5fff', '#ffb800', '#f4f6fb'),
    logos: { light: `/api/brand-assets/${id}/logo-light.svg`, dark: `/api/brand-assets/${id}/logo-dark.svg` },
    favicon_url: `/api/brand-assets/${id}/favicon.svg`,
    languages: locales,
    ...overrides,
  },
});

export const BRANDS: readonly Brand[] = [
  // The demo's default brand shows the operator's pages in the sportsbook's frame dialog; the others link to them.
  brand('eurobet', 'EuroBet', 'EUR', ['en', 'de', 'it', 'pt'], { multiple_min_stake: 1, cashier_mode: 'frame', registration_mode: 'frame', forgotten_password_mode: 'frame' }),
  brand('kingsbet', 'Kings Bet UK', 'GBP', ['en'], { jurisdiction: 'uk', single_session_mode: true, each_way_enabled: true, uk_betslip: true, default_price_format: 'euro', color_theme: theme('#14532d', '#facc15', '#f7f7f2') }),
  brand('safaribet', 'Safari Bet', 'KES', ['en', 'sw'], {
    african_betslip: true,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 12.5,
    tax_returns_percentage: 20,
    bet_stake_min_amount: 10,
    bet_stake_max_amount: 500000,
    multiple_min_stake: 1250,
    color_theme: theme('#b45309', '#16a34a', '#fffbeb'),
  }),
  // Tax mode and each way on one slip (docs/betslip.md "Money rules"): the excise comes off both parts.
  brand('jambobet', 'Jambo Bet', 'KES', ['en', 'sw'], {
    african_betslip: true,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 12.5,
    tax_returns_percentage: 20,
    uk_betslip: true,
    each_way_enabled: true,
    bet_stake_min_amount: 10,
    bet_stake_max_amount: 500000,
    multiple_min_stake: 1250,
    color_theme: theme('#0f766e', '#f59e0b', '#f0fdfa'),
    // The operator runs the product's own auth service (icore): the login form posts to
    // /xapi/icore/players/login, not to header_login (docs/account.md "Login paths").
    login_service: 'icore',
  }),
  brand('harimau', 'Harimau Sports', 'MYR', ['en', 'ms', 'zh'], { default_price_format: 'malay', coupon_layout: 'asian', betslip_negative_odds_enabled: true, color_theme: theme('#991b1b', '#fbbf24', '#fef2f2') }),
  brand('garuda', 'Garuda Bet', 'IDR', ['id', 'en'], { default_price_format: 'indo', bet_stake_min_amount: 5, bet_stake_max_amount: 50000, betslip_negative_odds_enabled: true, color_theme: theme('#7c2d12', '#f97316', '#fff7ed') }),
  brand('wicket', 'Wicket Play', 'INR', ['en', 'hi'], {
    root_page_configuration: 'live',
    sports_order: ['CRIC', 'CRIC-india', 'KABA', 'TENN-india', 'FOOT'],
    color_theme: theme('#1e3a8a', '#f59e0b', '#eff6ff'),
    // Odds per brand (docs/pricing.md): Indian players and visitors get wicket-india's
    // margins, the rest of the world wicket-intl's (wider), anyone else the site's own.
    odds_per_brand_enabled: true,
    odds_per_brand_location_config: 'wicket-india=IN|wicket-intl=MT,GB,IE,AE,US',
    odds_per_brand_currency_config: 'wicket-india=INR|wicket-intl=EUR,GBP,USD,AED',
  }),
  brand('lebet', 'Le Bet', 'EUR', ['fr', 'en'], { terms_of_use_mode: 'fr-region', terms_of_use_decline_logout: true, gcb_seal_required: true, color_theme: theme('#1d4ed8', '#ef4444', '#f8fafc') }),
  brand('golazo', 'Golazo', 'MXN', ['es', 'en'], { jurisdiction: 'es', default_price_format: 'us', color_theme: theme('#065f46', '#f43f5e', '#ecfdf5') }),
  brand('pinoy', 'Pinoy Panalo', 'PHP', ['en', 'fil'], { dedicated_login: true, enable_floating_betslip: true, display_hamburger_menu: false, clem_show_header: false, color_theme: theme('#4c1d95', '#22d3ee', '#f5f3ff') }),
];

export const DEFAULT_BRAND = 'eurobet';

export function brandById(id: string | null | undefined): Brand {
  return BRANDS.find((candidate) => candidate.id === id) ?? (BRANDS[0] as Brand);
}
