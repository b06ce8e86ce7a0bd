import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify, loaded the first time operator HTML is to be shown (an external header or
 * footer, an HTML widget): a page without operator HTML never downloads it (issue 19,
 * about 8 KB gzip off the first odds). Once loaded it is kept, and later HTML is sanitised
 * in the same render.
 */
let loaded: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

/** The sanitiser if it has arrived, else null. */
export function loadedSanitizer(): DOMPurify | null {
  return loaded;
}

/** Loads the sanitiser once; every caller gets the same one. */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}
