// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Big } from '../../../src/core/index';
import { harness } from '../testing/harness';

/** A logged-in demo player with the login answer's partner tokens. */
async function player(h: ReturnType<typeof harness>, username = 'demo') {
  const login = await h.call('/xapi/icore/players/login', { body: { username, password: 'demo1234' } });
  return { token: String(login.json.jweToken), accountId: String(login.json.alsPlayerId), partner: login.json.thirdPartyTokens as { KIRON: string; BETRADAR: string } };
}

const balanceOf = (h: ReturnType<typeof harness>, accountId: string) => h.sandbox.accounts.wallet(accountId).balance;

async function currentRace(h: ReturnType<typeof harness>, token: string, game = 'kiron') {
  const answer = await h.call(`/partners/${game}/api/race`, { token });
  expect(answer.status).toBe(200);
  return answer.json.race as { id: string; phase: string; runners: { number: number; price: string }[] };
}

describe('partner tokens (login thirdPartyTokens, game-launch-url)', () => {
  const h = harness('partners');

  it('issues a random token per provider and session, good for its own provider only', async () => {
    const first = await player(h);
    const second = await player(h);
    expect(first.partner.KIRON).toMatch(/^kiron\.[\w-]{20,}$/);
    expect(first.partner.KIRON).not.toBe(second.partner.KIRON);
    expect((await h.call('/partners/kiron/api/race', { token: first.partner.KIRON })).status).toBe(200);
    // Betradar's token on Kiron's page, a jwe token, nonsense: refused.
    expect((await h.call('/partners/kiron/api/race', { token: first.partner.BETRADAR })).status).toBe(401);
    expect((await h.call('/partners/kiron/api/race', { token: first.token })).status).toBe(401);
    expect((await h.call('/partners/kiron/api/race', { token: 'kiron.forged' })).status).toBe(401);
    expect((await h.call('/partners/kiron/api/race')).status).toBe(401);
  });

  it('ends with its session: a logout or a refresh makes it expire, and game-launch-url gives a fresh one', async () => {
    const { token, partner } = await player(h);
    const refreshed = await h.call('/franco/accounts/me/sessions/refresh', { method: 'POST', token });
    expect(refreshed.status).toBe(200);
    expect((await h.call('/partners/kiron/api/race', { token: partner.KIRON })).status).toBe(401);
    const page = await h.call(`/partners/kiron/play?token=${encodeURIComponent(partner.KIRON)}`);
    expect(String(page.json)).toContain('data-expired="true"');

    const launch = await h.call('/franco/accounts/me/game-launch-url', { token: String(refreshed.json.accessToken), body: { provider: 'KIRON', locale: 'en', game: null } });
    expect(launch.status).toBe(200);
    const url = new URL(String(launch.json.url));
    expect(url.pathname).toBe('/partners/kiron/play');
    expect(url.hostname).toBe('127.0.0.1');
    const fresh = url.searchParams.get('token')!;
    expect((await h.call('/partners/kiron/api/race', { token: fresh })).status).toBe(200);
    // A provider without a login token is launched the same way; an unknown one is a 404; no session, 401.
    expect(new URL(String((await h.call('/franco/accounts/me/game-launch-url', { token: String(refreshed.json.accessToken), body: { provider: 'VIR2AL' } })).json.url)).pathname).toBe('/partners/vir2al-games/play');
    expect((await h.call('/franco/accounts/me/game-launch-url', { token: String(refreshed.json.accessToken), body: { provider: 'NOBODY' } })).status).toBe(404);
    expect((await h.call('/franco/accounts/me/game-launch-url', { body: { provider: 'KIRON' } })).status).toBe(401);
    await h.call('/auth/en/api/plugins/component/route/header_login/logout?authenticated=true&reason=user', { token: String(refreshed.json.accessToken) });
    expect((await h.call('/partners/kiron/api/race', { token: fresh })).status).toBe(401);
  });

  it("POST /sandbox/partner-tokens/expire ends the player's partner tokens, not the session", async () => {
    const { token, partner } = await player(h);
    const expired = await h.call('/sandbox/partner-tokens/expire', { body: { username: 'demo' } });
    expect(expired.json.expired).toBeGreaterThanOrEqual(11);
    expect((await h.call('/partners/kiron/api/race', { token: partner.KIRON })).status).toBe(401);
    expect((await h.call('/xapi/icore/checkplayer', { token })).status).toBe(200);
    expect((await h.call('/sandbox/partner-tokens/expire', { body: { username: 'nobody' } })).status).toBe(404);
  });

  it('serves the partner page with its policy, and names the player', async () => {
    const { partner } = await player(h);
    const page = await h.call(`/partners/kiron/play?token=${encodeURIComponent(partner.KIRON)}&embed_origin=${encodeURIComponent('http://evil.test')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    const html = String(page.json);
    expect(html).toContain('Playing as <strong>demo</strong>');
    // An origin not allowed to frame the sportsbook gets no messages.
    expect(html).toContain('data-embed-origin=""');
  });
});

describe('the virtual race: bets with the partner token, settlement into the wallet', () => {
  it('a winning bet debits the stake, then credits exactly stake x price, once', async () => {
    const h = harness('race-win');
    const { accountId, partner } = await player(h);
    const before = balanceOf(h, accountId);
    const race = await currentRace(h, partner.KIRON);
    expect(race.phase).toBe('betting');
    const pick = race.runners.find((runner) => runner.price === '3.40')!;
    const placed = await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: pick.number, stake: '2.50' } });
    expect(placed.status).toBe(200);
    expect(placed.json.bet).toMatchObject({ raceId: race.id, runner: pick.number, price: '3.40', stake: '2.5', status: 'open' });
    expect(balanceOf(h, accountId)).toBe(new Big(before).minus('2.50').toString());

    const finished = await h.call('/sandbox/virtuals/finish', { body: { winner: pick.number } });
    expect(finished.status).toBe(200);
    expect(finished.json.bets).toEqual([expect.objectContaining({ status: 'won', returns: '8.5' })]);
    expect(balanceOf(h, accountId)).toBe(new Big(before).minus('2.50').plus('8.50').toString());
    const transactions = h.sandbox.store.state.transactions.filter((entry) => entry.reference === `virtual:${String((placed.json.bet as { id: string }).id)}`);
    expect(transactions.map((entry) => [entry.type, entry.amount])).toEqual([
      ['bet', '-2.5'],
      ['payout', '8.5'],
    ]);

    // Settled once: finishing again is refused, time passing and a new race pay nothing more.
    expect((await h.call('/sandbox/virtuals/finish', { body: { winner: pick.number } })).status).toBe(409);
    h.run(60);
    await currentRace(h, partner.KIRON);
    expect(balanceOf(h, accountId)).toBe(new Big(before).plus('6').toString());
  });

  it('a lost bet credits nothing; a bet after the off, a bad stake, a stake above the balance are refused and cost nothing', async () => {
    const h = harness('race-lose');
    const { accountId, partner } = await player(h);
    const before = balanceOf(h, accountId);
    const race = await currentRace(h, partner.KIRON);
    const [first, second] = race.runners;
    expect((await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: first!.number, stake: '5' } })).status).toBe(200);
    for (const stake of ['0', '-1', '1.234', 'abc', '']) {
      const refused = await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: first!.number, stake } });
      expect([stake, refused.status, refused.json.error]).toEqual([stake, 400, 'bad-stake']);
    }
    const tooMuch = await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: first!.number, stake: '99999999' } });
    expect([tooMuch.status, tooMuch.json.error]).toEqual([409, 'insufficient-funds']);
    expect((await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: 9, stake: '1' } })).status).toBe(400);
    expect((await h.call('/partners/kiron/api/bets', { token: 'kiron.forged', body: { raceId: race.id, runner: 1, stake: '1' } })).status).toBe(401);

    const finished = await h.call('/sandbox/virtuals/finish', { body: { winner: second!.number } });
    expect(finished.json.bets).toEqual([expect.objectContaining({ status: 'lost', returns: '0' })]);
    expect(balanceOf(h, accountId)).toBe(new Big(before).minus(5).toString());
    expect(h.sandbox.store.state.transactions.filter((entry) => entry.accountId === accountId && entry.type === 'payout')).toEqual([]);
    // The next race opens after the result; a bet on the finished race is refused.
    const late = await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: first!.number, stake: '1' } });
    expect([late.status, late.json.error]).toEqual([409, 'race-closed']);
    expect(balanceOf(h, accountId)).toBe(new Big(before).minus(5).toString());
  });

  it('runs on its own timer: betting closes at the off, the race finishes and settles without any call', async () => {
    const h = harness('race-timer');
    const { accountId, partner } = await player(h);
    const race = await currentRace(h, partner.KIRON);
    expect((await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: 1, stake: '1' } })).status).toBe(200);
    h.run(46);
    expect((await currentRace(h, partner.KIRON)).phase).toBe('running');
    const closed = await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: 1, stake: '1' } });
    expect(closed.status).toBe(409);
    h.run(10);
    const bet = h.sandbox.store.state.virtuals!.bets.find((entry) => entry.accountId === accountId)!;
    expect(bet.status).not.toBe('open');
    expect(bet.returns).toBe(bet.status === 'won' ? new Big(bet.price).toString() : '0');
    h.run(9);
    expect((await currentRace(h, partner.KIRON)).id).not.toBe(race.id);
  });

  it("every race has six named runners at the book's prices, a different favourite from race to race", () => {
    const h = harness('race-fields');
    const favourites = new Set<number>();
    for (let count = 0; count < 40; count += 1) {
      const race = h.sandbox.virtualRaces.openNext();
      expect(race.runners.map((runner) => runner.number)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const runner of race.runners) expect(runner.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(race.runners.map((runner) => runner.price).sort()).toEqual(['15.00', '2.50', '3.40', '4.50', '6.00', '9.00']);
      favourites.add(race.runners.find((runner) => runner.price === '2.50')!.number);
    }
    expect(favourites.size).toBeGreaterThan(3);
  });

  it('POST /sandbox/virtuals/next settles the race on and opens the next with its whole betting time', async () => {
    const h = harness('race-next');
    const { accountId, partner } = await player(h);
    const race = await currentRace(h, partner.KIRON);
    expect((await h.call('/partners/kiron/api/bets', { token: partner.KIRON, body: { raceId: race.id, runner: 2, stake: '1' } })).status).toBe(200);
    h.advance(30_000);
    const next = await h.call('/sandbox/virtuals/next', { method: 'POST' });
    const opened = next.json.race as { id: string; startsAt: number };
    expect(opened.id).not.toBe(race.id);
    expect(opened.startsAt - h.now).toBe(45_000);
    expect(h.sandbox.store.state.virtuals!.bets.find((bet) => bet.accountId === accountId)!.status).not.toBe('open');
    expect((await currentRace(h, partner.KIRON)).phase).toBe('betting');
  });
});
