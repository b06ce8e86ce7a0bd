import type { DOMPurify } from 'dompurify';
import { afterFirstOddsShown } from './firstOddsShown';
import { loadOnce } from './loadOnce';

/**
 * DOMPurify, loaded the first time operator HTML is to be shown (an external header or
 * footer, an HTML widget): a page without operator HTML never downloads it (issue 19,
 * about 11 KB gzip off the first odds). It is asked for only once the page's first odds are
 * on screen (firstOddsShown.ts, which bounds the wait on a page without odds), so it never
 * competes with them. Once loaded it is kept, and later HTML is sanitised in the same render.
 */
const sanitizer = loadOnce<DOMPurify>(() =>
  afterFirstOddsShown()
    .then(() => import('dompurify'))
    .then((module) => module.default),
);

/** The sanitiser if it has arrived, else null. */
export const loadedSanitizer = (): DOMPurify | null => sanitizer.loaded();

/** Loads the sanitiser once; every caller gets the same one. */
export const loadSanitizer = (): Promise<DOMPurify> => sanitizer.load();
