import { readFrameMessage } from '../frames/frameMessages';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';

/**
 * The operator's own pages the sportsbook sends a bettor to (issue 21): the cashier
 * (deposit, withdraw, and its front page), registration (Join) and the forgotten-password
 * page. The sportsbook never handles money or accounts itself; each page is opened the way
 * the operator's `*_mode` setting says (docs/account-cashier.md).
 */
export const OPERATOR_PAGE_MODES = ['same_tab', 'new_tab', 'host', 'frame'] as const;
export type OperatorPageMode = (typeof OPERATOR_PAGE_MODES)[number];

export const OPERATOR_PAGE_ACTIONS = ['deposit', 'withdraw', 'cashier', 'register', 'forgotten-password'] as const;
export type OperatorPageAction = (typeof OPERATOR_PAGE_ACTIONS)[number];

/** Which mode setting and which address setting each action reads. */
export const OPERATOR_PAGE_SETTINGS: Readonly<Record<OperatorPageAction, { mode: 'cashier_mode' | 'registration_mode' | 'forgotten_password_mode'; url: string; page: string }>> = {
  deposit: { mode: 'cashier_mode', url: 'deposit_url', page: 'cashier' },
  withdraw: { mode: 'cashier_mode', url: 'withdraw_url', page: 'cashier' },
  cashier: { mode: 'cashier_mode', url: 'cashier_url', page: 'cashier' },
  register: { mode: 'registration_mode', url: 'registration_url', page: 'registration page' },
  'forgotten-password': { mode: 'forgotten_password_mode', url: 'forgotten_password_url', page: 'forgotten-password page' },
};

export interface OperatorPage {
  action: OperatorPageAction;
  mode: OperatorPageMode;
  /** The operator's address as configured (trimmed), or null: not configured. */
  url: string | null;
}

export interface OperatorPagesReading {
  pages: Readonly<Record<OperatorPageAction, OperatorPage>>;
  /** One console error per refused mode value, saying the fix. */
  problems: readonly string[];
}

const isMode = (value: string): value is OperatorPageMode => (OPERATOR_PAGE_MODES as readonly string[]).includes(value);

/**
 * One `*_mode` value: a known mode (any case, spaces around, `-` for `_`), the default when
 * unset or blank, and for anything else same_tab with a problem that says the fix.
 */
export function readOperatorPageMode(value: unknown, setting: 'cashier_mode' | 'registration_mode' | 'forgotten_password_mode'): { mode: OperatorPageMode; problem: string | null } {
  const fallback = DEFAULT_CORE_SETTINGS[setting] as OperatorPageMode;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { mode: fallback, problem: null };
  const text = typeof value === 'string' ? value.trim().toLowerCase().replace(/-/g, '_') : '';
  if (isMode(text)) return { mode: text, problem: null };
  const page = setting === 'cashier_mode' ? 'cashier' : setting === 'registration_mode' ? 'registration page' : 'forgotten-password page';
  return {
    mode: 'same_tab',
    problem:
      `Sportsbook: the operator setting ${setting} is ${JSON.stringify(value)}, which is not a mode. ` +
      `Set it to one of ${OPERATOR_PAGE_MODES.join(', ')} (docs/account-cashier.md); meanwhile the operator's ${page} opens in the same tab.`,
  };
}

const address = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Every operator page's mode and address from the operator's settings. */
export function readOperatorPages(raw: Readonly<Record<string, unknown>> | null): OperatorPagesReading {
  const values = raw ?? {};
  const problems: string[] = [];
  const modes = new Map<string, OperatorPageMode>();
  for (const setting of ['cashier_mode', 'registration_mode', 'forgotten_password_mode'] as const) {
    const read = readOperatorPageMode(values[setting], setting);
    modes.set(setting, read.mode);
    if (read.problem) problems.push(read.problem);
  }
  const pages = Object.fromEntries(
    OPERATOR_PAGE_ACTIONS.map((action) => {
      const setting = OPERATOR_PAGE_SETTINGS[action];
      return [action, { action, mode: modes.get(setting.mode) ?? 'same_tab', url: address(values[setting.url]) }];
    }),
  ) as Record<OperatorPageAction, OperatorPage>;
  return { pages, problems };
}

/** What the sportsbook adds to the operator's address, so the page can send the bettor back. */
export interface OperatorPageContext {
  /** The sportsbook page the bettor is on (absolute). */
  returnUrl: string;
  /** The page's language, e.g. "en". */
  locale: string;
  /** A suggested amount (a slip refused for want of balance suggests the shortfall), exact decimal text; null: none. */
  amount?: string | null;
}

export type OperatorPageChoice =
  /** No address (and not the host's): nothing is shown, never a dead link. */
  | { kind: 'hidden' }
  /** A link: in-app paths stay as configured; absolute addresses carry return_url, lang and amount. */
  | { kind: 'link'; href: string; newTab: boolean }
  /** The host page handles it: the cancelable event only. */
  | { kind: 'host' }
  /** The operator's page in the sportsbook's dialog; messages are taken from `origin` only. */
  | { kind: 'frame'; src: string; origin: string };

const HTTP = /^https?:$/;

/** The WHATWG URL every runtime core runs on has (browsers, Node); core's own type check has no DOM library. */
interface WhatwgUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly searchParams: { set(name: string, value: string): void };
}
const Url = (globalThis as unknown as { URL: new (url: string, base?: string) => WhatwgUrl }).URL;

/** The operator's absolute address with the sportsbook's parameters, or null when it cannot be one. */
export function operatorPageAddress(url: string, context: OperatorPageContext, base: string): WhatwgUrl | null {
  let resolved: WhatwgUrl;
  try {
    resolved = new Url(url, base);
  } catch {
    return null;
  }
  if (!HTTP.test(resolved.protocol)) return null;
  resolved.searchParams.set('return_url', context.returnUrl);
  resolved.searchParams.set('lang', context.locale);
  if (context.amount) resolved.searchParams.set('amount', context.amount);
  return resolved;
}

const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * How one operator page opens for the bettor: a link (same or new tab), the host's event,
 * the sportsbook's frame dialog, or nothing when no address is configured. `base` resolves
 * a relative address for the frame (the page the sportsbook runs in).
 */
export function chooseOperatorPage(page: OperatorPage, context: OperatorPageContext, base: string): OperatorPageChoice {
  if (page.mode === 'host') return { kind: 'host' };
  if (page.url === null) return { kind: 'hidden' };
  if (page.mode === 'frame') {
    const src = operatorPageAddress(page.url, context, base);
    return src === null ? { kind: 'hidden' } : { kind: 'frame', src: src.href, origin: src.origin };
  }
  const newTab = page.mode === 'new_tab';
  if (!isAbsolute(page.url)) return { kind: 'link', href: page.url, newTab };
  const href = operatorPageAddress(page.url, context, base);
  // An absolute address that is not http(s) goes through as it is: the link's own check refuses what may not be followed.
  return { kind: 'link', href: href === null ? page.url : href.href, newTab };
}

/** What an operator page in the sportsbook's frame may say (docs/account-cashier.md "The frame's messages"). */
export type OperatorFrameMessage =
  /** The operation finished (money moved, account made, password set): the wallet is fetched at once and the dialog closes. */
  | { action: 'done' }
  /** The bettor is done without an operation: the dialog closes. */
  | { action: 'close' }
  /** The page's content height in CSS pixels: the frame takes it, within the dialog's room. */
  | { action: 'resize'; height: number };

export const OPERATOR_MESSAGE_TYPE = 'sportsbook-operator';

/**
 * A message from the framed operator page, or null when it is not one: another origin than
 * the configured page's, another shape, an unknown action, a height that is not a positive
 * number. Everything else in the message is ignored.
 */
export function readOperatorMessage(data: unknown, origin: string, expectedOrigin: string): OperatorFrameMessage | null {
  return readFrameMessage(data, origin, expectedOrigin, OPERATOR_MESSAGE_TYPE, ['done', 'close']);
}
