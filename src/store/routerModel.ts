import { batch, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { RoutingMode } from './configModel';
import { splitInAppAddress, type InAppAddress, type PageAddress, type PageEnvironment } from './pageEnvironment';

export interface RouterDependencies {
  /** The `routing` setting: the page path, the hash, or memory; followed live. */
  routing: ReadonlySignal<RoutingMode>;
  /** The `base-path` setting (path routing under a prefix); followed live. */
  basePath: ReadonlySignal<string>;
  page: Pick<PageEnvironment, 'address'>;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (redirects, query edits). */
  replace?: boolean;
}

/**
 * The sportsbook's address, one per runtime: every element's router (SportsbookRouter feeds
 * the routing library from it), the host's navigate() and frame command, and the
 * sportsbook-navigate event read and write this one source, in every routing mode.
 */
export interface RouterModel {
  /** The in-app path with its locale and without the base path or '#': '/en/live/sport/'. */
  readonly path: ReadonlySignal<string>;
  /** The query without '?'. */
  readonly search: ReadonlySignal<string>;
  /** Goes to an in-app path (a query allowed), in the routing mode's place. */
  navigate(to: string, options?: NavigateOptions): void;
  /** One entry back; in memory routing, back through the sportsbook's own entries only (never the host's history). */
  back(): void;
  /** What a link's href shows for an in-app path: '/sportsbook/en/x' under a base path, '#/en/x' in hash routing. */
  href(to: string): string;
  /** Stops following the settings and the page's address. */
  dispose(): void;
}

export function createRouterModel({ routing, basePath, page }: RouterDependencies): RouterModel {
  const path = signal('/');
  const search = signal('');
  // Memory routing's own history: the host's page and its history are never touched.
  const memory: string[] = ['/'];
  let address: PageAddress | null = null;
  let stopListening: () => void = () => undefined;

  const show = ({ path: nextPath, search: nextSearch }: InAppAddress) =>
    batch(() => {
      path.value = nextPath;
      search.value = nextSearch;
    });
  const readAddress = () => show(address ? address.read() : splitInAppAddress(memory[memory.length - 1] ?? '/'));

  // A `routing` or `base-path` change on a live element moves the router to the new place at once.
  const stopFollowingSettings = effect(() => {
    const mode = routing.value;
    const base = basePath.value;
    untracked(() => {
      stopListening();
      address = mode === 'memory' ? null : page.address(mode, base);
      stopListening = address ? address.subscribe(readAddress) : () => undefined;
      readAddress();
    });
  });

  return {
    path,
    search,
    navigate(to, { replace = false } = {}) {
      if (address) address.write(to, replace);
      else if (replace) memory[memory.length - 1] = to;
      else memory.push(to);
      readAddress();
    },
    back() {
      if (address) {
        address.back();
        return;
      }
      if (memory.length < 2) return;
      memory.pop();
      readAddress();
    },
    href: (to) => (address ? address.href(to) : to),
    dispose() {
      stopFollowingSettings();
      stopListening();
    },
  };
}
