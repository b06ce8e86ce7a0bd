/**
 * The demo players: one per login path and account state the SDK must handle, and one
 * per brand currency. Every password is "demo1234". docs/api.md lists them.
 */
export type LoginPath = 'plain' | 'otp' | 'question';
export type AccountStatus = 'active' | 'suspended' | 'locked' | 'pending';

export interface PlayerRecord {
  accountId: string;
  username: string;
  password: string;
  brand: string;
  currency: string;
  locale: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  loginPath: LoginPath;
  securityQuestion?: string;
  securityAnswer?: string;
  status: AccountStatus;
  nonDepositor: boolean;
  nonBettor: boolean;
  excludedFromPromotions: boolean;
  riskGroup: boolean;
  /** Spec 8 RES-00103: the account may not bet at all. */
  wagersDisallowed: boolean;
  vipLevel: number;
  priceFormat: string;
  registeredAt: string;
  firstLoginTime: string | null;
  /** Starting balance in currency units. */
  openingBalance: number;
  /** Free bet on offer per selection, in currency units (0: none). */
  freeBet: number;
  /** Promo cash in the sportsbook wallet at the start, in currency units (0: none; docs/betslip.md "Promo cash"). */
  openingPromoCash: number;
  /** New terms of use wait for this player: the session says so (termsToAccept) until accepted. */
  termsPending?: boolean;
  /** The operator links this player's account (ALS) after each login (als_integration/integrate). */
  alsIntegration?: boolean;
}

export const DEMO_PASSWORD = 'demo1234';

const player = (accountId: string, username: string, overrides: Partial<PlayerRecord> = {}): PlayerRecord => ({
  accountId,
  username,
  password: DEMO_PASSWORD,
  brand: 'eurobet',
  currency: 'EUR',
  locale: 'en',
  firstName: username.charAt(0).toUpperCase() + username.slice(1),
  lastName: 'Demo',
  email: `${username}@players.sandbox.test`,
  countryCode: 'MT',
  loginPath: 'plain',
  status: 'active',
  nonDepositor: false,
  nonBettor: false,
  excludedFromPromotions: false,
  riskGroup: false,
  wagersDisallowed: false,
  vipLevel: 1,
  priceFormat: 'euro',
  registeredAt: '2024-03-01T10:00:00.000Z',
  firstLoginTime: '2024-03-01T10:05:00.000Z',
  openingBalance: 1000,
  freeBet: 0,
  openingPromoCash: 0,
  ...overrides,
});

export const DEMO_PLAYERS: readonly PlayerRecord[] = [
  player('1001', 'demo', { freeBet: 5 }),
  player('1002', 'otp', { loginPath: 'otp' }),
  player('1003', 'question', { loginPath: 'question', securityQuestion: "What was your first pet's name?", securityAnswer: 'rex' }),
  player('1004', 'suspended', { status: 'suspended' }),
  player('1005', 'locked', { status: 'locked' }),
  player('1006', 'pending', { status: 'pending' }),
  player('1007', 'newcomer', { nonDepositor: true, nonBettor: true, openingBalance: 0, registeredAt: new Date().toISOString(), firstLoginTime: null }),
  player('1008', 'nonbettor', { nonBettor: true }),
  player('1009', 'noPromo', { excludedFromPromotions: true }),
  player('1010', 'risky', { riskGroup: true }),
  player('1011', 'blocked', { wagersDisallowed: true }),
  player('1012', 'highroller', { openingBalance: 250000, vipLevel: 5 }),
  // One account per end-to-end money path, so parallel specs never share a balance or an in-flight slip.
  player('1013', 'punter', { openingBalance: 5000 }),
  player('1014', 'placer', { openingBalance: 5000 }),
  player('1015', 'referred', { openingBalance: 20000 }),
  player('1016', 'cashier', { openingBalance: 1000 }),
  player('1017', 'jackpotter', { openingBalance: 1000 }),
  player('1030', 'appbettor', { openingBalance: 1000 }),
  player('1031', 'staker', { openingBalance: 1000 }),
  player('1040', 'relogger', { openingBalance: 1000 }),
  // The session-end test of a host page with the betslip and My Bets elements only (no app).
  player('1041', 'alone', { openingBalance: 1000 }),
  // tests/e2e/virtuals.spec.ts: bets on the partners' virtual race against a balance no other spec moves.
  player('1042', 'racer', { openingBalance: 1000 }),
  // tests/e2e/authPaths.spec.ts (docs/account.md "Login paths"): new terms to accept (one
  // player accepts, one declines), an account the operator links after login, and the
  // real-money bonus choice.
  player('1043', 'terms', { termsPending: true }),
  player('1044', 'termsDecline', { termsPending: true }),
  player('1045', 'unlinked', { alsIntegration: true }),
  player('1046', 'bonusChooser', { openingBalance: 1000 }),
  // Franco mode's session refresh with short tokens (its own, so no other spec's tokens shorten).
  player('1047', 'refresher', { openingBalance: 1000 }),
  // tests/e2e/mobileSlipBar.spec.ts: a phone bettor placing from the slip bar's sheet (issue 23).
  player('1048', 'barBettor', { openingBalance: 1000 }),
  // tests/e2e/betBuilder.spec.ts: a bet builder placed and settled at 1366 px and at 375 px, each against its own balance.
  player('1049', 'builderDesk', { openingBalance: 1000 }),
  player('1050', 'builderPhone', { openingBalance: 1000 }),
  // tests/e2e/cashOutLive.spec.ts: pushed values, partial and auto cash out, with exact balances.
  player('1051', 'liveCasher', { openingBalance: 1000 }),
  player('2001', 'kings', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB' }),
  player('2002', 'safari', { brand: 'safaribet', currency: 'KES', countryCode: 'KE', openingBalance: 50000 }),
  player('2003', 'harimau', { brand: 'harimau', currency: 'MYR', countryCode: 'MY', priceFormat: 'malay', openingBalance: 5000 }),
  player('2004', 'garuda', { brand: 'garuda', currency: 'IDR', countryCode: 'ID', priceFormat: 'indo', locale: 'id', openingBalance: 10_000_000 }),
  player('2005', 'wicket', { brand: 'wicket', currency: 'INR', countryCode: 'IN', openingBalance: 100000 }),
  player('2006', 'lebet', { brand: 'lebet', currency: 'EUR', countryCode: 'FR', locale: 'fr' }),
  player('2007', 'golazo', { brand: 'golazo', currency: 'MXN', countryCode: 'MX', locale: 'es', priceFormat: 'us', openingBalance: 20000 }),
  player('2008', 'pinoy', { brand: 'pinoy', currency: 'PHP', countryCode: 'PH', openingBalance: 50000 }),
  // The money rules' combinations, one brand and player each (docs/betslip.md "Money rules").
  player('2009', 'kingsFree', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB', freeBet: 5 }),
  player('2010', 'safariFree', { brand: 'safaribet', currency: 'KES', countryCode: 'KE', openingBalance: 50000, freeBet: 500 }),
  player('2011', 'jambo', { brand: 'jambobet', currency: 'KES', countryCode: 'KE', openingBalance: 50000 }),
  // The account pages (issue 21): a currency with 3 places in the operator's list only (AccountPages.test, accountPages.spec).
  player('3001', 'dinar', { currency: 'KWD', countryCode: 'KW', openingBalance: 1234.567, vipLevel: 3 }),
  // The preferences journey of accountPages.spec (default stake, odds format, theme).
  player('3002', 'prefs', { openingBalance: 1000 }),
  // tests/e2e/saferGambling.spec.ts (kingsbet, the uk profile): one player per path, since a self-exclusion cannot be undone.
  player('3300', 'sgLimiter', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB', openingBalance: 100 }),
  player('3301', 'sgExcluder', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB', openingBalance: 100 }),
  player('3302', 'sgReality', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB', openingBalance: 100 }),
  player('3303', 'sgFooter', { brand: 'kingsbet', currency: 'GBP', countryCode: 'GB', openingBalance: 100 }),
  // The account history pages (docs/account-history.md): 3200 for tests/e2e/accountHistory.spec.ts,
  // 3201 for the sandbox route and component tests (in-process sandboxes, so never shared).
  player('3200', 'historian', { openingBalance: 1000 }),
  player('3201', 'ledger', { openingBalance: 500 }),
  // A zero-decimal currency for the same component tests (amounts and the CSV without decimals).
  player('3202', 'rupiahLedger', { brand: 'garuda', currency: 'IDR', countryCode: 'ID', openingBalance: 1_000_000 }),
  // The operator's cashier page (demo/server/routes/operatorPages.test.ts): deposits and withdrawals against a known balance.
  player('3101', 'loopbettor', { openingBalance: 100 }),
  // Promo cash (docs/betslip.md "Promo cash"): 'promo' for trying it on the demo, 'promoTester' for tests/e2e/promoCash.spec.ts.
  player('3400', 'promo', { openingBalance: 100, openingPromoCash: 10 }),
  player('3401', 'promoTester', { openingBalance: 100, openingPromoCash: 10 }),
];
