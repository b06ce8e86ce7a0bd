/**
 * The page environment of our own site (elements/standalone.html, the document marked
 * `data-sportsbook-standalone`): one of the two files that may touch `location` (the lint
 * rule names it), with src/store/browserPage.ts.
 */
import { browserPageBasics, writeSiteCookie, type PageEnvironment, type PageWindow, type StorageLike } from '../src/store';
import { createBlockedReloads } from './blockedReloads';

export interface SiteWindow extends PageWindow {
  readonly location: PageWindow['location'] & Pick<Location, 'assign' | 'reload'>;
  /** Our own document: the site writes its cookies (absent in test windows without one). */
  readonly document: PageWindow['document'] & Partial<Pick<Document, 'cookie'>>;
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface SiteOptions {
  /**
   * Whether the site runs inside someone else's page right now: framed by a host (the
   * iframe helper), or a native app's web view or an embedding switch (?embedded=true,
   * ?content-embedded=true, ?mode=native-app). Read at each decision, as the mode can change.
   */
  embedded: () => boolean;
  /** The tab's session storage (it counts the blocked reloads), or null where it is refused. */
  sessionStorage: StorageLike | null;
  now?: () => number;
}

/** The operator's own pages for the two answers (spec 2), at the root of the site's origin. */
const UNAVAILABLE_PAGES = { maintenance: '/maintenance', blocked: '/blocked' } as const;

/**
 * Our site owns its page: on top, it goes to the operator's /maintenance page, reloads for
 * /blocked (bounded, then the /blocked page), follows links to other sites and reloads on
 * logout. Embedded in a host's frame or an app's web view, it still owns its document and
 * reloads it on logout (the host's page does not move), but it shows maintenance and
 * blocked in place, so the host hears them and the frame comes back by itself, and it opens
 * other sites in a new tab rather than taking the frame away.
 */
export function siteEnvironment(win: SiteWindow, { embedded, sessionStorage, now = Date.now }: SiteOptions): PageEnvironment {
  const basics = browserPageBasics(win);
  const blockedReloads = createBlockedReloads(sessionStorage, now);
  let leaving = false;
  const onPage = (page: string) => new URL(basics.url()).pathname === page;
  const go = (page: string) => win.location.assign(new URL(page, basics.url()).href);
  return {
    ...basics,
    get kind() {
      return embedded() ? 'embedded-site' : 'standalone-site';
    },
    ownsDocument: true,
    writeCookie(name, value) {
      const doc = win.document;
      if (!('cookie' in doc)) return;
      const jar = { read: () => doc.cookie ?? '', write: (cookie: string) => void (doc.cookie = cookie) };
      writeSiteCookie(jar, name, value, new URL(basics.url()).hostname);
    },
    leave(url) {
      if (embedded()) win.open(url, '_blank', 'noopener');
      else win.location.assign(url);
    },
    reload() {
      win.location.reload();
      return 'reloading';
    },
    unavailable(answer) {
      // Already on the operator's page for it (served by this site): stay, or it would load itself forever.
      if (embedded() || onPage(UNAVAILABLE_PAGES[answer])) return 'in-place';
      if (leaving) return 'leaving';
      leaving = true;
      if (answer === 'maintenance') {
        go(UNAVAILABLE_PAGES.maintenance);
        return 'leaving';
      }
      const step = blockedReloads.next();
      if (step.kind === 'give-up') go(UNAVAILABLE_PAGES.blocked);
      else win.setTimeout(() => win.location.reload(), step.afterMs);
      return 'leaving';
    },
    available: () => blockedReloads.clear(),
  };
}
