import { afterFirstOddsShown } from './firstOddsShown';
import { loadOnce } from './loadOnce';
import type * as operatorHtml from './operatorHtml';

/** DOMPurify with the operator-style separation (operatorHtml.ts), as one loaded module. */
export type OperatorHtmlSanitizer = typeof operatorHtml;

/**
 * The sanitiser, loaded the first time operator HTML is to be shown (an external header or
 * footer, an HTML widget): a page without operator HTML never downloads it (issue 19, about
 * 12 KB gzip off the first odds with the style separation). It is asked for only once the
 * page's first odds are on screen (firstOddsShown.ts, which bounds the wait on a page
 * without odds), so it never competes with them. Once loaded it is kept, and later HTML is
 * sanitised in the same render.
 */
const sanitizer = loadOnce<OperatorHtmlSanitizer>(() => afterFirstOddsShown().then(() => import('./operatorHtml')));

/** The sanitiser if it has arrived, else null. */
export const loadedSanitizer = (): OperatorHtmlSanitizer | null => sanitizer.loaded();

/** Loads the sanitiser once; every caller gets the same one. */
export const loadSanitizer = (): Promise<OperatorHtmlSanitizer> => sanitizer.load();
