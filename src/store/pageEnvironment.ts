import { memoryStorage, type StorageLike } from './persistence';

/** The routing modes that keep the sportsbook's address in the page (memory routing keeps it in the runtime). */
export type PageRoutingMode = 'path' | 'hash';

/** An in-app address: the path with its locale ('/en/sports') and the query without '?'. */
export interface InAppAddress {
  path: string;
  search: string;
}

/**
 * One routing mode's address in the page: the path under a base path, or the fragment.
 * The router model (routerModel.ts) reads and writes it; nothing else does.
 */
export interface PageAddress {
  /** The sportsbook's address now, with the base path or the '#' taken off. */
  read(): InAppAddress;
  /** Moves the address to an in-app path ('/en/live/sport/', a query allowed): a new history entry, or in place. */
  write(to: string, replace: boolean): void;
  /** One history entry back (the footer's back tap on My Bets). */
  back(): void;
  /** What a link's href shows for an in-app path: the base path in front, or '#' in front. */
  href(to: string): string;
  /** Calls `listener` when the address moves without us (back, forward, the host's own history calls); returns the stop. */
  subscribe(listener: () => void): () => void;
}

/** An operator answer that takes the sportsbook off the air (spec 2: the response ended at /maintenance or /blocked). */
export type UnavailableAnswer = 'maintenance' | 'blocked';

/**
 * The page the runtime lives in, chosen per hosting mode (docs/embedding-modes.md "The page
 * environment"): what the sportsbook may do to the page it did not necessarily make. Every
 * model and feature goes through it; none reads `location`, `history` or the window itself,
 * so an element on a casino's page can never navigate, reload or rewrite that page by accident.
 *
 * - our standalone site (elements/siteEnvironment.ts): navigates and reloads its own page;
 * - the same site framed by a host or in a native app's web view: reloads only its own
 *   document, shows maintenance and blocked in place;
 * - an element on a host's page (hostPageEnvironment in browserPage.ts, also the default):
 *   never navigates, reloads or re-addresses the page beyond the routing the host opted into;
 * - memory (this file): no page at all, for tests and servers.
 */
export interface PageEnvironment {
  /** Which of the above, for messages and tests. */
  readonly kind: 'standalone-site' | 'embedded-site' | 'host-page' | 'memory';
  /** The sportsbook made this document: it may set the title, meta tags, `lang` and favicon. */
  readonly ownsDocument: boolean;
  /** What relative addresses resolve against (api-base, operator images): the document's base URI. */
  readonly baseUrl: string;
  /** The document's address now (a shared booking-code link is built on it). */
  url(): string;
  /** Rewrites the document's address in place, without a load or a history entry (a booking code taken out of the link). */
  replaceUrl(url: string): void;
  /** The address path or hash routing reads and writes (memory routing needs none). */
  address(mode: PageRoutingMode, basePath: string): PageAddress;
  /** Follows a link to another site: our standalone site goes there, anywhere else it opens in a new tab. */
  leave(url: string): void;
  /**
   * Spec 4's "reload" (a logout, a token changed in another tab). 'reloading': the page is
   * reloading; 'in-place': this page may not be reloaded by us, the runtime re-initialises itself.
   */
  reload(): 'reloading' | 'in-place';
  /**
   * Writes a site cookie (spec 9: until 2100, the site's domain, SameSite Lax) for the
   * operator's server to read. Only our own site has it: an element on a host's page never
   * writes cookies on the host's domain.
   */
  writeCookie?(name: string, value: string): void;
  /** Where the store keeps what survives a reload (local storage, or memory where it is refused). */
  readonly storage: StorageLike;
  /** The visible area in CSS px (the layout's breakpoints). */
  viewport(): { width: number; height: number };
  /** Calls `listener` when the viewport's size changes; returns the stop. */
  onViewportChange(listener: () => void): () => void;
  /** Calls `listener` each time the tab comes back into view; returns the stop. */
  onVisible(listener: () => void): () => void;
  /** Whether the tab is shown now (absent: a page with no tabs, always shown). */
  visible?(): boolean;
  /** Whether the browser says it is online (navigator.onLine): offline, live prices cannot be live. */
  online(): boolean;
  /** Calls `listener` when the browser goes online or offline; returns the stop. */
  onOnlineChange(listener: () => void): () => void;
  /**
   * The operator answered maintenance or blocked. 'in-place': the elements show it and the
   * runtime waits for the operator to come back (every embedded mode); 'leaving': the page
   * goes to /maintenance or /blocked or reloads (our standalone site), nothing else to do.
   */
  unavailable(answer: UnavailableAnswer): 'in-place' | 'leaving';
  /** The operator answered normally: our standalone site forgets the blocked reloads it counted. */
  available(): void;
}

export interface MemoryPageOptions {
  /** The document's address; 'http://localhost/' by default. */
  url?: string;
  storage?: StorageLike;
  ownsDocument?: boolean;
  viewport?: { width: number; height: number };
}

export interface MemoryPage extends PageEnvironment {
  /** Addresses `leave()` was asked to open, oldest first (tests read them). */
  readonly left: readonly string[];
  /** How often `reload()` was asked. */
  readonly reloads: number;
}

/** Splits '/en/sports?x=1#top' into its path and query (the fragment is dropped). */
export function splitInAppAddress(to: string): InAppAddress {
  const withoutHash = to.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  const path = at === -1 ? withoutHash : withoutHash.slice(0, at);
  return { path: path === '' ? '/' : path, search: at === -1 ? '' : withoutHash.slice(at + 1) };
}

/**
 * A page with no window: the address lives in memory, nothing is left or reloaded (both are
 * recorded), storage forgets. What a runtime gets where there is no browser, and what a test
 * gives one to check what the sportsbook asked of its page.
 */
export function memoryPageEnvironment(options: MemoryPageOptions = {}): MemoryPage {
  let current = new URL(options.url ?? 'http://localhost/');
  const entries: string[] = [current.href];
  const listeners = new Set<() => void>();
  const left: string[] = [];
  let reloads = 0;
  const storage = options.storage ?? memoryStorage();
  const go = (href: string, replace: boolean) => {
    current = new URL(href, current);
    if (replace) entries[entries.length - 1] = current.href;
    else entries.push(current.href);
    for (const listener of listeners) listener();
  };
  const base = (basePath: string) => (basePath === '/' ? '' : basePath);
  return {
    kind: 'memory',
    ownsDocument: options.ownsDocument ?? false,
    baseUrl: current.href,
    url: () => current.href,
    replaceUrl: (url) => go(url, true),
    address(mode, basePath) {
      return {
        read: () => (mode === 'hash' ? splitInAppAddress(`/${current.hash.replace(/^#?\/?/, '')}`) : { path: relativeToBase(base(basePath), current.pathname), search: current.search.replace(/^\?/, '') }),
        write(to, replace) {
          go(mode === 'hash' ? `#${to}` : `${base(basePath)}${to}`, replace);
        },
        back() {
          if (entries.length < 2) return;
          entries.pop();
          current = new URL(entries[entries.length - 1] ?? current.href);
          for (const listener of listeners) listener();
        },
        href: (to) => (mode === 'hash' ? `#${to}` : `${base(basePath)}${to}`),
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    },
    leave: (url) => void left.push(url),
    reload() {
      reloads += 1;
      return 'in-place';
    },
    storage,
    viewport: () => options.viewport ?? { width: 1024, height: 768 },
    onViewportChange: () => () => undefined,
    onVisible: () => () => undefined,
    online: () => true,
    onOnlineChange: () => () => undefined,
    unavailable: () => 'in-place',
    available: () => undefined,
    get left() {
      return left;
    },
    get reloads() {
      return reloads;
    },
  };
}

/**
 * The in-app path of a page path under `base` ('/sportsbook/en/x' under '/sportsbook' is
 * '/en/x'), compared without case and decoded, as the routing library did before the
 * router model took over; a path outside the base keeps a leading '~' (no route of ours).
 */
export function relativeToBase(base: string, pathname: string): string {
  const path = decodePath(pathname);
  const prefix = decodePath(base);
  if (!prefix) return path;
  return `${path.toLowerCase()}/`.startsWith(`${prefix.toLowerCase()}/`) ? path.slice(prefix.length) || '/' : `~${path}`;
}

function decodePath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}
