// Issue 19: each language's texts come in two chunks, the first screen's namespaces
// (src/i18n/firstNamespaces.ts) before the first odds and the rest after them. This renders
// the first screens over the in-process sandbox with the later part held back (its loads
// never settle) and checks, from what the screens really ask for, that the list is right:
// no first screen asks for a later namespace (a hook would suspend, a prefixed key would
// show raw) and every first namespace is used by one of them.
import { act, cleanup, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LoadLocaleResource from '../../i18n/loadLocaleResource';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { FIRST_NAMESPACES, NAMESPACES, isFirstNamespace, type I18n } from '../../i18n';
import { createRuntime, hostPageEnvironment, memoryStorage, type Runtime } from '../../store';
import { Betslip } from '../betslip/Betslip';
import { MyBets } from '../mybets/MyBets';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { ownedTestPage } from '../runtime/testRuntime';
import { SportsbookSurface } from '../theme/SportsbookSurface';
import { AppShell } from './AppShell';
import { AvailabilityGate } from './AvailabilityGate';
import { startFirstRouteData } from './startFirstRouteData';

/** Later namespaces asked for ("en/myBets"): their loads never settle while a screen is rendered. */
const laterAsked = vi.hoisted(() => [] as string[]);

vi.mock('../../i18n/loadLocaleResource', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadLocaleResource>();
  const { isFirstNamespace: first } = await import('../../i18n/firstNamespaces');
  return {
    ...actual,
    loadLocaleResource: (language: string, namespace: string) => {
      if (first(namespace)) return actual.loadLocaleResource(language, namespace);
      laterAsked.push(`${language}/${namespace}`);
      return new Promise<never>(() => undefined);
    },
  };
});

const created: Runtime[] = [];

afterEach(() => {
  cleanup();
  for (const runtime of created.splice(0)) runtime.dispose();
  laterAsked.length = 0;
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  window.history.replaceState(null, '', '/');
});

/**
 * The namespace a `t` call reads: the key's own prefix ("header:login"), else the
 * namespace the call or its hook names (the first of a list that has the key), else the
 * default one. Each call of every component goes through the instance's `t` (react-i18next's
 * fixed `t` and `getFixedT` call it), so wrapping it sees them all.
 */
function recordNamespaces(i18n: I18n, used: Set<string>): void {
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const namespaceOf = (key: string, named: unknown): string[] => {
    const [prefix] = key.split(':');
    if (key.includes(':') && prefix !== undefined && (NAMESPACES as readonly string[]).includes(prefix)) return [prefix];
    const list = typeof named === 'string' ? [named] : Array.isArray(named) ? (named as string[]) : [String(i18n.options.defaultNS)];
    const having = list.find((namespace) => i18n.exists(key, { ns: namespace }));
    return having === undefined ? list : [having];
  };
  (i18n as unknown as { t: unknown }).t = (...args: unknown[]) => {
    const [keys, options] = args;
    const named = typeof options === 'object' && options !== null ? (options as { ns?: unknown }).ns : undefined;
    for (const key of Array.isArray(keys) ? keys : [keys]) if (typeof key === 'string') for (const namespace of namespaceOf(key, named)) used.add(namespace);
    return translate(...args);
  };
}

/** One element as elements/createSportsbookElement.tsx renders it: surface, loading fallback, availability gate. */
function Element({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <SportsbookSurface>
        <Suspense fallback={<div role="status">Loading…</div>}>
          <AvailabilityGate>{children}</AvailabilityGate>
        </Suspense>
      </SportsbookSurface>
    </RuntimeProvider>
  );
}

interface Screen {
  /** Our site (path routing, owns the page) or a casino page (an embedded <sportsbook-app>, memory routing). */
  page: 'site' | 'casino';
  width: number;
  /** A sandbox player logged in before the first render (a bettor coming back). */
  player?: string;
  /** The site's address (default /en/). */
  path?: string;
  /** What else the first screen shows besides its odds (a selector), waited for too. */
  alsoShows?: string;
}

/** Which first-screen elements a screen shows and what counts as its first paint. */
type Shows = 'app' | 'betslip' | 'mybets';

/** Renders the page's elements with one runtime, as the page would, and returns the namespaces its texts used until its first odds (and a moment after). */
async function namespacesOfFirstScreen(shows: Shows[], { page, width, player, path = '/en/', alsoShows }: Screen): Promise<Set<string>> {
  stubQuietEventSource();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.history.replaceState(null, '', page === 'site' ? path : '/casino/');
  const operator = inProcessSandbox('first-screen-texts');
  // The world stands still: a moving feed changes nothing of which texts show, only adds noise.
  await operator.fetch(new Request('http://sandbox.test/sandbox/feed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ frozen: true }) }));
  const runtime = createRuntime(
    { brand: 'eurobet', locale: 'en', apiBase: 'http://sandbox.test/', routing: page === 'site' ? 'path' : 'memory' },
    { page: page === 'site' ? ownedTestPage() : hostPageEnvironment(window), storage: memoryStorage(), reload: () => undefined, fetch: (async (input: RequestInfo | URL, init?: RequestInit) => operator.fetch(input instanceof Request ? input : new Request(input, init))) as typeof fetch },
  );
  created.push(runtime);
  const used = new Set<string>();
  recordNamespaces(runtime.i18n.i18n, used);
  if (player) {
    await runtime.store.session.login(player, 'demo1234');
    await vi.waitFor(() => expect(runtime.store.wallet.data.value).toBeDefined());
  }
  if (shows.includes('app')) startFirstRouteData(runtime);
  render(
    <>
      {shows.includes('app') ? (
        <Element runtime={runtime}>
          <AppShell />
        </Element>
      ) : null}
      {shows.includes('betslip') ? (
        <Element runtime={runtime}>
          <Betslip />
        </Element>
      ) : null}
      {shows.includes('mybets') ? (
        <Element runtime={runtime}>
          <MyBets />
        </Element>
      ) : null}
    </>,
  );
  const shownOdds = () => [...document.querySelectorAll('button.sb-price')].some((button) => /\d/.test(button.textContent ?? ''));
  const loading = () => document.querySelector('[role="status"]')?.textContent === 'Loading…';
  const shown = () => (shows.includes('app') ? shownOdds() : !loading()) && (alsoShows === undefined || document.querySelector(alsoShows) !== null);
  // A first screen that asks for a later namespace would wait for it for ever: stop as soon as one is asked.
  await vi.waitFor(
    () => {
      if (laterAsked.length > 0) return;
      if (!shown()) throw new Error('not shown yet');
    },
    { timeout: 15_000, interval: 20 },
  );
  // What renders in the same moment (the lists' second half, the sports menu, the balance).
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  // And every namespace a hook named, whether or not a text of it was shown yet: react-i18next
  // waits for all of them before the component renders (a later one would have been asked above).
  for (const namespace of runtime.i18n.i18n.reportNamespaces?.getUsedNamespaces() ?? []) used.add(namespace);
  expect(laterAsked, 'later namespaces asked for by the first screen').toEqual([]);
  expect(shown(), 'the screen showed').toBe(true);
  return used;
}

const SCREENS: { name: string; shows: Shows[]; screen: Screen }[] = [
  { name: 'the site, 1366 px', shows: ['app'], screen: { page: 'site', width: 1366 } },
  { name: 'the site, 375 px', shows: ['app'], screen: { page: 'site', width: 375 } },
  { name: 'the site, 1366 px, logged in', shows: ['app'], screen: { page: 'site', width: 1366, player: 'demo' } },
  { name: 'the site, 375 px, logged in', shows: ['app'], screen: { page: 'site', width: 375, player: 'demo' } },
  { name: 'a casino page with <sportsbook-app> and <sportsbook-betslip>, 1366 px', shows: ['app', 'betslip'], screen: { page: 'casino', width: 1366 } },
  { name: 'a casino page with <sportsbook-app> and <sportsbook-betslip>, 375 px', shows: ['app', 'betslip'], screen: { page: 'casino', width: 375 } },
  // A link with a slip's code that fails: the toast saying so is on the first screen.
  { name: 'the site opened with a booking code that fails, 375 px', shows: ['app'], screen: { page: 'site', width: 375, path: '/en/?bookingCode=NOSUCH1', alsoShows: '.sb-toast' } },
  { name: '<sportsbook-betslip> alone', shows: ['betslip'], screen: { page: 'casino', width: 1366 } },
];

describe('the first screen’s texts (issue 19, src/i18n/firstNamespaces.ts)', () => {
  const usedByAll = new Set<string>();
  let screensShown = 0;

  for (const { name, shows, screen } of SCREENS) {
    it(`${name}: every text it shows before its first odds is in a first namespace`, async () => {
      const used = await namespacesOfFirstScreen(shows, screen);
      for (const namespace of used) usedByAll.add(namespace);
      screensShown += 1;
      expect([...used].filter((namespace) => !isFirstNamespace(namespace)).sort(), `namespaces to add to FIRST_NAMESPACES (or to keep off ${name})`).toEqual([]);
    });
  }

  it('every first namespace is used by one of those screens (none is downloaded early for nothing)', () => {
    expect(screensShown, 'every screen above showed (this reads what they used)').toBe(SCREENS.length);
    expect(FIRST_NAMESPACES.filter((namespace) => !usedByAll.has(namespace))).toEqual([]);
  });
});
