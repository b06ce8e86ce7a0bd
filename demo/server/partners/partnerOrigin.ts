import { PARTNER_GAMES } from '../../../src/core/index';

/**
 * Where the sandbox plays the partners: the same server under the other loopback name
 * (127.0.0.1 <-> localhost), so the provider's page is a foreign origin to the sportsbook
 * page that frames it, as a real partner's is, on the standalone site as well as on the
 * casino page. Any other host name keeps its origin (docs/virtuals.md "Origins").
 */
export function partnerOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url.origin;
}

/**
 * Brands that do not offer every partner page: Kings Bet (the UK brand) offers Betradar's
 * virtuals only, so its other partner pages show "not offered" (docs/virtuals.md).
 */
const NOT_OFFERED: Readonly<Record<string, readonly string[]>> = {
  kingsbet: PARTNER_GAMES.map((game) => game.key).filter((key) => key !== 'betradar-virtuals'),
};

/**
 * A brand's `partner_games` setting (docs/virtuals.md): the providers with a login token
 * open at their own launch address; the others are launched by the operator (true).
 */
export function partnerGameSettings(requestUrl: string, brandId: string): Record<string, string | boolean> {
  const origin = partnerOrigin(new URL(requestUrl).origin);
  const except = NOT_OFFERED[brandId] ?? [];
  return Object.fromEntries(PARTNER_GAMES.filter((game) => !except.includes(game.key)).map((game) => [game.key, game.tokenProvider === null ? true : `${origin}/partners/${game.key}/play`]));
}
