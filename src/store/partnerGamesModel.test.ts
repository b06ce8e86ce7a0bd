import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { AuthRequiredError, DecodeError, HttpError, NetworkError } from '../api';
import { partnerGameByKey } from '../core';
import { createPartnerGamesModel, type PartnerGamesDependencies } from './partnerGamesModel';

const kiron = partnerGameByKey('kiron')!;
const lotto = partnerGameByKey('lotto')!;
const context = { embedOrigin: 'https://bet.operator.test', locale: 'en', subPath: null };
const SETTINGS = { partner_games: { kiron: 'https://partner.test/kiron/play', lotto: true } };

function model(overrides: Partial<PartnerGamesDependencies> = {}, loggedIn = true) {
  const onUnauthorized = vi.fn();
  const launchUrl = vi.fn(async () => ({ url: 'https://partner.test/lotto/play?token=fresh' }));
  const refetchWallet = vi.fn(async () => 0);
  const logger = { error: vi.fn() };
  const details = signal(loggedIn ? { thirdPartyTokens: { KIRON: 'kiron.login', BETRADAR: 'betradar.login' }, currency: 'EUR', jweToken: 'jwe.1' } : null);
  const games = createPartnerGamesModel({ raw: signal(SETTINGS), session: { details, onUnauthorized }, launchUrl, refetchWallet, logger, ...overrides });
  return { games, onUnauthorized, launchUrl, refetchWallet, logger, details };
}

describe('partnerGamesModel.launch', () => {
  it("token providers open with the login's own token and call nothing; fresh asks the operator", async () => {
    const { games, launchUrl } = model();
    const first = await games.launch(kiron, context);
    expect(first).toMatchObject({ kind: 'frame', via: 'token', origin: 'https://partner.test' });
    expect(first.kind === 'frame' && new URL(first.src).searchParams.get('token')).toBe('kiron.login');
    expect(launchUrl).not.toHaveBeenCalled();
    const fresh = await games.launch(kiron, { ...context, fresh: true });
    expect(launchUrl).toHaveBeenCalledWith({ provider: 'KIRON', locale: 'en', game: null });
    expect(fresh).toMatchObject({ kind: 'frame', via: 'operator' });
  });

  it('providers without a login token go through the operator, with the game id', async () => {
    const { games, launchUrl } = model();
    const launched = await games.launch(lotto, { ...context, subPath: 'draw/5' });
    expect(launchUrl).toHaveBeenCalledWith({ provider: 'LOTTO', locale: 'en', game: 'draw/5' });
    expect(launched.kind === 'frame' && new URL(launched.src).searchParams.get('token')).toBe('fresh');
    expect(launched.kind === 'frame' && new URL(launched.src).searchParams.get('game')).toBe('draw/5');
  });

  it('logged out asks for a login; a page the brand does not offer says so; neither calls', async () => {
    const { games, launchUrl } = model({}, false);
    expect(await games.launch(kiron, context)).toEqual({ kind: 'login-required' });
    expect(await games.launch(partnerGameByKey('powerball')!, context)).toEqual({ kind: 'not-offered' });
    expect(launchUrl).not.toHaveBeenCalled();
  });

  it('a 401 or 403 from the launch ends the session (spec 6) and asks for a login again', async () => {
    for (const status of [401, 403]) {
      const { games, onUnauthorized } = model({ launchUrl: async () => Promise.reject(new HttpError('/franco/accounts/me/game-launch-url', status, {}, null)) });
      expect(await games.launch(lotto, context)).toEqual({ kind: 'session-ended' });
      expect(onUnauthorized).toHaveBeenCalledWith('/accounts/me/game-launch-url', { status, token: 'jwe.1' });
    }
    const ranOut = model({ launchUrl: async () => Promise.reject(new AuthRequiredError('/x', 'jwe_token_expired')) });
    expect(await ranOut.games.launch(lotto, context)).toEqual({ kind: 'session-ended' });
  });

  it('other failures are errors the page can retry: server, network, an answer that is no address', async () => {
    const failing = (error: unknown) => model({ launchUrl: async () => Promise.reject(error) }).games.launch(lotto, context);
    expect(await failing(new HttpError('/x', 500, {}, null))).toEqual({ kind: 'error', problem: 'server' });
    expect(await failing(new NetworkError('/x', new Error('offline')))).toEqual({ kind: 'error', problem: 'network' });
    expect(await failing(new DecodeError('/x', ['url: Invalid URL']))).toEqual({ kind: 'error', problem: 'address' });
    const javascript = model({ launchUrl: async () => ({ url: 'javascript:alert(1)' }) });
    expect(await javascript.games.launch(lotto, context)).toEqual({ kind: 'error', problem: 'address' });
  });

  it('tells a bad partner_games entry once on the console; balanceChanged asks the wallet', () => {
    const { games, logger, refetchWallet } = model({ raw: signal({ partner_games: { kiron: 'ftp://x' } }) });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[0])).toContain('partner_games.kiron');
    games.balanceChanged();
    expect(refetchWallet).toHaveBeenCalledTimes(1);
  });
});
