// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer } from '../support/sandboxServer';
import type { Sandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext, type Api } from '../../src/api';

/**
 * The API client against the real sandbox over real HTTP: the same requests a browser
 * sends, decoded by the same schemas.
 */
let baseUrl = '';
let sandbox: Sandbox;
let close: () => void;
let token: string | null = null;

function client(): Api {
  return createApi({
    baseUrl,
    context: staticRequestContext({ brand: 'eurobet', publication: 'eurobet', priceFormat: 'euro' }),
    auth: { authorise: () => (token ? { ok: true, token } : { ok: false, reason: 'no-token' }), onUnauthorized: () => undefined },
    onAnswer: () => undefined,
  });
}

beforeAll(async () => {
  // The seeded news popups too, as the demo serves them: the client decodes them below.
  ({ sandbox, baseUrl, close } = await startSandboxServer('integration', {}, { newsPopups: 'seeded' }));
});

afterAll(() => close());

describe('API client against the sandbox', () => {
  it('logs in on all three paths', async () => {
    const api = client();
    const plain = await api.auth.loginIcore('demo', 'demo1234');
    expect(plain).toMatchObject({ alsPlayerId: '1001', currency: 'EUR' });
    expect(plain.jweToken).toMatch(/^jwe\./);

    const otpStart = await api.auth.authenticate('en', 'otp', 'demo1234');
    expect(otpStart.result).toBe('OTP_REQUIRED');
    await api.auth.generateOtp('en', 'otp');
    const { code } = (await (await fetch(`${baseUrl}sandbox/otp/otp`)).json()) as { code: string };
    const otp = await api.auth.validateOtp('en', 'otp', code);
    expect(otp.alsPlayerId).toBe('1002');

    const questionStart = await api.auth.authenticate('en', 'question', 'demo1234');
    expect(questionStart).toMatchObject({ result: 'SECURITY_QUESTION' });
    const wrong = await api.auth.checkAnswer('en', 'question', 'cat').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ loginErrorId: 'error-400' });
    expect((await api.auth.checkAnswer('en', 'question', 'rex')).alsPlayerId).toBe('1003');

    const locked = await api.auth.loginIcore('locked', 'demo1234').catch((error: unknown) => error);
    expect(locked).toMatchObject({ loginErrorId: 'login-error-INT008' });
  });

  it('reads the wallet and places a bet through the same client', async () => {
    const api = client();
    token = (await api.auth.loginIcore('demo', 'demo1234')).jweToken;
    const balance = await api.accounts.balance('demo');
    expect(balance.wallets[0]).toMatchObject({ name: 'sportsbook', balance: 1000 });
    const page = await api.marketData.events({ periodType: 'PRE_MATCH', eventPathIds: [240], eventsPerPage: 1 });
    const outcome = page.events[0]!.markets[0]!.outcomes[0]!;
    const slip = await api.bets.refreshSlip({ outcomeIds: [outcome.id] });
    expect(slip.model.singles[0]).toMatchObject({ ref: 'sel1', outcomeState: 'A' });
    const placed = await api.bets.place('1001', { singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, spread: null, unitStake: 2.5 }] }, 'integration-1');
    expect(placed).toMatchObject({ status: 'PLACED', availableBalance: 997.5 });
    expect((await api.bets.betCount('1001')).count).toBe(1);
  });

  it('follows live changes: prices move between polls', async () => {
    const api = client();
    const snapshot = await api.marketData.snapshot();
    expect(snapshot.events.length).toBeGreaterThanOrEqual(40);
    // Three seconds of world time: step() advances from the last tick to now.
    for (let second = 0; second < 3; second += 1) {
      sandbox.world.lastTickMs -= 1000;
      sandbox.step();
    }
    const { changes } = await api.marketData.changes(snapshot.cursor);
    expect(changes.some((change) => change.type === 'price')).toBe(true);
    expect(changes.some((change) => change.type === 'event')).toBe(true);
  });

  it('decodes the answer of every endpoint the client knows', async () => {
    const api = client();
    const login = await api.auth.loginIcore('highroller', 'demo1234');
    token = login.jweToken;
    const accountId = login.alsPlayerId;
    const sports = await api.marketData.sports();
    expect(sports.length).toBeGreaterThan(90);
    const live = await api.marketData.livePage();
    const sport = live.sports[0]!;
    expect((await api.marketData.liveSport(sport.id)).events.length).toBe(sport.events.length);
    const liveEvent = sport.events[0]!;
    expect((await api.marketData.liveMarkets(liveEvent.id, '1')).markets.length).toBeGreaterThan(0);
    expect((await api.marketData.liveEvents({ eventsPerPage: 5 })).events.length).toBe(5);
    const event = await api.marketData.event(liveEvent.id);
    expect((await api.marketData.market(event.markets[0]!.id)).id).toBe(event.markets[0]!.id);
    expect((await api.accounts.currencies()).find((currency) => currency.isoCode === 'IDR')?.precision).toBe(0);
    expect((await api.accounts.geoData()).countryCode).toBe('MT');
    expect((await api.accounts.geoData(false)).countryCode).toBe('MT');
    expect((await api.accounts.info(accountId)).nonBettor).toBe(false);
    expect((await api.accounts.details('highroller')).defaultStake).toBe(0);
    expect((await api.accounts.updateDetails('highroller', { defaultStake: 5 })).defaultStake).toBe(5);
    expect((await api.accounts.preferences(accountId)).default_stake).toBe(5);
    expect((await api.accounts.updatePreferences(accountId, { theme: 'dark' })).theme).toBe('dark');
    expect((await api.accounts.updateAccount(accountId, { wasSetRealMoneyBonuses: true, realMoneyBonuses: false })).accountId).toBe(accountId);
    expect((await api.accounts.deposit(accountId, 10)).balance).toBe(250010);
    expect((await api.accounts.transactions(accountId)).transactions[0]!.type).toBe('deposit');
    expect((await api.bets.parlayPromotion()).maxAmount).toBe(500);
    expect((await api.bets.settledBets()).bets).toEqual([]);
    const jackpots = await api.bets.activeJackpots();
    const jackpot = jackpots[0]!;
    const picks = jackpot.events.map((entry) => (entry as unknown as { markets: { outcomes: { id: string }[] }[] }).markets[0]!.outcomes[0]!.id);
    expect((await api.bets.priceJackpot(jackpot.id, 1, picks)).model).toMatchObject({ complete: true, noOfBets: 1, totalCost: 1 });
    expect((await api.bets.placeJackpot(accountId, jackpot.id, 1, picks, 'integration-jackpot-1')).status).toBe('PLACED');
    const code = await api.bets.retailCode({ singles: [] });
    expect((await api.bets.retailCode({ retailCode: code.retailCode })).slip).toEqual({ singles: [] });
    const outcome = event.markets[0]!.outcomes[0]!;
    const placed = await api.bets.place(accountId, { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, spread: outcome.consolidatedPrice.currentPrice.spread ?? null, unitStake: 10 }] }, 'all-endpoints-1');
    expect(['PENDING', 'PLACED', 'REJECTED']).toContain(placed.status);
    expect((await api.bets.status(placed.betSlipId)).betSlipId).toBe(placed.betSlipId);
    expect((await api.content.allSettings()).eurobet?.web?.currency).toBe('EUR');
    expect((await api.content.allSettings('KES')).safaribet).toBeDefined();
    expect((await api.content.htmlWidget(1)).content).toContain('responsibly');
    expect((await api.content.submenu(1)).links.length).toBeGreaterThan(3);
    expect((await api.content.advert(11, null)).audience).toBe('ALL');
    expect((await api.content.advert(999, null)).status).toBe(404);
    expect((await api.content.jackpotBets()).length).toBeGreaterThanOrEqual(2);
    expect((await api.content.seal('example.com')).token).toBe('seal-example.com');
    expect((await api.content.metrics('sportsbook')).app).toBe('sportsbook');
    expect((await api.content.newsPopups())[0]!.pages.length).toBeGreaterThan(0);
    expect((await api.content.externalHeader('/api/external_header')).html).toContain('header');
    expect((await api.content.oddsLadder(0, 'eurobet', event.id)).data.odds[0]).toBe(1.01);
    const franco = await api.auth.createSession('/franco', 'en', 'kings', 'demo1234', { clientType: 'Browser', deviceType: 'Mobile', deviceId: 'd1' });
    token = franco.accessToken;
    expect((await api.auth.profile('/franco')).currency).toBe('GBP');
    expect((await api.auth.francoBalance('/franco')).realBalance).toBe(1000);
    expect((await api.auth.acceptTerms('/franco')).terms).toBe('accepted');
    token = (await api.auth.refreshSession('/franco')).accessToken;
    expect((await api.auth.gameSession(token)).username).toBe('kings');
    expect((await api.auth.checkPlayer(token)).accountId).toBe('2001');
    expect((await api.auth.logout('en', 'user', true)).result).toBe('LOGGED_OUT');
    token = null;
  });
});
