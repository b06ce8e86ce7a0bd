import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { isOddsFormat, parseBetslipOrigin, parseHostOrigin, type BetslipOrigin, type OddsFormat } from '../core';

/** Settings an operator gives the sportsbook, through element attributes or JS config. */
export interface SportsbookSettings {
  brand: string;
  locale: string;
  hostOrigin: string | null;
  apiBase: string;
  /**
   * How the site keeps its address: 'path' (the page URL, the standalone site), 'hash'
   * (#/en/live/..., for a host page that owns its path) or 'memory' (nothing in the URL;
   * the host follows navigation through events).
   */
  routing: RoutingMode;
  /** Path routing under a prefix, for a sportsbook mounted at /sportsbook on the host. */
  basePath: string;
  /** Colour scheme; null follows the operator's default_theme_mode. */
  theme: ThemeChoice | null;
  /**
   * The odds format the host imposes (its own odds switch); null leaves it to the bettor's
   * preference and the operator's default_price_format.
   */
  oddsFormat: OddsFormat | null;
  /** How the sportsbook is hosted (docs/embedding.md "Modes"). */
  mode: SportsbookMode;
  /** The host's external game token (spec 4 "Session"); null when the host has none. */
  token: string | null;
  /**
   * A name the host gives this sportsbook, carried in every message to the parent frame
   * and required on commands, so one host page can frame several sportsbooks apart.
   */
  channel: string | null;
  /**
   * Spec 2's betslip-origin: the app whose bets these are, 'native-app' (origin id 20) or
   * 'partner-app' (21); null for the web's own origin (docs/embedding-modes.md).
   */
  betslipOrigin: BetslipOrigin | null;
}

/**
 * standalone: our own site owns the page. embedded: inside an operator's page or frame,
 * which owns login and the address. content-embedded: embedded, the content column only.
 * native-app: a native app's web view, content only, with an interaction blocker.
 * franco: the session service's access token, the login-status widget and notifications.
 */
export type SportsbookMode = 'standalone' | 'embedded' | 'content-embedded' | 'native-app' | 'franco';
export const SPORTSBOOK_MODES: readonly SportsbookMode[] = Object.freeze(['standalone', 'embedded', 'content-embedded', 'native-app', 'franco']);

export type RoutingMode = 'path' | 'hash' | 'memory';
export type ThemeChoice = 'light' | 'dark' | 'system';

const ROUTING_MODES: readonly string[] = ['path', 'hash', 'memory'];
const THEME_CHOICES: readonly string[] = ['light', 'dark', 'system'];

export const DEFAULT_SETTINGS: SportsbookSettings = {
  brand: 'default',
  locale: 'en',
  hostOrigin: null,
  apiBase: '/',
  routing: 'path',
  basePath: '',
  theme: null,
  oddsFormat: null,
  mode: 'standalone',
  token: null,
  channel: null,
  betslipOrigin: null,
};

const BRAND = /^[a-z0-9][a-z0-9-]{0,39}$/;
const LOCALE = /^[a-z]{2}$/;
/** A channel name travels in messages and must match on commands: short and plain. */
const CHANNEL = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Tokens are opaque, but one with spaces or control characters is a paste mistake, not a token. */
const TOKEN = /^[\x21-\x7e]{1,4096}$/;

export interface ConfigModel {
  readonly brand: ReadonlySignal<string>;
  readonly locale: ReadonlySignal<string>;
  readonly hostOrigin: ReadonlySignal<string | null>;
  readonly apiBase: ReadonlySignal<string>;
  readonly routing: ReadonlySignal<RoutingMode>;
  readonly basePath: ReadonlySignal<string>;
  readonly theme: ReadonlySignal<ThemeChoice | null>;
  readonly oddsFormat: ReadonlySignal<OddsFormat | null>;
  readonly mode: ReadonlySignal<SportsbookMode>;
  readonly token: ReadonlySignal<string | null>;
  readonly channel: ReadonlySignal<string | null>;
  readonly betslipOrigin: ReadonlySignal<BetslipOrigin | null>;
  /**
   * Applies the settings that are valid and keeps the current value of each one that is
   * not, so a typo in one attribute never takes the sportsbook down. Returns one message
   * per refused setting, for the caller to report where the operator will see it.
   */
  apply(settings: Partial<SportsbookSettings>): string[];
}

export function createConfigModel(initial: Partial<SportsbookSettings> = {}): ConfigModel {
  const brand = signal(DEFAULT_SETTINGS.brand);
  const locale = signal(DEFAULT_SETTINGS.locale);
  const hostOrigin = signal<string | null>(DEFAULT_SETTINGS.hostOrigin);
  const apiBase = signal(DEFAULT_SETTINGS.apiBase);
  const routing = signal<RoutingMode>(DEFAULT_SETTINGS.routing);
  const basePath = signal(DEFAULT_SETTINGS.basePath);
  const theme = signal<ThemeChoice | null>(DEFAULT_SETTINGS.theme);
  const oddsFormat = signal<OddsFormat | null>(DEFAULT_SETTINGS.oddsFormat);
  const mode = signal<SportsbookMode>(DEFAULT_SETTINGS.mode);
  const token = signal<string | null>(DEFAULT_SETTINGS.token);
  const channel = signal<string | null>(DEFAULT_SETTINGS.channel);
  const betslipOrigin = signal<BetslipOrigin | null>(DEFAULT_SETTINGS.betslipOrigin);

  function apply(settings: Partial<SportsbookSettings>): string[] {
    const problems: string[] = [];
    batch(() => {
      if (settings.brand !== undefined) {
        const value = settings.brand.trim().toLowerCase();
        if (BRAND.test(value)) brand.value = value;
        else problems.push(`brand "${settings.brand}" is not a brand id: use lowercase letters, digits and dashes, for example "royal-casino".`);
      }
      if (settings.locale !== undefined) {
        const value = settings.locale.trim().toLowerCase();
        if (LOCALE.test(value)) locale.value = value;
        else problems.push(`locale "${settings.locale}" is not a two-letter language code such as "en" or "de".`);
      }
      if (settings.hostOrigin !== undefined) {
        if (settings.hostOrigin === null || settings.hostOrigin.trim() === '') {
          hostOrigin.value = null;
        } else {
          const parsed = parseHostOrigin(settings.hostOrigin);
          if (parsed.ok) hostOrigin.value = parsed.origin;
          else problems.push(`host-origin: ${parsed.problem}`);
        }
      }
      if (settings.apiBase !== undefined) {
        const value = settings.apiBase.trim();
        if (value.length > 0) apiBase.value = value;
        else problems.push('api-base is empty: leave the attribute out to use the page\'s own origin, or give the operator API address.');
      }
      if (settings.routing !== undefined) {
        const value = String(settings.routing).trim().toLowerCase();
        if (ROUTING_MODES.includes(value)) routing.value = value as RoutingMode;
        else problems.push(`routing "${settings.routing}" is not a routing mode: use "path" (the page address), "hash" (#/en/...) or "memory" (no address).`);
      }
      if (settings.basePath !== undefined) {
        const value = settings.basePath.trim().replace(/\/+$/, '');
        if (value === '' || /^\/[A-Za-z0-9._~/-]*$/.test(value)) basePath.value = value;
        else problems.push(`base-path "${settings.basePath}" is not a path: give the prefix the sportsbook lives under, starting with "/", for example "/sportsbook".`);
      }
      if (settings.theme !== undefined) {
        const value = settings.theme === null ? '' : settings.theme.trim().toLowerCase();
        if (value === '') theme.value = null;
        else if (THEME_CHOICES.includes(value)) theme.value = value as ThemeChoice;
        else problems.push(`theme "${settings.theme}" is not a colour scheme: use "light", "dark" or "system".`);
      }
      if (settings.oddsFormat !== undefined) {
        const value = settings.oddsFormat === null ? '' : String(settings.oddsFormat).trim().toLowerCase();
        if (value === '') oddsFormat.value = null;
        else if (isOddsFormat(value)) oddsFormat.value = value;
        else problems.push(`odds-format "${settings.oddsFormat}" is not an odds format: use "euro", "hk", "us", "malay" or "indo", or leave it out to follow the bettor's choice.`);
      }
      if (settings.mode !== undefined) {
        const value = String(settings.mode).trim().toLowerCase();
        if ((SPORTSBOOK_MODES as readonly string[]).includes(value)) mode.value = value as SportsbookMode;
        else problems.push(`mode "${settings.mode}" is not a mode: use ${SPORTSBOOK_MODES.map((name) => `"${name}"`).join(', ')}.`);
      }
      if (settings.token !== undefined) {
        const value = settings.token === null ? '' : settings.token.trim();
        if (value === '') token.value = null;
        else if (TOKEN.test(value)) token.value = value;
        // Never echo a token: the message goes to the console.
        else problems.push('token is not a game token: give the token your platform issued for this player, without spaces or line breaks.');
      }
      if (settings.channel !== undefined) {
        const value = settings.channel === null ? '' : settings.channel.trim();
        if (value === '') channel.value = null;
        else if (CHANNEL.test(value)) channel.value = value;
        else problems.push(`channel "${settings.channel}" is not a channel name: use up to 64 letters, digits, ".", "_", ":" or "-", for example "main-sportsbook".`);
      }
      if (settings.betslipOrigin !== undefined) {
        const parsed = parseBetslipOrigin(settings.betslipOrigin);
        if (parsed.ok) betslipOrigin.value = parsed.origin;
        else problems.push(parsed.problem);
      }
    });
    return problems;
  }

  const initialProblems = apply(initial);
  if (initialProblems.length > 0) {
    throw new TypeError(`createConfigModel: ${initialProblems.join(' ')}`);
  }

  return { brand, locale, hostOrigin, apiBase, routing, basePath, theme, oddsFormat, mode, token, channel, betslipOrigin, apply };
}
