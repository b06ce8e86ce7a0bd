import { readFrameMessage } from '../frames/frameMessages';
import { withoutLocale } from '../routing/locale';

/**
 * The partners whose token the login answer carries (spec 3 "Login details": third-party
 * tokens). DST, HIGHLIGHT, INSPIRED and SCOUT have no page of spec 2's special paths: the
 * SDK keeps their tokens but launches nothing with them (docs/virtuals.md).
 */
export const PARTNER_TOKEN_PROVIDERS = ['BETRADAR', 'DST', 'EDGE', 'ESPORTSBULL', 'HIGHLIGHT', 'INSPIRED', 'KIRON', 'KRYPTIUM', 'PARLAYBAY', 'POWERBALL', 'SCOUT'] as const;
export type PartnerTokenProvider = (typeof PARTNER_TOKEN_PROVIDERS)[number];

/** What a partner page is, for its heading. */
export type PartnerGameKind = 'virtuals' | 'esports' | 'games' | 'lottery' | 'exchange';

export interface PartnerGame {
  /** The page's name in the settings and the texts: the last segment of its path. */
  key: string;
  /** Spec 2's special path. */
  path: string;
  /** The provider's name, as the operator's game-launch-url call takes it. */
  provider: string;
  /** The login's token for this provider; null: the launch always goes through the operator's game-launch-url. */
  tokenProvider: PartnerTokenProvider | null;
  kind: PartnerGameKind;
}

const game = (path: string, provider: string, tokenProvider: PartnerTokenProvider | null, kind: PartnerGameKind): PartnerGame => ({ key: path.split('/').pop() as string, path, provider, tokenProvider, kind });

/**
 * Spec 2's special non-sports paths and who plays each (docs/virtuals.md "Which page is which
 * partner"). A page whose provider has a login token opens with it; the others have their
 * launch address made by the operator (POST /accounts/me/game-launch-url).
 */
export const PARTNER_GAMES: readonly PartnerGame[] = Object.freeze([
  game('/sports/kiron', 'KIRON', 'KIRON', 'virtuals'),
  game('/sports/betradar-virtuals', 'BETRADAR', 'BETRADAR', 'virtuals'),
  game('/sports/edge', 'EDGE', 'EDGE', 'games'),
  game('/sports/esports', 'KRYPTIUM', 'KRYPTIUM', 'esports'),
  game('/sports/esportsbull', 'ESPORTSBULL', 'ESPORTSBULL', 'esports'),
  game('/sports/exchange', 'EXCHANGE', null, 'exchange'),
  game('/sports/parlaybay', 'PARLAYBAY', 'PARLAYBAY', 'games'),
  game('/sports/soccerbet', 'SOCCERBET', null, 'virtuals'),
  game('/sports/vir2al-games', 'VIR2AL', null, 'virtuals'),
  game('/cryptoblast', 'CRYPTOBLAST', null, 'games'),
  game('/powerball', 'POWERBALL', 'POWERBALL', 'lottery'),
  game('/sports/leap', 'LEAP', null, 'virtuals'),
  game('/lotto', 'LOTTO', null, 'lottery'),
]);

export const partnerGameByKey = (key: string): PartnerGame | null => PARTNER_GAMES.find((entry) => entry.key === key) ?? null;

/**
 * The partner page a path shows, with what follows its path ('/sports/leap/77' is Leap's game
 * 77; '/lotto/draw/5' is the lotto's 'draw/5'), or null for any other path.
 */
export function partnerGameOfPath(pathname: string): { game: PartnerGame; subPath: string | null } | null {
  const path = withoutLocale(pathname.replace(/[?#].*$/, '')).replace(/\/+$/, '');
  for (const entry of PARTNER_GAMES) {
    if (path === entry.path) return { game: entry, subPath: null };
    if (path.startsWith(`${entry.path}/`)) return { game: entry, subPath: path.slice(entry.path.length + 1) || null };
  }
  return null;
}

/**
 * How the brand offers a partner page (setting `partner_games`, docs/virtuals.md): the
 * provider's own launch address, where the frame opens with the login's partner token, or
 * 'operator' when only the operator's game-launch-url makes the address.
 */
export type PartnerOffer = { launch: 'address'; address: string } | { launch: 'operator' };

export interface PartnerGamesReading {
  offers: ReadonlyMap<string, PartnerOffer>;
  /** One console error per entry that is not an offer, saying the fix. */
  problems: readonly string[];
}

/** The operator's `partner_games` setting: `{ kiron: 'https://…/launch', lotto: true, … }`. */
export function readPartnerGames(value: unknown): PartnerGamesReading {
  const offers = new Map<string, PartnerOffer>();
  const problems: string[] = [];
  if (value === undefined || value === null) return { offers, problems };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { offers, problems: [`Sportsbook: the operator setting partner_games is ${JSON.stringify(value)}; it must be an object from page name to the provider's launch address or true (docs/virtuals.md). No partner page is offered meanwhile.`] };
  }
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (partnerGameByKey(key) === null) {
      problems.push(`Sportsbook: partner_games names "${key}", which is not a partner page. Use one of ${PARTNER_GAMES.map((known) => known.key).join(', ')} (docs/virtuals.md).`);
      continue;
    }
    if (entry === false || entry === null) continue;
    if (entry === true) offers.set(key, { launch: 'operator' });
    else if (typeof entry === 'string' && /^https?:\/\//i.test(entry.trim())) offers.set(key, { launch: 'address', address: entry.trim() });
    else problems.push(`Sportsbook: partner_games.${key} is ${JSON.stringify(entry)}; give the provider's http(s) launch address, true (the operator's game-launch-url makes it) or false (docs/virtuals.md). The page is not offered meanwhile.`);
  }
  return { offers, problems };
}

/** What the partner page does first, before any network. */
export type PartnerLaunchPlan =
  | { kind: 'not-offered' }
  | { kind: 'login-required' }
  /** The frame opens at once at the provider's address with the login's token. */
  | { kind: 'token'; address: string; token: string }
  /** The operator's game-launch-url call makes the address (no token of this provider, or a fresh one is needed). */
  | { kind: 'operator' };

/**
 * The launch for one page: not offered by the brand; a login first; the login's partner
 * token for that provider at the provider's address; or the operator's launch call (the
 * provider has no login token, the login did not carry it, or `fresh`: the token was refused).
 */
export function planPartnerLaunch(input: { game: PartnerGame; offer: PartnerOffer | undefined; loggedIn: boolean; tokens: Readonly<Record<string, string>> | null; fresh?: boolean }): PartnerLaunchPlan {
  const { game: entry, offer } = input;
  if (offer === undefined) return { kind: 'not-offered' };
  if (!input.loggedIn) return { kind: 'login-required' };
  const token = entry.tokenProvider === null ? undefined : input.tokens?.[entry.tokenProvider];
  if (offer.launch === 'address' && !input.fresh && typeof token === 'string' && token.trim() !== '') return { kind: 'token', address: offer.address, token: token.trim() };
  return { kind: 'operator' };
}

/** The WHATWG URL every runtime core runs on has (browsers, Node); core's own type check has no DOM library. */
interface WhatwgUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly searchParams: { set(name: string, value: string): void };
}
const Url = (globalThis as unknown as { URL: new (url: string, base?: string) => WhatwgUrl }).URL;

export interface PartnerFrameContext {
  /** The sportsbook page's origin: the only one the partner page posts its messages to. */
  embedOrigin: string;
  locale: string;
  currency: string;
  /** What followed the page's path (Leap's game id), or null. */
  subPath: string | null;
}

/**
 * The frame's address: the provider's (or the operator's launch answer) with the partner
 * token, the language, the currency, the game and the sportsbook page's origin, or null
 * when the address is not http(s).
 */
export function partnerFrameAddress(address: string, token: string | null, context: PartnerFrameContext): { src: string; origin: string } | null {
  let url: WhatwgUrl;
  try {
    url = new Url(address);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  if (token !== null) url.searchParams.set('token', token);
  url.searchParams.set('lang', context.locale);
  url.searchParams.set('currency', context.currency);
  url.searchParams.set('embed_origin', context.embedOrigin);
  if (context.subPath !== null) url.searchParams.set('game', context.subPath);
  return { src: url.href, origin: url.origin };
}

/** What a partner page in the sportsbook's frame may say (docs/virtuals.md "The frame's messages"). */
export type PartnerFrameMessage =
  /** The partner refused the token (expired, ended): the sportsbook launches again with a fresh one. */
  | { action: 'session-expired' }
  /** A bet was taken or settled: the sportsbook asks the wallet at once. */
  | { action: 'balance-changed' }
  /** The game's content height in CSS pixels, so the page scrolls once, never the frame inside it. */
  | { action: 'resize'; height: number };

export const PARTNER_MESSAGE_TYPE = 'sportsbook-partner';

/** A message from the framed partner page, or null: another origin, another shape, an unknown action. */
export function readPartnerMessage(data: unknown, origin: string, expectedOrigin: string): PartnerFrameMessage | null {
  return readFrameMessage(data, origin, expectedOrigin, PARTNER_MESSAGE_TYPE, ['session-expired', 'balance-changed']);
}
