import { Hono, type Context } from 'hono';
import { formatAmount, partnerGameByKey, PARTNER_GAMES, type PartnerGame } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { allowedHostOrigins } from '../content/allowedHostOrigins';
import { OPERATOR_CURRENCIES } from '../content/operatorCurrencies';
import { errorBody } from '../http/requestContext';
import { PARTNER_PAGE_SCRIPT, PARTNER_PAGE_STYLES } from '../partners/partnerPageAssets';
import { partnerOrigin } from '../partners/partnerOrigin';
import type { VirtualBet } from '../sandboxState';
import type { VirtualRaces } from '../partners/virtualRaces';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The partners as the sandbox names them on their pages. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  KIRON: 'Kiron Virtuals',
  BETRADAR: 'Betradar Virtual Sports',
  EDGE: 'Edge Games',
  KRYPTIUM: 'Kryptium Esports',
  ESPORTSBULL: 'EsportsBull',
  EXCHANGE: 'Sandbox Exchange',
  PARLAYBAY: 'ParlayBay',
  SOCCERBET: 'SoccerBet',
  VIR2AL: 'Vir2al Games',
  CRYPTOBLAST: 'CryptoBlast',
  POWERBALL: 'Powerball',
  LEAP: 'Leap Gaming',
  LOTTO: 'Sandbox Lotto',
};

const money = (amount: string | number, currency: string) => `${currency} ${formatAmount(Number(amount), currency, OPERATOR_CURRENCIES)}`;

/**
 * The partners the sportsbook frames (issue 22, docs/virtuals.md), played by the sandbox on
 * its partner origin (the other loopback name): each partner page runs the same small virtual
 * horse race. The page and its calls take the partner token the operator issued for that
 * provider (Authorization: Bearer); a token of another provider, an unknown one or one whose
 * session ended gets 401, and the page tells the sportsbook its session expired.
 */
export function partnerRoutes({ accounts, races, hostPageOrigins = [] }: { accounts: Accounts; races: VirtualRaces; hostPageOrigins?: readonly string[] }): Hono {
  const app = new Hono();

  const gameOf = (c: Context): PartnerGame | null => partnerGameByKey(c.req.param('game') ?? '');
  /** embed_origin when it is a page allowed to frame the sportsbook: the only origin the page posts to. */
  const embedOrigin = (c: Context): string => {
    const raw = c.req.query('embed_origin') ?? '';
    const ownOrigin = new URL(c.req.url).origin;
    const allowed = [...allowedHostOrigins(c.req.url, hostPageOrigins), partnerOrigin(ownOrigin)];
    return allowed.includes(raw) ? raw : '';
  };
  const policy = (c: Context) => {
    const ancestors = [...new Set([...allowedHostOrigins(c.req.url, hostPageOrigins), partnerOrigin(new URL(c.req.url).origin)])];
    return ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "img-src 'self' data:", `frame-ancestors 'self' ${ancestors.join(' ')}`, "base-uri 'none'", "form-action 'self'"].join('; ');
  };

  app.get('/partners/partner-game.js', (c) => c.body(PARTNER_PAGE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/partners/partner-game.css', (c) => c.body(PARTNER_PAGE_STYLES, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));

  app.get('/partners/:game/play', (c) => {
    const game = gameOf(c);
    if (!game) return c.text(`No partner page ${c.req.param('game')}. Partner pages: ${PARTNER_GAMES.map((entry) => entry.key).join(', ')}.`, 404);
    const token = c.req.query('token') ?? '';
    const session = accounts.partnerTokens.sessionOf(token, game.provider);
    const player = session ? accounts.byAccount(session.accountId) : undefined;
    const name = PROVIDER_NAMES[game.provider] ?? game.provider;
    const lang = /^[a-z]{2}$/.test(c.req.query('lang') ?? '') ? (c.req.query('lang') as string) : 'en';
    c.header('content-security-policy', policy(c));
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(name)} · Virtual horse racing</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/partners/partner-game.css"><script src="/partners/partner-game.js" defer></script></head>`;
    if (!session || !player) {
      return c.html(`${head}<body data-expired="true" data-embed-origin="${escapeHtml(embedOrigin(c))}"><main><p class="brand">${escapeHtml(name)}</p><h1>Your game session has ended</h1><p>Return to the sportsbook to start a new one.</p></main></body></html>`);
    }
    const wallet = accounts.wallet(player.accountId);
    return c.html(
      `${head}<body data-token="${escapeHtml(token)}" data-api="/partners/${game.key}/api" data-embed-origin="${escapeHtml(embedOrigin(c))}"><main>` +
        `<div class="top"><p class="brand">${escapeHtml(name)} · sandbox partner</p><p class="player">Playing as <strong>${escapeHtml(player.username)}</strong> · Balance <strong data-balance>${escapeHtml(money(wallet.balance, player.currency))}</strong></p></div>` +
        `<h1>Virtual horse racing</h1>` +
        `<section class="race" aria-labelledby="race-title"><h2 id="race-title" data-race-title>Loading the race…</h2>` +
        `<div class="race__status"><p data-race-phase role="status"></p><p class="clock" data-race-clock></p></div>` +
        `<div class="track" data-track aria-hidden="true"></div>` +
        `<form data-bet-form novalidate><fieldset><legend>Choose a runner</legend><div class="runners" data-runners></div></fieldset>` +
        `<label class="stake">Stake (${escapeHtml(player.currency)})<input name="stake" inputmode="decimal" autocomplete="off" required></label>` +
        `<button type="submit" data-place>Place bet</button><p class="message" data-bet-message role="status"></p></form></section>` +
        `<section class="bets" aria-labelledby="bets-title"><h2 id="bets-title">Your bets</h2><p data-no-bets>No bets yet.</p>` +
        `<table hidden><thead><tr><th scope="col">Race</th><th scope="col">Runner</th><th scope="col">Stake</th><th scope="col">Odds</th><th scope="col">Result</th><th scope="col">Paid</th></tr></thead><tbody data-bets></tbody></table></section>` +
        `</main></body></html>`,
    );
  });

  /** The partner token's player for this page's provider, or the 401 the page turns into "session ended". */
  const playerOf = (c: Context, game: PartnerGame) => {
    const session = accounts.partnerTokens.sessionOf(c.req.header('authorization'), game.provider);
    const player = session ? accounts.byAccount(session.accountId) : undefined;
    return player ?? null;
  };
  const refused = (c: Context) => c.json(errorBody('unauthorized', 'Send Authorization: Bearer <partner token> issued for this provider; the token is missing, another provider\u2019s, or its session has ended.'), 401);

  const betView = (bet: VirtualBet, runnerName: string) => ({
    ...bet,
    race: bet.raceId,
    runnerText: `${bet.runner}. ${runnerName}`,
    stakeText: money(bet.stake, bet.currency),
    returnsText: bet.status === 'open' ? '' : money(bet.returns, bet.currency),
  });
  const nameOf = (bet: VirtualBet) => races.runnerName(bet.raceId, bet.runner) ?? '';

  app.get('/partners/:game/api/race', (c) => {
    const game = gameOf(c);
    if (!game) return c.json(errorBody('not-found', 'No such partner page.'), 404);
    const player = playerOf(c, game);
    if (!player) return refused(c);
    const view = races.view(player.accountId);
    return c.json({ now: view.now, race: view.race, bets: view.bets.map((bet) => betView(bet, nameOf(bet))), balance: { amount: accounts.wallet(player.accountId).balance, text: money(accounts.wallet(player.accountId).balance, player.currency) } });
  });

  app.post('/partners/:game/api/bets', async (c) => {
    const game = gameOf(c);
    if (!game) return c.json(errorBody('not-found', 'No such partner page.'), 404);
    const player = playerOf(c, game);
    if (!player) return refused(c);
    const body = (await c.req.json().catch(() => null)) as { raceId?: unknown; runner?: unknown; stake?: unknown } | null;
    if (body === null) return c.json(errorBody('bad-request', 'Send JSON: { raceId, runner, stake }.'), 400);
    const placed = races.placeBet({ accountId: player.accountId, provider: game.provider, currency: player.currency, raceId: body.raceId, runner: body.runner, stake: body.stake });
    if (!placed.ok) return c.json(errorBody(placed.refusal.code, placed.refusal.message), placed.refusal.status);
    const wallet = accounts.wallet(player.accountId);
    return c.json({ bet: betView(placed.bet, nameOf(placed.bet)), balance: { amount: wallet.balance, text: money(wallet.balance, player.currency) } });
  });

  // Test and demo control: the current race ends now (with `winner`, or drawn), settled at once.
  app.post('/sandbox/virtuals/finish', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { winner?: unknown };
    if (body.winner !== undefined && !Number.isInteger(body.winner)) return c.json(errorBody('bad-request', 'winner is a runner number (1 to 6), or leave it out to draw one.'), 400);
    const finished = races.finish(body.winner as number | undefined);
    if (!finished.ok) return c.json(errorBody('race-finished', finished.message), 409);
    return c.json(finished);
  });
  // A partner's own expiry: the player's partner tokens stop working, the sportsbook session goes on.
  app.post('/sandbox/partner-tokens/expire', async (c) => {
    const { username = '' } = (await c.req.json().catch(() => ({}))) as { username?: string };
    const player = accounts.byUsername(username);
    if (!player) return c.json(errorBody('not-found', `No player ${JSON.stringify(username)}.`), 404);
    return c.json({ username: player.username, expired: accounts.partnerTokens.expireFor(player.accountId) });
  });
  // The next race opens now with its whole betting time (the one on is finished and settled first).
  app.post('/sandbox/virtuals/next', (c) => c.json({ race: races.openNext() }));
  app.get('/sandbox/virtuals/race', (c) => c.json(races.view(null)));

  return app;
}

/**
 * The operator's game-launch-url for a partner (spec 7 POST /accounts/me/game-launch-url with
 * `provider`): the partner page's address on the partner origin with a fresh partner token
 * for this session.
 */
export function partnerLaunchUrl(accounts: Accounts, requestUrl: string, session: Parameters<Accounts['partnerTokens']['issue']>[1], provider: string): { url: string } | null {
  const game = PARTNER_GAMES.find((entry) => entry.provider === provider.trim().toUpperCase());
  if (!game) return null;
  const token = accounts.partnerTokens.issue(game.provider, session);
  return { url: `${partnerOrigin(new URL(requestUrl).origin)}/partners/${game.key}/play?token=${encodeURIComponent(token)}` };
}
