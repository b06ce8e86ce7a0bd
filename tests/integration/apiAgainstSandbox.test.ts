// @vitest-environment node
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../demo/server/createSandboxApp';
import { createSandbox } from '../../demo/server/sandbox';
import { createApi, staticRequestContext, type Api } from '../../src/api';

/**
 * The API client against the real sandbox over real HTTP: the same requests a browser
 * sends, decoded by the same schemas.
 */
let server: ServerType;
let baseUrl = '';
const sandbox = createSandbox({ seed: 'integration', log: () => undefined });
let token: string | null = null;

function client(): Api {
  return createApi({
    baseUrl,
    context: staticRequestContext({ brand: 'eurobet', publication: 'eurobet', priceFormat: 'euro' }),
    auth: { authorise: () => (token ? { ok: true, token } : { ok: false, reason: 'no-token' }), onUnauthorized: () => undefined },
    navigation: { toMaintenance: () => undefined, reload: () => undefined },
  });
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'api-integration-'));
  const app = createSandboxApp({ siteDir: root, demoDir: root, sdkVersion: 'test', sandbox });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}/`;
      resolve();
    });
  });
});

afterAll(() => {
  server.close();
});

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
});
