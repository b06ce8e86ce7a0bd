/**
 * The browser side of the page environment: the one file under src/ that reads and writes
 * the window's `location` and `history` (the lint rule in eslint.config.js names it as the
 * exception). What the sportsbook may do with them is decided per hosting mode: here the
 * host-page policy, which is also every runtime's default; elements/siteEnvironment.ts for
 * our own site.
 */
import { browserStorage } from './persistence';
import { relativeToBase, splitInAppAddress, type PageAddress, type PageEnvironment, type PageRoutingMode } from './pageEnvironment';

/** The parts of `window` the page environment uses, so a test can hand it a stand-in. */
export interface PageWindow {
  readonly location: Pick<Location, 'href' | 'pathname' | 'search' | 'hash'>;
  readonly history: Pick<History, 'pushState' | 'replaceState' | 'back' | 'state'>;
  readonly document: Pick<Document, 'baseURI' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** Absent in some test windows: taken as online. */
  readonly navigator?: Pick<Navigator, 'onLine'>;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  open(url: string, target: string, features: string): unknown;
}

/** What every browser environment shares; the policies (leave, reload, unavailable) differ per mode. */
export type BrowserPageBasics = Pick<PageEnvironment, 'baseUrl' | 'url' | 'replaceUrl' | 'address' | 'storage' | 'viewport' | 'onViewportChange' | 'onVisible' | 'visible' | 'online' | 'onOnlineChange'>;

/**
 * Where relative addresses resolve: the document's base URI, which an srcdoc or about:blank
 * frame inherits from its parent (its own location is no address to resolve against).
 */
function documentBase(win: PageWindow): string {
  const base = win.document.baseURI || win.location.href;
  return /^https?:/.test(base) ? base : 'http://localhost/';
}

function listen(win: PageWindow, types: readonly string[], listener: () => void): () => void {
  for (const type of types) win.addEventListener(type, listener);
  return () => {
    for (const type of types) win.removeEventListener(type, listener);
  };
}

/**
 * The events that say the address moved: back and forward (popstate), a fragment change,
 * and the `pushState` / `replaceState` events the routing library (wouter) dispatches from
 * its patch of those calls, so a host page's own history change is heard as before.
 */
const ADDRESS_EVENTS = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;

function pathAddress(win: PageWindow, basePath: string): PageAddress {
  const base = basePath === '/' ? '' : basePath;
  return {
    read: () => ({ path: relativeToBase(base, win.location.pathname), search: win.location.search.replace(/^\?/, '') }),
    write: (to, replace) => win.history[replace ? 'replaceState' : 'pushState'](null, '', `${base}${to}`),
    back: () => win.history.back(),
    href: (to) => `${base}${to}`,
    subscribe: (listener) => listen(win, ADDRESS_EVENTS, listener),
  };
}

/**
 * Hash routing: the sportsbook's path and its query live in the fragment ('#/en/sports?x=1'),
 * so the host page's own path and query are never touched.
 */
function hashAddress(win: PageWindow): PageAddress {
  return {
    read: () => splitInAppAddress(`/${win.location.hash.replace(/^#?\/?/, '')}`),
    write(to, replace) {
      const url = new URL(win.location.href);
      url.hash = to;
      win.history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
    },
    back: () => win.history.back(),
    href: (to) => `#${to}`,
    subscribe: (listener) => listen(win, ADDRESS_EVENTS, listener),
  };
}

/** The window's address, storage, size and visibility, with no policy of what to do with them. */
export function browserPageBasics(win: PageWindow): BrowserPageBasics {
  return {
    baseUrl: documentBase(win),
    url: () => (/^https?:/.test(win.location.href) ? win.location.href : documentBase(win)),
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    address: (mode: PageRoutingMode, basePath: string) => (mode === 'hash' ? hashAddress(win) : pathAddress(win, basePath)),
    storage: browserStorage(),
    viewport: () => ({ width: win.innerWidth, height: win.innerHeight }),
    onViewportChange: (listener) => listen(win, ['resize'], listener),
    visible: () => win.document.visibilityState !== 'hidden',
    online: () => win.navigator?.onLine !== false,
    onOnlineChange: (listener) => listen(win, ['online', 'offline'], listener),
    onVisible(listener) {
      const onChange = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', onChange);
      return () => win.document.removeEventListener('visibilitychange', onChange);
    },
  };
}

/**
 * An element on someone else's page (the casino's script tag, an ES module, a React host;
 * any mode): the page is the host's. The sportsbook never navigates or reloads it, opens
 * links to other sites in a new tab, re-initialises in place where spec 4 says "reload", and
 * shows maintenance and blocked inside its elements. Only the routing the host opted into
 * (`routing="path"` or `"hash"`) writes the address.
 */
export function hostPageEnvironment(win: PageWindow): PageEnvironment {
  return {
    ...browserPageBasics(win),
    kind: 'host-page',
    ownsDocument: false,
    leave: (url) => void win.open(url, '_blank', 'noopener'),
    reload: () => 'in-place',
    unavailable: () => 'in-place',
    available: () => undefined,
  };
}
