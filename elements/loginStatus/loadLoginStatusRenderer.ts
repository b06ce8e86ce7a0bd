import { loadOnce } from '../../src/ui/loadOnce';
import type { renderLoginStatus } from './renderLoginStatus';

type Renderer = typeof renderLoginStatus;

/**
 * lit-html and the widget's templates, loaded when a `<sportsbook-login-status>` first
 * renders: the full SDK defines the element on every page, but only franco pages show it,
 * so the casino's and the site's first odds do not wait for it (issue 19). The widget's
 * own script inlines it (one file, docs/franco.md). Once loaded it is kept, and later
 * renders are synchronous.
 */
const renderer = loadOnce<Renderer>(() => import('./renderLoginStatus').then((module) => module.renderLoginStatus));

/** The renderer if it has arrived, else null. */
export const loadedLoginStatusRenderer = (): Renderer | null => renderer.loaded();

/** Loads the renderer once; every widget gets the same one. */
export const loadLoginStatusRenderer = (): Promise<Renderer> => renderer.load();
