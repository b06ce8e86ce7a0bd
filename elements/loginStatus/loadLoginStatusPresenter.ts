import { loadOnce } from '../../src/ui/loadOnce';
import type { CreateLoginStatusPresenter } from './loginStatusPresenter';

/**
 * The SDK's way to what `<sportsbook-login-status>` shows (its styles, texts,
 * notifications, lit-html and its templates): loaded when a widget first connects. The
 * SDK defines the element on every page, but only franco pages show it, so the casino's
 * and the site's first odds do not wait for it (issue 19). The widget's own script
 * carries it inlined instead (login-status-script.ts). Once loaded it is kept, and every
 * widget renders synchronously after.
 */
export const lazyLoginStatusPresenter = loadOnce<CreateLoginStatusPresenter>(() => import('./loginStatusPresenter').then((module) => module.createLoginStatusPresenter));
