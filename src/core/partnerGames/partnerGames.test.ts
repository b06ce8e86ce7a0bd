import { describe, expect, it } from 'vitest';
import { SPECIAL_NON_SPORT_PATHS } from '../routing/specialPaths';
import { PARTNER_GAMES, partnerFrameAddress, partnerGameByKey, partnerGameOfPath, planPartnerLaunch, readPartnerGames, readPartnerMessage } from './partnerGames';

const kiron = partnerGameByKey('kiron')!;
const lotto = partnerGameByKey('lotto')!;
const tokens = { KIRON: 'kiron.abc', BETRADAR: 'betradar.def', POWERBALL: 'powerball.ghi' };

describe('partner games: which page is which provider', () => {
  it('covers every special path of spec 2 once', () => {
    expect(PARTNER_GAMES.map((entry) => entry.path).sort()).toEqual([...SPECIAL_NON_SPORT_PATHS].sort());
  });

  it('finds the page of a path, with or without locale, and what follows it', () => {
    expect(partnerGameOfPath('/en/sports/kiron')).toEqual({ game: kiron, subPath: null });
    expect(partnerGameOfPath('/sports/leap/77')?.subPath).toBe('77');
    expect(partnerGameOfPath('/fr/lotto/draw/5?x=1')).toEqual({ game: lotto, subPath: 'draw/5' });
    expect(partnerGameOfPath('/sports/edgewise')).toBeNull();
    expect(partnerGameOfPath('/sports/240-FOOT')).toBeNull();
  });
});

describe('partner_games setting', () => {
  it('reads addresses, true and false, and refuses the rest with the fix', () => {
    const reading = readPartnerGames({ kiron: 'https://partner.test/kiron/play', lotto: true, powerball: false, esports: 'javascript:alert(1)', casino: true });
    expect([...reading.offers]).toEqual([
      ['kiron', { launch: 'address', address: 'https://partner.test/kiron/play' }],
      ['lotto', { launch: 'operator' }],
    ]);
    expect(reading.problems).toHaveLength(2);
    expect(reading.problems[0]).toContain('partner_games.esports');
    expect(reading.problems[1]).toContain('"casino", which is not a partner page');
    expect(readPartnerGames(['kiron']).problems[0]).toContain('must be an object');
    expect(readPartnerGames(undefined)).toEqual({ offers: new Map(), problems: [] });
  });
});

describe('planPartnerLaunch: the token chosen per provider', () => {
  const address = { launch: 'address', address: 'https://partner.test/kiron/play' } as const;

  it("uses the login's token of the page's own provider", () => {
    expect(planPartnerLaunch({ game: kiron, offer: address, loggedIn: true, tokens })).toEqual({ kind: 'token', address: address.address, token: 'kiron.abc' });
    const betradar = partnerGameByKey('betradar-virtuals')!;
    expect(planPartnerLaunch({ game: betradar, offer: address, loggedIn: true, tokens })).toEqual({ kind: 'token', address: address.address, token: 'betradar.def' });
  });

  it('goes through the operator without that token, for a provider without login tokens, and when a fresh one is needed', () => {
    expect(planPartnerLaunch({ game: kiron, offer: address, loggedIn: true, tokens: { BETRADAR: 'x' } })).toEqual({ kind: 'operator' });
    expect(planPartnerLaunch({ game: kiron, offer: address, loggedIn: true, tokens: { KIRON: '  ' } })).toEqual({ kind: 'operator' });
    expect(planPartnerLaunch({ game: lotto, offer: address, loggedIn: true, tokens })).toEqual({ kind: 'operator' });
    expect(planPartnerLaunch({ game: kiron, offer: address, loggedIn: true, tokens, fresh: true })).toEqual({ kind: 'operator' });
    expect(planPartnerLaunch({ game: kiron, offer: { launch: 'operator' }, loggedIn: true, tokens })).toEqual({ kind: 'operator' });
  });

  it('not offered beats logged out; logged out asks for a login', () => {
    expect(planPartnerLaunch({ game: kiron, offer: undefined, loggedIn: false, tokens: null })).toEqual({ kind: 'not-offered' });
    expect(planPartnerLaunch({ game: kiron, offer: address, loggedIn: false, tokens: null })).toEqual({ kind: 'login-required' });
  });
});

describe('the frame address and its messages', () => {
  const context = { embedOrigin: 'https://bet.operator.test', locale: 'fr', currency: 'EUR', subPath: null };

  it('adds token, language, currency, embed origin and game', () => {
    const frame = partnerFrameAddress('https://partner.test/kiron/play?skin=a', 'kiron.abc', { ...context, subPath: '77' })!;
    expect(frame.origin).toBe('https://partner.test');
    expect(frame.src).toBe('https://partner.test/kiron/play?skin=a&token=kiron.abc&lang=fr&currency=EUR&embed_origin=https%3A%2F%2Fbet.operator.test&game=77');
    // The operator's launch address carries its own token: none is added.
    expect(partnerFrameAddress('https://partner.test/x?token=given', null, context)!.src).toBe('https://partner.test/x?token=given&lang=fr&currency=EUR&embed_origin=https%3A%2F%2Fbet.operator.test');
    expect(partnerFrameAddress('javascript:alert(1)', 't', context)).toBeNull();
    expect(partnerFrameAddress('not a url', 't', context)).toBeNull();
  });

  it('takes messages from the partner origin only, of known actions', () => {
    const from = 'https://partner.test';
    expect(readPartnerMessage({ type: 'sportsbook-partner', action: 'session-expired' }, from, from)).toEqual({ action: 'session-expired' });
    expect(readPartnerMessage({ type: 'sportsbook-partner', action: 'balance-changed' }, from, from)).toEqual({ action: 'balance-changed' });
    expect(readPartnerMessage({ type: 'sportsbook-partner', action: 'resize', height: 640.4 }, from, from)).toEqual({ action: 'resize', height: 640 });
    expect(readPartnerMessage({ type: 'sportsbook-partner', action: 'balance-changed' }, 'https://evil.test', from)).toBeNull();
    expect(readPartnerMessage({ type: 'sportsbook-operator', action: 'done' }, from, from)).toBeNull();
    expect(readPartnerMessage({ type: 'sportsbook-partner', action: 'resize', height: -1 }, from, from)).toBeNull();
    expect(readPartnerMessage('session-expired', from, from)).toBeNull();
  });
});
